/**
 * A machine's selection dealt over shards (every path in exactly one, the costs about even, the
 * same way each time), and the shards' results read back as one run.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { consultationModel } from '../models/consultation.model'
import type { QaRun } from '../results'
import { planPaths, selectedPaths } from './plan-paths'
import { clearForShard, pathCost, readMachineRun, shardOf } from './shards'

describe('shards of a selection', () => {
  it('deals every selected path to one shard, the costs about even', async () => {
    const selected = selectedPaths(await planPaths(consultationModel))
    const shards = [1, 2, 3].map((index) => shardOf(selected, { index, count: 3 }, false))
    const dealt = shards.flat().map((plan) => plan.number)
    expect(dealt.sort((a, b) => a - b)).toEqual(selected.map((plan) => plan.number))
    const costs = shards.map((shard) => shard.reduce((sum, plan) => sum + pathCost(plan, false), 0))
    const heaviest = Math.max(...selected.map((plan) => pathCost(plan, false)))
    expect(Math.max(...costs) - Math.min(...costs)).toBeLessThanOrEqual(heaviest)
    // Paths only reported (an unreachable step, no browser) cost nothing: the first shard says them.
    const reported = selected.filter((plan) => plan.unreachable).map((plan) => plan.number)
    expect(reported.length).toBeGreaterThan(0)
    expect(shards[0]?.map((plan) => plan.number)).toEqual(expect.arrayContaining(reported))
    expect(shardOf(selected, { index: 2, count: 3 }, false)).toEqual(shards[1])
  })

  it('reads the shards of a run as one, and clears another layout before a shard writes', async () => {
    const results = await mkdtemp(join(tmpdir(), 'qa-shards-'))
    try {
      const fixture = join(import.meta.dirname, '../report/fixtures/auth/results.json')
      const run = JSON.parse(await readFile(fixture, 'utf8')) as QaRun
      const [first, ...rest] = run.paths
      const write = async (shard: string, paths: QaRun['paths']) => {
        await cp(join(fixture, '../shots'), join(results, 'auth', shard, 'shots'), {
          recursive: true,
        })
        await writeFile(
          join(results, 'auth', shard, 'results.json'),
          JSON.stringify({ ...run, paths }),
        )
      }
      await write('shard-2-of-2', first ? [first] : [])
      await write('shard-1-of-2', rest)
      await write('shard-1-of-3', rest)
      await clearForShard(join(results, 'auth'), { index: 1, count: 2 })
      await write('shard-1-of-2', rest)

      const merged = await readMachineRun(results, 'auth')
      expect(merged?.paths.map((path) => path.index)).toEqual(run.paths.map((path) => path.index))
      const shot = merged?.paths[0]?.steps.find((step) => step.screenshot)?.screenshot
      expect(shot).toBe('shard-2-of-2/shots/sudah-masuk.png')
      expect(await readMachineRun(results, 'consult-start')).toBeNull()
    } finally {
      await rm(results, { recursive: true, force: true })
    }
  })
})
