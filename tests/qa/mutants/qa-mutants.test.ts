import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { qaMutants } from './qa-mutants'

const every = Object.entries(qaMutants).flatMap(([machine, mutants]) =>
  mutants.map((mutant) => [`${machine}: ${mutant.name}`, mutant] as const),
)

describe('the mutants npm run qa:mutants applies', () => {
  // A change to the app that moves a mutant's text stops the script halfway through its run; this
  // says so in the suite, where the change is made.
  it.each(every)('%s: its text is in its file exactly once', (_, mutant) => {
    const source = readFileSync(mutant.file, 'utf8')
    expect(source.split(mutant.find).length - 1).toBe(1)
  })
})
