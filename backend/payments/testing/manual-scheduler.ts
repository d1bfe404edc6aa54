/** The simulator's scheduler for tests: nothing runs behind a test's back. */
import type { Scheduler } from '../simulator/webhook-delivery'

/** A scheduler whose tasks run when the test says so (`runDue`), in the order they are due. */
export class ManualScheduler implements Scheduler {
  private tasks: Array<{ dueAt: number; task: () => Promise<void> }> = []
  private elapsed = 0

  after(delayMs: number, task: () => Promise<void>) {
    this.tasks.push({ dueAt: this.elapsed + delayMs, task })
  }

  cancelAll() {
    this.tasks = []
  }

  get pending(): number {
    return this.tasks.length
  }

  /**
   * Moves this scheduler's time on by `ms` (everything, when absent) and runs what is due by
   * then, including retries the run schedules within that time.
   */
  async runDue(ms = Number.POSITIVE_INFINITY) {
    const until = this.elapsed + ms
    for (;;) {
      this.tasks.sort((a, b) => a.dueAt - b.dueAt)
      const next = this.tasks[0]
      if (!next || next.dueAt > until) break
      this.tasks.shift()
      this.elapsed = Math.max(this.elapsed, next.dueAt)
      await next.task()
    }
    if (Number.isFinite(until)) this.elapsed = until
  }
}
