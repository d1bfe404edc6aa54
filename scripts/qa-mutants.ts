/**
 * `npm run qa:mutants [-- <machine…>] [--mutant NAME]`: proves each machine's test model catches
 * mistakes (issue 32 §5). For every mutant (tests/qa/mutants/): the app's source is changed as
 * the mutant says, the QA spec replays the machine's selected paths against a production build of
 * the changed app (its global setup rebuilds what is stale), and the source is put back, whatever
 * happens. A mutant is caught when a replayed path fails. Prints a table of which paths caught
 * each, against the `caughtBy` the mutant records, and writes it to qa-report/mutants.json.
 * Exits 1 when a mutant is caught by no path, or by other paths than it records.
 *
 * Each mutant costs a production build and a replay: about 2–4 minutes here. Not part of CI.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Mutant } from '../tests/qa/mutants/mutant'
import { qaMutants } from '../tests/qa/mutants/qa-mutants'
import { readMachineRun } from '../tests/qa/replay/shards'
import type { QaRun } from '../tests/qa/results'

const OUT = 'qa-report/mutants'

const args = process.argv.slice(2)
const mutantAt = args.indexOf('--mutant')
const onlyMutant = mutantAt >= 0 ? args[mutantAt + 1] : undefined
const machines = args.filter(
  (arg, index) => !arg.startsWith('--') && (mutantAt < 0 || index !== mutantAt + 1),
)
const unknown = machines.filter((name) => !(name in qaMutants))
if (unknown.length > 0) {
  console.error(
    `No mutants for ${unknown.join(', ')}. Machines with mutants: ${Object.keys(qaMutants).join(', ')}`,
  )
  process.exit(2)
}

interface Verdict {
  machine: string
  mutant: string
  label: string
  caughtBy: number[]
  recorded: readonly number[]
  /** The first failing step of the first path that caught it, as the replay wrote it. */
  failure?: string
}

/** The file with exactly one `find` replaced, or an error naming the mutant. */
function mutated(mutant: Mutant, source: string): string {
  const first = source.indexOf(mutant.find)
  if (first < 0 || source.indexOf(mutant.find, first + 1) >= 0) {
    throw new Error(
      `Mutant ${mutant.name}: its text occurs ${first < 0 ? 'nowhere' : 'more than once'} in ${mutant.file}; the source changed, so update the mutant`,
    )
  }
  return source.slice(0, first) + mutant.replace + source.slice(first + mutant.find.length)
}

/** Replays the machine's selected paths against the app as it is now; the run its shards wrote. */
async function replay(machine: string, out: string): Promise<QaRun> {
  const result = spawnSync(
    'npx',
    ['playwright', 'test', 'tests/e2e/qa-paths.spec.ts', '--reporter=line', '--retries=0'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, QA_MACHINES: machine, QA_RESULTS_DIR: out, E2E_WORKERS: '1' },
    },
  )
  if (result.error) throw result.error
  const run = await readMachineRun(out, machine)
  if (!run) {
    throw new Error(
      `The replay of ${machine} wrote no results in ${join(out, machine)} (exit ${result.status})`,
    )
  }
  return run
}

const verdicts: Verdict[] = []
await rm(OUT, { recursive: true, force: true })
await mkdir(OUT, { recursive: true })
for (const [machine, mutants] of Object.entries(qaMutants)) {
  if (machines.length > 0 && !machines.includes(machine)) continue
  for (const mutant of mutants) {
    if (onlyMutant && mutant.name !== onlyMutant) continue
    const original = readFileSync(mutant.file, 'utf8')
    const changed = mutated(mutant, original)
    console.log(`\n[qa:mutants] ${machine} / ${mutant.name}: ${mutant.label}`)
    let run: QaRun
    try {
      writeFileSync(mutant.file, changed)
      run = await replay(machine, join(OUT, mutant.name))
    } finally {
      // Put back at once, whatever happened; the next build sees it newer than the build.
      writeFileSync(mutant.file, original)
    }
    const failed = run.paths.filter((path) => path.status === 'failed')
    const step = failed[0]?.steps.find((candidate) => candidate.status === 'failed')
    verdicts.push({
      machine,
      mutant: mutant.name,
      label: mutant.label,
      caughtBy: failed.map((path) => path.index),
      recorded: mutant.caughtBy,
      ...(step
        ? { failure: `path ${failed[0]?.index} "${step.label}": ${step.error?.split('\n')[0]}` }
        : {}),
    })
  }
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])
console.log('\nmachine         mutant                              caught by paths   recorded')
for (const verdict of verdicts) {
  const mark =
    verdict.caughtBy.length === 0
      ? 'NOT CAUGHT'
      : same(verdict.caughtBy, verdict.recorded)
        ? 'ok'
        : 'changed'
  console.log(
    `${verdict.machine.padEnd(15)} ${verdict.mutant.padEnd(35)} ${(verdict.caughtBy.join(', ') || '-').padEnd(17)} ${(verdict.recorded.join(', ') || '-').padEnd(10)} ${mark}`,
  )
  if (verdict.failure) console.log(`${' '.repeat(16)}${verdict.failure}`)
}
await writeFile(join(OUT, '..', 'mutants.json'), `${JSON.stringify(verdicts, null, 2)}\n`)
if (
  verdicts.some(
    (verdict) => verdict.caughtBy.length === 0 || !same(verdict.caughtBy, verdict.recorded),
  )
)
  process.exitCode = 1
