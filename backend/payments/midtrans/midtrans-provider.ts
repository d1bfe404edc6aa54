/**
 * Midtrans (Core API) as Diri's payment provider (ADR 020): charges through the
 * official client `midtrans-client`, the status call, signed HTTP notifications, refunds.
 *
 * Reference: Diri's payment id is the charge's `order_id` and our `providerRef`, so the status
 * call, a notification and a refund all name the payment we know, even for a charge whose answer
 * never arrived.
 *
 * A charge that gets no answer (a timeout, a dropped connection, a 5xx) may still exist at
 * Midtrans. Before giving up, the adapter reads its status: a transaction already paid (a card
 * captured without a challenge) is kept, as money taken; one still open is cancelled, since the
 * member never saw its instructions (a VA number, a 3-D Secure page) and will pay again with a new
 * attempt; none at all, nothing to do. Then it throws and the checkout marks the attempt failed.
 * A charge of a payment id Midtrans has seen (its 406: a payment opened again after a crash) is
 * settled the same way.
 * Cancelling rather than adopting an open charge keeps one rule for every method (an open charge
 * whose instructions we cannot show would otherwise wait for its expiry with the stock held).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import midtransClient from 'midtrans-client'
import * as v from 'valibot'
import type { ServerEnv } from '../../../app.config'
import type { Clock } from '../../deps'
import type {
  ChargeStatus,
  OpenChargeInput,
  OpenedCharge,
  PaymentProvider,
  RefundInput,
  RefundResult,
} from '../provider'
import { FAILURE_REASONS } from '../provider'
import { chargeRequest, parseMidtransTime } from './charge-request'
import { MidtransNotification, MidtransRefund, MidtransTransaction } from './midtrans-schemas'
import { mapMidtransStatus } from './status-mapping'

export interface MidtransOptions {
  serverKey: string
  clientKey: string
  environment: 'sandbox' | 'production'
  /** Tests only (MIDTRANS_API_BASE_URL): a stand-in for Midtrans's API, the fake's address. */
  apiBaseUrl?: string | undefined
  clock: Clock
  /** How long a charge, a cancel or a refund may take before it counts as unanswered (15 s). */
  chargeTimeoutMs?: number | undefined
  /** How long a status read may take (5 s): a notification waits on it, and Midtrans on us. */
  statusTimeoutMs?: number | undefined
}

export interface MidtransProvider extends PaymentProvider {
  readonly name: 'midtrans'
  /** The public key the browser's card script tokenizes with. */
  readonly clientKey: string
  /** Midtrans's API (or the test fake): where the browser's card script sends the card. */
  readonly apiBaseUrl: string
  close(): void
}

export function isMidtransProvider(provider: PaymentProvider): provider is MidtransProvider {
  return provider.name === 'midtrans' && 'refundCharge' in provider
}

export const MIDTRANS_API_BASE_URL = {
  sandbox: 'https://api.sandbox.midtrans.com',
  production: 'https://api.midtrans.com',
} as const

/** The notification's signature: SHA-512 (hex) of order_id + status_code + gross_amount + server key. */
export function notificationSignature(
  fields: { order_id: string; status_code: string; gross_amount: string },
  serverKey: string,
): string {
  return createHash('sha512')
    .update(fields.order_id + fields.status_code + fields.gross_amount + serverKey)
    .digest('hex')
}

/** Payment types Midtrans refunds through its API; a bank transfer is refunded by hand. */
const REFUNDABLE = new Set(['credit_card', 'gopay', 'shopeepay', 'qris'])
/** Refunded by the direct refund, which the e-wallet answers at once (Midtrans's reference). */
const DIRECT_REFUND = new Set(['gopay', 'shopeepay', 'qris'])

