/**
 * A local stand-in for Midtrans's Core API, for tests only (issue 25 §1): a real HTTP server on
 * 127.0.0.1 speaking the request and response shapes of Midtrans's published reference, so that
 * the adapter (payments/midtrans/) is tested through the official client and real HTTP, and the
 * browser e2e can tokenize a card and pass a 3-D Secure page. It is not the simulator (which is
 * the development demo, inside the API): nothing here is served by the app.
 *
 * Start it from a test with `startMidtransFake({ serverKey, clientKey, notificationUrl })`, or
 * standalone (Playwright): `tsx backend/payments/testing/midtrans-fake.ts --port 0
 * [--server-key SB-Mid-server-…] [--client-key SB-Mid-client-…] [--notification-url URL]`, which
 * prints `MIDTRANS_FAKE_URL=http://127.0.0.1:<port>` on its first line and runs until killed.
 *
 * Midtrans's API, as the fake answers it:
 * - `POST /v2/charge` (Basic auth: the server key and an empty password; 401 otherwise):
 *   credit_card (with a token from /v2/token), bank_transfer bca/bni/bri/permata, echannel,
 *   gopay, shopeepay, qris. `order_id` must be new (406 otherwise).
 * - `GET /v2/{order_id}/status`, `POST /v2/{order_id}/cancel`, `POST /v2/{order_id}/refund` and
 *   `POST /v2/{order_id}/refund/online/direct` (`refund_key` makes a retry refund once).
 * - `GET /v2/token?client_key&card_number&card_exp_month&card_exp_year&card_cvv`, as Midtrans's
 *   card script calls it from the browser (CORS open; a `callback` parameter answers JSONP):
 *   `{status_code: "200", token_id}`, or `{status_code: "400", validation_messages}`.
 * - The 3-D Secure page at a card charge's `redirect_url`: 'Authenticate' and 'Fail' buttons; on
 *   either, the transaction moves, its notification is sent, and the page posts the status body
 *   to `window.parent` (as Midtrans's 3-D Secure callback page does). Framable by any origin.
 * - The e-wallet page at GoPay's and ShopeePay's `deeplink-redirect` (standing for the app):
 *   'Bayar' settles the transaction and notifies.
 *
 * Test cards (Midtrans's sandbox table; any future expiry, CVV 123):
 * - 4811 1111 1111 1114: 3-D Secure, accepted after 'Authenticate' (capture, fraud accept);
 * - 4911 1111 1111 1113: 3-D Secure, denied by the bank after 'Authenticate';
 * - 4411 1111 1111 1118: no 3-D Secure, captured at once (frictionless);
 * - 4611 1111 1111 1116: denied by fraud detection at once (deny, fraud_status deny);
 * - 4711 1111 1111 1115: denied by the bank at once (deny, fraud_status accept);
 * - 4511 1111 1111 1117: captured at once but challenged by fraud detection (capture,
 *   fraud_status challenge). This one is the fake's choice: the sandbox table names no Visa
 *   challenge card.
 * Any other number that passes the Luhn check behaves as 4811 1111 1111 1114.
 *
 * Test controls, the fake's own API (also in TypeScript on the returned object):
 * - `POST /_fake/transactions/{order_id}/{settle|expire|deny|cancel}`: moves it and notifies
 *   (`?notify=0` moves it only);
 * - `POST /_fake/transactions/{order_id}/notify?duplicate=1&stale=1`: sends its notification
 *   again: twice with `duplicate`, and with `stale` the first one it ever had (e.g. 'pending'
 *   after 'settlement');
 * - `POST /_fake/faults` `{"charge": "timeout" | "timeout_before" | "server_error"}` or
 *   `{"status": "server_error"}`: the next such call hangs (after creating the transaction, or
 *   before) or answers 500;
 * - `POST /_fake/config` `{"notificationUrl": "…"}`: where notifications go;
 * - `GET /_fake/requests`, `GET /_fake/transactions`, `GET /_fake/notifications`: what it received,
 *   holds, and sent.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { cliArgument } from '../../test/cli-argument'

export interface MidtransFakeOptions {
  serverKey?: string
  clientKey?: string
  /** Where notifications are posted; none are sent without it. */
  notificationUrl?: string | undefined
  /** 0 (default): any free port. */
  port?: number
}

