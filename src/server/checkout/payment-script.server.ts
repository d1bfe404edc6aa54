/**
 * The card payment provider's script (spec §1, "a card payment provider script for 3-D secure
 * payments") and what it may reach, both read from the configuration: which script the checkout's
 * payment step adds (src/components/checkout/payment-script.tsx) and the origins the page's CSP then opens
 * for it (security-headers.server.ts). One rule for both, so the policy never lags the script.
 */
import type { ServerEnv } from '../../../app.config'
import type { PaymentScript } from '../../lib/checkout/payment-script-loader'

/**
 * Midtrans's card script, as its docs give it ("Get Token": `<script id="midtrans-script"
 * src="https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js" data-environment
 * data-client-key>`): one address for both environments; `data-environment` picks the API.
 */
export const MIDTRANS_SCRIPT_URL = 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js'

/**
 * Where Midtrans's script sends the card (`/v2/token`) and where its 3-D Secure pages live
 * (`redirect_url`, on Midtrans's and on its former name Veritrans's API hosts), by environment.
 */
const MIDTRANS_ORIGINS = {
  sandbox: ['https://api.sandbox.midtrans.com', 'https://api.sandbox.veritrans.co.id'],
  production: ['https://api.midtrans.com', 'https://api.veritrans.co.id'],
} as const

type PaymentScriptEnv = Pick<
  ServerEnv,
  'NODE_ENV' | 'PAYMENT_SCRIPT_URL' | 'PAYMENT_PROVIDER' | 'MIDTRANS_CLIENT_KEY' | 'MIDTRANS_ENV'
>

/**
 * The script the payment step adds, or null when none.
 *
 * - With `PAYMENT_PROVIDER=midtrans`: Midtrans's script (PAYMENT_SCRIPT_URL when set, a copy or a
 *   test's stand-in, else the documented one), with the public client key and the environment it
 *   reads from its tag, in every NODE_ENV: there is no simulator to tokenize a card then, and a
 *   card must reach Midtrans only. The server key never leaves the API.
 * - Otherwise in production with PAYMENT_SCRIPT_URL: that script (it registers itself as
 *   `window.DiriPaymentProvider`). In development the simulator plays the provider: no script.
 */
export function paymentScript(env: PaymentScriptEnv): PaymentScript | null {
  if (env.PAYMENT_PROVIDER === 'midtrans') {
    // app.config.ts refuses PAYMENT_PROVIDER=midtrans without these two at start-up.
    if (!env.MIDTRANS_CLIENT_KEY || !env.MIDTRANS_ENV) {
      throw new Error(
        `PAYMENT_PROVIDER=midtrans needs MIDTRANS_CLIENT_KEY and MIDTRANS_ENV (MIDTRANS_ENV=${JSON.stringify(env.MIDTRANS_ENV ?? '')})`,
      )
    }
    return {
      url: env.PAYMENT_SCRIPT_URL ?? MIDTRANS_SCRIPT_URL,
      midtrans: { clientKey: env.MIDTRANS_CLIENT_KEY, environment: env.MIDTRANS_ENV },
    }
  }
  return env.NODE_ENV === 'production' && env.PAYMENT_SCRIPT_URL
    ? { url: env.PAYMENT_SCRIPT_URL, midtrans: null }
    : null
}

/**
 * The origins the page's CSP opens for the provider, none without a script. The script's own
 * origin for all three (browsers without 'strict-dynamic' need it for the script; a provider's
 * script calls home and frames its own pages). With Midtrans also its API for the environment
 * (the card token call, the 3-D Secure page), and any https page in frames: the 3-D Secure page
 * hands over, inside the frame, to the card issuer's own (ACS) page, and issuers are many.
 */
export function paymentScriptSources(env: PaymentScriptEnv): {
  script: string[]
  connect: string[]
  frame: string[]
} {
  const script = paymentScript(env)
  if (!script) return { script: [], connect: [], frame: [] }
  const own = new URL(script.url).origin
  if (!script.midtrans) return { script: [own], connect: [own], frame: [own] }
  const api = MIDTRANS_ORIGINS[script.midtrans.environment].filter((origin) => origin !== own)
  return {
    script: [own],
    connect: [own, ...api],
    // 'https:' holds Midtrans's own pages too; the script's origin is named for a test's
    // stand-in on http://127.0.0.1.
    frame: own.startsWith('https:') ? ['https:'] : [own, 'https:'],
  }
}