export function createMidtransProvider(options: MidtransOptions): MidtransProvider {
  const apiBaseUrl = (options.apiBaseUrl ?? MIDTRANS_API_BASE_URL[options.environment]).replace(
    /\/+$/,
    '',
  )
  const core = (timeoutMs: number) => {
    const api = new midtransClient.CoreApi({
      isProduction: options.environment === 'production',
      serverKey: options.serverKey,
      clientKey: options.clientKey,
    })
    // The client has no option for either: its base URL follows isProduction alone, and its axios
    // instance waits forever. Both are set on this instance only, never on the package's globals.
    api.apiConfig.getCoreApiBaseUrl = () => apiBaseUrl
    api.httpClient.http_client.defaults.timeout = timeoutMs
    return api
  }
  const writes = core(options.chargeTimeoutMs ?? 15_000)
  const reads = core(options.statusTimeoutMs ?? 5_000)

  async function readTransaction(ref: string): Promise<MidtransTransaction> {
    return parseAnswer(MidtransTransaction, await reads.transaction.status(ref), `status of ${ref}`)
  }

  /** The charge whose answer was lost: kept if paid, cancelled if open (see the top of the file). */
  async function settleLostCharge(paymentId: string, cause: unknown): Promise<OpenedCharge> {
    const lost = `Midtrans did not answer the charge of payment ${paymentId} (${describe(cause)})`
    let found: MidtransTransaction | null
    try {
      found = await readTransaction(paymentId)
    } catch (error) {
      if (!isNotFound(error)) {
        // Unknown whether it exists: cancel in case it does (a 404 from the cancel is as good).
        await writes.transaction.cancel(paymentId).catch(() => {})
        throw new Error(
          `${lost}; its status could not be read either (${describe(error)}): cancel attempted`,
        )
      }
      found = null
    }
    if (!found) throw new Error(`${lost}; Midtrans has no such transaction`)
    const mapped = mapMidtransStatus(found)
    if (mapped.status === 'paid') return openedFrom(paymentId, found)
    if (mapped.status === 'pending' || mapped.status === 'requires_action') {
      try {
        await writes.transaction.cancel(paymentId)
      } catch (error) {
        throw new Error(
          `${lost}; the transaction it opened is ${found.transaction_status} and its cancel failed (${describe(error)})`,
        )
      }
      throw new Error(
        `${lost}; the transaction it opened (${found.transaction_status}) is cancelled`,
      )
    }
    throw new Error(`${lost}; the transaction it opened is ${found.transaction_status}`)
  }

  return {
    name: 'midtrans',
    clientKey: options.clientKey,
    apiBaseUrl,

    async openCharge(input: OpenChargeInput): Promise<OpenedCharge> {
      const body = chargeRequest(input, options.clock.now())
      let answer: unknown
      try {
        answer = await writes.charge(body)
      } catch (error) {
        const code = midtransStatusCode(error)
        // 411: the card token is unknown, used or expired (Midtrans's status codes).
        if (code === 411) {
          return {
            providerRef: input.paymentId,
            status: 'failed',
            actionUrl: null,
            failureCode: 'invalid_card',
            failureReason: FAILURE_REASONS.invalid_card,
          }
        }
        // 406: this order_id was charged before, so this is a second opening of the same payment
        // (a recovery after a crash between the charge and its answer being written down): what
        // Midtrans holds is settled as a charge whose answer was lost.
        if (code === 406) return settleLostCharge(input.paymentId, error)
        // Any other 4xx: refused, so nothing was opened.
        if (code !== null && code >= 400 && code < 500) {
          throw new Error(
            `Midtrans refused the charge of payment ${input.paymentId}: ${describe(error)}`,
          )
        }
        return settleLostCharge(input.paymentId, error)
      }
      return openedFrom(
        input.paymentId,
        parseAnswer(MidtransTransaction, answer, `charge of ${input.paymentId}`),
      )
    },

    async chargeStatus(providerRef: string): Promise<ChargeStatus> {
      const transaction = await readTransaction(providerRef)
      const mapped = mapMidtransStatus(transaction)
      return {
        ...mapped,
        paidAt:
          mapped.status === 'paid'
            ? (parseMidtransTime(transaction.settlement_time) ??
              parseMidtransTime(transaction.transaction_time) ??
              options.clock.now())
            : null,
      }
    },

    async verifyWebhook(rawBody: string): Promise<boolean> {
      let parsed: unknown
      try {
        parsed = JSON.parse(rawBody)
      } catch {
        return false
      }
      const notification = v.safeParse(MidtransNotification, parsed)
      if (!notification.success) return false
      const expected = Buffer.from(notificationSignature(notification.output, options.serverKey))
      const given = Buffer.from(notification.output.signature_key.toLowerCase())
      // Constant time: how much of a forged signature matched must not show in the answer's timing.
      return given.length === expected.length && timingSafeEqual(given, expected)
    },

    async refundCharge(input: RefundInput): Promise<RefundResult> {
      const transaction = await readTransaction(input.providerRef)
      const type = transaction.payment_type ?? '(none)'
      if (transaction.transaction_status === 'capture') {
        // A card not yet settled is cancelled instead (Midtrans's reference), and only whole.
        const gross = Number(transaction.gross_amount)
        if (gross !== input.amount) {
          throw new Error(
            `Payment ${input.providerRef} is captured but not settled: Midtrans can only cancel it whole (${gross}), not refund ${input.amount}`,
          )
        }
        await writes.transaction.cancel(input.providerRef)
        return { status: 'refunded', providerRefundRef: `cancel:${input.providerRef}` }
      }
      if (!REFUNDABLE.has(type)) {
        throw new Error(
          `Midtrans cannot refund payment ${input.providerRef} (payment_type ${type}) through its API: refund it by bank transfer`,
        )
      }
      const body = { refund_key: input.refundId, amount: input.amount, reason: input.reason }
      const answer = parseAnswer(
        MidtransRefund,
        DIRECT_REFUND.has(type)
          ? await writes.transaction.refundDirect(input.providerRef, body)
          : await writes.transaction.refund(input.providerRef, body),
        `refund ${input.refundId} of ${input.providerRef}`,
      )
      const done =
        answer.status_code === '200' &&
        (answer.transaction_status === 'refund' || answer.transaction_status === 'partial_refund')
      return {
        status: done ? 'refunded' : 'pending',
        providerRefundRef: String(
          answer.refund_chargeback_id ?? answer.refund_key ?? input.refundId,
        ),
      }
    },

    close() {},
  }
}

