import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SavedItemInput, type SavedItems } from '../../../contract/checkout/saved-items'
import {
  type CartPageContent,
  CartRemoveInput,
  CartUpdateInput,
} from '../../../contract/checkout/schemas'
import { isUnavailable } from '../../../contract/shop/cart-availability'
import {
  type Cart,
  CartAddInput,
  type CartAvailability,
  type CartItem,
} from '../../../contract/shop/schemas'
import { MOCK_API_BASE, mockApi } from '../../../tests/setup/msw'
import { renderPage, returnAfterSignIn } from '../../../tests/support/render-page'
import { cartCopy } from '../../lib/checkout/cart-copy'
import { cartQueries } from '../../server/shop/server-queries'
import { toastQueue } from '../ui/toast-region'
import { CartEditor, CartEmpty, CartSkeleton } from './cart-editor'
import { SavedForLater } from './saved-for-later'

/**
 * Stand-ins for the server functions (see tests/support/shop-functions-over-api.ts): they call
 * the API with a test token, and MSW answers what the server would be asked. They keep the real
 * functions' shapes: `updateMyCart` answers a refusal as `{ ok: false, message, cartChanged }`, and a refused
 * session as `SignInRequiredError`.
 */
vi.mock('../../server/checkout/checkout.functions', async () => {
  const { removeFromCart, updateCart } = await import('../../api/checkout/calls')
  const { cartItemGone } = await import('../../../contract/checkout/cart-item-gone')
  const { ApiError } = await import('../../../contract/errors')
  const { SignInRequiredError } = await import('../../server/auth/sign-in-required-error')
  const token = 'token-uji'
  const asServer = async <T,>(call: () => Promise<T>) => {
    try {
      return await call()
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new SignInRequiredError()
      throw error
    }
  }
  return {
    updateMyCart: async ({ data }: { data: CartUpdateInput }) => {
      try {
        return { ok: true, cart: await asServer(() => updateCart(token, data.items)) }
      } catch (error) {
        if (error instanceof ApiError && error.status !== 401 && error.status < 500 && error.body) {
          return { ok: false, message: error.message, cartChanged: cartItemGone(error) }
        }
        throw error
      }
    },
    removeFromMyCart: ({ data }: { data: CartRemoveInput }) =>
      asServer(() => removeFromCart(token, data.items)),
  }
})
vi.mock('../../server/checkout/saved-items.functions', async () => {
  const calls = await import('../../api/checkout/calls')
  const { ApiError } = await import('../../../contract/errors')
  const token = 'token-uji'
  const answerOf = async <T extends object>(call: () => Promise<T>) => {
    try {
      return { ok: true, ...(await call()) }
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.body) {
        return { ok: false, message: error.message }
      }
      throw error
    }
  }
  return {
    getMySavedItems: () => calls.listSavedItems(token),
    saveMyCartLine: ({ data }: { data: SavedItemInput }) =>
      answerOf(() => calls.saveForLater(token, data)),
    moveMySavedToCart: ({ data }: { data: SavedItemInput }) =>
      answerOf(() => calls.moveSavedToCart(token, data)),
    removeMySavedItem: ({ data }: { data: SavedItemInput }) =>
      answerOf(() => calls.removeSavedItem(token, data)),
  }
})
vi.mock('../../server/shop/shop.functions', async () => {
  const { getCart } = await import('../../api/shop/calls')
  return {
    ...(await import('../../../tests/support/shop-functions-over-api')),
    getMyCart: () => getCart('token-uji'),
  }
})

afterEach(() => toastQueue.clear())

const CONTENT: CartPageContent = {
  seo: { title: 'Keranjang', description: 'Keranjang belanjamu.' },
  title: 'Keranjang',
  emptyTitle: 'Belum ada produk di keranjangmu.',
  emptyBody: 'Yuk cari yang cocok untuk kulitmu.',
  assurances: ['100% produk asli', 'Terdaftar di BPOM'],
  availability: {
    available: { label: 'Tersedia', explanation: '', fixLabel: '' },
    insufficient_stock: {
      label: 'Stok tidak cukup',
      explanation: 'Stok tinggal sedikit.',
      fixLabel: 'Ubah ke {stock}',
    },
    larger_than_max_quantity: {
      label: 'Melebihi batas per pesanan',
      explanation: 'Ada batas jumlah untuk produk ini.',
      fixLabel: 'Ubah ke {max}',
    },
    discontinued: {
      label: 'Tidak dijual lagi',
      explanation: 'Produk ini sudah berhenti dijual.',
      fixLabel: 'Hapus dari keranjang',
    },
    empty_stock: {
      label: 'Stok habis',
      explanation: 'Stoknya sedang kosong.',
      fixLabel: 'Hapus dari keranjang',
    },
  },
}

