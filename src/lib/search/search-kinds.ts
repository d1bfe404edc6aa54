import type { SearchKind } from '../../../contract/search/schemas'

/**
 * The results page's `?jenis=` words, one per kind the API knows: the address stays Indonesian
 * while the contract speaks the API's kinds.
 */
export const JENIS_BY_KIND = {
  product: 'produk',
  condition: 'kondisi',
  article: 'artikel',
  treatment: 'perawatan',
  branch: 'cabang',
} as const satisfies Record<SearchKind, string>

export type SearchJenis = (typeof JENIS_BY_KIND)[SearchKind]

/** Each group's name, as the results page and the suggestions show it. */
export const KIND_LABELS: Record<SearchKind, string> = {
  product: 'Produk',
  condition: 'Kondisi & Poliklinik',
  article: 'Artikel',
  treatment: 'Perawatan Klinik',
  branch: 'Cabang',
}

export function kindOfJenis(jenis: SearchJenis): SearchKind {
  const entry = Object.entries(JENIS_BY_KIND).find(([, word]) => word === jenis)
  if (!entry) throw new Error(`No search kind has the jenis "${jenis}"`)
  return entry[0] as SearchKind
}
