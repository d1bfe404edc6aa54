/**
 * The running API's expiry sweep (issue 12, item 5): every minute, unpaid orders past their
 * expiry lapse and their stock goes back on sale (`expireLapsedOrders`). Every instance runs its
 * own; they need no coordination, since the database decides which one closes each order.
 */
import type { ApiDeps } from '../deps'
import { reportError } from '../http/report-error'
import { expireLapsedOrders } from './payment-status'

export const EXPIRY_SWEEP_INTERVAL_MS = 60_000

export interface ExpirySweep {
  /** Runs one sweep now (what the timer does); resolves with how many orders it expired. */
  runOnce(): Promise<number>
  /** Stops the timer and waits for a sweep under way, so the database can close after it. */
  stop(): Promise<void>
}

export function startExpirySweep(
  deps: Pick<ApiDeps, 'db' | 'clock' | 'logError'>,
  intervalMs = EXPIRY_SWEEP_INTERVAL_MS,
): ExpirySweep {
  let running: Promise<number> | null = null
  let stopped = false

  const sweepOnce = async () => {
    try {
      return await expireLapsedOrders(deps.db, deps.clock.now())
    } catch (error) {
      // Reported, and the next tick tries again: a database away for a minute is not fatal.
      reportError(deps, 'The expiry sweep failed', error)
      return 0
    }
  }
  const runOnce = () => {
    // One sweep at a time in an instance: a slow sweep is not overtaken by the next tick.
    running ??= sweepOnce().finally(() => {
      running = null
    })
    return running
  }

  const timer = setInterval(() => {
    if (!stopped) void runOnce()
  }, intervalMs)
  // A pending sweep never keeps the process alive.
  timer.unref()

  return {
    runOnce,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
