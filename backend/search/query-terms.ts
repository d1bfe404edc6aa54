/**
 * A visitor's query as search reads it: folded words, without the little words every page holds,
 * grouped into clauses where each clause is a word (or synonym phrase) and its alternatives.
 * Every clause must match; any alternative of a clause may.
 */
import { SYNONYM_GROUPS } from './synonyms'

/** More words narrow nothing; the rest are left out (and the query stays cheap). */
const MAX_WORDS = 8

/**
 * Indonesian function words. The `indonesian` configuration's stemmer keeps them ('di' stays
 * 'di'), so 'klinik di makassar' would otherwise need a page that says 'di'.
 */
const STOP_WORDS = new Set([
  'di',
  'ke',
  'dari',
  'dan',
  'yang',
  'untuk',
  'dengan',
  'atau',
  'pada',
  'ini',
  'itu',
  'buat',
  'apa',
  'cara',
  'yg',
  'utk',
  'dgn',
  'the',
  'for',
  'and',
  'of',
])

/** Lower case, accents off: how the index's titles and words are kept (lower()). */
export function foldSearchText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The folded words of `text`: letters and digits, everything else separates. */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** One alternative of a clause: a word, or a phrase's words in order. */
export type Phrase = readonly string[]

export interface Clause {
  /** The words the visitor typed for this clause. */
  typed: Phrase
  alternatives: Phrase[]
  /** Typed as one word the synonym list does not know: a candidate for typo correction. */
  correctable: boolean
}

const GROUPS = SYNONYM_GROUPS.map((group) => group.map((member) => searchWords(member)))

/** The longest synonym phrase starting at `words[at]`, with its group. */
function synonymAt(words: readonly string[], at: number) {
  let best: { length: number; group: Phrase[] } | undefined
  for (const group of GROUPS) {
    for (const member of group) {
      const fits = member.every((word, offset) => words[at + offset] === word)
      if (fits && member.length > (best?.length ?? 0)) best = { length: member.length, group }
    }
  }
  return best
}

export function queryClauses(query: string): Clause[] {
  const words = searchWords(query)
    .filter((word) => !STOP_WORDS.has(word))
    .slice(0, MAX_WORDS)
  const clauses: Clause[] = []
  for (let at = 0; at < words.length; ) {
    const synonym = synonymAt(words, at)
    if (synonym) {
      clauses.push({
        typed: words.slice(at, at + synonym.length),
        alternatives: synonym.group,
        correctable: false,
      })
      at += synonym.length
    } else {
      const word = words[at] as string
      clauses.push({ typed: [word], alternatives: [[word]], correctable: true })
      at += 1
    }
  }
  return clauses
}

/** The synonym group a single word belongs to, as phrases; the word alone when it has none. */
export function alternativesOf(word: string): Phrase[] {
  return (
    GROUPS.find((group) => group.some((member) => member.length === 1 && member[0] === word)) ?? [
      [word],
    ]
  )
}

/** Every single word of the synonym list: typos are corrected to these as to the index's words. */
export const SYNONYM_WORDS: readonly string[] = [...new Set(GROUPS.flat(2))]

/**
 * The `to_tsquery` text of the clauses: `(a | b <-> c) & d:*`. Words are letters and digits only
 * (searchWords), so nothing a visitor types can reach the tsquery syntax. The last typed word is
 * also a prefix, for a query typed halfway ('niacin').
 */
export function toTsquery(clauses: readonly Clause[]): string {
  return clauses
    .map((clause, index) => {
      const isLast = index === clauses.length - 1
      const alternatives = clause.alternatives.map((phrase) => phrase.join(' <-> '))
      if (isLast && clause.typed.length === 1) alternatives.push(`${clause.typed[0]}:*`)
      return `(${[...new Set(alternatives)].join(' | ')})`
    })
    .join(' & ')
}
