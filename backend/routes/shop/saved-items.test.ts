/**
 * Unavailable cart lines left out of the selection and the totals, and "Simpan untuk nanti": a
 * cart line moved to the member's saved list and back. On PostgreSQL
 * (`bash scripts/ci-postgres.sh npx vitest run backend/routes/shop/saved-items.test.ts`) the
 * concurrent moves truly overlap; a line must end in exactly one of the two lists, whole.
 */
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { CartAndSaved, SavedItems } from '../../../contract/checkout/saved-items'
import { MAX_CART_PRODUCTS } from '../../../contract/shop/constants'
import { Cart } from '../../../contract/shop/schemas'
import { members } from '../../db/schema/members'
import { shopCartItems, shopProducts, shopSavedItems } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { seedShop } from '../../db/seed/shop'
import { expectBody, expectProblem, setUpTestApi } from '../../test/harness'

const api = setUpTestApi()

beforeEach(async () => {
  await seedShop(api().db)
})

const SERUM = 'serum-niacinamide-10'
const NIGHT_CREAM = 'krim-malam-retinol'
const EYE_CREAM = 'krim-mata-kafein'
const DISCONTINUED = 'masker-kopi-lama'
const SOLD_OUT = 'tabir-surya-stik'

async function priceOf(id: string) {
  const [product] = await api().db.select().from(shopProducts).where(eq(shopProducts.id, id))
  if (!product) throw new Error(`The seed has no product ${id}`)
  return product.discountPrice ?? product.price
}

async function memberId(phone: string) {
  const [member] = await api().db.select().from(members).where(eq(members.phone, phone))
  if (!member) throw new Error(`No demo member ${phone}`)
  return member.id
}

const getCart = async (token: string) =>
  expectBody(await api().request('GET', '/carts', { token }), 200, Cart)
const getSaved = async (token: string) =>
  expectBody(await api().request('GET', '/carts/saved', { token }), 200, SavedItems)
const save = (token: string, productId: string) =>
  api().request('POST', '/carts/saved', { token, body: { productId } })
const moveBack = (token: string, productId: string) =>
  api().request('POST', '/carts/saved/to-cart', { token, body: { productId } })
const forget = (token: string, productId: string) =>
  api().request('DELETE', '/carts/saved', { token, body: { productId } })

/** Sari's seeded cart: one line in each availability state (seed/data/shop-catalogue.ts). */
describe('unavailable cart lines', () => {
  it('are not chosen and count in no total: Sari pays for the lines she can buy', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const cart = await getCart(token)
    expect(cart.data.map((item) => [item.product.id, item.availability, item.selected])).toEqual([
      [SERUM, 'available', true],
      [NIGHT_CREAM, 'insufficient_stock', true],
      [EYE_CREAM, 'larger_than_max_quantity', true],
      [DISCONTINUED, 'discontinued', false],
      [SOLD_OUT, 'empty_stock', false],
    ])
    // One serum, three night creams, four eye creams: the mask and the stick are not charged.
    const buyable =
      (await priceOf(SERUM)) + 3 * (await priceOf(NIGHT_CREAM)) + 4 * (await priceOf(EYE_CREAM))
    expect(cart.meta).toMatchObject({
      itemCount: 5,
      totalQuantity: 10,
      selectedQuantity: 8,
      selectedSubtotal: buyable,
    })
  })

  it('stay unchosen when asked to choose them, and the cart is ready once the rest is fixed', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const cart = await expectBody(
      await api().request('PUT', '/carts', {
        token,
        body: {
          items: [
            { productId: NIGHT_CREAM, quantity: 2 },
            { productId: EYE_CREAM, quantity: 3 },
            { productId: DISCONTINUED, selected: true },
            { productId: SOLD_OUT, selected: true },
          ],
        },
      }),
      200,
      Cart,
    )
    expect(cart.data.filter((item) => item.selected).map((item) => item.product.id)).toEqual([
      SERUM,
      NIGHT_CREAM,
      EYE_CREAM,
    ])
    expect(cart.meta.selectedQuantity).toBe(6)
    expect(cart.meta.readyForCheckout).toBe(true)
  })

  it('comes back chosen as the member left it when the product is back in stock', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    await api().db.update(shopProducts).set({ stock: 10 }).where(eq(shopProducts.id, SOLD_OUT))
    const cart = await getCart(token)
    const stick = cart.data.find((item) => item.product.id === SOLD_OUT)
    expect(stick).toMatchObject({ availability: 'available', selected: true })
    expect(cart.meta.selectedQuantity).toBe(9)
  })
})

