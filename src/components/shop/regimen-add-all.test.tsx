import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type Cart,
  CartAddInput,
  type ProductSummary,
  type Regimen,
} from '../../../contract/shop/schemas'
import { MOCK_API_BASE, mockApi } from '../../../tests/setup/msw'
import { renderPage } from '../../../tests/support/render-page'
import { toastQueue } from '../ui/toast-region'
import { RegimenAddAll, type RegimenAddOutcome } from './regimen-add-all'

vi.mock(
  '../../server/shop/shop.functions',
  () => import('../../../tests/support/shop-functions-over-api'),
)

afterEach(() => {
  toastQueue.clear()
})

function product(id: string, name: string): ProductSummary {
  return {
    id,
    name,
    type: 'skincare',
    category: { id: 'perawatan', name: 'Perawatan' },
    size: '50 ml',
    summary: name,
    price: 89_000,
    discountPrice: null,
    stock: 12,
    maxQuantity: 5,
    sold: 10,
    discontinued: false,
    rating: { average: 4.6, count: 20 },
    image: { src: '/images/shop/pelembap.svg', alt: name, width: 600, height: 600 },
  }
}

const CLEANSER = product('pembersih-lembut', 'Pembersih Lembut')
const SERUM = product('serum-hyaluronat', 'Serum Hyaluronat')
const CREAM = product('krim-ceramide', 'Krim Ceramide')

const REGIMEN: Regimen = {
  id: 'kulit-kering',
  name: 'Rangkaian Kulit Kering',
  skinType: 'Kering',
  summary: 'Tiga langkah.',
  description: 'Untuk kulit kering.',
  steps: [CLEANSER, SERUM, CREAM].map((item, index) => ({
    position: index + 1,
    title: `Langkah ${index + 1}`,
    product: item,
  })),
  totalPrice: 3 * 89_000,
  seo: { title: 'Rangkaian Kulit Kering', description: 'Untuk kulit kering.' },
}

const CART: Cart = {
  data: [],
  meta: {
    itemCount: 3,
    totalQuantity: 3,
    selectedQuantity: 3,
    selectedSubtotal: 267_000,
    readyForCheckout: true,
  },
}

/** The member's cart as the header reads it: one of each of `held`. */
function serveHeldCart(held: ProductSummary[]) {
  mockApi.use(
    http.get(`${MOCK_API_BASE}/carts`, () =>
      HttpResponse.json({
        ...CART,
        data: held.map((item) => ({
          id: `baris-${item.id}`,
          quantity: 1,
          availability: 'available',
          selected: true,
          product: {
            id: item.id,
            name: item.name,
            price: item.price,
            discountPrice: null,
            stock: item.stock,
            maxQuantity: item.maxQuantity,
            image: item.image,
          },
        })),
      }),
    ),
  )
}

/** The API with the cleanser already in the cart; records what each endpoint was sent. */
function serveCart() {
  serveHeldCart([CLEANSER])
  const missing: CartAddInput[] = []
  const all: CartAddInput[] = []
  mockApi.use(
    http.post(`${MOCK_API_BASE}/carts/missing`, async ({ request }) => {
      const body = v.parse(CartAddInput, await request.json())
      missing.push(body)
      const ids = body.items.map((item) => item.productId)
      return HttpResponse.json(
        {
          added: ids.filter((id) => id !== CLEANSER.id),
          alreadyInCart: ids.filter((id) => id === CLEANSER.id),
          cart: CART,
        },
        { status: 201 },
      )
    }),
    http.post(`${MOCK_API_BASE}/carts`, async ({ request }) => {
      all.push(v.parse(CartAddInput, await request.json()))
      return HttpResponse.json(CART, { status: 201 })
    }),
  )
  return { missing, all }
}

function show(outcome?: RegimenAddOutcome) {
  return renderPage('/product/regimen/kulit-kering', {
    path: '/product/regimen/$id',
    component: () => (
      <RegimenAddAll
        regimen={REGIMEN}
        back="/product/regimen/kulit-kering"
        outcome={outcome}
        addAfterSignIn={false}
        clearIntent={() => undefined}
      />
    ),
    signedIn: true,
  })
}

const ALL_LINES = [CLEANSER, SERUM, CREAM].map(({ id }) => ({ productId: id, quantity: 1 }))

describe('RegimenAddAll', () => {
  it('says before the press how many of its products the cart already holds', async () => {
    serveHeldCart([CLEANSER])
    show()
    expect(
      await screen.findByText(
        '1 produk sudah ada di keranjang; Tambah Semua hanya menambahkan 2 produk lainnya.',
      ),
    ).toBeInTheDocument()
  })

  it('adds only what the cart lacks, says what was already there, and adds it all again only when asked', async () => {
    const sent = serveCart()
    const { user } = show()

    await user.click(await screen.findByRole('button', { name: 'Tambah Semua ke Keranjang' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 produk ditambahkan ke keranjang. 1 produk sudah ada di keranjang, jadi tidak ditambahkan lagi: Pembersih Lembut.',
    )
    expect(sent.missing).toEqual([{ items: ALL_LINES }])
    expect(sent.all).toEqual([])
    expect(screen.getByRole('link', { name: 'Lihat Keranjang' })).toHaveAttribute(
      'href',
      '/product/keranjang',
    )

    await user.click(screen.getByRole('button', { name: 'Tambah lagi semuanya' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      '3 produk ditambahkan ke keranjang.',
    )
    expect(sent.all).toEqual([{ items: ALL_LINES }])
    expect(screen.queryByRole('button', { name: 'Tambah lagi semuanya' })).not.toBeInTheDocument()
  })

  it("says the form's answer from the page's address: everything was already there", async () => {
    serveHeldCart([CLEANSER, SERUM, CREAM])
    show({ added: 0, alreadyInCart: 3 })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Semua 3 produk rangkaian ini sudah ada di keranjang, jadi tidak ditambahkan lagi.',
    )
    const again = screen.getByRole('button', { name: 'Tambah lagi semuanya' })
    // Before the app loads it is a plain form: all the lines, without "only what is missing".
    const form = again.closest('form')
    expect(form).toHaveAttribute('action', '/keranjang/tambah')
    expect(form?.querySelector('input[name="cara"]')).toBeNull()
    const mainForm = screen
      .getByRole('button', { name: 'Tambah Semua ke Keranjang' })
      .closest('form')
    expect(mainForm?.querySelector('input[name="cara"]')).toHaveAttribute('value', 'yang-belum')
  })
})
