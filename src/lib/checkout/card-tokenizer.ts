/**
 * Turns a card into a token in the browser, so the card number never reaches Diri's servers.
 *
 * With Midtrans, its own script tokenizes (midtrans-card.ts). Otherwise, in production, the card
 * payment provider's script (PAYMENT_SCRIPT_URL, spec §1) is loaded and registers itself as
 * `window.DiriPaymentProvider`; elsewhere the development simulator's tokenization endpoint plays
 * the provider. Either way the answer is a token, and a card the provider refuses (a wrong number,
 * an expired card) comes back as a message.
 */
import * as v from 'valibot'
import { CardToken, type CardTokenInput } from '../../../contract/checkout/simulator-schemas'
import { ApiErrorBody } from '../../../contract/errors'
import type { CardDetails } from './card-details'
import type { TokenizeResult } from './card-token-result'
import { tokenizeWithMidtrans } from './midtrans-card'
import { paymentScriptSettled, requestedPaymentScript } from './payment-script-loader'

interface ProviderScript {
  tokenizeCard(card: CardDetails): Promise<{ token: string }>
}

declare global {
  interface Window {
    DiriPaymentProvider?: ProviderScript
  }
}

/** Where the simulator tokenizes cards: the API on this site's origin. */
const SIMULATOR_TOKENS_PATH = '/api/payments/simulator/card/tokens'

/** Said when the provider's script was asked for and did not arrive. */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'Layanan pembayaran kartu belum siap. Periksa koneksimu, lalu coba lagi.'

export async function tokenizeCard(card: CardDetails): Promise<TokenizeResult> {
  // In production the payment step has added the provider's script: its answer decides, never
  // the simulator's, so a card is not sent anywhere the provider did not say.
  if (!(await paymentScriptSettled())) return { ok: false, message: PROVIDER_UNAVAILABLE_MESSAGE }
  if (requestedPaymentScript()?.midtrans) return tokenizeWithMidtrans(card)
  const provider = window.DiriPaymentProvider
  if (provider) {
    try {
      return { ok: true, token: (await provider.tokenizeCard(card)).token }
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : 'Kartu ditolak.' }
    }
  }
  const response = await fetch(SIMULATOR_TOKENS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'diri-platform': 'web' },
    body: JSON.stringify({
      ...card,
      expMonth: Number(card.expMonth),
      expYear: Number(card.expYear),
    } satisfies CardTokenInput),
  })
  const body: unknown = await response.json().catch(() => null)
  const token = v.safeParse(CardToken, body)
  if (response.ok && token.success) return { ok: true, token: token.output.token }
  const refusal = v.safeParse(ApiErrorBody, body)
  if (response.status >= 400 && response.status < 500 && refusal.success) {
    // The field's own message says most ('Nomor kartu tidak valid.'), else the general one.
    return { ok: false, message: refusal.output.errors?.[0]?.message ?? refusal.output.message }
  }
  throw new Error(`Card tokenization answered HTTP ${response.status}`)
}