export type FakeTransactionStatus =
  | 'pending'
  | 'capture'
  | 'settlement'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'refund'
  | 'partial_refund'

export interface FakeTransaction {
  orderId: string
  transactionId: string
  paymentType: string
  grossAmount: number
  status: FakeTransactionStatus
  fraudStatus: 'accept' | 'challenge' | 'deny'
  transactionTime: string
  settlementTime: string | null
  /** The card's scenario once its 3-D Secure page is done. */
  afterAuthentication?: 'accept' | 'deny_by_bank'
  maskedCard?: string
  bank?: string
  vaNumber?: string
  billKey?: string
  qrString?: string
  refunded: number
  refunds: Array<{ refundKey: string; amount: number; id: number }>
  /** Every status body it had, oldest first: a stale notification sends the first. */
  history: Array<Record<string, string>>
}

export interface ReceivedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

export interface SentNotification {
  orderId: string
  body: Record<string, string>
  /** The answer's HTTP status; 0 when the request failed. */
  answeredWith: number
}

export type ChargeFault = 'timeout' | 'timeout_before' | 'server_error'

export interface MidtransFake {
  /** `http://127.0.0.1:<port>`: the adapter's apiBaseUrl (MIDTRANS_API_BASE_URL). */
  url: string
  serverKey: string
  clientKey: string
  transaction(orderId: string): FakeTransaction | undefined
  readonly transactions: ReadonlyMap<string, FakeTransaction>
  readonly requests: readonly ReceivedRequest[]
  readonly notifications: readonly SentNotification[]
  setNotificationUrl(url: string | undefined): void
  /** Moves a transaction as Midtrans would, then notifies unless `notify: false`. */
  settle(orderId: string, options?: { notify?: boolean }): Promise<FakeTransaction>
  expire(orderId: string, options?: { notify?: boolean }): Promise<FakeTransaction>
  deny(orderId: string, options?: { notify?: boolean }): Promise<FakeTransaction>
  cancel(orderId: string, options?: { notify?: boolean }): Promise<FakeTransaction>
  /** Sends the transaction's notification: twice with `duplicate`; its first one with `stale`. */
  notify(
    orderId: string,
    options?: { duplicate?: boolean; stale?: boolean },
  ): Promise<SentNotification[]>
  /** The next charge hangs (after creating its transaction, or before) or answers 500. */
  failNextCharge(fault: ChargeFault): void
  /** The next status call answers 500. */
  failNextStatus(fault: 'server_error'): void
  /** What Midtrans would sign a notification with (a test's own check). */
  signatureOf(body: { order_id: string; status_code: string; gross_amount: string }): string
  close(): Promise<void>
}

export const FAKE_SERVER_KEY = 'SB-Mid-server-fake0000000000000000'
export const FAKE_CLIENT_KEY = 'SB-Mid-client-fake0000000000000000'

export const FAKE_TEST_CARDS = {
  accept3ds: '4811111111111114',
  denyByBank3ds: '4911111111111113',
  acceptFrictionless: '4411111111111118',
  denyByFraud: '4611111111111116',
  denyByBank: '4711111111111115',
  fraudChallenge: '4511111111111117',
} as const

type CardScenario = keyof typeof FAKE_TEST_CARDS
const SCENARIO_OF: ReadonlyMap<string, CardScenario> = new Map(
  Object.entries(FAKE_TEST_CARDS).map(([scenario, number]) => [number, scenario as CardScenario]),
)

