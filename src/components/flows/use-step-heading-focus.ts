import { useEffect, useRef } from 'react'

/**
 * The step's heading takes the focus when the view changes, so a screen reader hears where the
 * member is now, and the focus never falls to the top of the page with the control that went.
 * Not on the page's first view: then it is simply opening, and the focus stays where it is.
 *
 * `view` names what shows; null while there is nothing to focus yet (a load, or a step whose
 * code has not arrived), so the focus waits for the heading. Returns whether the page still
 * shows its first view (or none yet).
 */
export function useStepHeadingFocus(view: string | null): boolean {
  const shown = useRef<string | null>(null)
  const moved = useRef(false)
  useEffect(() => {
    const previous = shown.current
    if (view === null || previous === view) return
    shown.current = view
    if (previous === null) return
    moved.current = true
    // A step's own heading, or the page's (a step without one of its own).
    const heading =
      document.getElementById('judul-langkah') ?? document.getElementById('judul-halaman')
    heading?.focus()
  }, [view])
  // Read while rendering: a ref, so that knowing it re-renders nothing.
  return !moved.current && (shown.current === null || shown.current === view)
}
