/**
 * A local stand-in for Midtrans's Core API, for tests only: a real HTTP server on
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
 *
 * This file routes requests; what the fake holds and does is in midtrans-fake-ledger.ts, its
 * browser pages in midtrans-fake-pages.ts, the test cards in midtrans-test-cards.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { cliArgument } from '../../test/cli-argument'
import {
  answerHtml,
  answerJson,
  corsHeaders,
  HttpError,
  hang,
  readBody,
} from './midtrans-fake-http'
import {
  createLedger,
  type FakeTransaction,
  type LedgerSettings,
  type SentNotification,
} from './midtrans-fake-ledger'
import { callbackPage, threeDsPage, walletPage } from './midtrans-fake-pages'

export interface MidtransFakeOptions {
  serverKey?: string
  clientKey?: string
  /** Where notifications are posted; none are sent without it. */
  notificationUrl?: string | undefined
  /** 0 (default): any free port. */
  port?: number
}

export interface ReceivedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
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

export async function startMidtransFake(options: MidtransFakeOptions = {}): Promise<MidtransFake> {
  const serverKey = options.serverKey ?? FAKE_SERVER_KEY
  const clientKey = options.clientKey ?? FAKE_CLIENT_KEY
  const settings: LedgerSettings = { url: '', notificationUrl: options.notificationUrl }
  const ledger = createLedger(serverKey, clientKey, settings)
  const { transactions, notifications, statusBody, known, notify, settle, expire, deny, cancel } =
    ledger
  const requests: ReceivedRequest[] = []
  let chargeFault: ChargeFault | null = null
  let statusFault: 'server_error' | null = null

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof HttpError) return answerJson(response, error.status, error.body)
      answerJson(response, 500, { status_code: '500', status_message: String(error) })
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const address = new URL(request.url ?? '/', settings.url)
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
      const answer = ledger.token(query)
      if (query.callback && /^[\w.$]+$/.test(query.callback)) {
        response.writeHead(200, { 'content-type': 'application/javascript', ...corsHeaders() })
        return response.end(`${query.callback}(${JSON.stringify(answer)})`)
      }
      return answerJson(response, 200, answer)
    }
    const threeDs = path.match(/^\/v2\/token\/rba\/redirect\/([\w-]+)$/)
    if (threeDs?.[1]) {
      const transaction = ledger.byTransactionId(threeDs[1])
      if (method === 'GET') return answerHtml(response, threeDsPage(transaction))
      const result = await ledger.authenticate(transaction, body.action === 'authenticate')
      return answerHtml(response, callbackPage(result))
    }
    const wallet = path.match(/^\/fake\/wallet\/([\w-]+)$/)
    if (wallet?.[1]) {
      const transaction = ledger.byTransactionId(wallet[1])
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
      const answer = ledger.charge(body)
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
      const answer = ledger.refund(transaction, body)
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
      settings.notificationUrl =
        typeof body.notificationUrl === 'string' ? body.notificationUrl : undefined
      return { notificationUrl: settings.notificationUrl ?? null }
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
  settings.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: settings.url,
    serverKey,
    clientKey,
    transaction: (orderId) => transactions.get(orderId),
    transactions,
    requests,
    notifications,
    setNotificationUrl: (next) => {
      settings.notificationUrl = next
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
    signatureOf: ledger.signatureOf,
    close: async () => {
      // Hanging requests end with the server: a test's timeout leaves no socket behind.
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
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
