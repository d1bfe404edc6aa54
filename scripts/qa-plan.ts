/**
 * `npm run qa:plan [machine…]`: generates each machine's paths and replays them against the
 * machine, and writes the result as `tests/qa/plans/<machine>.json` under the hash of what it
 * follows from (tests/qa/replay/machine-plan.ts). The QA spec, `qa:replay` and `qa:report` read
 * that file instead of generating the paths while its hash matches; `machine-plan.test.ts` fails
 * when it does not. Run it after changing a machine, its fixtures or the path generator.
 */
import { relative } from 'node:path'
import { planFile, writePlan } from '../tests/qa/replay/machine-plan'
import { machineCatalog } from '../tests/support/machine-paths/catalog'

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const unknown = wanted.filter((name) => !(name in machineCatalog))
if (unknown.length > 0) {
  console.error(
    `Unknown machine: ${unknown.join(', ')}. Known: ${Object.keys(machineCatalog).join(', ')}`,
  )
  process.exit(2)
}

for (const name of wanted.length > 0 ? wanted : Object.keys(machineCatalog)) {
  const started = performance.now()
  const { plan, bytes } = await writePlan(name)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${name}: ${plan.paths.length} paths planned in ${seconds} s; ${relative(process.cwd(), planFile(name))} ${(bytes / 1024).toFixed(1)} KiB`,
  )
}
