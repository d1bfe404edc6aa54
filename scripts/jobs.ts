/**
 * `npm run jobs`: the background jobs that need a look (ADR 019): queued, running, retrying and
 * failed, with their queue, attempts and last error, newest first. `--json` prints them as JSON.
 *
 * From `DATABASE_URL` when set: pg-boss's tables are read directly, beside the running servers.
 * Otherwise from the PGlite under `DATA_DIR`, which only one process may open: when a Diri server
 * on this machine answers, it holds that folder, and the jobs are asked of its operators' API
 * (`GET /ops/jobs`, with `OPS_API_TOKEN`); without the token the command says so and stops.
 */

import * as v from 'valibot'
import { serverEnv } from '../app.config'
import { openConfiguredDatabase } from '../backend/db/client'
import { type ListedJob, listJobs } from '../backend/jobs/job-list'
import { jobReport } from '../backend/jobs/job-report'
import { OpsJobList } from '../contract/ops/schemas'

const env = serverEnv()
const json = process.argv.includes('--json')

function print(jobs: readonly ListedJob[]) {
  console.info(json ? JSON.stringify(jobs, null, 2) : jobReport(jobs, new Date()))
}

/** The running server whose PGlite this is: the embedded API (`npm start`) or the standalone one. */
async function runningServer(): Promise<string | null> {
  const candidates = [
    env.API_BASE_URL,
    `http://127.0.0.1:${env.PORT}/api`,
    `http://127.0.0.1:${env.API_PORT}`,
  ].filter((url): url is string => Boolean(url))
  for (const base of candidates) {
    try {
      const response = await fetch(`${base}/health`, {
        headers: { 'diri-platform': 'web' },
        signal: AbortSignal.timeout(1_000),
      })
      const health = (await response.json()) as { database?: string }
      if (response.ok && health.database === 'pglite') return base
    } catch {
      // Nothing there: the next candidate.
    }
  }
  return null
}

async function fromServer(base: string) {
  if (!env.OPS_API_TOKEN) {
    console.error(
      `A Diri server at ${base} holds the PGlite database under ${env.DATA_DIR}/pglite, which one process opens at a time.\n` +
        'Set OPS_API_TOKEN to the server’s token to ask it (GET /ops/jobs), or stop the server and run `npm run jobs` again.',
    )
    process.exit(1)
  }
  const response = await fetch(`${base}/ops/jobs`, {
    headers: { 'diri-platform': 'web', authorization: `Bearer ${env.OPS_API_TOKEN}` },
  })
  if (!response.ok) {
    console.error(
      `The server at ${base} answered ${response.status} to GET /ops/jobs: is OPS_API_TOKEN the one it runs with?`,
    )
    process.exit(1)
  }
  print(v.parse(OpsJobList, await response.json()).data)
}

async function fromDatabase() {
  const database = await openConfiguredDatabase(env)
  try {
    const jobs = await listJobs(database.db)
    if (jobs === null) {
      console.info(
        `No job queue in this ${database.kind} database yet: the API installs it on its first start.`,
      )
      return
    }
    print(jobs)
  } finally {
    await database.close()
  }
}

const server = env.DATABASE_URL ? null : await runningServer()
if (server) await fromServer(server)
else await fromDatabase()