/** What the member is shown for a transaction Midtrans opened (or refused at once). */
function openedFrom(paymentId: string, transaction: MidtransTransaction): OpenedCharge {
  const mapped = mapMidtransStatus(transaction)
  const action = (name: string) =>
    transaction.actions?.find((candidate) => candidate.name === name)?.url
  const opened: OpenedCharge = {
    providerRef: paymentId,
    status: mapped.status,
    actionUrl: null,
    failureReason: mapped.failureReason,
    failureCode: mapped.failureCode,
  }
  switch (transaction.payment_type) {
    case 'credit_card':
      return {
        ...opened,
        // The 3-D Secure page, while the challenge is open.
        actionUrl: mapped.status === 'requires_action' ? (transaction.redirect_url ?? null) : null,
        cardLast4: transaction.masked_card?.slice(-4) ?? null,
      }
    case 'bank_transfer': {
      const va = transaction.va_numbers?.[0]
      if (va) return { ...opened, vaNumber: va.va_number, bank: va.bank.toUpperCase() }
      return { ...opened, vaNumber: transaction.permata_va_number ?? null, bank: 'Permata' }
    }
    case 'echannel':
      return {
        ...opened,
        vaNumber: transaction.bill_key ?? null,
        bank: transaction.biller_code
          ? `Mandiri (kode perusahaan ${transaction.biller_code})`
          : 'Mandiri',
      }
    case 'gopay':
    case 'shopeepay':
      // The wallet's app on a phone; its QR image elsewhere (GoPay gives both).
      return {
        ...opened,
        actionUrl: action('deeplink-redirect') ?? action('generate-qr-code') ?? null,
      }
    case 'qris':
      return {
        ...opened,
        qrString: transaction.qr_string ?? null,
        actionUrl: action('generate-qr-code') ?? null,
      }
    default:
      return opened
  }
}

function parseAnswer<S extends v.GenericSchema>(
  schema: S,
  answer: unknown,
  what: string,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, answer)
  if (!parsed.success) {
    throw new Error(
      `Midtrans's answer to the ${what} has an unexpected shape: ${JSON.stringify(answer)?.slice(0, 300)}`,
    )
  }
  return parsed.output
}

/** The status code of a refusal (HTTP, or the body's when the HTTP status was 200); null without an answer. */
function midtransStatusCode(error: unknown): number | null {
  if (!(error instanceof midtransClient.MidtransError)) return null
  const code = Number(error.httpStatusCode)
  return error.httpStatusCode === null || Number.isNaN(code) ? null : code
}

function isNotFound(error: unknown): boolean {
  return midtransStatusCode(error) === 404
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The adapter's options from the validated environment (app.config.ts), which has already
 * refused a start with PAYMENT_PROVIDER=midtrans and a key or MIDTRANS_ENV missing.
 */
export function midtransOptionsFrom(
  env: Pick<
    ServerEnv,
    'MIDTRANS_SERVER_KEY' | 'MIDTRANS_CLIENT_KEY' | 'MIDTRANS_ENV' | 'MIDTRANS_API_BASE_URL'
  >,
  clock: Clock,
): MidtransOptions {
  const { MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY, MIDTRANS_ENV } = env
  if (!MIDTRANS_SERVER_KEY || !MIDTRANS_CLIENT_KEY || !MIDTRANS_ENV) {
    throw new Error(
      'PAYMENT_PROVIDER=midtrans needs MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY and MIDTRANS_ENV',
    )
  }
  return {
    serverKey: MIDTRANS_SERVER_KEY,
    clientKey: MIDTRANS_CLIENT_KEY,
    environment: MIDTRANS_ENV,
    apiBaseUrl: env.MIDTRANS_API_BASE_URL,
    clock,
  }
}
