import { oneOfParam, wholeParam } from '../shop/search-parse'
import type { SearchJenis } from './search-kinds'

export interface SearchPageParams {
  /** The words, trimmed; absent when empty (the page then just offers the box). */
  q?: string
  jenis?: SearchJenis
  halaman?: number
}

/** `JENIS_BY_KIND`'s words, listed here so every page's first load does not carry the map. */
export const JENIS_WORDS: readonly SearchJenis[] = [
  'produk',
  'kondisi',
  'artikel',
  'perawatan',
  'cabang',
]

/**
 * The contract's `SEARCH_QUERY_MAX_LENGTH`, repeated: importing it would bring the search schemas
 * into every page's first load (search-page-params.test.ts checks the two agree).
 */
export const QUERY_MAX_LENGTH = 100

/**
 * `/cari?q=&jenis=&halaman=`: plain checks rather than a valibot schema, since route search
 * validation is part of every page's first load (see shop/search-parse.ts). A bad `jenis` or
 * `halaman` falls back to every kind and the first page; a query longer than the API takes is cut.
 */
export function validateSearchPage(search: Record<string, unknown>): SearchPageParams {
  const raw = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : ''
  const q = raw.trim().slice(0, QUERY_MAX_LENGTH).trim()
  const jenis = oneOfParam(search.jenis, JENIS_WORDS)
  return {
    q: q || undefined,
    jenis,
    // Only one kind's list is paged.
    halaman: jenis ? wholeParam(search.halaman, 2, 999) : undefined,
  }
}
