/**
 * What the API's routes ask of the job queue (jobs/job-queue.ts): work to do after a response,
 * durably. Each call is a hint that makes the work happen sooner: a job that never gets sent (the
 * database away, the process killed) is found by the minute's sweeps, since the work's own rows
 * (a payment still on its placeholder, a refund still owed) say it is to be done. So the calls
 * never fail their caller.
 *
 * Never call them inside a database transaction: on PGlite the queue shares the one connection,
 * which the transaction holds until it ends.
 */
export interface BackgroundJobs {
  /** Recovers the payment's charge once its grace is over, if it has not opened by then. */
  recoverChargeLater(paymentId: string): Promise<void>
  /** Refunds an owed refund now. */
  refundSoon(refundId: string): Promise<void>
}

/**
 * The routes' handle on a queue that starts after them (the queue's jobs need the API's deps, the
 * deps name the queue): until `attach`, and after `detach`, a hint is dropped and the sweeps
 * find the work instead.
 */
export function laterBoundJobs() {
  let target: BackgroundJobs | null = null
  const jobs: BackgroundJobs = {
    recoverChargeLater: async (paymentId) => target?.recoverChargeLater(paymentId),
    refundSoon: async (refundId) => target?.refundSoon(refundId),
  }
  return {
    jobs,
    attach(queue: BackgroundJobs) {
      target = queue
    },
    detach() {
      target = null
    },
  }
}
