import { count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiErrorBody } from '../../contract/errors'
import {
  Cart,
  CategoryList,
  ProductDetail,
  ProductDirectory,
  ProductList,
  RatingLikeResult,
  RatingList,
  Regimen,
  SchoolPage,
  ShopLandingPage,
  SkinQuiz,
  SkinQuizResult,
  StorePage,
} from '../../contract/shop/schemas'
import { shopCartItems, shopCategories, shopProducts, shopRatings } from '../db/schema/shop'
import { CART_CASES } from '../db/seed/data/shop-catalogue'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { seedShop } from '../db/seed/shop'
import { expectBody, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

// The harness resets member data (which includes the shop's tables) to the demo members only.
beforeEach(async () => {
  await seedShop(api().db)
})

async function products(query = '') {
  const response = await api().request('GET', `/store/products${query}`)
  return expectBody(response, 200, ProductList)
}

describe('the shop seed', () => {
  it('holds 40+ products in 6+ categories, 150 shown ratings, 4 regimens', async () => {
    const { db } = api()
    const [productRows] = await db.select({ n: count() }).from(shopProducts)
    const [categoryRows] = await db.select({ n: count() }).from(shopCategories)
    const ratingRows = await db.select({ show: shopRatings.show }).from(shopRatings)
    expect(productRows?.n).toBeGreaterThanOrEqual(40)
    expect(categoryRows?.n).toBeGreaterThanOrEqual(6)
    expect(ratingRows.filter((row) => row.show)).toHaveLength(150)
    const landing = await expectBody(
      await api().request('GET', '/otc/frontends/landing-page'),
      200,
      ShopLandingPage,
    )
    expect(landing.regimens).toHaveLength(4)
  })

  it('is idempotent: a second run adds nothing', async () => {
    expect(await seedShop(api().db)).toEqual({})
  })
})

describe('GET /store/products', () => {
  it('sorts best sellers first when sortBy is absent, 20 a page', async () => {
    const list = await products()
    expect(list.data).toHaveLength(20)
    expect(list.meta).toMatchObject({ page: 1, limit: 20 })
    expect(list.meta.total).toBeGreaterThanOrEqual(40)
    const sold = list.data.map((product) => product.sold)
    expect(sold).toEqual(sold.toSorted((a, b) => b - a))
    expect(await products('?sortBy=sold.DESC')).toEqual(list)
    // Discontinued products are not in the catalogue.
    expect(list.data.every((product) => !product.discontinued)).toBe(true)
  })

  it('filters by type, category and least rating, and sorts by price', async () => {
    const serums = await products('?category=serum&sortBy=price.ASC')
    expect(serums.data.length).toBeGreaterThan(0)
    expect(serums.data.every((product) => product.category.id === 'serum')).toBe(true)
    const prices = serums.data.map((product) => product.discountPrice ?? product.price)
    expect(prices).toEqual(prices.toSorted((a, b) => a - b))
    const hair = await products('?type=haircare')
    expect(hair.data.every((product) => product.type === 'haircare')).toBe(true)
    const good = await products('?rating=5&limit=50')
    expect(good.data.every((product) => product.rating.average >= 5)).toBe(true)
    const none = await products('?category=tidak-ada')
    expect(none).toEqual({ data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 1 } })
  })

  it('pages through the list and refuses unknown sorts', async () => {
    const first = await products()
    const second = await products('?page=2')
    expect(second.data.map((p) => p.id)).not.toContain(first.data[0]?.id)
    const refused = await api().request('GET', '/store/products?sortBy=name.ASC')
    expect((await expectBody(refused, 400, ApiErrorBody)).errors?.[0]?.path).toBe('sortBy')
  })
})

