import { describe, expect, it } from 'vitest'
import type { ReorderLine } from '../../../contract/checkout/reorder'
import { decodeReorderOutcome, encodeReorderOutcome } from './reorder-outcome'

const LINES: ReorderLine[] = [
  {
    productId: 'serum-niacinamide-10',
    ordered: 2,
    added: 2,
    availability: 'available',
    priceThen: 99_000,
    priceNow: 115_000,
  },
  {
    productId: 'masker-kopi-lama',
    ordered: 1,
    added: 0,
    availability: 'discontinued',
    priceThen: 69_000,
    priceNow: 69_000,
  },
]

describe("'Beli Lagi' in the order page's address", () => {
  it('reads back what it wrote, without what the order itself knows', () => {
    const text = encodeReorderOutcome(LINES)
    expect(text).toBe(
      'serum-niacinamide-10~2~available~115000,masker-kopi-lama~0~discontinued~69000',
    )
    expect(decodeReorderOutcome(text)).toEqual([
      { productId: 'serum-niacinamide-10', added: 2, availability: 'available', priceNow: 115_000 },
      { productId: 'masker-kopi-lama', added: 0, availability: 'discontinued', priceNow: 69_000 },
    ])
  })

  it('refuses an address it did not write', () => {
    for (const text of [
      '',
      'serum~2~sold_out~1',
      'serum~2~available',
      '<script>~1~available~1',
      'x~1~available~1'.repeat(400),
    ]) {
      expect(decodeReorderOutcome(text)).toBeNull()
    }
  })
})
