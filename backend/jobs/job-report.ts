/**
 * `npm run jobs` as text: a line per queue with its counts, then a line per job that is queued,
 * running, retrying or failed (newest first), with its attempts and last error. Plain columns, for
 * a terminal and for grep.
 */
import type { ListedJob } from './job-list'

const STATE_WORDS: Readonly<Record<ListedJob['state'], string>> = {
  created: 'queued',
  active: 'running',
  retry: 'retrying',
  failed: 'failed',
}

const pad = (text: string, width: number) => text.padEnd(width)

export function jobReport(jobs: readonly ListedJob[], now: Date): string {
  if (jobs.length === 0) return 'No job is queued, running, retrying or failed.'
  const byQueue = new Map<string, Record<ListedJob['state'], number>>()
  for (const job of jobs) {
    const counts = byQueue.get(job.queue) ?? { created: 0, active: 0, retry: 0, failed: 0 }
    counts[job.state]++
    byQueue.set(job.queue, counts)
  }
  const summary = [...byQueue.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([queue, counts]) =>
        `${pad(queue, 22)} ${counts.created} queued, ${counts.active} running, ${counts.retry} retrying, ${counts.failed} failed`,
    )
  const lines = jobs.map((job) => {
    const due = new Date(job.startAfter).getTime() - now.getTime()
    const when =
      (job.state === 'created' || job.state === 'retry') && due > 0
        ? `in ${Math.ceil(due / 1000)} s`
        : ''
    return [
      pad(job.queue, 22),
      pad(STATE_WORDS[job.state], 9),
      pad(`${job.attempts}/${job.maxAttempts}`, 8),
      pad(when, 10),
      pad(job.key ?? '-', 37),
      pad(job.id, 36),
      job.lastError?.replace(/\s+/g, ' ') ?? '',
    ]
      .join(' ')
      .trimEnd()
  })
  return [
    ...summary,
    '',
    `${pad('QUEUE', 22)} ${pad('STATE', 9)} ${pad('ATTEMPTS', 8)} ${pad('NEXT', 10)} ${pad('KEY', 37)} ${pad('JOB', 36)} LAST ERROR`,
    ...lines,
  ].join('\n')
}