type Product = CartItem['product'] & { discontinued?: boolean }

function product(id: string, name: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name,
    price: 100_000,
    discountPrice: null,
    stock: 20,
    maxQuantity: 5,
    image: { src: `/images/shop/${id}.svg`, alt: name, width: 600, height: 600 },
    ...overrides,
  }
}

const SERUM = product('serum-niacinamide-10', 'Serum Niacinamide 10%', {
  price: 150_000,
  discountPrice: 115_000,
})
const TONER = product('toner-hydrating', 'Toner Hydrating', { price: 80_000, stock: 3 })
const SUNSCREEN = product('tabir-surya-spf50-gel', 'Tabir Surya SPF50 Gel', {
  price: 98_000,
  maxQuantity: 4,
})
const CLEANSER = product('sabun-cuci-muka', 'Sabun Cuci Muka Lembut', {
  price: 60_000,
  discontinued: true,
})
const MASK = product('masker-tanah-liat', 'Masker Tanah Liat', { price: 75_000, stock: 0 })

/** As the API decides it (backend/routes/shop/cart.ts): the most final reason first. */
function availabilityOf(item: { product: Product; quantity: number }): CartAvailability {
  if (item.product.discontinued) return 'discontinued'
  if (item.product.stock === 0) return 'empty_stock'
  if (item.quantity > item.product.maxQuantity) return 'larger_than_max_quantity'
  if (item.quantity > item.product.stock) return 'insufficient_stock'
  return 'available'
}

interface Held {
  product: Product
  quantity: number
  selected: boolean
}

function cartOf(held: Held[]): Cart {
  const data: CartItem[] = held.map(({ product: { discontinued: _, ...shown }, ...item }) => {
    const availability = availabilityOf({
      product: { ...shown, discontinued: _ },
      quantity: item.quantity,
    })
    // As the API: a line that cannot be bought at all is never chosen.
    const selected = item.selected && !isUnavailable(availability)
    return {
      id: `item-${shown.id}`,
      quantity: item.quantity,
      selected,
      availability,
      product: shown,
    }
  })
  const chosen = data.filter((item) => item.selected)
  return {
    data,
    meta: {
      itemCount: data.length,
      totalQuantity: data.reduce((sum, item) => sum + item.quantity, 0),
      selectedQuantity: chosen.reduce((sum, item) => sum + item.quantity, 0),
      selectedSubtotal: chosen.reduce(
        (sum, item) => sum + item.quantity * (item.product.discountPrice ?? item.product.price),
        0,
      ),
      readyForCheckout: chosen.length > 0 && chosen.every((i) => i.availability === 'available'),
    },
  }
}

type Sent =
  | { method: 'PUT'; body: CartUpdateInput }
  | { method: 'DELETE'; body: CartRemoveInput }
  | { method: 'POST'; body: v.InferOutput<typeof CartAddInput> }
  | { method: 'POST' | 'DELETE'; path: string; body: SavedItemInput }

/** The saved list as the API answers it, newest first. */
function savedOf(saved: Held[]): SavedItems {
  return {
    data: saved.map(({ product: { discontinued: _, ...shown }, quantity }, index) => ({
      id: `saved-${shown.id}`,
      quantity,
      availability: availabilityOf({ product: { ...shown, discontinued: _ }, quantity }),
      savedAt: new Date(Date.UTC(2026, 10, 27, 12, 0, 0) - index * 60_000).toISOString(),
      product: shown,
    })),
    meta: { count: saved.length },
  }
}

