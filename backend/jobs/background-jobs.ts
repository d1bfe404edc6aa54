/**
 * What the API's routes ask of the job queue (jobs/job-queue.ts): work to do after a response,
 * durably. Each call is a hint that makes the work happen sooner: a job that never gets sent (the
 * database away, the process killed) is found by the minute's sweeps, since the work's own rows
 * (a payment still on its placeholder, a refund still owed) say it is to be done.
 *
 * So the calls return at once and never fail their caller; the send goes on by itself (a failure
 * is reported). That also makes them safe inside a transaction (the webhook applies a payment in
 * one): on PGlite the queue shares the one connection, which the transaction holds until it ends,
 * and a send awaited there would wait for ever.
 */
export interface BackgroundJobs {
  /** Recovers the payment's charge once its grace is over, if it has not opened by then. */
  recoverChargeLater(paymentId: string): void
  /** Refunds an owed refund in a few seconds, once the transaction that owed it has committed. */
  refundSoon(refundId: string): void
}

/**
 * The routes' handle on a queue that starts after them (the queue's jobs need the API's deps, the
 * deps name the queue): until `attach`, and after `detach`, a hint is dropped and the sweeps
 * find the work instead.
 */
export function laterBoundJobs() {
  let target: BackgroundJobs | null = null
  const jobs: BackgroundJobs = {
    recoverChargeLater: (paymentId) => target?.recoverChargeLater(paymentId),
    refundSoon: (refundId) => target?.refundSoon(refundId),
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
