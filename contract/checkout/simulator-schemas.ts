/**
 * The development payment simulator's card tokens: what the provider's browser
 * script would do with a card. The web app posts the card to
 * `POST {api}/payments/simulator/card/tokens` and gets a token back, which is all our API ever
 * sees of the card (`PlaceOrderInput.cardToken`). One definition for both sides: the simulator
 * validates with `CardTokenInput`, the app parses the answer with `CardToken`, and the magic card
 * numbers below are what the app's tests and help text show.
 *
 * A real provider replaces all of this with its own script (PAYMENT_SCRIPT_URL).
 */
import * as v from 'valibot'

/**
 * Where a browser opens the simulator's pages: on the site, which adds the member's session and
 * passes the page on from the API's `/payments/simulator/{page}/{ref}`. The API names
 * this address in a payment's `actionUrl`; `src/server/checkout/demo-payment-pages.server.ts` serves it.
 */
export const DEMO_PAYMENT_PAGE_PATH = '/pembayaran/demo'

/** The simulator's pages: the card's 3-D Secure challenge, and the VA, e-wallet and QRIS pages. */
export const DEMO_PAYMENT_PAGES = ['3ds', 'va', 'ewallet', 'qris'] as const
export type DemoPaymentPage = (typeof DEMO_PAYMENT_PAGES)[number]

/**
 * What every place the simulator takes part in says: the checkout's payment step, the
 * order page and the simulator's own pages.
 */
export const DEMO_NOTICE = {
  title: 'Mode demo',
  body: 'Tidak ada uang yang berpindah. Pembayaran ini hanya simulasi.',
} as const

/** The 3-D Secure code the simulator's challenge accepts. */
export const SIMULATOR_3DS_OTP = '112233'

export type SimulatorCardScenario = 'frictionless' | 'challenge' | 'bank_decline' | 'fraud_decline'

/**
 * The simulator's magic card numbers. Any other number that passes the Luhn check asks for the
 * 3-D Secure challenge, like most Indonesian cards do. Any future expiry and any CVC work.
 */
export const SIMULATOR_TEST_CARDS = [
  {
    number: '4811 1111 1111 1114',
    scenario: 'frictionless',
    outcome: 'Langsung berhasil, tanpa verifikasi 3-D Secure.',
  },
  {
    number: '4000 0000 0000 3220',
    scenario: 'challenge',
    outcome: `Minta verifikasi 3-D Secure; kode OTP-nya ${SIMULATOR_3DS_OTP}.`,
  },
  {
    number: '4000 0000 0000 0002',
    scenario: 'bank_decline',
    outcome: 'Ditolak bank penerbit; pesanan tetap menunggu pembayaran.',
  },
  {
    number: '4100 0000 0000 0019',
    scenario: 'fraud_decline',
    outcome: 'Ditolak karena terindikasi penipuan; pesanan dibatalkan.',
  },
] as const satisfies ReadonlyArray<{
  number: string
  scenario: SimulatorCardScenario
  outcome: string
}>

/** What a number not in the table does. */
export const SIMULATOR_DEFAULT_SCENARIO: SimulatorCardScenario = 'challenge'

/** The scenario a card number asks for (spaces and dashes ignored). */
export function simulatorScenarioOf(number: string): SimulatorCardScenario {
  const digits = number.replace(/[\s-]/g, '')
  const card = SIMULATOR_TEST_CARDS.find((test) => test.number.replace(/\s/g, '') === digits)
  return card?.scenario ?? SIMULATOR_DEFAULT_SCENARIO
}

/** The Luhn check every card number passes: catches a mistyped or swapped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/**
 * Whether a card whose expiry is `expMonth`/`expYear` has expired by `now`. A card is good until
 * the end of its month, in Jakarta (UTC+7, no daylight saving).
 */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const jakarta = new Date(now.getTime() + 7 * 60 * 60 * 1000)
  const current = jakarta.getUTCFullYear() * 12 + jakarta.getUTCMonth()
  return expYear * 12 + (expMonth - 1) < current
}

const CardNumber = v.pipe(
  v.string('Isi nomor kartu.'),
  v.transform((number) => number.replace(/[\s-]/g, '')),
  // One message at a time: each check passes what an earlier one already refused.
  v.minLength(1, 'Isi nomor kartu.'),
  v.check(
    (digits) => digits === '' || /^\d{13,19}$/.test(digits),
    'Nomor kartu berisi 13 sampai 19 angka.',
  ),
  v.check(
    (digits) => !/^\d{13,19}$/.test(digits) || passesLuhn(digits),
    'Nomor kartu belum benar. Periksa lagi angka di kartumu.',
  ),
)

/** `POST /payments/simulator/card/tokens`: the card as the member typed it. */
export const CardTokenInput = v.object({
  number: CardNumber,
  expMonth: v.pipe(
    v.number('Isi bulan masa berlaku.'),
    v.integer('Bulan masa berlaku harus angka 1 sampai 12.'),
    v.minValue(1, 'Bulan masa berlaku harus angka 1 sampai 12.'),
    v.maxValue(12, 'Bulan masa berlaku harus angka 1 sampai 12.'),
  ),
  expYear: v.pipe(
    v.number('Isi tahun masa berlaku.'),
    v.integer('Tahun masa berlaku ditulis empat angka, contoh 2028.'),
    v.minValue(2000, 'Tahun masa berlaku ditulis empat angka, contoh 2028.'),
    v.maxValue(2099, 'Tahun masa berlaku ditulis empat angka, contoh 2028.'),
  ),
  cvc: v.pipe(
    v.string('Isi CVV di belakang kartu.'),
    v.trim(),
    v.regex(/^\d{3,4}$/, 'CVV berisi 3 atau 4 angka di belakang kartu.'),
  ),
  name: v.pipe(
    v.string('Tulis nama seperti di kartu.'),
    v.trim(),
    v.minLength(2, 'Tulis nama seperti di kartu.'),
    v.maxLength(100, 'Nama di kartu paling panjang 100 karakter.'),
  ),
})
export type CardTokenInput = v.InferInput<typeof CardTokenInput>

/** The message of a card whose expiry has passed (checked with the server's clock). */
export const CARD_EXPIRED_MESSAGE = 'Kartu ini sudah kedaluwarsa. Pakai kartu lain.'

/** The answer: the token to place the order with, and what the page may show of the card. */
export const CardToken = v.object({
  /** Single use, valid for 15 minutes. */
  token: v.string(),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  /** 'Visa', 'Mastercard', 'JCB', 'American Express' or 'Kartu'. */
  brand: v.string(),
})
export type CardToken = v.InferOutput<typeof CardToken>
