import { createServerEntry, getResponseHeaders } from '@tanstack/react-start/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_COOKIE } from '../../../app.config'
import { ApiError, ApiNetworkError } from '../../../contract/errors'
import type { Cart, ProductDetail } from '../../../contract/shop/schemas'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import * as shopCalls from '../../api/shop/calls'
import { CART_FORM_PATH } from './cart-form'
import { addToCartFromForm } from './cart-form.server'

vi.mock('../../api/shop/calls', () => ({
  addMissingToCart: vi.fn(),
  addToCart: vi.fn(),
  getCart: vi.fn(),
  getProduct: vi.fn(),
}))
const addToCart = vi.mocked(shopCalls.addToCart)
const addMissingToCart = vi.mocked(shopCalls.addMissingToCart)
const getCart = vi.mocked(shopCalls.getCart)
const getProduct = vi.mocked(shopCalls.getProduct)

afterEach(() => {
  vi.resetAllMocks()
  setCookies = []
})

const SITE = 'http://localhost:3000'
const SERUM = 'serum-niacinamide-10'

/** The form as a browser sends it from one of our pages (or as `headers` say). */
function formPost(
  fields: Array<[string, string]>,
  {
    token,
    headers = { 'sec-fetch-site': 'same-origin', origin: SITE },
  }: {
    token?: string
    headers?: Record<string, string>
  } = {},
) {
  const body = new URLSearchParams(fields)
  return new Request(`${SITE}${CART_FORM_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(token
        ? { cookie: `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: token }))}` }
        : {}),
    },
    body,
  })
}

/** The cookies the answer sets, as Start adds them to it on the way out (its helper state). */
let setCookies: string[] = []

/** As the server route runs it: inside Start's request scope, where the cookies are read. */
function send(request: Request) {
  return createServerEntry({
    fetch: async () => {
      const response = await addToCartFromForm(request)
      setCookies = getResponseHeaders().getSetCookie()
      return response
    },
  }).fetch(request)
}

const productForm = (quantity = 1): Array<[string, string]> => [
  ['items', `${SERUM}:${quantity}`],
  ['kembali', `/product/${SERUM}`],
]

const regimenForm: Array<[string, string]> = [
  ['items', 'pembersih-lembut:1'],
  ['items', `${SERUM}:1`],
  ['items', 'pelembap-ceramide:1'],
  ['kembali', '/product/regimen/kulit-berminyak'],
]

const EMPTY_CART: Cart = {
  data: [],
  meta: {
    itemCount: 0,
    totalQuantity: 0,
    selectedQuantity: 0,
    selectedSubtotal: 0,
    readyForCheckout: false,
  },
}

function redirectOf(response: Response) {
  expect(response.status).toBe(303)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const location = response.headers.get('location')
  if (!location) throw new Error('a 303 without a location')
  return location
}

/** Where /masuk sends the visitor back to. */
function backAfterSignIn(location: string) {
  const url = new URL(location, SITE)
  expect(url.pathname).toBe('/masuk')
  return url.searchParams.get('redirect')
}

describe('who may post the form', () => {
  it.each([
    [
      'another site (Sec-Fetch-Site)',
      { 'sec-fetch-site': 'cross-site', origin: 'https://jahat.example' },
    ],
    ['a sibling site', { 'sec-fetch-site': 'same-site', origin: 'https://lain.localhost:3000' }],
    ['another origin (Origin only)', { origin: 'https://jahat.example' }],
    ['a request that says neither', {}],
  ])('refuses %s with 403, and adds nothing', async (_case, headers) => {
    const response = await send(formPost(productForm(), { token: 'token-putri', headers }))
    expect(response.status).toBe(403)
    expect(await response.text()).toMatch(/tidak datang dari halaman Diri/)
    expect(addToCart).not.toHaveBeenCalled()
  })

  it('takes a form of our own page from a browser that sends only Origin', async () => {
    addToCart.mockResolvedValue(EMPTY_CART)
    const response = await send(
      formPost(productForm(), { token: 'token-putri', headers: { origin: SITE } }),
    )
    expect(redirectOf(response)).toBe('/product/keranjang?ditambah=1')
  })
})

describe('a visitor', () => {
  it('goes to sign in and back to the product with the intent the app writes', async () => {
    const location = redirectOf(await send(formPost(productForm(2))))
    expect(backAfterSignIn(location)).toBe(`/product/${SERUM}?tambah=${SERUM}&qty=2`)
    expect(addToCart).not.toHaveBeenCalled()
  })

  it('goes back to a regimen, or the quiz with its regimen, to add them all', async () => {
    expect(backAfterSignIn(redirectOf(await send(formPost(regimenForm))))).toBe(
      '/product/regimen/kulit-berminyak?tambah=semua',
    )
    const quiz: Array<[string, string]> = [
      ['items', `${SERUM}:1`],
      ['kembali', '/product/skin-quiz/kuis-kulit?regimenId=kulit-kering&gagal=stok'],
    ]
    expect(backAfterSignIn(redirectOf(await send(formPost(quiz))))).toBe(
      '/product/skin-quiz/kuis-kulit?regimenId=kulit-kering&tambah=semua',
    )
  })
})

describe('a member', () => {
  it('has the items added with their token, and lands on the cart', async () => {
    addToCart.mockResolvedValue(EMPTY_CART)
    const location = redirectOf(await send(formPost(regimenForm, { token: 'token-putri' })))
    expect(location).toBe('/product/keranjang?ditambah=3')
    expect(addToCart).toHaveBeenCalledWith('token-putri', [
      { productId: 'pembersih-lembut', quantity: 1 },
      { productId: SERUM, quantity: 1 },
      { productId: 'pelembap-ceramide', quantity: 1 },
    ])
  })

  it("adds only what the cart lacks on a regimen's 'Tambah Semua', and goes back to say so", async () => {
    addMissingToCart.mockResolvedValue({
      added: [SERUM, 'pelembap-ceramide'],
      alreadyInCart: ['pembersih-lembut'],
      cart: EMPTY_CART,
    })
    const location = redirectOf(
      await send(formPost([...regimenForm, ['cara', 'yang-belum']], { token: 'token-putri' })),
    )
    expect(location).toBe('/product/regimen/kulit-berminyak?ditambah=2&sudah=1')
    expect(addToCart).not.toHaveBeenCalled()
    expect(addMissingToCart).toHaveBeenCalledWith('token-putri', [
      { productId: 'pembersih-lembut', quantity: 1 },
      { productId: SERUM, quantity: 1 },
      { productId: 'pelembap-ceramide', quantity: 1 },
    ])
  })

  it.each([
    ['tidak-dijual', { discontinued: true }, 0],
    ['habis', { stock: 0 }, 0],
    ['maks', { maxQuantity: 5, stock: 50 }, 4],
    ['stok', { maxQuantity: 5, stock: 3 }, 2],
  ] as const)(
    'goes back to the page with gagal=%s when the API refuses',
    async (code, product, inCart) => {
      addToCart.mockRejectedValue(
        new ApiError(409, '/carts', { statusCode: 409, message: 'Ditolak.' }),
      )
      getCart.mockResolvedValue({
        ...EMPTY_CART,
        data:
          inCart > 0
            ? [{ product: { id: SERUM }, quantity: inCart } as unknown as Cart['data'][number]]
            : [],
      })
      getProduct.mockResolvedValue({
        id: SERUM,
        discontinued: false,
        stock: 20,
        maxQuantity: 5,
        ...product,
      } as unknown as ProductDetail)
      const location = redirectOf(await send(formPost(productForm(2), { token: 'token-putri' })))
      expect(location).toBe(`/product/${SERUM}?gagal=${code}`)
    },
  )

  it('is told the service has a problem when the API cannot be reached', async () => {
    expectConsoleError(/Add to cart from the form failed/)
    addToCart.mockRejectedValue(new ApiNetworkError('/carts', false))
    const location = redirectOf(await send(formPost(productForm(), { token: 'token-putri' })))
    expect(location).toBe(`/product/${SERUM}?gagal=gangguan`)
  })

  it('whose session the API refuses is signed out and goes the visitor’s way', async () => {
    addToCart.mockRejectedValue(new ApiError(401, '/carts', { statusCode: 401, message: 'x' }))
    const response = await send(formPost(productForm(3), { token: 'token-lama' }))
    expect(backAfterSignIn(redirectOf(response))).toBe(`/product/${SERUM}?tambah=${SERUM}&qty=3`)
    expect(setCookies).toEqual([expect.stringMatching(new RegExp(`^${AUTH_COOKIE}=;.*Max-Age=0`))])
  })
})

describe('a form that is not ours', () => {
  it.each([
    [
      'a line without a quantity',
      [
        ['items', SERUM],
        ['kembali', `/product/${SERUM}`],
      ],
    ],
    [
      'a quantity of 0',
      [
        ['items', `${SERUM}:0`],
        ['kembali', `/product/${SERUM}`],
      ],
    ],
    [
      'a quantity of 100',
      [
        ['items', `${SERUM}:100`],
        ['kembali', `/product/${SERUM}`],
      ],
    ],
    ['no items', [['kembali', `/product/${SERUM}`]]],
    [
      '21 items',
      [...Array.from({ length: 21 }, (_, i) => ['items', `p-${i}:1`]), ['kembali', '/product/x']],
    ],
    ['no page to go back to', [['items', `${SERUM}:1`]]],
    [
      'another site to go back to',
      [
        ['items', `${SERUM}:1`],
        ['kembali', '//jahat.example/product/x'],
      ],
    ],
    [
      'an absolute address',
      [
        ['items', `${SERUM}:1`],
        ['kembali', 'https://jahat.example/product/x'],
      ],
    ],
    [
      'a page that has no form',
      [
        ['items', `${SERUM}:1`],
        ['kembali', '/akun'],
      ],
    ],
  ] as Array<[string, Array<[string, string]>]>)(
    'is refused with 400: %s',
    async (_case, fields) => {
      const response = await send(formPost(fields, { token: 'token-putri' }))
      expect(response.status).toBe(400)
      expect(await response.text()).toMatch(/Data keranjang tidak dikenali/)
      expect(addToCart).not.toHaveBeenCalled()
    },
  )
})