/** Midtrans's `status_code` for each transaction status (its status code reference). */
function statusCodeOf(transaction: FakeTransaction): string {
  switch (transaction.status) {
    case 'pending':
      return '201'
    case 'capture':
      return transaction.fraudStatus === 'challenge' ? '201' : '200'
    case 'deny':
      return '202'
    case 'expire':
      return '407'
    default:
      return '200'
  }
}

const STATUS_MESSAGES: Record<FakeTransactionStatus, string> = {
  pending: 'Success, transaction is found',
  capture: 'Success, Credit Card transaction is successful',
  settlement: 'Success, transaction is found',
  deny: 'Transaction is denied',
  cancel: 'Success, transaction is canceled',
  expire: 'Success, transaction is found',
  refund: 'Success, transaction is found',
  partial_refund: 'Success, transaction is found',
}

/** 'YYYY-MM-DD HH:mm:ss' in Jakarta's time, as Midtrans writes times. */
function jakartaTime(at = new Date()): string {
  const iso = new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.status_message))
  }
}

export async function startMidtransFake(options: MidtransFakeOptions = {}): Promise<MidtransFake> {
  const serverKey = options.serverKey ?? FAKE_SERVER_KEY
  const clientKey = options.clientKey ?? FAKE_CLIENT_KEY
  let notificationUrl = options.notificationUrl
  const transactions = new Map<string, FakeTransaction>()
  const tokens = new Map<string, { number: string; scenario: CardScenario }>()
  const requests: ReceivedRequest[] = []
  const notifications: SentNotification[] = []
  let chargeFault: ChargeFault | null = null
  let statusFault: 'server_error' | null = null
  let vaSequence = 0
  let refundSequence = 0
  let url = ''

  const signatureOf = (body: { order_id: string; status_code: string; gross_amount: string }) =>
    createHash('sha512')
      .update(body.order_id + body.status_code + body.gross_amount + serverKey)
      .digest('hex')

  /** The status call's body, which is also every notification's (plus the signature). */
  function statusBody(
    transaction: FakeTransaction,
  ): Record<string, string> & Record<string, unknown> {
    const body: Record<string, unknown> = {
      status_code: statusCodeOf(transaction),
      status_message: STATUS_MESSAGES[transaction.status],
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      merchant_id: 'G000000000',
      gross_amount: `${transaction.grossAmount}.00`,
      currency: 'IDR',
      payment_type: transaction.paymentType,
      transaction_time: transaction.transactionTime,
      transaction_status: transaction.status,
      fraud_status: transaction.fraudStatus,
    }
    if (transaction.settlementTime) body.settlement_time = transaction.settlementTime
    if (transaction.maskedCard) body.masked_card = transaction.maskedCard
    if (transaction.paymentType === 'bank_transfer' && transaction.bank === 'permata') {
      body.permata_va_number = transaction.vaNumber
    } else if (transaction.paymentType === 'bank_transfer') {
      body.va_numbers = [{ bank: transaction.bank, va_number: transaction.vaNumber }]
    }
    if (transaction.paymentType === 'echannel') {
      body.biller_code = '70012'
      body.bill_key = transaction.billKey
    }
    if (transaction.refunded > 0) body.refund_amount = `${transaction.refunded}.00`
    return body as Record<string, string>
  }

  function record(transaction: FakeTransaction) {
    transaction.history.push(statusBody(transaction))
  }

  function move(
    transaction: FakeTransaction,
    status: FakeTransactionStatus,
    fraudStatus: FakeTransaction['fraudStatus'] = transaction.fraudStatus,
  ) {
    transaction.status = status
    transaction.fraudStatus = fraudStatus
    if (status === 'settlement' || status === 'capture') transaction.settlementTime = jakartaTime()
    record(transaction)
  }

  async function send(orderId: string, body: Record<string, string>): Promise<SentNotification> {
    const signed = {
      ...body,
      status_message: 'midtrans payment notification',
      signature_key: signatureOf({
        order_id: String(body.order_id),
        status_code: String(body.status_code),
        gross_amount: String(body.gross_amount),
      }),
    }
    let answeredWith = 0
    if (notificationUrl) {
      try {
        const response = await fetch(notificationUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(signed),
        })
        answeredWith = response.status
        await response.body?.cancel()
      } catch {
        answeredWith = 0
      }
    }
    const sent = { orderId, body: signed, answeredWith }
    notifications.push(sent)
    return sent
  }

  async function notify(
    orderId: string,
    notifyOptions: { duplicate?: boolean; stale?: boolean } = {},
  ) {
    const transaction = known(orderId)
    const body = notifyOptions.stale
      ? (transaction.history[0] ?? statusBody(transaction))
      : statusBody(transaction)
    const sent = [await send(orderId, body)]
    if (notifyOptions.duplicate) sent.push(await send(orderId, body))
    return sent
  }

  function known(orderId: string): FakeTransaction {
    const transaction = transactions.get(orderId)
    if (!transaction) {
      throw new HttpError(404, {
        status_code: '404',
        status_message: 'The requested resource is not found',
        id: randomUUID(),
      })
    }
    return transaction
  }

  function cannotUpdate(transaction: FakeTransaction): never {
    throw new HttpError(412, {
      status_code: '412',
      status_message: `Merchant cannot modify the status of the transaction (${transaction.status})`,
    })
  }

  const control =
    (
      to: FakeTransactionStatus,
      from: readonly FakeTransactionStatus[],
      fraudStatus?: FakeTransaction['fraudStatus'],
    ) =>
    async (orderId: string, moveOptions: { notify?: boolean } = {}) => {
      const transaction = known(orderId)
      if (!from.includes(transaction.status)) cannotUpdate(transaction)
      move(transaction, to, fraudStatus)
      if (moveOptions.notify !== false) await notify(orderId)
      return transaction
    }
  const settle = control('settlement', ['pending', 'capture'])
  const expire = control('expire', ['pending'])
  const deny = control('deny', ['pending', 'capture'])
  const cancel = control('cancel', ['pending', 'capture'])

  function charge(body: Record<string, unknown>): Record<string, unknown> {
    const details = body.transaction_details as
      | { order_id?: unknown; gross_amount?: unknown }
      | undefined
    const orderId = details?.order_id
    const grossAmount = details?.gross_amount
    if (typeof orderId !== 'string' || typeof grossAmount !== 'number' || grossAmount < 1) {
      throw new HttpError(400, {
        status_code: '400',
        status_message: 'One or more parameters in the payload is invalid.',
        validation_messages: ['transaction_details.order_id and gross_amount are required'],
      })
    }
    if (transactions.has(orderId)) {
      throw new HttpError(406, {
        status_code: '406',
        status_message: 'The request could not be processed due to a duplicate order_id',
      })
    }
    const paymentType = String(body.payment_type)
    const transaction: FakeTransaction = {
      orderId,
      transactionId: randomUUID(),
      paymentType,
      grossAmount,
      status: 'pending',
      fraudStatus: 'accept',
      transactionTime: jakartaTime(),
      settlementTime: null,
      refunded: 0,
      refunds: [],
      history: [],
    }
    const extra: Record<string, unknown> = {}
    switch (paymentType) {
      case 'credit_card': {
        const card = body.credit_card as { token_id?: unknown } | undefined
        const token = typeof card?.token_id === 'string' ? tokens.get(card.token_id) : undefined
        if (!token) {
          throw new HttpError(200, {
            status_code: '411',
            status_message: 'Token id is missing, invalid, or timed out',
          })
        }
        // One charge per token, as Midtrans's.
        tokens.delete(String(card?.token_id))
        transaction.maskedCard = `${token.number.slice(0, 6)}-${token.number.slice(-4)}`
        applyCardScenario(transaction, token.scenario)
        if (transaction.afterAuthentication) {
          extra.redirect_url = `${url}/v2/token/rba/redirect/${transaction.transactionId}`
        }
        break
      }
      case 'bank_transfer': {
        const bank = String((body.bank_transfer as { bank?: unknown } | undefined)?.bank)
        if (!['bca', 'bni', 'bri', 'permata'].includes(bank)) {
          throw new HttpError(400, {
            status_code: '400',
            status_message: `bank_transfer.bank ${bank} is not supported`,
          })
        }
        transaction.bank = bank
        transaction.vaNumber = `${bank === 'bca' ? '12345' : '8'}${String(++vaSequence).padStart(11, '0')}`
        break
      }
      case 'echannel':
        transaction.billKey = String(++vaSequence).padStart(12, '0')
        break
      case 'gopay':
        extra.actions = [
          {
            name: 'generate-qr-code',
            method: 'GET',
            url: `${url}/v2/gopay/${transaction.transactionId}/qr-code`,
          },
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `${url}/fake/wallet/${transaction.transactionId}`,
          },
          {
            name: 'get-status',
            method: 'GET',
            url: `${url}/v2/${transaction.transactionId}/status`,
          },
          { name: 'cancel', method: 'POST', url: `${url}/v2/${transaction.transactionId}/cancel` },
        ]
        break
      case 'shopeepay':
        extra.actions = [
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `${url}/fake/wallet/${transaction.transactionId}`,
          },
        ]
        break
      case 'qris':
        transaction.qrString = `00020101021226620014COM.GO-JEK.WWW01189360091434${String(++vaSequence).padStart(6, '0')}5204599953033605802ID5904Diri6007Jakarta6304ABCD`
        extra.qr_string = transaction.qrString
        extra.acquirer = 'gopay'
        extra.actions = [
          {
            name: 'generate-qr-code',
            method: 'GET',
            url: `${url}/v2/qris/${transaction.transactionId}/qr-code`,
          },
        ]
        break
      default:
        throw new HttpError(400, {
          status_code: '400',
          status_message: `payment_type ${paymentType} is not supported by the fake`,
        })
    }
    transactions.set(orderId, transaction)
    record(transaction)
    const answer = { ...statusBody(transaction), ...extra }
    if (transaction.status === 'pending') {
      answer.status_message = 'Success, transaction is created'
    }
    return answer
  }

  function applyCardScenario(transaction: FakeTransaction, scenario: CardScenario) {
    switch (scenario) {
      case 'accept3ds':
        transaction.afterAuthentication = 'accept'
        return
      case 'denyByBank3ds':
        transaction.afterAuthentication = 'deny_by_bank'
        return
      case 'acceptFrictionless':
        transaction.status = 'capture'
        transaction.settlementTime = jakartaTime()
        return
      case 'fraudChallenge':
        transaction.status = 'capture'
        transaction.fraudStatus = 'challenge'
        return
      case 'denyByFraud':
        transaction.status = 'deny'
        transaction.fraudStatus = 'deny'
        return
      case 'denyByBank':
        transaction.status = 'deny'
        return
    }
  }

  function refund(transaction: FakeTransaction, body: Record<string, unknown>) {
    const refundKey = typeof body.refund_key === 'string' ? body.refund_key : randomUUID()
    const amount =
      typeof body.amount === 'number' ? body.amount : transaction.grossAmount - transaction.refunded
    // A retry with a refund_key already used answers that refund again (Midtrans's reference).
    let done = transaction.refunds.find((candidate) => candidate.refundKey === refundKey)
    if (!done) {
      if (transaction.status !== 'settlement' && transaction.status !== 'partial_refund') {
        cannotUpdate(transaction)
      }
      if (amount < 1 || transaction.refunded + amount > transaction.grossAmount) {
        throw new HttpError(412, {
          status_code: '412',
          status_message: `Refund amount ${amount} is more than what is left (${transaction.grossAmount - transaction.refunded})`,
        })
      }
      done = { refundKey, amount, id: ++refundSequence }
      transaction.refunds.push(done)
      transaction.refunded += amount
      move(
        transaction,
        transaction.refunded === transaction.grossAmount ? 'refund' : 'partial_refund',
      )
    }
    return {
      ...statusBody(transaction),
      status_code: '200',
      status_message: 'Success, refund request is approved',
      refund_chargeback_id: done.id,
      refund_amount: `${done.amount}.00`,
      refund_key: done.refundKey,
    }
  }

  function token(query: Record<string, string>) {
    if (query.client_key !== clientKey) {
      return {
        status_code: '401',
        status_message: 'Access denied, please check client or server key',
      }
    }
    const number = (query.card_number ?? '').replace(/\D/g, '')
    const month = Number(query.card_exp_month)
    const year = Number(query.card_exp_year)
    const problems: string[] = []
    if (number.length < 12 || number.length > 19 || !luhn(number)) {
      problems.push('card_number does not match with luhn algorithm')
    }
    if (!(month >= 1 && month <= 12)) problems.push('card_exp_month must be between 01 and 12')
    const now = new Date()
    if (
      !(
        year > now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
      )
    ) {
      problems.push('card_exp_year must be in the future')
    }
    if (!/^\d{3,4}$/.test(query.card_cvv ?? '')) problems.push('card_cvv must be 3 or 4 digits')
    if (problems.length > 0) {
      return {
        status_code: '400',
        status_message: 'One or more parameters in the payload is invalid.',
        validation_messages: problems,
      }
    }
    const tokenId = `${number.slice(0, 6)}-${number.slice(-4)}-${randomUUID()}`
    tokens.set(tokenId, { number, scenario: SCENARIO_OF.get(number) ?? 'accept3ds' })
    return {
      status_code: '200',
      status_message: 'OK, success request new token',
      token_id: tokenId,
      hash: `${number.slice(0, 6)}-${number.slice(-4)}-fake`,
    }
  }

  function byTransactionId(transactionId: string): FakeTransaction {
    for (const transaction of transactions.values()) {
      if (transaction.transactionId === transactionId) return transaction
    }
    throw new HttpError(404, { status_code: '404', status_message: 'Transaction not found' })
  }

  /** The 3-D Secure page's outcome: moves the card, notifies, and answers the status body. */
  async function authenticate(transaction: FakeTransaction, passed: boolean) {
    if (transaction.status === 'pending' && transaction.afterAuthentication) {
      if (passed && transaction.afterAuthentication === 'accept')
        move(transaction, 'capture', 'accept')
      else move(transaction, 'deny', 'accept')
      await notify(transaction.orderId)
    }
    return statusBody(transaction)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof HttpError) return answerJson(response, error.status, error.body)
      answerJson(response, 500, { status_code: '500', status_message: String(error) })
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const address = new URL(request.url ?? '/', url)
    const path = address.pathname
    const query = Object.fromEntries(address.searchParams)
    const text = await readBody(request)
    let body: Record<string, unknown> = {}
    if (text && (request.headers['content-type'] ?? '').includes('json')) {
      try {
        body = JSON.parse(text) as Record<string, unknown>
      } catch {
        throw new HttpError(400, { status_code: '400', status_message: 'Request body is not JSON' })
      }
    } else if (text) {
      body = Object.fromEntries(new URLSearchParams(text))
    }
    const method = request.method ?? 'GET'
    requests.push({ method, path, query, body })

    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders())
      return response.end()
    }

    // Browser-facing: the card script's tokenization, the 3-D Secure and wallet pages, QR images.
    if (method === 'GET' && path === '/v2/token') {
      const answer = token(query)
      if (query.callback && /^[\w.$]+$/.test(query.callback)) {
        response.writeHead(200, { 'content-type': 'application/javascript', ...corsHeaders() })
        return response.end(`${query.callback}(${JSON.stringify(answer)})`)
      }
      return answerJson(response, 200, answer)
    }
    const threeDs = path.match(/^\/v2\/token\/rba\/redirect\/([\w-]+)$/)
    if (threeDs?.[1]) {
      const transaction = byTransactionId(threeDs[1])
      if (method === 'GET') return answerHtml(response, threeDsPage(transaction))
      const result = await authenticate(transaction, body.action === 'authenticate')
      return answerHtml(response, callbackPage(result))
    }
    const wallet = path.match(/^\/fake\/wallet\/([\w-]+)$/)
    if (wallet?.[1]) {
      const transaction = byTransactionId(wallet[1])
      if (method === 'POST' && transaction.status === 'pending') await settle(transaction.orderId)
      return answerHtml(response, walletPage(transaction))
    }
    if (method === 'GET' && /^\/v2\/(gopay|qris)\/[\w-]+\/qr-code$/.test(path)) {
      response.writeHead(200, { 'content-type': 'image/svg+xml', ...corsHeaders() })
      return response.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="#000"/><rect x="10" y="10" width="100" height="100" fill="#fff"/></svg>',
      )
    }

    if (path.startsWith('/_fake/'))
      return answerJson(response, 200, await controlRoute(method, path, query, body))

    // Midtrans's server API: the server key, as Basic auth with an empty password.
    const expected = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`
    if (request.headers.authorization !== expected) {
      throw new HttpError(401, {
        status_code: '401',
        status_message:
          'Access denied due to unauthorized transaction, please check client or server key',
      })
    }
    if (method === 'POST' && path === '/v2/charge') {
      const fault = chargeFault
      chargeFault = null
      if (fault === 'server_error') {
        throw new HttpError(500, {
          status_code: '500',
          status_message: 'Sorry, we encountered internal server error. We will fix this soon.',
        })
      }
      if (fault === 'timeout_before') return hang(response)
      const answer = charge(body)
      if (fault === 'timeout') return hang(response)
      return answerJson(response, 200, answer)
    }
    const status = path.match(/^\/v2\/([^/]+)\/status$/)
    if (method === 'GET' && status?.[1]) {
      if (statusFault) {
        statusFault = null
        throw new HttpError(500, {
          status_code: '500',
          status_message: 'Sorry, we encountered internal server error. We will fix this soon.',
        })
      }
      return answerJson(response, 200, statusBody(known(decodeURIComponent(status[1]))))
    }
    const cancelled = path.match(/^\/v2\/([^/]+)\/cancel$/)
    if (method === 'POST' && cancelled?.[1]) {
      const transaction = await cancel(decodeURIComponent(cancelled[1]))
      return answerJson(response, 200, statusBody(transaction))
    }
    const refunded = path.match(/^\/v2\/([^/]+)\/refund(\/online\/direct)?$/)
    if (method === 'POST' && refunded?.[1]) {
      const transaction = known(decodeURIComponent(refunded[1]))
      const answer = refund(transaction, body)
      await notify(transaction.orderId)
      return answerJson(response, 200, answer)
    }
    throw new HttpError(404, {
      status_code: '404',
      status_message: `No route ${method} ${path} in the fake`,
    })
  }

  async function controlRoute(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, unknown>,
  ): Promise<unknown> {
    if (method === 'GET' && path === '/_fake/requests') return requests
    if (method === 'GET' && path === '/_fake/notifications') return notifications
    if (method === 'GET' && path === '/_fake/transactions') return [...transactions.values()]
    if (method === 'POST' && path === '/_fake/config') {
      notificationUrl = typeof body.notificationUrl === 'string' ? body.notificationUrl : undefined
      return { notificationUrl: notificationUrl ?? null }
    }
    if (method === 'POST' && path === '/_fake/faults') {
      if (
        body.charge === 'timeout' ||
        body.charge === 'timeout_before' ||
        body.charge === 'server_error'
      ) {
        chargeFault = body.charge
      }
      if (body.status === 'server_error') statusFault = 'server_error'
      return { charge: chargeFault, status: statusFault }
    }
    const action = path.match(
      /^\/_fake\/transactions\/([^/]+)\/(settle|expire|deny|cancel|notify)$/,
    )
    if (method === 'POST' && action?.[1] && action[2]) {
      const orderId = decodeURIComponent(action[1])
      if (action[2] === 'notify') {
        return notify(orderId, { duplicate: query.duplicate === '1', stale: query.stale === '1' })
      }
      const moves = { settle, expire, deny, cancel } as const
      const transaction = await moves[action[2] as keyof typeof moves](orderId, {
        notify: query.notify !== '0',
      })
      return statusBody(transaction)
    }
    throw new HttpError(404, { status_code: '404', status_message: `No control ${method} ${path}` })
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    serverKey,
    clientKey,
    transaction: (orderId) => transactions.get(orderId),
    transactions,
    requests,
    notifications,
    setNotificationUrl: (next) => {
      notificationUrl = next
    },
    settle,
    expire,
    deny,
    cancel,
    notify,
    failNextCharge: (fault) => {
      chargeFault = fault
    },
    failNextStatus: (fault) => {
      statusFault = fault
    },
    signatureOf,
    close: async () => {
      // Hanging requests end with the server: a test's timeout leaves no socket behind.
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Holds the request open: the caller's timeout decides. Closed with the server. */
function hang(_response: ServerResponse) {}

function corsHeaders() {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, accept, authorization',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  }
}

function answerJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', ...corsHeaders() })
  response.end(JSON.stringify(body))
}

function answerHtml(response: ServerResponse, page: string) {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    // Framed by the checkout, whatever its origin, as Midtrans's 3-D Secure page is.
    'content-security-policy':
      "frame-ancestors *; default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
  })
  response.end(page)
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function threeDsPage(transaction: FakeTransaction): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure (Midtrans fake)</title></head>
<body><h1>3-D Secure</h1>
<p>Card ${escapeHtml(transaction.maskedCard ?? '')}, IDR ${transaction.grossAmount}, order ${escapeHtml(transaction.orderId)}: ${escapeHtml(transaction.status)}</p>
<form method="post"><input type="hidden" name="action" value="authenticate"><button type="submit">Authenticate</button></form>
<form method="post"><input type="hidden" name="action" value="fail"><button type="submit">Fail</button></form>
</body></html>`
}

