/**
 * A card through Midtrans's own script (`midtrans-new-3ds.min.js`, added by the payment step with
 * the public client key: payment-script-loader.ts), as Midtrans's Core API card guide has it:
 *
 * 1. `MidtransNew3ds.getCardToken(card, { onSuccess, onFailure })` sends the card from the browser
 *    to Midtrans and answers a `token_id`; the card number never reaches Diri's servers, only the
 *    token, with which the API charges the card.
 * 2. When the charge needs 3-D Secure, its `redirect_url` (our payment's `actionUrl`) goes to
 *    `MidtransNew3ds.authenticate(url, { performAuthentication, onSuccess, onFailure, onPending })`:
 *    the script hands the page back to show in our frame, and hears the page's result. The result
 *    only tells the checkout to look now: the order's status, moved by the API when Midtrans's
 *    notification arrives (and re-read from Midtrans), is the truth.
 */
import type { CardDetails } from './card-details'
import type { TokenizeResult } from './card-token-result'

/** What Midtrans's script answers (its docs' "Get Token" response and the 3-D Secure result). */
export interface MidtransResponse {
  status_code?: string
  status_message?: string
  token_id?: string
  validation_messages?: string[]
  transaction_status?: string
}

interface MidtransNew3ds {
  getCardToken(
    card: { card_number: string; card_exp_month: string; card_exp_year: string; card_cvv: string },
    options: {
      onSuccess: (response: MidtransResponse) => void
      onFailure: (response: MidtransResponse) => void
    },
  ): void
  authenticate(
    redirectUrl: string,
    options: {
      performAuthentication: (url: string) => void
      onSuccess: (response: MidtransResponse) => void
      onFailure: (response: MidtransResponse) => void
      onPending: (response: MidtransResponse) => void
    },
  ): void
}

declare global {
  interface Window {
    MidtransNew3ds?: MidtransNew3ds
  }
}

/** Said when the script's answer does not come: the card is not charged without a token. */
export const MIDTRANS_SILENT_MESSAGE =
  'Layanan pembayaran kartu tidak menjawab. Periksa koneksimu, lalu coba lagi.'

/** How long a token may take: Midtrans answers in a second or two; past this the member retries. */
const TOKEN_TIMEOUT_MS = 30_000

/**
 * Midtrans's refusal of a card, in the member's words. Midtrans names the field in English in
 * `validation_messages` ('card_number does not match with luhn algorithm', 'card_exp_year …',
 * 'card_cvv …'); a refused key or anything else says the card could not be used.
 */
export function midtransRefusal(response: MidtransResponse | undefined): string {
  const said = [...(response?.validation_messages ?? []), response?.status_message ?? ''].join(' ')
  if (/card_number|luhn|card number/i.test(said)) {
    return 'Nomor kartu tidak valid. Periksa lagi angkanya.'
  }
  if (/exp/i.test(said)) return 'Masa berlaku kartu tidak valid atau sudah lewat.'
  if (/cvv/i.test(said)) return 'CVV tidak valid. Periksa 3 atau 4 angka di belakang kartu.'
  return 'Kartu belum bisa dipakai. Periksa data kartumu atau pakai kartu lain.'
}

/** The card to a Midtrans token, or the refusal to show. Throws when the script is not there. */
export function tokenizeWithMidtrans(card: CardDetails): Promise<TokenizeResult> {
  const midtrans = window.MidtransNew3ds
  if (!midtrans) {
    throw new Error('Midtrans’s script loaded without defining window.MidtransNew3ds')
  }
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => resolve({ ok: false, message: MIDTRANS_SILENT_MESSAGE }),
      TOKEN_TIMEOUT_MS,
    )
    const answer = (result: TokenizeResult) => {
      clearTimeout(timer)
      resolve(result)
    }
    midtrans.getCardToken(
      {
        card_number: card.number,
        card_exp_month: card.expMonth,
        card_exp_year: card.expYear,
        card_cvv: card.cvc,
      },
      {
        onSuccess: (response) =>
          answer(
            response.token_id
              ? { ok: true, token: response.token_id }
              : { ok: false, message: midtransRefusal(response) },
          ),
        onFailure: (response) => answer({ ok: false, message: midtransRefusal(response) }),
      },
    )
  })
}

/**
 * Opens a charge's 3-D Secure page through Midtrans's script: `show(url)` puts it in the
 * checkout's frame, and `done()` runs once the page has a result, whichever it is (the checkout
 * then reads the order). Returns false when the script is not on the page.
 */
export function authenticateWithMidtrans(
  redirectUrl: string,
  { show, done }: { show: (url: string) => void; done: () => void },
): boolean {
  const midtrans = window.MidtransNew3ds
  if (!midtrans) return false
  midtrans.authenticate(redirectUrl, {
    performAuthentication: show,
    onSuccess: done,
    onFailure: done,
    onPending: done,
  })
  return true
}
