/**
 * The cart's limits under concurrent adds: the same member adding from several tabs (or a double
 * tap) at once. On PGlite every transaction runs alone; on PostgreSQL (`npm run test:backend:pg`)
 * the adds truly overlap, and without the cart's lock several of them passed the checks together.
 */
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiErrorBody } from '../../../contract/errors'
import { MAX_CART_PRODUCTS } from '../../../contract/shop/constants'
import { Cart } from '../../../contract/shop/schemas'
import { members } from '../../db/schema/members'
import { shopCartItems, shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { seedShop } from '../../db/seed/shop'
import { expectBody, expectProblem, setUpTestApi } from '../../test/harness'
import { CART_ITEM_GONE } from './cart'

const api = setUpTestApi()

beforeEach(async () => {
  await seedShop(api().db)
})

const CONCURRENT_ADDS = 20

async function seededProduct(id: string) {
  const [product] = await api().db.select().from(shopProducts).where(eq(shopProducts.id, id))
  if (!product) throw new Error(`The seed has no product ${id}`)
  return product
}

describe('POST /carts, 20 adds at once by one member', () => {
  it('never holds more of a product than one order may', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    const product = await seededProduct('serum-vitamin-c')
    expect(product.maxQuantity).toBeLessThan(CONCURRENT_ADDS)

    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_ADDS }, () =>
        request('POST', '/carts', {
          token,
          body: { items: [{ productId: product.id, quantity: 1 }] },
        }),
      ),
    )

    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(product.maxQuantity)
    expect(statuses.filter((status) => status === 409)).toHaveLength(
      CONCURRENT_ADDS - product.maxQuantity,
    )
    const cart = await expectBody(await request('GET', '/carts', { token }), 200, Cart)
    expect(cart.data.map((item) => [item.product.id, item.quantity])).toEqual([
      [product.id, product.maxQuantity],
    ])
  })

  it(`never holds more than ${MAX_CART_PRODUCTS} different products`, async () => {
    const { db, request, signIn, clock } = api()
    const token = await signIn(DEMO_PHONES.putri)
    // The catalogue has fewer than 50 + 20 products: copies of one fill the rest.
    const template = await seededProduct('serum-vitamin-c')
    const alreadyHeld = MAX_CART_PRODUCTS - 5
    const ids = Array.from(
      { length: alreadyHeld + CONCURRENT_ADDS },
      (_, index) => `uji-keranjang-${index}`,
    )
    await db
      .insert(shopProducts)
      .values(ids.map((id) => ({ ...template, id, name: `Produk uji ${id}` })))
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, DEMO_PHONES.putri))
    if (!member) throw new Error('No demo member Putri')
    await db.insert(shopCartItems).values(
      ids.slice(0, alreadyHeld).map((productId) => ({
        memberId: member.id,
        productId,
        quantity: 1,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })),
    )

    // Twenty different products, each alone in its request: only five more fit.
    const responses = await Promise.all(
      ids
        .slice(alreadyHeld)
        .map((productId) =>
          request('POST', '/carts', { token, body: { items: [{ productId, quantity: 1 }] } }),
        ),
    )

    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    const refused = responses.filter((response) => response.status === 409)
    expect(refused).toHaveLength(CONCURRENT_ADDS - 5)
    for (const response of refused) {
      const body = await expectBody(response, 409, ApiErrorBody)
      expect(body.message).toBe(`Keranjangmu sudah berisi ${MAX_CART_PRODUCTS} produk.`)
    }
    const held = await db
      .select({ productId: shopCartItems.productId })
      .from(shopCartItems)
      .where(eq(shopCartItems.memberId, member.id))
    expect(held).toHaveLength(MAX_CART_PRODUCTS)
  })
})