/** As Midtrans's 3-D Secure callback: the status body, posted to the page that framed it. */
function callbackPage(result: Record<string, unknown>): string {
  const message = JSON.stringify(JSON.stringify(result)).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure done (Midtrans fake)</title></head>
<body><p id="result">${escapeHtml(String(result.transaction_status))}</p>
<script>window.parent.postMessage(${message}, '*')</script></body></html>`
}

function walletPage(transaction: FakeTransaction): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>E-wallet (Midtrans fake)</title></head>
<body><h1>${escapeHtml(transaction.paymentType)}</h1>
<p>IDR ${transaction.grossAmount}, order ${escapeHtml(transaction.orderId)}: <span id="status">${escapeHtml(transaction.status)}</span></p>
${transaction.status === 'pending' ? '<form method="post"><button type="submit">Bayar</button></form>' : ''}
</body></html>`
}

// Standalone: `tsx backend/payments/testing/midtrans-fake.ts --port 0`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startMidtransFake({
    port: Number(cliArgument('port') ?? 0),
    serverKey: cliArgument('server-key') ?? process.env.MIDTRANS_SERVER_KEY ?? FAKE_SERVER_KEY,
    clientKey: cliArgument('client-key') ?? process.env.MIDTRANS_CLIENT_KEY ?? FAKE_CLIENT_KEY,
    notificationUrl: cliArgument('notification-url'),
  })
  console.info(`MIDTRANS_FAKE_URL=${fake.url}`)
  const stop = () => {
    void fake.close().then(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
