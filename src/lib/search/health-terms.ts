import type { SearchResults } from '../../../contract/search/schemas'

/**
 * What analytics receives in place of a query that says something about a person's health
 * (UU No. 27/2022 treats health data as a specific kind of personal data): the team still counts
 * such searches, without the words.
 */
export const REDACTED_SEARCH_TERM = '[istilah kesehatan]'

/** What analytics receives in place of a query that looks like a phone number or an email. */
export const REDACTED_CONTACT_TERM = '[data kontak]'

/**
 * Word stems of conditions and symptoms people search for, matched at the start of a word of the
 * query ('jerawat' also catches 'jerawatan', 'berjerawat' through the 'berjerawat' stem). Kept
 * short on purpose: a query whose hits include a condition page counts as health as well
 * (`searchTermForAnalytics`), so this list only has to catch what the index does not know.
 * Add a stem when a health word turns up in the analytics' terms.
 */
export const HEALTH_STEMS = [
  // Skin conditions and symptoms (the polyclinics' conditions, in the words people use)
  'jerawat',
  'berjerawat',
  'acne',
  'bruntus',
  'komedo',
  'flek',
  'hiperpigmentasi',
  'melasma',
  'bopeng',
  'bekas luka',
  'eksim',
  'eczema',
  'dermatitis',
  'psoriasis',
  'rosacea',
  'gatal',
  'ruam',
  'biduran',
  'kutil',
  'panu',
  'kurap',
  'jamur',
  'alergi',
  'iritasi',
  'bisul',
  'ketombe',
  'rontok',
  'botak',
  'kebotakan',
  'keloid',
  'vitiligo',
  'herpes',
  'cacar',
  'sifilis',
  'kelamin',
  'keputihan',
  'hamil',
  'kehamilan',
  'menyusui',
  'haid',
  'menstruasi',
  'diabetes',
  'hipertensi',
  'kanker',
  'tumor',
  'hiv',
  'infeksi',
  'radang',
  'luka',
  'nyeri',
  'sakit',
  'obat',
  'depresi',
  'cemas',
]

/** The query's words, lower case, without punctuation. */
function words(query: string) {
  return query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
}

/** Whether the query contains a health word of `HEALTH_STEMS` (at the start of one of its words). */
export function hasHealthWord(query: string) {
  const text = ` ${words(query).join(' ')}`
  return HEALTH_STEMS.some((stem) => text.includes(` ${stem}`))
}

/** Six digits in a row (phone numbers, NIK) or an email address: a person, not a thing to find. */
function looksLikeContact(query: string) {
  return /\d[\d\s-]{5,}\d/.test(query) || /\S@\S/.test(query)
}

/**
 * The `search_term` of the `view_search_results` event: the query as typed, lower case, unless it
 * names a health matter (a word of `HEALTH_STEMS`, any condition among its hits, or a health word
 * among the closest terms the API offers for a query without hits) or looks like
 * contact details, which are sent as a redacted term.
 */
export function searchTermForAnalytics(
  query: string,
  results?: Pick<SearchResults, 'groups' | 'didYouMean'>,
) {
  if (looksLikeContact(query)) return REDACTED_CONTACT_TERM
  const healthHits = results?.groups.some(
    (group) => group.kind === 'condition' && group.hits.length > 0,
  )
  // A misspelt health word finds nothing, but the index knows what it was meant to be.
  const healthMeant = results?.didYouMean.some(hasHealthWord)
  if (healthHits || healthMeant || hasHealthWord(query)) return REDACTED_SEARCH_TERM
  return words(query).join(' ')
}
