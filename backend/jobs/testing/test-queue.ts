/**
 * The job queue in the backend tests: pg-boss on the test's database, polling every half second
 * (pg-boss's least), no schedules (a test sends the sweeps it means), short retry delays, and the
 * jobs of the file's earlier tests gone.
 */
import { sql } from 'drizzle-orm'
import type { JobWithMetadata } from 'pg-boss'
import { afterEach } from 'vitest'
import type { ApiDeps } from '../../deps'
import type { TestApi } from '../../test/harness'
import {
  JOB_SCHEMA,
  type JobQueue,
  type JobQueueOptions,
  type QueueName,
  startJobQueue,
} from '../job-queue'

const started = new Set<JobQueue>()

afterEach(async () => {
  await Promise.all([...started].map((queue) => queue.stop()))
  started.clear()
})

/** A queue working for `api` (or for `deps`, a second instance's), stopped after the test. */
export async function startTestQueue(
  api: Pick<TestApi, 'database' | 'databaseUrl' | 'deps'>,
  overrides: Partial<JobQueueOptions> & { deps?: ApiDeps } = {},
): Promise<JobQueue> {
  // The first queue of a test: the jobs the file's earlier tests left (the harness resets our
  // tables, not pg-boss's) must not run against this test's data.
  if (started.size === 0) await clearJobs(api.deps.db)
  const queue = await startJobQueue({
    database: api.database,
    databaseUrl: api.databaseUrl,
    deps: api.deps,
    pollingIntervalSeconds: 0.5,
    schedule: false,
    retry: { retryDelay: 1, retryDelayMax: 2 },
    ...overrides,
  })
  started.add(queue)
  return queue
}

async function clearJobs(db: ApiDeps['db']) {
  const installed = await db.execute(sql.raw(`select to_regclass('${JOB_SCHEMA}.job') as job`))
  const rows = Array.isArray(installed) ? installed : (installed as { rows: unknown[] }).rows
  if ((rows[0] as { job: unknown } | undefined)?.job == null) return
  await db.execute(sql.raw(`delete from ${JOB_SCHEMA}.job`))
}

const FINAL = new Set(['completed', 'failed', 'cancelled'])

/** The job once it has finished (completed or, retries spent, failed). */
export async function finished(
  queue: JobQueue,
  name: QueueName,
  id: string | null,
  timeoutMs = 20_000,
): Promise<JobWithMetadata<object>> {
  if (!id) throw new Error(`No job was sent to ${name}`)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [job] = await queue.boss.findJobs<object>(name, { id })
    if (job && FINAL.has(job.state)) return job
    if (Date.now() > deadline) {
      throw new Error(
        `Job ${id} of ${name} is still ${job?.state ?? 'missing'} after ${timeoutMs} ms`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
