/**
 * The jobs a person looks at (`npm run jobs`, `GET /ops/jobs`): queued, retrying, running and
 * failed, read straight from pg-boss's table in our database (JOB_SCHEMA), newest first. Completed
 * jobs are left out: pg-boss keeps them a week, and they need nobody.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { JOB_SCHEMA } from './job-queue'

export const LISTED_STATES = ['created', 'retry', 'active', 'failed'] as const
export type ListedState = (typeof LISTED_STATES)[number]

export interface ListedJob {
  id: string
  queue: string
  /** created (queued), retry (failed, waiting for its next try), active (running), failed (gave up). */
  state: ListedState
  /** Tries so far, the current one included for a running job. */
  attempts: number
  /** The most tries it gets: the first and its retries. */
  maxAttempts: number
  /** The job's key (a payment's or refund's id), when it has one. */
  key: string | null
  /** When it runs (next), for a queued or retrying job. */
  startAfter: string
  createdOn: string
  /** What the last failed try threw. */
  lastError: string | null
}

/** Whether pg-boss has made its tables here yet: it does on the API's first start. */
async function installed(db: Database): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select to_regclass(${`${JOB_SCHEMA}.job`}) as job`))
  return rows[0]?.job != null
}

/** drizzle's `execute` answers rows on postgres-js and `{ rows }` on PGlite. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>
  return (result as { rows: Array<Record<string, unknown>> }).rows
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString()

/** The listed jobs, newest first; null when the queue was never installed in this database. */
export async function listJobs(
  db: Database,
  options: { states?: readonly ListedState[]; limit?: number } = {},
): Promise<ListedJob[] | null> {
  if (!(await installed(db))) return null
  const states = options.states ?? LISTED_STATES
  const rows = rowsOf(
    await db.execute(sql`
      select id, name, state::text as state, retry_count, retry_limit, singleton_key, start_after,
        created_on,
        coalesce(output->>'message', output->'value'->>'message') as last_error
      from ${sql.raw(JOB_SCHEMA)}.job
      where state::text in (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})
      order by created_on desc, id
      limit ${options.limit ?? 200}
    `),
  )
  return rows.map((row) => {
    const state = row.state as ListedState
    const retries = Number(row.retry_count)
    return {
      id: String(row.id),
      queue: String(row.name),
      state,
      // pg-boss counts a retry as it claims the job again: a queued job has had no try yet.
      attempts: state === 'created' ? 0 : retries + 1,
      maxAttempts: Number(row.retry_limit) + 1,
      key: (row.singleton_key as string | null) ?? null,
      startAfter: iso(row.start_after),
      createdOn: iso(row.created_on),
      lastError: (row.last_error as string | null) ?? null,
    }
  })
}
