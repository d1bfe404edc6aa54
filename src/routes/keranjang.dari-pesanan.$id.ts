import { createFileRoute } from '@tanstack/react-router'

/**
 * `POST /keranjang/dari-pesanan/{orderId}`: the order page's 'Beli Lagi' form, sent before the
 * app's JavaScript has loaded (ADR 007). One of the page addresses that take a POST
 * (`page-forms.ts`); the work is in `server/checkout/reorder-form.server.ts`.
 */
export const Route = createFileRoute('/keranjang/dari-pesanan/$id')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const { reorderFromForm } = await import('../server/checkout/reorder-form.server')
        return reorderFromForm(request, params.id)
      },
      // Nothing to show at this address: someone who opens it goes to the order.
      GET: ({ params }) =>
        new Response(null, {
          status: 303,
          headers: {
            location: `/akun/pesanan/${encodeURIComponent(params.id)}`,
            'cache-control': 'no-store',
          },
        }),
    },
  },
})
