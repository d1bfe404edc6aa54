import { describe, expect, it } from 'vitest'
import type { SearchGroup, SearchKind } from '../../../contract/search/schemas'
import { pickSuggestions } from './suggestions'

function group(kind: SearchKind, hits: number): SearchGroup {
  return {
    kind,
    total: hits + 10,
    page: 1,
    limit: 4,
    hits: Array.from({ length: hits }, (_, index) => ({
      kind,
      id: String(index + 1),
      title: [{ text: `${kind} ${index + 1}`, match: false }],
      snippet: [],
      href: `/${kind}/${index + 1}`,
    })),
  }
}

const ids = (groups: ReturnType<typeof pickSuggestions>) =>
  groups.map((item) => `${item.kind}:${item.hits.map((hit) => hit.id).join(',')}`)

describe('pickSuggestions', () => {
  it('shares eight out so every kind that matched shows its best hit, in the API order', () => {
    const groups = ['product', 'condition', 'article', 'treatment', 'branch'].map((kind) =>
      group(kind as SearchKind, 4),
    )
    expect(ids(pickSuggestions(groups))).toEqual([
      'product:1,2',
      'condition:1,2',
      'article:1,2',
      'treatment:1',
      'branch:1',
    ])
  })

  it('fills eight from the kinds that have more when others have fewer', () => {
    expect(
      ids(pickSuggestions([group('product', 4), group('article', 4), group('branch', 1)])),
    ).toEqual(['product:1,2,3,4', 'article:1,2,3', 'branch:1'])
  })

  it('shows fewer than eight when there are fewer, and nothing for no hits', () => {
    expect(ids(pickSuggestions([group('product', 2), group('branch', 1)]))).toEqual([
      'product:1,2',
      'branch:1',
    ])
    expect(pickSuggestions([])).toEqual([])
  })
})
