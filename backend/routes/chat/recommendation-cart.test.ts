/**
 * 'Tambah ke Keranjang' on a doctor's recommendation (`POST /v2/consults/{id}/messages/{messageId}/cart`):
 * its products go into the cart once, the room remembers it, and a second press (after a reload,
 * in another tab, at the same moment) adds nothing. On PostgreSQL
 * (`bash scripts/ci-postgres.sh npx vitest run <this file>`) the concurrent presses truly overlap.
 */
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { ChatRoom, RecommendationCartResult } from '../../../contract/consults/schemas'
import { Cart } from '../../../contract/shop/schemas'
import { CONSULT_STATUS } from '../../db/schema/consults'
import { shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { seedShop } from '../../db/seed/shop'
import { expectBody, expectProblem, setUpTestApi } from '../../test/harness'
import { addConsult, addDoctor, KULIT } from './chat-test-support'
import { RECOMMENDATION_CART_MESSAGES } from './recommendation-cart'

const api = setUpTestApi()

beforeEach(async () => {
  await seedShop(api().db)
})

const ITEMS = [
  { productId: 'serum-niacinamide-10', quantity: 2 },
  { productId: 'pelembap-gel-ringan', quantity: 1 },
]

/** Putri's consult, closed by its doctor with ITEMS; the recommendation's message id. */
async function recommended() {
  const { request, signIn } = api()
  const doctor = await addDoctor(api(), KULIT, 'dr. Anisa Uji')
  const consultId = await addConsult(api(), DEMO_PHONES.putri, {
    status: CONSULT_STATUS.chatting,
    doctor,
  })
  const closed = await request('POST', `/v2/doctor/consults/${consultId}/close`, {
    token: doctor.token,
    body: { productType: 4, note: 'Pakai rutin pagi dan malam.', items: ITEMS },
  })
  expect(closed.status, await closed.clone().text()).toBe(200)
  const member = await signIn(DEMO_PHONES.putri)
  const room = await roomOf(member, consultId)
  const message = room.messages.find((candidate) => candidate.kind === 'recommendation')
  if (!message) throw new Error('The closed consult has no recommendation')
  return { consultId, messageId: message.id, member, doctor }
}

async function roomOf(token: string, consultId: string) {
  return expectBody(
    await api().request('GET', `/v2/consults/${consultId}/chat`, { token }),
    200,
    ChatRoom,
  )
}

function addToCart(token: string, consultId: string, messageId: string) {
  return api().request('POST', `/v2/consults/${consultId}/messages/${messageId}/cart`, { token })
}

async function quantities(token: string) {
  const cart = await expectBody(await api().request('GET', '/carts', { token }), 200, Cart)
  return Object.fromEntries(cart.data.map((item) => [item.product.id, item.quantity]))
}

describe('POST /v2/consults/{id}/messages/{messageId}/cart', () => {
  it("adds the doctor's products once; the room then says when, and a second press adds nothing", async () => {
    const { consultId, messageId, member } = await recommended()
    const before = await roomOf(member, consultId)
    expect(before.messages.find((m) => m.id === messageId)?.recommendation?.addedToCartAt).toBe(
      null,
    )

    const first = await expectBody(
      await addToCart(member, consultId, messageId),
      201,
      RecommendationCartResult,
    )
    expect(first).toMatchObject({
      alreadyAdded: false,
      addedToCartAt: api().clock.now().toISOString(),
    })
    expect(await quantities(member)).toEqual({
      'serum-niacinamide-10': 2,
      'pelembap-gel-ringan': 1,
    })

    // After a reload the room says it was added.
    const after = await roomOf(member, consultId)
    expect(after.messages.find((m) => m.id === messageId)?.recommendation?.addedToCartAt).toBe(
      first.addedToCartAt,
    )

    const second = await expectBody(
      await addToCart(member, consultId, messageId),
      200,
      RecommendationCartResult,
    )
    expect(second).toMatchObject({ alreadyAdded: true, addedToCartAt: first.addedToCartAt })
    expect(await quantities(member)).toEqual({
      'serum-niacinamide-10': 2,
      'pelembap-gel-ringan': 1,
    })
  })

  it('adds once when twenty presses arrive at once', async () => {
    const { consultId, messageId, member } = await recommended()

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => addToCart(member, consultId, messageId)),
    )

    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(19)
    expect(await quantities(member)).toEqual({
      'serum-niacinamide-10': 2,
      'pelembap-gel-ringan': 1,
    })
  })

  it('leaves it not added when the cart refuses a product, so the member can try again', async () => {
    const { db } = api()
    const { consultId, messageId, member } = await recommended()
    await db
      .update(shopProducts)
      .set({ stock: 0 })
      .where(eq(shopProducts.id, 'pelembap-gel-ringan'))

    const refused = await expectProblem(await addToCart(member, consultId, messageId), 409)
    expect(refused.message).toMatch(/sedang habis\.$/)
    expect(await quantities(member)).toEqual({})
    const room = await roomOf(member, consultId)
    expect(room.messages.find((m) => m.id === messageId)?.recommendation?.addedToCartAt).toBe(null)

    await db
      .update(shopProducts)
      .set({ stock: 50 })
      .where(eq(shopProducts.id, 'pelembap-gel-ringan'))
    await expectBody(await addToCart(member, consultId, messageId), 201, RecommendationCartResult)
  })

  it("refuses the consult's doctor (403) and a message that is not a recommendation (404)", async () => {
    const { consultId, messageId, member, doctor } = await recommended()
    const byDoctor = await expectProblem(await addToCart(doctor.token, consultId, messageId), 403)
    expect(byDoctor.message).toBe(RECOMMENDATION_CART_MESSAGES.membersOnly)

    const status = (await roomOf(member, consultId)).messages.find((m) => m.kind === 'status')
    if (!status) throw new Error('The closed consult has no status message')
    const notRecommendation = await expectProblem(
      await addToCart(member, consultId, status.id),
      404,
    )
    expect(notRecommendation.message).toBe(RECOMMENDATION_CART_MESSAGES.notFound)
    await expectProblem(await addToCart(member, consultId, 'bukan-id'), 404)
    expect(await quantities(member)).toEqual({})
  })
})
