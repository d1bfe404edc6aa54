/**
 * `npm run qa:paths [machine] [--json]`: every path generated from our machines' graphs, as
 * numbered steps a person can follow (state → event → state, with the context that matters).
 * `--json` writes them to stdout for tools instead.
 */
import { type CatalogEntry, machineCatalog } from '../tests/support/machine-paths/catalog'
import {
  coverage,
  describeEvent,
  generatePaths,
  type MachinePath,
} from '../tests/support/machine-paths/path-testing'

const args = process.argv.slice(2)
const asJson = args.includes('--json')
const wanted = args.filter((arg) => !arg.startsWith('--'))
const unknown = wanted.filter((name) => !(name in machineCatalog))
if (unknown.length > 0) {
  console.error(
    `Unknown machine: ${unknown.join(', ')}. Known: ${Object.keys(machineCatalog).join(', ')}`,
  )
  process.exit(2)
}
const names = wanted.length > 0 ? wanted : Object.keys(machineCatalog)

const report = names.map((name) => {
  const entry = machineCatalog[name]
  if (!entry) throw new Error(`No machine ${name}`)
  const paths = entry.inputs.flatMap((input) =>
    generatePaths(entry.machine, {
      events: entry.events,
      input: input as never,
      nobodyActs: entry.nobodyActs,
    }).map((path) => ({
      input,
      path,
    })),
  )
  return { name, entry, paths }
})

if (asJson) {
  const json = report.map(({ name, entry, paths }) => ({
    machine: name,
    paths: paths.map(({ input, path }, index) => ({
      number: index + 1,
      input: input ?? null,
      description: path.description,
      steps: path.steps.map((step) => ({
        event: step.event,
        state: step.value,
        context: entry.summarize(step),
      })),
    })),
  }))
  // Errors have no enumerable fields; write what a reader needs of them.
  const replacer = (_key: string, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message } : value
  process.stdout.write(`${JSON.stringify(json, replacer, 2)}\n`)
} else {
  for (const { name, entry, paths } of report) {
    console.log(`\n${name}: ${paths.length} paths\n${'='.repeat(name.length + 12)}`)
    for (const [index, { input, path }] of paths.entries()) {
      printPath(index + 1, input, path, entry.summarize)
    }
    const transitions = coverage(entry.machine, []).total
    console.log(
      `\n${name}: ${paths.length} paths over ${transitions} transitions (coverage is measured by the path tests)`,
    )
  }
}

function printPath(
  number: number,
  input: unknown,
  path: MachinePath,
  summarize: CatalogEntry['summarize'],
) {
  console.log(`\nPath ${number}${input ? ` (input ${JSON.stringify(input)})` : ''}`)
  path.steps.forEach((step, index) => {
    const context = Object.entries(summarize(step))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(', ')
    const state = typeof step.value === 'string' ? step.value : JSON.stringify(step.value)
    const action = index === 0 ? 'start' : describeEvent(step.event)
    console.log(
      `  ${String(index + 1).padStart(2)}. ${action} → ${state}${context ? `   [${context}]` : ''}`,
    )
  })
}
