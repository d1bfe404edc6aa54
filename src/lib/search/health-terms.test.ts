import { describe, expect, it } from 'vitest'
import type { SearchGroup } from '../../../contract/search/schemas'
import {
  hasHealthWord,
  REDACTED_CONTACT_TERM,
  REDACTED_SEARCH_TERM,
  searchTermForAnalytics,
} from './health-terms'

function group(kind: SearchGroup['kind'], hits: number): SearchGroup {
  return {
    kind,
    total: hits,
    page: 1,
    limit: 5,
    hits: Array.from({ length: hits }, (_, index) => ({
      kind,
      id: `${kind}-${index}`,
      title: [{ text: `Hasil ${index}`, match: false }],
      snippet: [],
      href: `/${kind}/${index}`,
    })),
  }
}

describe('the search term analytics receives', () => {
  it.each([
    'jerawat',
    'Obat Jerawat Hormonal',
    'berjerawat',
    'flek hitam di pipi',
    'bruntusan',
    'KETOMBE!',
    'gatal-gatal',
    'aman untuk ibu hamil?',
  ])('redacts %j, which names a health matter', (query) => {
    expect(searchTermForAnalytics(query)).toBe(REDACTED_SEARCH_TERM)
  })

  it.each([
    ['sunscreen', 'sunscreen'],
    ['  Serum   Niacinamide ', 'serum niacinamide'],
    ['klinik di Makassar', 'klinik di makassar'],
    ['tabir surya SPF 50', 'tabir surya spf 50'],
  ])('sends %j as %j', (query, term) => {
    expect(searchTermForAnalytics(query)).toBe(term)
  })

  it('redacts a query the list does not know when its hits include a condition', () => {
    const results = { groups: [group('product', 2), group('condition', 1)], didYouMean: [] }
    expect(searchTermForAnalytics('kulit merah meradang', results)).toBe(REDACTED_SEARCH_TERM)
    expect(
      searchTermForAnalytics('kulit merah meradang', {
        groups: [group('product', 2)],
        didYouMean: [],
      }),
    ).toBe('kulit merah meradang')
  })

  it('redacts a misspelt health word that finds nothing when the closest term is one', () => {
    expect(searchTermForAnalytics('jerawwat', { groups: [], didYouMean: ['jerawat'] })).toBe(
      REDACTED_SEARCH_TERM,
    )
    expect(searchTermForAnalytics('hidrokuinon', { groups: [], didYouMean: ['hidrokoloid'] })).toBe(
      'hidrokuinon',
    )
  })

  it('redacts phone numbers and email addresses', () => {
    expect(searchTermForAnalytics('0812 3456 7890')).toBe(REDACTED_CONTACT_TERM)
    expect(searchTermForAnalytics('putri@contoh.id')).toBe(REDACTED_CONTACT_TERM)
    expect(searchTermForAnalytics('spf 50')).toBe('spf 50')
  })

  it('matches a health word at the start of a word only', () => {
    expect(hasHealthWord('jerawatan')).toBe(true)
    // 'panu' inside 'tampanuh' or 'luka' inside 'peluka' is no health word.
    expect(hasHealthWord('tampanuh')).toBe(false)
    expect(hasHealthWord('peluka')).toBe(false)
  })
})
