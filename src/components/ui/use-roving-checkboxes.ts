import { useEffect, useRef } from 'react'

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

/**
 * A long list of checkboxes as ONE Tab stop, as a radio group is: the arrow keys (and Home, End)
 * move between the boxes, Space ticks, and Tab leaves the list. A question with nine options took
 * nine Tabs to pass; now it takes one. The stop is the box last focused, else the first ticked,
 * else the first. Only once the app runs: before, every box keeps its own stop, since nothing
 * would answer the arrows.
 */
export function useRovingCheckboxes<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const list = ref.current
    if (!enabled || !list) return
    const boxes = () => [
      ...list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not(:disabled)'),
    ]
    let stop: HTMLInputElement | undefined
    const settle = (focused?: HTMLInputElement) => {
      const all = boxes()
      stop =
        focused ?? (stop && all.includes(stop) ? stop : (all.find((box) => box.checked) ?? all[0]))
      for (const box of all) box.tabIndex = box === stop ? 0 : -1
    }
    settle()
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') {
        settle(event.target)
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const all = boxes()
      const at = all.indexOf(event.target as HTMLInputElement)
      if (at < 0) return
      const step = STEPS[event.key]
      const next =
        event.key === 'Home'
          ? all[0]
          : event.key === 'End'
            ? all.at(-1)
            : step
              ? all[(at + step + all.length) % all.length]
              : undefined
      if (!next) return
      event.preventDefault()
      next.focus()
    }
    // A box enabled or disabled later (the fifth treatment disables the rest) keeps one stop.
    const observer = new MutationObserver(() => settle())
    observer.observe(list, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    })
    list.addEventListener('focusin', onFocusIn)
    list.addEventListener('keydown', onKeyDown)
    return () => {
      observer.disconnect()
      list.removeEventListener('focusin', onFocusIn)
      list.removeEventListener('keydown', onKeyDown)
      for (const box of boxes()) box.removeAttribute('tabindex')
    }
  }, [enabled])
  return ref
}
