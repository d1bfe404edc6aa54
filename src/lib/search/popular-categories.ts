import type { Category } from '../../../contract/shop/schemas'

/** How many shop categories a search without hits offers. */
const POPULAR_COUNT = 6

/** The shop's categories with the most products first: where a search without hits can go on. */
export function popularCategories(categories: Category[], count = POPULAR_COUNT) {
  return categories
    .filter((category) => category.productCount > 0)
    .toSorted((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name, 'id'))
    .slice(0, count)
}
