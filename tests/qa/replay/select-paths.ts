/**
 * The fewest generated paths that still take every transition (issue 32 §2): a greedy set cover,
 * which picks at each round the path that takes the most transitions not yet taken (the shorter,
 * then the earlier, on a tie). Greedy is within a factor ln(n) of the true minimum, and exact
 * enough for graphs of tens of transitions; the true minimum is NP-hard.
 *
 * Paths the real app can replay to their end are chosen first; paths with a step the model maps
 * as unreachable then cover only what no replayable path takes, so each unreachable transition
 * is still shown on a path, with its reason, rather than dropped.
 */
export interface PathCandidate {
  /** The keys of the transitions the path takes (repeats are fine). */
  transitions: readonly string[]
  /** Its number of steps, to prefer the shorter of two equal paths. */
  length: number
  /** Whether every step of it can be made in the real app. */
  replayable: boolean
}

/** The indices of the chosen candidates, ascending. */
export function selectPaths(candidates: readonly PathCandidate[]): number[] {
  const taken = new Set<string>()
  const chosen: number[] = []
  const cover = (pool: number[]) => {
    for (;;) {
      let best = -1
      let bestGain = 0
      for (const index of pool) {
        const candidate = candidates[index] as PathCandidate
        const gain = new Set(candidate.transitions.filter((key) => !taken.has(key))).size
        const shorter = best >= 0 && candidate.length < (candidates[best] as PathCandidate).length
        if (gain > bestGain || (gain === bestGain && gain > 0 && shorter)) {
          best = index
          bestGain = gain
        }
      }
      if (best < 0) return
      chosen.push(best)
      for (const key of (candidates[best] as PathCandidate).transitions) taken.add(key)
    }
  }
  const indices = candidates.map((_, index) => index)
  cover(indices.filter((index) => candidates[index]?.replayable))
  cover(indices.filter((index) => !candidates[index]?.replayable))
  return chosen.sort((a, b) => a - b)
}
