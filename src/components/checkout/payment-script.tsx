/**
 * The card payment provider's script (spec §1: "in the production environment, a card payment
 * provider script for 3-D secure payments"), for the checkout page: which one, and with Midtrans
 * the public client key and environment its tag carries. The rule (`paymentScript`) lives with the
 * origins the page's policy opens for it, in payment-script.server.ts: Midtrans's script whenever
 * Midtrans is the provider; otherwise PAYMENT_SCRIPT_URL in production, and in development none
 * (the simulator plays the provider, its card tokens endpoint called by the checkout itself).
 *
 * The checkout page (`/product/keranjang`, the one page that pays) reads it once per visit
 * (`paymentScriptQuery`, cached for good) and adds the script when the member reaches the payment
 * step (checkout/payment-script-loader.ts); the app's own trusted script inserts it, which is what
 * lets it run under 'strict-dynamic'.
 */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { serverEnv } from '../../../app.config'

const getPaymentScript = createServerFn({ method: 'GET' }).handler(async () => {
  const { paymentScript } = await import('../../server/checkout/payment-script.server')
  return paymentScript(serverEnv())
})

export const paymentScriptQuery = () =>
  queryOptions({
    queryKey: ['payment-script'],
    queryFn: () => getPaymentScript(),
    staleTime: Infinity,
  })
