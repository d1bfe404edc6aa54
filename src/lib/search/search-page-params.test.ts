import { describe, expect, it } from 'vitest'
import { SEARCH_QUERY_MAX_LENGTH } from '../../../contract/search/schemas'
import { JENIS_BY_KIND } from './search-kinds'
import { JENIS_WORDS, QUERY_MAX_LENGTH, validateSearchPage } from './search-page-params'

describe('validateSearchPage', () => {
  it('reads the query, the kind and the page', () => {
    expect(validateSearchPage({ q: ' sunscreen ', jenis: 'produk', halaman: '2' })).toEqual({
      q: 'sunscreen',
      jenis: 'produk',
      halaman: 2,
    })
  })

  it('falls back to every kind and the first page for a bad kind or page', () => {
    expect(validateSearchPage({ q: 'serum', jenis: 'obat', halaman: '2' })).toEqual({
      q: 'serum',
      jenis: undefined,
      halaman: undefined,
    })
    expect(validateSearchPage({ q: 'serum', jenis: 'artikel', halaman: '-1' }).halaman).toBe(
      undefined,
    )
  })

  it('treats an empty or blank query as none, and a number as its text', () => {
    expect(validateSearchPage({ q: '   ' }).q).toBe(undefined)
    expect(validateSearchPage({}).q).toBe(undefined)
    expect(validateSearchPage({ q: 50 }).q).toBe('50')
  })

  it('cuts a query to the length the API takes, the same as the contract says', () => {
    expect(QUERY_MAX_LENGTH).toBe(SEARCH_QUERY_MAX_LENGTH)
    expect(validateSearchPage({ q: 'a'.repeat(300) }).q).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
  })

  it("knows every kind's jenis word", () => {
    expect([...JENIS_WORDS].sort()).toEqual(Object.values(JENIS_BY_KIND).sort())
  })
})
