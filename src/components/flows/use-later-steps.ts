import { useEffect, useState } from 'react'
import { reportError } from '../../lib/error-reports/report-error'
import type { LaterStepsChunk } from './later-steps-chunk'

/**
 * The steps a flow page rarely opens on, fetched as one chunk once the page runs, so their code
 * stays out of the page's first load and is here before the member reaches them. Held as a
 * module, not as lazy components, so that a step renders (and its heading takes the focus) at
 * once. Already here when the page opened on a later step (its loader loaded it).
 */
export function useLaterSteps<T>(
  chunk: LaterStepsChunk<T>,
  /** What the report of a failed load calls the steps ('the checkout steps'). */
  what: string,
): { later: T | null; failed: boolean } {
  const [later, setLater] = useState<T | null>(() => chunk.loaded)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (chunk.loaded) return
    let live = true
    chunk.load().then(
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
  }, [chunk, what])
  return { later, failed }
}
