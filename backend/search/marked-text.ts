/**
 * ts_headline's answer cut into the contract's runs. The database marks the words the query
 * matched (stems, synonyms and corrected typos included, which only it knows) with two
 * private-use characters that no page text holds.
 */
import type { MarkedText } from '../../contract/search/schemas'

export const MATCH_START = '\uE000'
export const MATCH_END = '\uE001'

export function markedText(headline: string): MarkedText {
  const runs: MarkedText = []
  let match = false
  for (const part of headline.split(/([\uE000\uE001])/u)) {
    if (part === MATCH_START) match = true
    else if (part === MATCH_END) match = false
    else if (part !== '') {
      const last = runs.at(-1)
      // ts_headline marks each word alone: 'Tabir' 'Surya' become one run with the space between.
      if (last && last.match === match) last.text += part
      else runs.push({ text: part, match })
    }
  }
  return runs
}
