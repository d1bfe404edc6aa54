/**
 * A regimen's 'Tambah Semua' (`POST /carts/missing`): only what the cart lacks goes in, so the
 * cleanser already there stays one cleanser, whether the member presses once, twice, or in twenty
 * tabs at once (on PostgreSQL, `bash scripts/ci-postgres.sh npx vitest run <this file>`, the
 * presses truly overlap).
 */
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { Cart, CartAddMissingResult } from '../../../contract/shop/schemas'
import { shopProducts } from '../../db/schema/shop'
import { seedRegimens } from '../../db/seed/data/shop-catalogue'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { seedShop } from '../../db/seed/shop'
import { expectBody, expectProblem, setUpTestApi } from '../../test/harness'

const api = setUpTestApi()

beforeEach(async () => {
  await seedShop(api().db)
})

const dryRegimen = seedRegimens.find((regimen) => regimen.id === 'kulit-kering')
if (!dryRegimen) throw new Error('The seed has no regimen kulit-kering')
const regimenIds = dryRegimen.steps.map(([, productId]) => productId)
const [cleanser = '', ...rest] = regimenIds
const allOfIt = regimenIds.map((productId) => ({ productId, quantity: 1 }))

async function quantities(token: string) {
  const cart = await expectBody(await api().request('GET', '/carts', { token }), 200, Cart)
  return Object.fromEntries(cart.data.map((item) => [item.product.id, item.quantity]))
}

describe('POST /carts/missing', () => {
  it('adds only what the cart lacks and says which were there already', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    await expectBody(
      await request('POST', '/carts', {
        token,
        body: { items: [{ productId: cleanser, quantity: 1 }] },
      }),
      201,
      Cart,
    )

    const answer = await expectBody(
      await request('POST', '/carts/missing', { token, body: { items: allOfIt } }),
      201,
      CartAddMissingResult,
    )

    expect(answer.added).toEqual(rest)
    expect(answer.alreadyInCart).toEqual([cleanser])
    expect(Object.fromEntries(regimenIds.map((id) => [id, 1]))).toEqual(await quantities(token))
    expect(answer.cart.meta.totalQuantity).toBe(regimenIds.length)
  })

  it('adds nothing the second time, and POST /carts still adds them all again', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    await request('POST', '/carts/missing', { token, body: { items: allOfIt } })

    const again = await expectBody(
      await request('POST', '/carts/missing', { token, body: { items: allOfIt } }),
      201,
      CartAddMissingResult,
    )
    expect(again).toMatchObject({ added: [], alreadyInCart: regimenIds })
    expect(Object.values(await quantities(token))).toEqual(regimenIds.map(() => 1))

    // "Tambah lagi semuanya": the member's explicit second choice.
    await expectBody(
      await request('POST', '/carts', { token, body: { items: allOfIt } }),
      201,
      Cart,
    )
    expect(Object.values(await quantities(token))).toEqual(regimenIds.map(() => 2))
  })

  it('refuses the whole add when one missing product is sold out, and adds none of it', async () => {
    const { db, request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    await db
      .update(shopProducts)
      .set({ stock: 0 })
      .where(eq(shopProducts.id, rest[1] ?? ''))

    const refused = await expectProblem(
      await request('POST', '/carts/missing', { token, body: { items: allOfIt } }),
      409,
    )
    expect(refused.message).toMatch(/^Stok .+ sedang habis\.$/)
    expect(await quantities(token)).toEqual({})
  })

  it('asks for a session', async () => {
    await expectProblem(
      await api().request('POST', '/carts/missing', { body: { items: allOfIt } }),
      401,
    )
  })

  it('holds one of each when twenty presses arrive at once', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    await request('POST', '/carts', {
      token,
      body: { items: [{ productId: cleanser, quantity: 1 }] },
    })

    const answers = await Promise.all(
      Array.from({ length: 20 }, async () =>
        expectBody(
          await request('POST', '/carts/missing', { token, body: { items: allOfIt } }),
          201,
          CartAddMissingResult,
        ),
      ),
    )

    expect(Object.values(await quantities(token))).toEqual(regimenIds.map(() => 1))
    // Exactly one press found each missing product missing; every other found it there.
    expect(answers.flatMap((answer) => answer.added).sort()).toEqual([...rest].sort())
    expect(answers.filter((answer) => answer.added.length > 0)).toHaveLength(1)
  })
})
