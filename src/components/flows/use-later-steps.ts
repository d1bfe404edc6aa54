import { useEffect, useState } from 'react'
import { reportError } from '../../lib/error-reports/report-error'

/**
 * The steps a flow page never opens on, fetched as one chunk once the page runs, so their code
 * stays out of the page's first load and is here before the member reaches them. Held as a
 * module, not as lazy components, so that a step renders (and its heading takes the focus) at
 * once. `load` is a module-level `() => import(...)`, so that the bundler splits it off.
 */
export function useLaterSteps<T>(
  load: () => Promise<T>,
  /** What the report of a failed load calls the steps ('the checkout steps'). */
  what: string,
): { later: T | null; failed: boolean } {
  const [later, setLater] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    load().then(
      (steps) => {
        if (live) setLater(() => steps)
      },
      (error) => {
        reportError(`Loading ${what} failed`, error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [load, what])
  return { later, failed }
}