/** Sari's seeded cart: one item in each availability state (seed/data/shop-catalogue.ts). */
describe('PUT /carts and DELETE /carts', () => {
  const put = (token: string, items: unknown) =>
    api().request('PUT', '/carts', { token, body: { items } })
  const remove = (token: string, items: unknown) =>
    api().request('DELETE', '/carts', { token, body: { items } })

  it('sets quantities and choices, and answers the whole cart with what is chosen', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const cart = await expectBody(
      await put(token, [
        { productId: 'serum-niacinamide-10', quantity: 3 },
        { productId: 'krim-malam-retinol', quantity: 2 },
        { productId: 'krim-mata-kafein', quantity: 3, selected: false },
        { productId: 'masker-kopi-lama', selected: false },
        { productId: 'tabir-surya-stik', selected: false },
      ]),
      200,
      Cart,
    )
    expect(
      cart.data.map((item) => [item.product.id, item.quantity, item.selected, item.availability]),
    ).toEqual([
      ['serum-niacinamide-10', 3, true, 'available'],
      ['krim-malam-retinol', 2, true, 'available'],
      ['krim-mata-kafein', 3, false, 'available'],
      ['masker-kopi-lama', 1, false, 'discontinued'],
      ['tabir-surya-stik', 1, false, 'empty_stock'],
    ])
    // Three serums at Rp115.000 and two night creams at Rp149.000.
    expect(cart.meta).toMatchObject({
      itemCount: 5,
      totalQuantity: 10,
      selectedQuantity: 5,
      selectedSubtotal: 3 * 115_000 + 2 * 149_000,
      readyForCheckout: true,
    })
  })

  it('always lets a quantity go down, and refuses going up past stock or the maximum', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    // 3 night creams, 2 in stock: 2 is the fix, and so is anything lower.
    const down = await expectBody(
      await put(token, [{ productId: 'krim-malam-retinol', quantity: 1 }]),
      200,
      Cart,
    )
    expect(down.data.find((item) => item.product.id === 'krim-malam-retinol')?.availability).toBe(
      'available',
    )
    const up = await expectProblem(
      await put(token, [{ productId: 'krim-malam-retinol', quantity: 3 }]),
      409,
    )
    expect(up.message).toBe('Stok Krim Malam Retinol Lembut tinggal 2.')
    const tooMany = await expectProblem(
      await put(token, [{ productId: 'serum-niacinamide-10', quantity: 6 }]),
      409,
    )
    expect(tooMany.message).toBe('Maksimal 5 Serum Niacinamide 10% per pesanan.')
    // A discontinued item cannot grow, but can be set as it is or left out of checkout.
    await expectProblem(await put(token, [{ productId: 'masker-kopi-lama', quantity: 2 }]), 409)
    await expectBody(
      await put(token, [{ productId: 'masker-kopi-lama', quantity: 1, selected: false }]),
      200,
      Cart,
    )
    // Four eye creams, three at most: three fixes it.
    const fixed = await expectBody(
      await put(token, [{ productId: 'krim-mata-kafein', quantity: 3 }]),
      200,
      Cart,
    )
    expect(fixed.data.find((item) => item.product.id === 'krim-mata-kafein')?.availability).toBe(
      'available',
    )
  })

  it('refuses a product that is not in the cart (409) or not sold at all (400), naming the item, and a bad body', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const absent = await expectProblem(
      await put(token, [
        { productId: 'serum-niacinamide-10', quantity: 2 },
        { productId: 'serum-vitamin-c', quantity: 1 },
      ]),
      409,
    )
    expect(absent.errors).toEqual([{ path: 'items.1.productId', message: CART_ITEM_GONE }])
    const unknown = await expectProblem(
      await put(token, [{ productId: 'serum-yang-tidak-ada', quantity: 1 }]),
      400,
    )
    expect(unknown.errors).toEqual([
      { path: 'items.0.productId', message: 'Produk tidak ditemukan.' },
    ])
    const cart = await expectBody(await api().request('GET', '/carts', { token }), 200, Cart)
    expect(cart.data.find((item) => item.product.id === 'serum-niacinamide-10')?.quantity).toBe(1)

    const bad = await expectProblem(await put(token, [{ productId: '', quantity: 0 }]), 400)
    expect(bad.errors?.map((error) => error.message)).toEqual([
      'Pilih produknya.',
      'Paling sedikit 1.',
    ])
    await expectProblem(await put(token, []), 400)
    await expectProblem(await api().request('PUT', '/carts', { body: { items: [] } }), 401)
  })

  it('removes the named items, ignoring those not in the cart', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const cart = await expectBody(
      await remove(token, [
        { productId: 'masker-kopi-lama' },
        { productId: 'tabir-surya-stik' },
        { productId: 'serum-vitamin-c' },
      ]),
      200,
      Cart,
    )
    expect(cart.data.map((item) => item.product.id)).toEqual([
      'serum-niacinamide-10',
      'krim-malam-retinol',
      'krim-mata-kafein',
    ])
    const again = await expectBody(
      await remove(token, [{ productId: 'masker-kopi-lama' }]),
      200,
      Cart,
    )
    expect(again).toEqual(cart)
    const bad = await expectProblem(await remove(token, [{}]), 400)
    expect(bad.errors).toEqual([{ path: 'items.0.productId', message: 'Wajib diisi.' }])
  })

  it('answers a quantity sent after the item was removed (a lost race) with 409 saying so', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    await expectBody(await remove(token, [{ productId: 'krim-malam-retinol' }]), 200, Cart)
    const lost = await expectProblem(
      await put(token, [{ productId: 'krim-malam-retinol', quantity: 2 }]),
      409,
    )
    expect(lost.message).toBe(
      'Krim Malam Retinol Lembut sudah dihapus dari keranjangmu (di tab atau perangkat lain), jadi perubahannya tidak disimpan.',
    )
    expect(lost.errors).toEqual([{ path: 'items.0.productId', message: CART_ITEM_GONE }])
    const cart = await expectBody(await api().request('GET', '/carts', { token }), 200, Cart)
    expect(cart.data.map((item) => item.product.id)).not.toContain('krim-malam-retinol')
  })

  it('answers a PUT racing a DELETE of its item with 200 or 409, never another 4xx or a 5xx', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const product = 'serum-niacinamide-10'
    for (let round = 0; round < 10; round++) {
      const [changed, removed] = await Promise.all([
        put(token, [{ productId: product, quantity: 2 }]),
        remove(token, [{ productId: product }]),
      ])
      expect(removed.status, await removed.clone().text()).toBe(200)
      expect([200, 409], await changed.clone().text()).toContain(changed.status)
      if (changed.status === 409) {
        expect((await expectProblem(changed, 409)).errors?.[0]?.message).toBe(CART_ITEM_GONE)
      }
      await expectBody(
        await api().request('POST', '/carts', {
          token,
          body: { items: [{ productId: product, quantity: 1 }] },
        }),
        201,
        Cart,
      )
    }
  })

  it('takes concurrent changes one at a time: a removal and a re-add end whole', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? remove(token, [{ productId: 'serum-niacinamide-10' }])
          : api().request('POST', '/carts', {
              token,
              body: { items: [{ productId: 'serum-niacinamide-10', quantity: 1 }] },
            }),
      ),
    )
    expect(responses.map((response) => response.status).every((status) => status < 300)).toBe(true)
    const cart = await expectBody(await api().request('GET', '/carts', { token }), 200, Cart)
    const serum = cart.data.filter((item) => item.product.id === 'serum-niacinamide-10')
    expect(serum.length).toBeLessThanOrEqual(1)
    expect(serum[0]?.quantity ?? 0).toBeLessThanOrEqual(5)
  })
})
