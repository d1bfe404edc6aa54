/**
 * The words of a product search, folded the way the catalogue folds names and ingredients: lower
 * case, accents off ('Niacinamide', 'NIACINAMIDE' and 'niacinamidé' are one word). The backend
 * folds its columns with the same letters (`FOLDED_FROM` → `FOLDED_TO`), so both sides agree.
 */

/** Longest search the catalogue takes, in characters. */
export const PRODUCT_SEARCH_MAX_LENGTH = 60
/** More words narrow nothing a doctor or shopper needs; the rest are ignored. */
const MAX_WORDS = 6

/** Accented Latin letters (upper and lower case) and the plain letter each folds to. */
export const FOLDED_FROM = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿÇçÑñ'
export const FOLDED_TO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyccnn'

function foldForSearch(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The distinct folded words of `query`, at most six; empty when there is nothing to look for. */
export function productSearchWords(query: string) {
  return [...new Set(foldForSearch(query).split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS)
}
