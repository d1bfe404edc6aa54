import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { RATINGS_PREVIEW_SORT, RatingList } from '../../../contract/shop/schemas'
import { shopRatings } from '../../db/schema/shop'
import { buildSeedRatings } from '../../db/seed/data/shop-catalogue'
import { seedShop } from '../../db/seed/shop'
import { expectBody, setUpTestApi } from '../../test/harness'

const api = setUpTestApi()
/** The product with the most shown reviews: its preview is a real choice of four. */
const PRODUCT = (() => {
  const shown = new Map<string, number>()
  for (const rating of buildSeedRatings().filter((rating) => rating.show)) {
    shown.set(rating.productId, (shown.get(rating.productId) ?? 0) + 1)
  }
  return [...shown].toSorted(([, a], [, b]) => b - a)[0]?.[0] ?? 'serum-niacinamide-10'
})()

beforeEach(async () => {
  await seedShop(api().db)
})

async function ratings(query: string) {
  const response = await api().request('GET', `/ratings?productId=${PRODUCT}${query}`)
  return (await expectBody(response, 200, RatingList)).data
}

function newestFirst(list: Array<{ id: string; createdAt: string }>) {
  return list.toSorted(
    (a, b) =>
      Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  )
}

describe('the order of a product’s reviews', () => {
  it('lists them newest first, in the full list and in the product page’s preview', async () => {
    const full = await ratings('&limit=50')
    expect(full.length).toBeGreaterThan(8)
    // Not a list that happens to be in both orders: the stars do not fall with the dates.
    const stars = full.slice(0, 4).map((rating) => rating.rating)
    expect(stars).not.toEqual(stars.toSorted((a, b) => b - a))
    expect(full.map((rating) => rating.id)).toEqual(newestFirst(full).map((rating) => rating.id))
    const preview = await ratings(`&limit=4&show=true&sortBy=${RATINGS_PREVIEW_SORT}`)
    expect(preview.map((rating) => rating.id)).toEqual(full.slice(0, 4).map((rating) => rating.id))
  })

  it('breaks a tie of dates by id, so the same page reads the same on every request', async () => {
    const rows = await api()
      .db.select({ id: shopRatings.id })
      .from(shopRatings)
      .where(and(eq(shopRatings.productId, PRODUCT), eq(shopRatings.show, true)))
    const sameDay = new Date('2026-11-20T03:00:00.000Z')
    for (const row of rows.slice(0, 3)) {
      await api()
        .db.update(shopRatings)
        .set({ createdAt: sameDay })
        .where(eq(shopRatings.id, row.id))
    }
    const first = await ratings(`&limit=3&sortBy=${RATINGS_PREVIEW_SORT}`)
    expect(first.map((rating) => rating.createdAt)).toEqual(Array(3).fill(sameDay.toISOString()))
    expect(first.map((rating) => rating.id)).toEqual(
      rows
        .slice(0, 3)
        .map((row) => row.id)
        .toSorted()
        .toReversed(),
    )
    expect(await ratings(`&limit=3&sortBy=${RATINGS_PREVIEW_SORT}`)).toEqual(first)
  })
})