describe('Simpan untuk nanti', () => {
  it('moves a cart line to the saved list with its quantity, and back into the cart', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const saved = await expectBody(await save(token, EYE_CREAM), 201, CartAndSaved)
    expect(saved.cart.data.map((item) => item.product.id)).not.toContain(EYE_CREAM)
    expect(saved.cart.meta.totalQuantity).toBe(6)
    expect(saved.saved.data.map((item) => [item.product.id, item.quantity])).toEqual([
      [EYE_CREAM, 4],
    ])
    expect(saved.saved.meta.count).toBe(1)
    expect((await getSaved(token)).data.map((item) => item.product.id)).toEqual([EYE_CREAM])

    // Four eye creams are more than one order may hold: moving back says so, and keeps it saved.
    const refused = await expectProblem(await moveBack(token, EYE_CREAM), 409)
    expect(refused.message).toBe('Maksimal 3 Krim Mata Kafein per pesanan.')
    expect((await getSaved(token)).meta.count).toBe(1)

    await api()
      .db.update(shopProducts)
      .set({ maxQuantity: 5 })
      .where(eq(shopProducts.id, EYE_CREAM))
    const back = await expectBody(await moveBack(token, EYE_CREAM), 200, CartAndSaved)
    expect(back.saved.data).toEqual([])
    expect(back.cart.data.find((item) => item.product.id === EYE_CREAM)).toMatchObject({
      quantity: 4,
      availability: 'available',
      selected: true,
    })
  })

  it(`will not move a line back into a cart of ${MAX_CART_PRODUCTS} products, and keeps it saved`, async () => {
    const { db, clock } = api()
    const token = await api().signIn(DEMO_PHONES.sari)
    await expectBody(await save(token, SERUM), 201, CartAndSaved)
    const [template] = await db.select().from(shopProducts).where(eq(shopProducts.id, SERUM))
    if (!template) throw new Error(`The seed has no product ${SERUM}`)
    const held = (await getCart(token)).data.length
    const ids = Array.from(
      { length: MAX_CART_PRODUCTS - held },
      (_, index) => `uji-simpan-${index}`,
    )
    await db
      .insert(shopProducts)
      .values(ids.map((id) => ({ ...template, id, name: `Produk uji ${id}` })))
    const sari = await memberId(DEMO_PHONES.sari)
    await db.insert(shopCartItems).values(
      ids.map((productId) => ({
        memberId: sari,
        productId,
        quantity: 1,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })),
    )

    const refused = await expectProblem(await moveBack(token, SERUM), 409)
    expect(refused.message).toBe(`Keranjangmu sudah berisi ${MAX_CART_PRODUCTS} produk.`)
    expect((await getSaved(token)).data.map((item) => item.product.id)).toEqual([SERUM])
  })

  it('saves a sold-out line, and will not move it back until it is in stock again', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const saved = await expectBody(await save(token, SOLD_OUT), 201, CartAndSaved)
    expect(saved.saved.data[0]).toMatchObject({ availability: 'empty_stock', quantity: 1 })

    const refused = await expectProblem(await moveBack(token, SOLD_OUT), 409)
    expect(refused.message).toBe('Stok Tabir Surya Stik SPF 50 sedang habis.')
    expect((await getSaved(token)).meta.count).toBe(1)
    expect((await getCart(token)).data.map((item) => item.product.id)).not.toContain(SOLD_OUT)
  })

  it('lists the newest saved first, and removes a saved line (twice is the same as once)', async () => {
    const { clock } = api()
    const token = await api().signIn(DEMO_PHONES.sari)
    await expectBody(await save(token, SERUM), 201, CartAndSaved)
    clock.advance(60_000)
    await expectBody(await save(token, DISCONTINUED), 201, CartAndSaved)
    expect((await getSaved(token)).data.map((item) => item.product.id)).toEqual([
      DISCONTINUED,
      SERUM,
    ])

    const removed = await expectBody(await forget(token, SERUM), 200, CartAndSaved)
    expect(removed.saved.data.map((item) => item.product.id)).toEqual([DISCONTINUED])
    expect(removed.cart.data.map((item) => item.product.id)).not.toContain(SERUM)
    await expectBody(await forget(token, SERUM), 200, CartAndSaved)
  })

  it('refuses saving a line the cart does not hold (409) and a product that does not exist (400)', async () => {
    const token = await api().signIn(DEMO_PHONES.putri)
    const absent = await expectProblem(await save(token, SERUM), 409)
    expect(absent.message).toBe(
      'Serum Niacinamide 10% sudah tidak ada di keranjangmu (dihapus atau disimpan di tab lain).',
    )
    const unknown = await expectProblem(await save(token, 'tidak-ada'), 400)
    expect(unknown.errors).toEqual([{ path: 'productId', message: 'Produk tidak ditemukan.' }])
    expect((await expectProblem(await moveBack(token, SERUM), 409)).message).toBe(
      'Serum Niacinamide 10% sudah tidak ada di daftar Simpan untuk nanti (dipindahkan atau dihapus di tab lain).',
    )
    expect((await expectProblem(await save(token, ''), 400)).errors?.[0]?.path).toBe('productId')
    expect((await api().request('GET', '/carts/saved')).status).toBe(401)
  })

  it('takes a saved product off the list when it is added to the cart again', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    await expectBody(await save(token, SERUM), 201, CartAndSaved)
    await expectBody(
      await api().request('POST', '/carts', {
        token,
        body: { items: [{ productId: SERUM, quantity: 2 }] },
      }),
      201,
      Cart,
    )
    expect((await getSaved(token)).data).toEqual([])
    expect((await getCart(token)).data.find((item) => item.product.id === SERUM)?.quantity).toBe(2)
  })

  it('keeps each member’s list their own', async () => {
    const sari = await api().signIn(DEMO_PHONES.sari)
    const putri = await api().signIn(DEMO_PHONES.putri)
    await expectBody(await save(sari, SERUM), 201, CartAndSaved)
    expect((await getSaved(putri)).data).toEqual([])
    await expectProblem(await moveBack(putri, SERUM), 409)
    await expectBody(await forget(putri, SERUM), 200, CartAndSaved)
    expect((await getSaved(sari)).data.map((item) => item.product.id)).toEqual([SERUM])
  })

  it('is refused by the database when a product would be both in the cart and saved', async () => {
    const { db, clock } = api()
    const sari = await memberId(DEMO_PHONES.sari)
    await expect(
      db.insert(shopSavedItems).values({ memberId: sari, productId: SERUM, quantity: 1 }),
    ).rejects.toThrow()
    await db
      .delete(shopCartItems)
      .where(and(eq(shopCartItems.memberId, sari), eq(shopCartItems.productId, SERUM)))
    await db.insert(shopSavedItems).values({ memberId: sari, productId: SERUM, quantity: 1 })
    await expect(
      db.insert(shopCartItems).values({
        memberId: sari,
        productId: SERUM,
        quantity: 1,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      }),
    ).rejects.toThrow()
  })

  it('ends every round of saves racing adds of the same product with it in one list', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const sari = await memberId(DEMO_PHONES.sari)
    for (let round = 0; round < 10; round++) {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          index % 2 === 0
            ? save(token, SERUM)
            : api().request('POST', '/carts', {
                token,
                body: { items: [{ productId: SERUM, quantity: 1 }] },
              }),
        ),
      )
      for (const response of responses) {
        expect([200, 201, 409], await response.clone().text()).toContain(response.status)
      }
      const [inCart, onList] = await Promise.all([
        api()
          .db.select({ id: shopCartItems.id })
          .from(shopCartItems)
          .where(and(eq(shopCartItems.memberId, sari), eq(shopCartItems.productId, SERUM))),
        api()
          .db.select({ id: shopSavedItems.id })
          .from(shopSavedItems)
          .where(and(eq(shopSavedItems.memberId, sari), eq(shopSavedItems.productId, SERUM))),
      ])
      expect(inCart.length + onList.length).toBe(1)
      // The next round starts from the line in the cart.
      if (onList.length > 0) await expectBody(await moveBack(token, SERUM), 200, CartAndSaved)
    }
  })

  it('ends every round of concurrent saves and moves back with the line in one list, whole', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const sari = await memberId(DEMO_PHONES.sari)
    for (let round = 0; round < 10; round++) {
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          index % 2 === 0 ? save(token, SERUM) : moveBack(token, SERUM),
        ),
      )
      // Each one either moved the line or found it already moved: never a 5xx.
      for (const response of responses) {
        expect([200, 201, 409], await response.clone().text()).toContain(response.status)
      }
      const [inCart, onList] = await Promise.all([
        api()
          .db.select({ quantity: shopCartItems.quantity })
          .from(shopCartItems)
          .where(and(eq(shopCartItems.memberId, sari), eq(shopCartItems.productId, SERUM))),
        api()
          .db.select({ quantity: shopSavedItems.quantity })
          .from(shopSavedItems)
          .where(and(eq(shopSavedItems.memberId, sari), eq(shopSavedItems.productId, SERUM))),
      ])
      expect([...inCart, ...onList]).toEqual([{ quantity: 1 }])
    }
  })
})
