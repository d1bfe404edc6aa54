import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /keranjang/tambah`: the add-to-cart form of the product, regimen and quiz pages, sent
 * before the app's JavaScript has loaded (ADR 007). One of the page addresses that take a POST
 * (`site-request.server.ts`); the work is in `server/cart-form.server.ts`.
 */
export const Route = createFileRoute('/keranjang/tambah')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { addToCartFromForm } = await import('../server/checkout/cart-form.server')
        return addToCartFromForm(request)
      },
      // Nothing to show at this address: someone who opens it goes to their cart.
      GET: () =>
        new Response(null, {
          status: 303,
          headers: { location: '/product/keranjang', 'cache-control': 'no-store' },
        }),
    },
  },
})
