import { describe, expect, it } from 'vitest'
import type { PickableProduct, PickableRegimen } from '../../server/doctor/doctor.functions'
import { type CloseDraft, chooseRegimen, EMPTY_CLOSE_DRAFT, MAX_ITEMS } from './close-draft'

function product(n: number): PickableProduct {
  return {
    id: `produk-${n}`,
    name: `Produk ${n}`,
    size: '30 ml',
    price: 100_000,
    discountPrice: null,
    stock: 10,
    image: { src: '/images/shop/serum.svg', alt: '', width: 400, height: 400 },
  }
}

const FOUR: PickableRegimen = {
  id: 'empat',
  name: 'Rangkaian Empat',
  products: [1, 2, 3, 4].map(product),
}

function withProducts(numbers: number[]): CloseDraft {
  return {
    ...EMPTY_CLOSE_DRAFT,
    productType: 4,
    items: numbers.map((n) => ({ product: product(n), quantity: 1 })),
  }
}

describe('chooseRegimen', () => {
  it(`fills no more than ${MAX_ITEMS} products, and says how many did not fit`, () => {
    const { draft, said } = chooseRegimen(
      withProducts([11, 12, 13, 14, 15, 16, 17, 18]),
      [FOUR],
      'empat',
    )
    expect(draft.items.map((item) => item.product.id)).toHaveLength(MAX_ITEMS)
    expect(draft.items.slice(-2).map((item) => item.product.id)).toEqual(['produk-1', 'produk-2'])
    expect(said).toBe(
      `2 produk Rangkaian Empat dimasukkan ke daftar produk. 2 lainnya tidak muat (paling banyak ${MAX_ITEMS} produk). Kamu bisa mengubah jumlah, menghapus, atau menambah produk.`,
    )
  })

  it('keeps the quantity the doctor gave a product already picked, and adds it once', () => {
    const picked = withProducts([2])
    const raised = { ...picked, items: [{ product: product(2), quantity: 3 }] }
    const { draft } = chooseRegimen(raised, [FOUR], 'empat')
    expect(draft.items.map(({ product: { id }, quantity }) => [id, quantity])).toEqual([
      ['produk-2', 3],
      ['produk-1', 1],
      ['produk-3', 1],
      ['produk-4', 1],
    ])
  })

  it('changes nothing but the regimen for an unknown id, and says nothing', () => {
    const { draft, said } = chooseRegimen(withProducts([1]), [FOUR], 'tidak-ada')
    expect(draft.items).toEqual(withProducts([1]).items)
    expect(said).toBe('')
  })
})
