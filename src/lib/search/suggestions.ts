import type { SearchGroup, SearchHit, SearchKind } from '../../../contract/search/schemas'

/** The most suggestions the header's list shows. */
export const SUGGESTIONS_MAX = 8

/** Hits asked per group: enough to fill eight when only one or two kinds match. */
export const SUGGESTIONS_PER_GROUP = 4

export interface SuggestionGroup {
  kind: SearchKind
  hits: SearchHit[]
}

/**
 * At most `max` hits, shared out one per group in turn so that every kind that matched shows its
 * best hit before any kind shows a second; kept in the API's group order (`SEARCH_KINDS`).
 */
export function pickSuggestions(groups: SearchGroup[], max = SUGGESTIONS_MAX): SuggestionGroup[] {
  const taken = groups.map(() => 0)
  let left = max
  for (let round = 0; left > 0; round += 1) {
    let tookAny = false
    groups.forEach((group, index) => {
      if (left > 0 && group.hits.length > round) {
        taken[index] = round + 1
        left -= 1
        tookAny = true
      }
    })
    if (!tookAny) break
  }
  return groups
    .map((group, index) => ({ kind: group.kind, hits: group.hits.slice(0, taken[index]) }))
    .filter((group) => group.hits.length > 0)
}
