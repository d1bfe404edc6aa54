import { and, type SQL, sql } from 'drizzle-orm'
import { FOLDED_FROM, FOLDED_TO, productSearchWords } from '../../../contract/shop/product-search'
import { shopProducts } from '../../db/schema/shop'

/**
 * Products whose name or ingredients hold every word of `query`, case and accents aside: the
 * columns are folded in SQL with the letters the contract folds the words with. `strpos` rather
 * than LIKE, so a '%' or '_' typed is looked for as itself.
 */
export function holdsEveryWord(query: string): SQL | undefined {
  const folded = sql`translate(lower(${shopProducts.name} || ' ' || ${shopProducts.ingredients}), ${FOLDED_FROM}, ${FOLDED_TO})`
  return and(...productSearchWords(query).map((word) => sql`strpos(${folded}, ${word}) > 0`))
}