/** `/carts` over an in-memory cart, like the API; records every change it was sent. */
function serveCart(start: Held[], alsoSold: Product[] = [], startSaved: Held[] = []) {
  const held = start.map((item) => ({ ...item }))
  const saved = startSaved.map((item) => ({ ...item }))
  const sent: Sent[] = []
  const both = (status = 200) =>
    HttpResponse.json({ cart: cartOf(held), saved: savedOf(saved) }, { status })
  const catalogue = new Map(
    [...start.map((item) => item.product), ...alsoSold].map((sold) => [sold.id, sold]),
  )
  mockApi.use(
    http.get(`${MOCK_API_BASE}/carts`, () => HttpResponse.json(cartOf(held))),
    http.get(`${MOCK_API_BASE}/carts/saved`, () => HttpResponse.json(savedOf(saved))),
    http.post(`${MOCK_API_BASE}/carts/saved`, async ({ request }) => {
      const body = v.parse(SavedItemInput, await request.json())
      sent.push({ method: 'POST', path: '/carts/saved', body })
      const at = held.findIndex((line) => line.product.id === body.productId)
      const [line] = held.splice(at, 1)
      if (line) saved.unshift({ ...line, selected: true })
      return both(201)
    }),
    http.post(`${MOCK_API_BASE}/carts/saved/to-cart`, async ({ request }) => {
      const body = v.parse(SavedItemInput, await request.json())
      sent.push({ method: 'POST', path: '/carts/saved/to-cart', body })
      const at = saved.findIndex((line) => line.product.id === body.productId)
      const [line] = saved.splice(at, 1)
      if (line) held.push({ ...line, selected: true })
      return both()
    }),
    http.delete(`${MOCK_API_BASE}/carts/saved`, async ({ request }) => {
      const body = v.parse(SavedItemInput, await request.json())
      sent.push({ method: 'DELETE', path: '/carts/saved', body })
      const at = saved.findIndex((line) => line.product.id === body.productId)
      if (at >= 0) saved.splice(at, 1)
      return both()
    }),
    http.put(`${MOCK_API_BASE}/carts`, async ({ request }) => {
      const body = v.parse(CartUpdateInput, await request.json())
      sent.push({ method: 'PUT', body })
      // An item no longer held: the API's 409 (removed in another tab first).
      const gone = body.items.findIndex(
        (change) => !held.some((candidate) => candidate.product.id === change.productId),
      )
      if (gone >= 0) {
        const name = catalogue.get(body.items[gone]?.productId ?? '')?.name ?? 'Produk'
        return HttpResponse.json(
          {
            statusCode: 409,
            message: `${name} sudah dihapus dari keranjangmu (di tab atau perangkat lain), jadi perubahannya tidak disimpan.`,
            errors: [
              {
                path: `items.${gone}.productId`,
                message: 'Produk ini sudah dihapus dari keranjangmu.',
              },
            ],
          },
          { status: 409 },
        )
      }
      for (const change of body.items) {
        const item = held.find((candidate) => candidate.product.id === change.productId)
        if (!item) continue
        if (change.quantity !== undefined) item.quantity = change.quantity
        if (change.selected !== undefined) item.selected = change.selected
      }
      return HttpResponse.json(cartOf(held))
    }),
    http.delete(`${MOCK_API_BASE}/carts`, async ({ request }) => {
      const body = v.parse(CartRemoveInput, await request.json())
      sent.push({ method: 'DELETE', body })
      for (const { productId } of body.items) {
        const at = held.findIndex((item) => item.product.id === productId)
        if (at >= 0) held.splice(at, 1)
      }
      return HttpResponse.json(cartOf(held))
    }),
    http.post(`${MOCK_API_BASE}/carts`, async ({ request }) => {
      const body = v.parse(CartAddInput, await request.json())
      sent.push({ method: 'POST', body })
      for (const { productId, quantity } of body.items) {
        const known = catalogue.get(productId)
        if (known) held.push({ product: known, quantity, selected: true })
      }
      return HttpResponse.json(cartOf(held), { status: 201 })
    }),
  )
  return sent
}

/** The editor on the cart page, holding the cart the way the checkout host does. */
function showCart(
  start: Held[],
  { content }: { content: CartPageContent | undefined } = { content: CONTENT },
) {
  const changed: Cart[] = []
  const onContinue = vi.fn()
  function Host() {
    const [cart, setCart] = useState(() => cartOf(start))
    return (
      <CartEditor
        cart={cart}
        content={content}
        onCartChanged={(next) => {
          changed.push(next)
          setCart(next)
        }}
        onContinue={onContinue}
      />
    )
  }
  const view = renderPage('/product/keranjang', {
    path: '/product/keranjang',
    component: Host,
    signedIn: true,
  })
  return { ...view, changed, onContinue }
}

const held = (item: Product, quantity = 1, selected = true): Held => ({
  product: item,
  quantity,
  selected,
})

