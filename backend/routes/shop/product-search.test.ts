import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiErrorBody } from '../../../contract/errors'
import { ProductList } from '../../../contract/shop/schemas'
import { shopProducts } from '../../db/schema/shop'
import { seedProducts } from '../../db/seed/data/shop-catalogue'
import { seedShop } from '../../db/seed/shop'
import { expectBody, setUpTestApi } from '../../test/harness'

const api = setUpTestApi()

beforeEach(async () => {
  await seedShop(api().db)
})

async function search(q: string, more = '') {
  const response = await api().request(
    'GET',
    `/store/products?limit=50&q=${encodeURIComponent(q)}${more}`,
  )
  return (await expectBody(response, 200, ProductList)).data.map((product) => product.id)
}

describe('GET /store/products?q=', () => {
  it('finds products by an ingredient their Indonesian name does not hold', async () => {
    const found = await search('salicylic')
    expect(found).toEqual(
      expect.arrayContaining(['gel-pembersih-salisilat', 'sabun-tubuh-jerawat']),
    )
    const names = seedProducts.filter((product) => found.includes(product.id))
    expect(names.every((product) => !/salicylic/i.test(product.name))).toBe(true)
    // Nothing without the ingredient comes along.
    const [other] = await api()
      .db.select({ ingredients: shopProducts.ingredients })
      .from(shopProducts)
      .where(eq(shopProducts.id, 'krim-ceramide-barrier'))
    expect(other?.ingredients).not.toMatch(/salicylic/i)
    expect(found).not.toContain('krim-ceramide-barrier')
  })

  it('ignores case and accents, in the words and in the catalogue', async () => {
    const plain = await search('niacinamide')
    expect(plain).toEqual(
      expect.arrayContaining([
        'serum-niacinamide-10',
        'toner-niacinamide-pori',
        'tonik-rambut-rontok',
      ]),
    )
    expect(await search('NIACINAMIDE')).toEqual(plain)
    expect(await search('niacinamidé')).toEqual(plain)
    await api()
      .db.update(shopProducts)
      .set({ name: 'Crème Pelembap Ceramide' })
      .where(eq(shopProducts.id, 'krim-ceramide-barrier'))
    expect(await search('creme')).toEqual(['krim-ceramide-barrier'])
    expect(await search('CRÈME')).toEqual(['krim-ceramide-barrier'])
  })

  it('needs every word, from the name or the ingredients, and keeps the other filters', async () => {
    expect(await search('serum niacinamide')).toEqual(['serum-niacinamide-10'])
    expect(await search('tonik caffeine')).toEqual(['tonik-rambut-rontok'])
    expect(await search('serum salicylic')).toEqual([])
    expect(await search('niacinamide', '&category=perawatan-rambut')).toEqual([
      'tonik-rambut-rontok',
    ])
    // A typed '%' is a character looked for, not a wildcard that would match everything.
    const percent = await search('%')
    expect(percent).toContain('serum-niacinamide-10')
    expect(percent).not.toContain('krim-ceramide-barrier')
  })

  it('leaves discontinued products out and refuses a search longer than 60 characters', async () => {
    expect(await search('Coffea Arabica')).not.toContain('masker-kopi-lama')
    const response = await api().request('GET', `/store/products?q=${'a'.repeat(61)}`)
    const body = await expectBody(response, 400, ApiErrorBody)
    expect(JSON.stringify(body)).toContain('Pencarian paling panjang 60 karakter.')
  })
})