describe('categories, store, directory, product page', () => {
  it('lists categories of a type with their product counts', async () => {
    const body = await expectBody(
      await api().request('GET', '/store/categories?type=skincare'),
      200,
      CategoryList,
    )
    expect(body.data.map((category) => category.id)).toContain('serum')
    expect(body.data.every((category) => category.type === 'skincare')).toBe(true)
    const store = await expectBody(await api().request('GET', '/dc-frontend/store'), 200, StorePage)
    expect(store.onSale.every((product) => product.discountPrice !== null)).toBe(true)
    const directory = await expectBody(
      await api().request('GET', '/dc-frontend/directory/products'),
      200,
      ProductDirectory,
    )
    expect(directory.data.flatMap((group) => group.products).length).toBeGreaterThanOrEqual(40)
  })

  it('gives a product with its details, star counts and breadcrumbs; 404 otherwise', async () => {
    const product = await expectBody(
      await api().request('GET', '/dc-frontend/products/serum-niacinamide-10'),
      200,
      ProductDetail,
    )
    expect(product).toMatchObject({
      name: 'Serum Niacinamide 10%',
      price: 139000,
      discountPrice: 115000,
    })
    expect(product.bpomNumber).toMatch(/^NA\d{11}$/)
    const stars = Object.values(product.ratingStars).reduce((a, b) => a + b, 0)
    expect(stars).toBe(product.rating.count)
    expect(product.breadcrumbs.at(-1)?.path).toBe('/product/serum-niacinamide-10')
    const missing = await api().request('GET', '/dc-frontend/products/tidak-ada')
    expect((await expectBody(missing, 404, ApiErrorBody)).message).toBe('Produk tidak ditemukan.')
  })
})

describe('ratings and likes', () => {
  const preview =
    '/ratings?limit=4&productId=serum-niacinamide-10&show=true&sortBy=rating.DESC,date.DESC,id.DESC'

  it('previews 4 ratings, best first, for a visitor', async () => {
    const body = await expectBody(await api().request('GET', preview), 200, RatingList)
    expect(body.data).toHaveLength(4)
    const stars = body.data.map((rating) => rating.rating)
    expect(stars).toEqual(stars.toSorted((a, b) => b - a))
    expect(body.data.every((rating) => !rating.liked)).toBe(true)
    const fives = await expectBody(
      await api().request('GET', '/ratings?productId=serum-niacinamide-10&rating=5'),
      200,
      RatingList,
    )
    expect(fives.data.every((rating) => rating.rating === 5)).toBe(true)
  })

  it('never shows a moderated rating, even when asked with show=false', async () => {
    const { db } = api()
    const hidden = await db
      .select({ id: shopRatings.id, productId: shopRatings.productId })
      .from(shopRatings)
      .where(eq(shopRatings.show, false))
    const productId = hidden[0]?.productId
    if (!productId) throw new Error('The seed has no hidden rating')
    const list = (show: string) =>
      api().request('GET', `/ratings?productId=${productId}&show=${show}&limit=50`)
    const visible = await expectBody(await list('true'), 200, RatingList)
    const asked = await expectBody(await list('false'), 200, RatingList)
    expect(asked).toEqual(visible)
    const hiddenIds = new Set(hidden.map((rating) => rating.id))
    expect(asked.data.length).toBeGreaterThan(0)
    expect(asked.data.filter((rating) => hiddenIds.has(rating.id))).toEqual([])
  })

  it('counts a like once per member, and unliking takes it back', async () => {
    const token = await api().signIn(DEMO_PHONES.putri)
    const other = await api().signIn(DEMO_PHONES.budi)
    const [first] = (await expectBody(await api().request('GET', preview), 200, RatingList)).data
    if (!first) throw new Error('no rating')
    const like = (who: string, value: boolean) =>
      api().request('PUT', `/ratings/like/${first.id}`, { token: who, body: { like: value } })
    const once = await expectBody(await like(token, true), 200, RatingLikeResult)
    expect(once).toEqual({ id: first.id, likeCount: first.likeCount + 1, liked: true })
    expect(await expectBody(await like(token, true), 200, RatingLikeResult)).toEqual(once)
    const byOther = await expectBody(await like(other, true), 200, RatingLikeResult)
    expect(byOther.likeCount).toBe(first.likeCount + 2)
    const mine = await expectBody(await api().request('GET', preview, { token }), 200, RatingList)
    expect(mine.data.find((rating) => rating.id === first.id)).toMatchObject({ liked: true })
    expect((await expectBody(await like(token, false), 200, RatingLikeResult)).likeCount).toBe(
      first.likeCount + 1,
    )
  })

  it('refuses a visitor, a bad token and an unknown rating', async () => {
    const anon = await api().request('PUT', '/ratings/like/00000000-0000-4000-8000-000000000000', {
      body: { like: true },
    })
    expect(anon.status).toBe(401)
    expect((await api().request('GET', preview, { token: 'nope' })).status).toBe(401)
    const token = await api().signIn(DEMO_PHONES.putri)
    const unknown = await api().request(
      'PUT',
      '/ratings/like/00000000-0000-4000-8000-000000000000',
      {
        token,
        body: { like: true },
      },
    )
    expect(unknown.status).toBe(404)
  })
})

