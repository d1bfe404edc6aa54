import { describe, expect, it } from 'vitest'
import { authModel } from '../models/auth.model'
import { consultStartModel } from '../models/consult-start.model'
import { planPaths, selectedPaths } from './plan-paths'
import { selectPaths } from './select-paths'

const path = (transitions: string[], replayable = true) => ({
  transitions,
  length: transitions.length + 1,
  replayable,
})

describe('selectPaths (greedy set cover)', () => {
  it('takes the path that covers most first, then the shortest that adds, and drops the rest', () => {
    const chosen = selectPaths([
      path(['a', 'b']),
      path(['a', 'b', 'c']),
      path(['c', 'd']),
      path(['d']),
      path(['b', 'a']),
    ])
    // After a, b, c only d is left: [d] takes it in fewer steps than [c, d].
    expect(chosen).toEqual([1, 3])
  })

  it('prefers the shorter of two paths that add as much', () => {
    const chosen = selectPaths([
      { transitions: ['a', 'x'], length: 6, replayable: true },
      { transitions: ['a', 'x'], length: 3, replayable: true },
    ])
    expect(chosen).toEqual([1])
  })

  it('covers with replayable paths first, and keeps a path for each unreachable transition', () => {
    const chosen = selectPaths([
      path(['a', 'b', 'c', 'd'], false),
      path(['a', 'b']),
      path(['c']),
      path(['a', 'd'], false),
    ])
    // 'd' only an unreachable path takes: the shortest of those still shows it, with its reason.
    expect(chosen).toEqual([1, 2, 3])
  })
})

describe.each([
  ['consult-start', consultStartModel, 14],
  ['auth', authModel, 14],
] as const)('the %s selection', (_, model, total) => {
  it('takes every transition the generated paths take, with fewer paths', async () => {
    const planned = await planPaths(model)
    const selected = selectedPaths(planned)
    const all = new Set(planned.flatMap((plan) => plan.transitions.flat()))
    const taken = new Set(selected.flatMap((plan) => plan.transitions.flat()))
    expect(all.size).toBe(total)
    expect([...taken].sort()).toEqual([...all].sort())
    expect(selected.length).toBeLessThan(planned.length)
  })
})
