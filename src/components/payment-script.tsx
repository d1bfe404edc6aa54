/**
 * The card payment provider's script (spec §1: "in the production environment, a card payment
 * provider script for 3-D secure payments"): in the head of the checkout page when the site runs with
 * NODE_ENV=production and PAYMENT_SCRIPT_URL is set, and nowhere otherwise. In development the
 * payment simulator plays the provider and needs no script (its card tokens endpoint is called
 * by the checkout itself).
 *
 * The checkout page (`/product/keranjang`, the one page that pays) reads the URL once per visit
 * (`paymentScriptQuery`, cached for good) and adds the script when the member reaches the payment
 * step (checkout/payment-script-loader.ts); the app's own trusted script inserts it, which is what
 * lets it run under 'strict-dynamic'. The rule of when it loads (`paymentScriptUrl`) lives
 * with the page's policy in security-headers.server.ts, which also names the script's origin for
 * the calls it makes and the 3-D Secure frames it opens.
 */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { serverEnv } from '../../app.config'

const getPaymentScriptUrl = createServerFn({ method: 'GET' }).handler(async () => {
  const { paymentScriptUrl } = await import('../server/security-headers.server')
  return paymentScriptUrl(serverEnv())
})

export const paymentScriptQuery = () =>
  queryOptions({
    queryKey: ['payment-script'],
    queryFn: () => getPaymentScriptUrl(),
    staleTime: Infinity,
  })