describe('regimens, school and the skin quiz', () => {
  it('serves a regimen with its products and the school', async () => {
    const regimen = await expectBody(
      await api().request('GET', '/otc/frontends/regimen-page/kulit-berjerawat'),
      200,
      Regimen,
    )
    expect(regimen.steps.length).toBeGreaterThanOrEqual(4)
    expect((await api().request('GET', '/otc/frontends/regimen-page/x')).status).toBe(404)
    const school = await expectBody(
      await api().request('GET', '/otc/frontends/school'),
      200,
      SchoolPage,
    )
    expect(school.articles.length).toBeGreaterThanOrEqual(3)
  })

  it('branches and answers with the regimen of the path taken', async () => {
    const quiz = await expectBody(
      await api().request('GET', '/otc/skin-quiz/kuis-kulit?regimenId=kulit-kering'),
      200,
      SkinQuiz,
    )
    expect(quiz.fromRegimen?.id).toBe('kulit-kering')
    expect(quiz.questions.length).toBeGreaterThanOrEqual(3)
    const answer = (answers: Array<[string, string]>) =>
      api().request('POST', '/otc/skin-quiz/answer', {
        body: {
          quizId: 'kuis-kulit',
          answers: answers.map(([questionId, optionId]) => ({ questionId, optionId })),
        },
      })
    const dry = await expectBody(
      await answer([
        ['jenis-kulit', 'kering'],
        ['perih', 'tidak'],
      ]),
      200,
      SkinQuizResult,
    )
    expect(dry.regimen.id).toBe('kulit-kering')
    const oily = await expectBody(
      await answer([
        ['jenis-kulit', 'berminyak'],
        ['jerawat', 'kadang'],
        ['keinginan', 'kusam'],
      ]),
      200,
      SkinQuizResult,
    )
    expect(oily.regimen.id).toBe('kulit-kusam')
    // Skipping a branch or stopping early is refused.
    expect(
      (
        await answer([
          ['jenis-kulit', 'berminyak'],
          ['perih', 'ya'],
        ])
      ).status,
    ).toBe(400)
    expect((await answer([['jenis-kulit', 'berminyak']])).status).toBe(400)
  })
})

describe('the cart', () => {
  it('computes each availability state for the seeded cart of Sari', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const cart = await expectBody(await api().request('GET', '/carts', { token }), 200, Cart)
    expect(cart.data.map((item) => [item.product.id, item.quantity, item.availability])).toEqual(
      CART_CASES.map((entry) => [entry.productId, entry.quantity, entry.availability]),
    )
    expect(cart.meta).toMatchObject({ itemCount: 5, totalQuantity: 10, readyForCheckout: false })
  })

  it('keeps the other demo members’ carts empty and refuses visitors', async () => {
    const token = await api().signIn(DEMO_PHONES.putri)
    const cart = await expectBody(await api().request('GET', '/carts', { token }), 200, Cart)
    expect(cart.data).toEqual([])
    expect((await api().request('GET', '/carts')).status).toBe(401)
  })

  it('adds items, adding quantities of a product already there, within the order maximum', async () => {
    const token = await api().signIn(DEMO_PHONES.putri)
    const add = (items: Array<{ productId: string; quantity: number }>) =>
      api().request('POST', '/carts', { token, body: { items } })
    await expectBody(await add([{ productId: 'serum-vitamin-c', quantity: 2 }]), 201, Cart)
    // The cart lists items in the order they first went in.
    api().clock.advance(60_000)
    const cart = await expectBody(
      await add([
        { productId: 'serum-vitamin-c', quantity: 1 },
        { productId: 'toner-centella', quantity: 1 },
      ]),
      201,
      Cart,
    )
    expect(cart.data.map((item) => [item.product.id, item.quantity, item.availability])).toEqual([
      ['serum-vitamin-c', 3, 'available'],
      ['toner-centella', 1, 'available'],
    ])
    const tooMany = await expectBody(
      await add([{ productId: 'serum-vitamin-c', quantity: 3 }]),
      409,
      ApiErrorBody,
    )
    expect(tooMany.message).toContain('Maksimal 5')
    expect((await add([{ productId: 'masker-kopi-lama', quantity: 1 }])).status).toBe(409)
    expect((await add([{ productId: 'tabir-surya-stik', quantity: 1 }])).status).toBe(409)
    expect((await add([{ productId: 'tidak-ada', quantity: 1 }])).status).toBe(400)
    expect((await add([])).status).toBe(400)
    const rows = await api().db.select().from(shopCartItems)
    // Sari's five seeded items and Putri's two.
    expect(rows).toHaveLength(CART_CASES.length + 2)
  })
})
