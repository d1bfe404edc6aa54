import { type ReactNode, useId, useState, useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * Where a later step shows (`later-steps-chunk.ts`): the step, once its code is here; until
 * then, on the page the server rendered at that step, the step's HTML as the server sent it,
 * kept as it is; else, and once the chunk failed to load, `pending` (a skeleton, or the failure).
 *
 * A page opened at a later step (a checkout resumed at the address) has the step in its HTML, but
 * the browser hydrates before the step's chunk has arrived (it is not in the first load). The
 * HTML captured while hydrating is given back to React as the element's inner HTML, which React
 * takes over without hydrating or touching it: the member keeps reading the step, with its
 * content, until the chunk arrives; the step then replaces it, the same markup, in one commit.
 */
export function LaterStep<T>({
  steps,
  failed,
  pending,
  children,
}: {
  steps: T | null
  failed: boolean
  pending: ReactNode
  children: (steps: T) => ReactNode
}) {
  const id = useId()
  // True only while hydrating (React reads the server's value then): a step mounted later, or in
  // a page rendered in the browser, has no server HTML to keep.
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  )
  const [kept] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? (document.getElementById(id)?.innerHTML ?? null)
      : null,
  )
  if (steps !== null) {
    return (
      <div id={id} key="step" className="later-step">
        {children(steps)}
      </div>
    )
  }
  if (kept !== null && !failed) {
    return (
      <div
        id={id}
        key="kept"
        className="later-step"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: this element's own server HTML, read back from the page while hydrating; nothing from outside
        dangerouslySetInnerHTML={{ __html: kept }}
      />
    )
  }
  return pending
}
