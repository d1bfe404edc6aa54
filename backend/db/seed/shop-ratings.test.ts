import { describe, expect, it } from 'vitest'
import { buildSeedRatings, type SeedRating, seedProducts } from './data/shop-catalogue'

describe('the seeded product reviews', () => {
  const ratings = buildSeedRatings()

  it('never repeat a text word for word, on a product or across the shop', () => {
    const byProduct = new Map<string, SeedRating[]>()
    for (const rating of ratings) {
      byProduct.set(rating.productId, [...(byProduct.get(rating.productId) ?? []), rating])
    }
    for (const [productId, own] of byProduct) {
      const texts = own.map((rating) => rating.comment)
      expect(new Set(texts).size, productId).toBe(texts.length)
    }
    const all = ratings.map((rating) => rating.comment)
    expect(new Set(all).size).toBe(all.length)
  })

  it('still give every product on sale a review, 150 shown, and read the same on every run', () => {
    const sold = seedProducts.filter((product) => !product.id.startsWith('serum-peptida'))
    const reviewed = new Set(ratings.map((rating) => rating.productId))
    expect(sold.every((product) => reviewed.has(product.id))).toBe(true)
    expect(ratings.filter((rating) => rating.show)).toHaveLength(150)
    expect(buildSeedRatings()).toEqual(ratings)
  })

  it('say what the stars say: a one-star review is no praise', () => {
    for (const rating of ratings.filter(({ rating }) => rating === 1)) {
      expect(rating.comment).not.toMatch(/Pasti beli lagi|Cocok banget|Suka sekali/)
    }
  })
})
