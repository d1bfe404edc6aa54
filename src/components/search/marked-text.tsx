import { Fragment } from 'react'
import type { MarkedText as MarkedRuns } from '../../../contract/search/schemas'

/** A title or snippet with the words the query matched in `<mark>`, as the API marked them. */
export function MarkedText({ runs }: { runs: MarkedRuns }) {
  return runs.map((run, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: runs have no id, and never move within a text
    run.match ? <mark key={index}>{run.text}</mark> : <Fragment key={index}>{run.text}</Fragment>,
  )
}