/** Sari's seeded cart: one item in each availability state, all chosen. */
const EVERY_STATE = () => [
  held(SERUM, 1),
  held(TONER, 5),
  held(SUNSCREEN, 6),
  held(CLEANSER, 2),
  held(MASK, 1),
]

const summary = () => screen.getByRole('complementary', { name: 'Ringkasan belanja' })
const item = (name: string) => screen.getByRole('listitem', { name })
const lanjut = () => screen.getByRole('button', { name: 'Lanjut' })
/** The polite live region a screen reader hears after each change. */
const announced = () => {
  const region = document.querySelector<HTMLElement>('.cart-editor > [aria-live="polite"]')
  if (!region) throw new Error('The cart editor has no live region')
  return region
}

describe('CartEditor', () => {
  it('changes a quantity: the number, the totals and the badge’s query follow, and it is announced', async () => {
    const sent = serveCart([held(SERUM, 1), held(TONER, 1)])
    const { user, changed, queryClient } = showCart([held(SERUM, 1), held(TONER, 1)])

    expect(await screen.findByRole('heading', { name: 'Ringkasan belanja' })).toBeInTheDocument()
    expect(within(summary()).getByText('2 barang')).toBeInTheDocument()
    expect(within(summary()).getByText('Rp195.000')).toBeInTheDocument()
    // The saving against the full prices, the old total struck through.
    expect(within(summary()).getByText('Rp35.000')).toBeInTheDocument()
    expect(within(summary()).getByText('Rp230.000').closest('s')).not.toBeNull()

    await user.click(screen.getByRole('button', { name: 'Tambah jumlah Serum Niacinamide 10%' }))

    await waitFor(() => expect(within(summary()).getByText('Rp310.000')).toBeInTheDocument())
    expect(within(summary()).getByText('3 barang')).toBeInTheDocument()
    expect(announced()).toHaveTextContent('Jumlah Serum Niacinamide 10% jadi 2. Total Rp310.000.')
    expect(
      within(item('Serum Niacinamide 10%')).getByLabelText('Jumlah Serum Niacinamide 10%'),
    ).toHaveTextContent('2')
    expect(sent).toEqual([
      { method: 'PUT', body: { items: [{ productId: SERUM.id, quantity: 2 }] } },
    ])
    expect(changed.at(-1)?.meta.selectedSubtotal).toBe(310_000)
    expect(queryClient.getQueryData(cartQueries.mine().queryKey)).toEqual(changed.at(-1))

    await user.click(screen.getByRole('button', { name: 'Kurangi jumlah Serum Niacinamide 10%' }))
    await waitFor(() => expect(within(summary()).getByText('Rp195.000')).toBeInTheDocument())
  })

  it('never goes under 1 nor over what the item allows, but a quantity too high can always go down', async () => {
    serveCart([held(TONER, 3), held(SUNSCREEN, 1)])
    showCart([held(TONER, 3), held(SUNSCREEN, 1)])

    const less = await screen.findByRole('button', { name: 'Kurangi jumlah Tabir Surya SPF50 Gel' })
    expect(less).toHaveAttribute('aria-disabled', 'true')
    // Three in stock, three in the cart: no more.
    expect(screen.getByRole('button', { name: 'Tambah jumlah Toner Hydrating' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Kurangi jumlah Toner Hydrating' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
  })

  it('shows every state in words and fixes each with the right change', async () => {
    const sent = serveCart(EVERY_STATE())
    const { user } = showCart(EVERY_STATE())

    const toner = await screen.findByRole('listitem', { name: 'Toner Hydrating' })
    expect(within(toner).getByText('Stok tidak cukup')).toBeInTheDocument()
    expect(within(toner).getByText('Stok tinggal sedikit.')).toBeInTheDocument()
    expect(
      within(item('Tabir Surya SPF50 Gel')).getByText('Melebihi batas per pesanan'),
    ).toBeVisible()
    expect(within(item('Sabun Cuci Muka Lembut')).getByText('Tidak dijual lagi')).toBeVisible()
    expect(within(item('Masker Tanah Liat')).getByText('Stok habis')).toBeVisible()
    expect(within(item('Serum Niacinamide 10%')).getByText('Tersedia')).toBeVisible()

    await user.click(within(toner).getByRole('button', { name: 'Ubah ke 3: Toner Hydrating' }))
    await waitFor(() =>
      expect(within(item('Toner Hydrating')).getByText('Tersedia')).toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: 'Ubah ke 4: Tabir Surya SPF50 Gel' }))
    await waitFor(() =>
      expect(within(item('Tabir Surya SPF50 Gel')).getByText('Tersedia')).toBeInTheDocument(),
    )
    await user.click(
      screen.getByRole('button', { name: 'Hapus dari keranjang: Sabun Cuci Muka Lembut' }),
    )
    expect(await screen.findByText(/dihapus dari keranjang/, { selector: 'p' })).toBeInTheDocument()
    await user.click(
      screen.getByRole('button', { name: 'Hapus dari keranjang: Masker Tanah Liat' }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Masker Tanah Liat' })).not.toBeInTheDocument(),
    )

    expect(sent).toEqual([
      { method: 'PUT', body: { items: [{ productId: TONER.id, quantity: 3 }] } },
      { method: 'PUT', body: { items: [{ productId: SUNSCREEN.id, quantity: 4 }] } },
      { method: 'DELETE', body: { items: [{ productId: CLEANSER.id }] } },
      { method: 'DELETE', body: { items: [{ productId: MASK.id }] } },
    ])
  })

  it('keeps Lanjut from going on until the chosen items are fixed, and says why beside it', async () => {
    serveCart(EVERY_STATE())
    const { user, onContinue } = showCart(EVERY_STATE())

    await screen.findByRole('heading', { name: 'Ringkasan belanja' })
    expect(lanjut()).toHaveAttribute('aria-disabled', 'true')
    // The lines that cannot be bought at all are not chosen, so they hold nothing up.
    expect(lanjut()).toHaveAccessibleDescription(
      /^Perbaiki 2 produk di atas untuk lanjut\. Toner Hydrating, Tabir Surya SPF50 Gel\./,
    )
    await user.click(lanjut())
    expect(onContinue).not.toHaveBeenCalled()
    // Pressed too early: the first item to fix has the focus.
    expect(screen.getByRole('link', { name: 'Toner Hydrating' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Ubah ke 3: Toner Hydrating' }))
    await waitFor(() =>
      expect(screen.getByText('Perbaiki 1 produk di atas untuk lanjut.')).toBeInTheDocument(),
    )
    // Not choosing an item also lets the rest go on.
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Tabir Surya SPF50 Gel' }))

    await waitFor(() => expect(lanjut()).not.toHaveAttribute('aria-disabled'))
    expect(screen.queryByText(/produk di atas untuk lanjut/)).not.toBeInTheDocument()
    await user.click(lanjut())
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it('chooses all or none with Pilih semua; with none chosen, Lanjut says to choose one', async () => {
    const sent = serveCart([held(SERUM, 1), held(TONER, 1, false)])
    const { user } = showCart([held(SERUM, 1), held(TONER, 1, false)])

    const all = await screen.findByRole('checkbox', { name: 'Pilih semua (2)' })
    expect(all).toBePartiallyChecked()
    await user.click(all)
    await waitFor(() => expect(all).toBeChecked())
    expect(within(summary()).getByText('Rp195.000')).toBeInTheDocument()
    await user.click(all)
    await waitFor(() => expect(all).not.toBeChecked())
    expect(screen.getByRole('checkbox', { name: 'Pilih Serum Niacinamide 10%' })).not.toBeChecked()
    expect(within(summary()).getByText('Rp0')).toBeInTheDocument()
    expect(lanjut()).toHaveAccessibleDescription('Pilih paling sedikit satu produk untuk lanjut.')
    expect(announced()).toHaveTextContent('Tidak ada produk yang dipilih. Total Rp0.')
    expect(sent.map((request) => request.body)).toEqual([
      {
        items: [
          { productId: SERUM.id, selected: true },
          { productId: TONER.id, selected: true },
        ],
      },
      {
        items: [
          { productId: SERUM.id, selected: false },
          { productId: TONER.id, selected: false },
        ],
      },
    ])
  })

  it('shows a refusal in the API’s words at the item, and keeps the cart as it was', async () => {
    serveCart([held(SERUM, 1)])
    mockApi.use(
      http.put(`${MOCK_API_BASE}/carts`, () =>
        HttpResponse.json(
          { statusCode: 409, message: 'Stok Serum Niacinamide 10% tinggal 1.' },
          { status: 409 },
        ),
      ),
    )
    const { user, changed } = showCart([held(SERUM, 1)])

    await user.click(
      await screen.findByRole('button', { name: 'Tambah jumlah Serum Niacinamide 10%' }),
    )
    const alert = await within(item('Serum Niacinamide 10%')).findByRole('alert')
    expect(alert).toHaveTextContent('Stok Serum Niacinamide 10% tinggal 1.')
    expect(within(alert).queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Jumlah Serum Niacinamide 10%')).toHaveTextContent('1')
    expect(changed).toEqual([])
  })

  it('says where an item removed in another tab was, shows the cart as it is, and can put it back', async () => {
    // The page still shows the toner, which another tab has removed from the cart.
    const sent = serveCart([held(SERUM, 1)], [TONER])
    const { user, changed } = showCart([held(SERUM, 1), held(TONER, 1)])

    await user.click(await screen.findByRole('button', { name: 'Tambah jumlah Toner Hydrating' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Toner Hydrating sudah dihapus dari keranjangmu (di tab atau perangkat lain), jadi perubahannya tidak disimpan.',
    )
    expect(within(alert).queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument()
    expect(screen.queryByRole('listitem', { name: 'Toner Hydrating' })).not.toBeInTheDocument()
    expect(screen.getByText(/dihapus dari keranjang\./, { selector: 'p' })).toBeInTheDocument()
    // The cart as the server holds it, for the page and the badge.
    expect(changed.at(-1)?.data.map((line) => line.product.id)).toEqual([SERUM.id])
    expect(within(summary()).getByText('Rp115.000')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Batalkan hapus Toner Hydrating' }))
    expect(await screen.findByRole('listitem', { name: 'Toner Hydrating' })).toBeInTheDocument()
    expect(sent).toEqual([
      { method: 'PUT', body: { items: [{ productId: TONER.id, quantity: 2 }] } },
      { method: 'POST', body: { items: [{ productId: TONER.id, quantity: 1 }] } },
    ])
  })

  it('says when the network failed, keeps the cart, and tries the same change again', async () => {
    const sent = serveCart([held(SERUM, 1)])
    mockApi.use(http.put(`${MOCK_API_BASE}/carts`, () => HttpResponse.error(), { once: true }))
    const { user } = showCart([held(SERUM, 1)])

    await user.click(
      await screen.findByRole('button', { name: 'Tambah jumlah Serum Niacinamide 10%' }),
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Perubahan belum tersimpan. Periksa koneksimu lalu coba lagi.')
    expect(screen.getByLabelText('Jumlah Serum Niacinamide 10%')).toHaveTextContent('1')
    expect(within(summary()).getByText('Rp115.000')).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }))
    await waitFor(() => expect(within(summary()).getByText('Rp230.000')).toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(sent).toEqual([
      { method: 'PUT', body: { items: [{ productId: SERUM.id, quantity: 2 }] } },
    ])
  })

  it('removes an item with Hapus and puts it back with Batalkan, as it was', async () => {
    const sent = serveCart([held(SERUM, 2), held(TONER, 1, false)])
    const { user } = showCart([held(SERUM, 2), held(TONER, 1, false)])

    await user.click(await screen.findByRole('button', { name: 'Hapus Toner Hydrating' }))
    const undo = await screen.findByRole('button', { name: 'Batalkan hapus Toner Hydrating' })
    expect(screen.getByText(/dihapus dari keranjang\./, { selector: 'p' })).toBeInTheDocument()
    // The focus is where the item was, on the way back.
    await waitFor(() => expect(undo).toHaveFocus())
    expect(announced()).toHaveTextContent(
      'Toner Hydrating dihapus dari keranjang. Total Rp230.000.',
    )
    expect(screen.queryByRole('listitem', { name: 'Toner Hydrating' })).not.toBeInTheDocument()

    await user.click(undo)
    expect(await screen.findByRole('listitem', { name: 'Toner Hydrating' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Pilih Toner Hydrating' })).not.toBeChecked()
    expect(
      screen.queryByText(/dihapus dari keranjang\./, { selector: 'p' }),
    ).not.toBeInTheDocument()
    expect(sent).toEqual([
      { method: 'DELETE', body: { items: [{ productId: TONER.id }] } },
      { method: 'POST', body: { items: [{ productId: TONER.id, quantity: 1 }] } },
      { method: 'PUT', body: { items: [{ productId: TONER.id, selected: false }] } },
    ])
  })

  it('sends a member whose session ended to sign in and back to the cart', async () => {
    serveCart([held(SERUM, 1)])
    mockApi.use(
      http.put(`${MOCK_API_BASE}/carts`, () =>
        HttpResponse.json({ statusCode: 401, message: 'Sesi berakhir.' }, { status: 401 }),
      ),
    )
    const { user, router } = showCart([held(SERUM, 1)])
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih Serum Niacinamide 10%' }))
    expect(await returnAfterSignIn({ router })).toBe('/product/keranjang')
    expect(
      await screen.findByText('Sesimu sudah berakhir. Masuk lagi untuk melanjutkan.'),
    ).toBeInTheDocument()
  })

  it('keeps lines that cannot be bought out of the choice and the total, in their own group', async () => {
    serveCart(EVERY_STATE())
    showCart(EVERY_STATE())

    const apart = await screen.findByRole('region', { name: 'Tidak tersedia (2)' })
    const cleanser = within(apart).getByRole('listitem', { name: 'Sabun Cuci Muka Lembut' })
    const mask = within(apart).getByRole('listitem', { name: 'Masker Tanah Liat' })
    expect(within(cleanser).getByText('Tidak dijual lagi')).toBeVisible()
    expect(within(mask).getByText('Stok habis')).toBeVisible()
    for (const [line, name] of [
      [cleanser, 'Sabun Cuci Muka Lembut'],
      [mask, 'Masker Tanah Liat'],
    ] as const) {
      // Nothing to choose: a 'Hapus', and 'Simpan untuk nanti' under it.
      expect(within(line).queryByRole('checkbox')).not.toBeInTheDocument()
      expect(
        within(line).getByRole('button', { name: `Hapus dari keranjang: ${name}` }),
      ).toBeVisible()
      expect(
        within(line).getByRole('button', { name: `Simpan untuk nanti: ${name}` }),
      ).toBeVisible()
    }
    // The other three are above the group, chosen; the total is theirs alone.
    expect(within(apart).queryByRole('listitem', { name: 'Toner Hydrating' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Pilih semua (3)' })).toBeChecked()
    // One serum at Rp115.000, five toners at Rp80.000, six sunscreens at Rp98.000.
    expect(within(summary()).getByText('12 barang')).toBeInTheDocument()
    expect(within(summary()).getByText('Rp1.103.000')).toBeInTheDocument()
  })

  it('has no visible Pilih under the checkboxes, which keep the product’s name', async () => {
    serveCart([held(SERUM, 1)])
    showCart([held(SERUM, 1)])
    const line = await screen.findByRole('listitem', { name: 'Serum Niacinamide 10%' })
    expect(
      within(line).getByRole('checkbox', { name: 'Pilih Serum Niacinamide 10%' }),
    ).toBeChecked()
    expect(within(line).queryByText('Pilih')).not.toBeInTheDocument()
  })

  it('saves a line for later: out of the cart and its total, listed under it, and back again', async () => {
    const sent = serveCart([held(SERUM, 1), held(TONER, 2)])
    const { user, changed, queryClient } = showCart([held(SERUM, 1), held(TONER, 2)])

    await user.click(
      await screen.findByRole('button', { name: 'Simpan untuk nanti: Toner Hydrating' }),
    )

    const list = await screen.findByRole('region', { name: 'Disimpan untuk nanti (1)' })
    const toner = within(list).getByRole('listitem', { name: 'Toner Hydrating' })
    expect(within(toner).getByText('Jumlah: 2')).toBeVisible()
    const back = within(toner).getByRole('button', {
      name: 'Pindahkan ke keranjang: Toner Hydrating',
    })
    // The pressed button went with its line: the focus follows the line to the list.
    await waitFor(() => expect(back).toHaveFocus())
    const cart = screen.getByRole('region', { name: 'Isi keranjang' })
    expect(within(cart).queryByRole('listitem', { name: 'Toner Hydrating' })).toBeNull()
    expect(within(summary()).getByText('Rp115.000')).toBeInTheDocument()
    expect(announced()).toHaveTextContent('Toner Hydrating disimpan untuk nanti. Total Rp115.000.')
    expect(changed.at(-1)?.data.map((line) => line.product.id)).toEqual([SERUM.id])

    await user.click(back)

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Disimpan untuk nanti/ })).toBeNull(),
    )
    expect(within(cart).getByRole('listitem', { name: 'Toner Hydrating' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Toner Hydrating' })).toHaveFocus())
    expect(within(summary()).getByText('Rp275.000')).toBeInTheDocument()
    expect(queryClient.getQueryData(cartQueries.mine().queryKey)).toEqual(changed.at(-1))
    expect(sent).toEqual([
      { method: 'POST', path: '/carts/saved', body: { productId: TONER.id } },
      { method: 'POST', path: '/carts/saved/to-cart', body: { productId: TONER.id } },
    ])
  })

  it('lists saved lines that cannot be bought with the reason and only Hapus, which takes them off', async () => {
    const sent = serveCart([held(SERUM, 1)], [], [held(MASK, 1), held(TONER, 1)])
    const { user } = showCart([held(SERUM, 1)])

    const list = await screen.findByRole('region', { name: 'Disimpan untuk nanti (2)' })
    const mask = within(list).getByRole('listitem', { name: 'Masker Tanah Liat' })
    expect(within(mask).getByText('Stok habis')).toBeVisible()
    expect(within(mask).queryByRole('button', { name: /^Pindahkan/ })).toBeNull()

    await user.click(
      within(mask).getByRole('button', { name: 'Hapus Masker Tanah Liat dari daftar simpanan' }),
    )

    const after = await screen.findByRole('region', { name: 'Disimpan untuk nanti (1)' })
    expect(within(after).queryByRole('listitem', { name: 'Masker Tanah Liat' })).toBeNull()
    // The next line's first button has the focus.
    await waitFor(() =>
      expect(
        within(after).getByRole('button', { name: 'Pindahkan ke keranjang: Toner Hydrating' }),
      ).toHaveFocus(),
    )
    expect(sent).toEqual([{ method: 'DELETE', path: '/carts/saved', body: { productId: MASK.id } }])
  })

  it('uses its own Indonesian copy while the page’s content has not loaded', async () => {
    serveCart([held(TONER, 5)])
    showCart([held(TONER, 5)], { content: undefined })
    const toner = await screen.findByRole('listitem', { name: 'Toner Hydrating' })
    expect(within(toner).getByText('Stok tidak cukup')).toBeInTheDocument()
    expect(within(toner).getByRole('button', { name: 'Ubah ke 3: Toner Hydrating' })).toBeVisible()
    expect(screen.getByText('Produk asli, terdaftar di BPOM')).toBeInTheDocument()
  })
})

describe('SavedForLater', () => {
  it('under an empty cart, moves a saved line back and hands the page the cart with it', async () => {
    const sent = serveCart([], [], [held(TONER, 2)])
    const changed: Cart[] = []
    const { user } = renderPage('/product/keranjang', {
      path: '/product/keranjang',
      component: () => (
        <SavedForLater copy={cartCopy(CONTENT)} onCartChanged={(cart) => changed.push(cart)} />
      ),
      signedIn: true,
    })

    const list = await screen.findByRole('region', { name: 'Disimpan untuk nanti (1)' })
    await user.click(
      within(list).getByRole('button', { name: 'Pindahkan ke keranjang: Toner Hydrating' }),
    )

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Disimpan untuk nanti/ })).toBeNull(),
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Toner Hydrating dipindahkan ke keranjang.',
    )
    expect(changed.at(-1)?.data.map((line) => [line.product.id, line.quantity])).toEqual([
      [TONER.id, 2],
    ])
    expect(sent).toEqual([
      { method: 'POST', path: '/carts/saved/to-cart', body: { productId: TONER.id } },
    ])
  })
})

describe('CartEmpty and CartSkeleton', () => {
  it('an empty cart explains and offers the catalogue', async () => {
    renderPage('/product/keranjang', {
      path: '/product/keranjang',
      component: () => <CartEmpty content={CONTENT} />,
      signedIn: true,
    })
    expect(await screen.findByText('Belum ada produk di keranjangmu.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lihat Katalog' })).toHaveAttribute(
      'href',
      '/product/katalog',
    )
  })

  it('a loading cart is a busy list of placeholder items', async () => {
    renderPage('/product/keranjang', {
      path: '/product/keranjang',
      component: CartSkeleton,
      signedIn: true,
    })
    const list = await screen.findByRole('list', { name: 'Memuat keranjang' })
    expect(list).toHaveAttribute('aria-busy', 'true')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })
})
