/**
 * The development payment simulator: the payment provider whenever none is configured.
 * It plays the provider's side: card tokens (card-tokens.ts), charges of every type,
 * their pages (routes.ts, pages.ts), the status poll, and signed webhooks to the API
 * (webhook-delivery.ts). Its records live in the database (`simulator_*` tables), so that two API
 * instances agree and a page acted on in one is what a poll in the other reads.
 *
 * What each charge does when opened:
 * - card: the token's magic number (SIMULATOR_TEST_CARDS) decides: paid at once (frictionless),
 *   'requires_action' with the 3-D Secure page, or failed (bank decline; fraud, which fails the
 *   order). An unknown, used or expired token fails ('invalid_card').
 * - VA: 'pending', with a bank prefix and a number unique among the simulator's charges.
 * - e-wallet: 'pending'; its page stands for the wallet app the deeplink would open.
 * - QRIS: 'pending', with an EMVCo-shaped payload its page draws.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type CardToken,
  type CardTokenInput,
  DEMO_PAYMENT_PAGE_PATH,
  type DemoPaymentPage,
  SIMULATOR_3DS_OTP,
} from '../../../contract/checkout/simulator-schemas'
import type { Database } from '../../db/client'
import { simulatorCharges, simulatorRefunds } from '../../db/schema/checkout'
import type { Clock } from '../../deps'
import {
  type ChargeStatus,
  FAILURE_REASONS,
  type OpenChargeInput,
  type OpenedCharge,
  PAYMENT_FAILURE_CODES,
  type PaymentFailureCode,
  type PaymentProvider,
  type ProviderStatus,
  type RefundInput,
  type RefundResult,
} from '../provider'
import { createCardToken, takeCardToken } from './card-tokens'
import { qrisPayload } from './qris'
import {
  createWebhookSender,
  newEvent,
  type Scheduler,
  type SimulatorEvent,
  signWebhook,
  timerScheduler,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookSender,
} from './webhook-delivery'

export { WEBHOOK_SIGNATURE_HEADER }

export interface SimulatorOptions {
  db: Database
  clock: Clock
  /** The key webhooks are signed with (HMAC-SHA256 over the raw body, hex). */
  webhookSecret: string
  /**
   * Sends a webhook request to the API, in process: late-bound, since the app is made after its
   * provider (`(request) => app.fetch(request)`). Without it no webhook is sent, and only the
   * status poll tells the API what happened.
   */
  deliver?: ((request: Request) => Promise<Response>) | undefined
  /** Runs retries and delayed deliveries: real unref'd timers unless a test passes its own. */
  scheduler?: Scheduler | undefined
  /** The waits before each retry of a failed delivery (default 2 s, 10 s, 1 min, 5 min). */
  retryDelaysMs?: readonly number[] | undefined
  /**
   * Whether an event is delivered twice. Default: every 'paid' twice (the duplicate that matters
   * most, since it pays), any other one time in five.
   */
  duplicate?: ((event: SimulatorEvent) => boolean) | undefined
  /**
   * Deliver a challenged card's 'requires_action' late, after the outcome of the challenge, as a
   * stale event a real provider's queue may also produce. Default: on.
   */
  outOfOrder?: boolean | undefined
  /**
   * How long after opening a charge its at-once outcome (a card paid or refused) is delivered:
   * the API records the charge's reference right after `openCharge` returns, and an event for a
   * reference it does not know yet is acknowledged and dropped. Default 2 s.
   */
  openEventDelayMs?: number | undefined
  /** Told when a webhook is given up on; console.warn by default. */
  warn?: ((message: string) => void) | undefined
}

export type SimulatorAction = 'approve' | 'deny' | 'abandon' | 'pay' | 'expire'

/** What a page action did: shown by the result page, posted back to the checkout. */
export type SimulatorResult = 'approved' | 'denied' | 'abandoned' | 'paid' | 'expired'

const ChargeDetails = v.object({
  cardLast4: v.optional(v.nullable(v.string())),
  cardBrand: v.optional(v.nullable(v.string())),
  bank: v.optional(v.nullable(v.string())),
  vaNumber: v.optional(v.nullable(v.string())),
  wallet: v.optional(v.nullable(v.string())),
  qrString: v.optional(v.nullable(v.string())),
  failureReason: v.optional(v.nullable(v.string())),
  failureCode: v.optional(v.nullable(v.picklist(PAYMENT_FAILURE_CODES))),
})
export type ChargeDetails = v.InferOutput<typeof ChargeDetails>

/** A charge as the simulator keeps it, for its pages; `status` counts a lapse as 'expired'. */
export interface SimulatorCharge {
  ref: string
  type: 'card' | 'va' | 'ewallet' | 'qris'
  amount: number
  status: ProviderStatus
  details: ChargeDetails
  expiresAt: Date
  createdAt: Date
  updatedAt: Date
}

export type ActOutcome =
  | { kind: 'unknown' }
  /** The action does not fit this charge (approve a VA, pay a card). */
  | { kind: 'not_allowed'; charge: SimulatorCharge }
  | { kind: 'wrong_otp'; charge: SimulatorCharge }
  /** Done: the charge moved and its webhook went out. */
  | { kind: 'done'; charge: SimulatorCharge; result: SimulatorResult }
  /** The charge had already ended (paid, failed, expired, or lapsed): nothing changed. */
  | { kind: 'already'; charge: SimulatorCharge }

export interface PaymentSimulator extends PaymentProvider {
  readonly name: 'simulator'
  /** The card tokens endpoint's work: the card, validated by `CardTokenInput`, as a token. */
  tokenize(card: v.InferOutput<typeof CardTokenInput>): Promise<CardToken>
  findCharge(ref: string): Promise<SimulatorCharge | null>
  /** A page's button: moves the charge (if it may) and delivers its webhook before returning. */
  act(ref: string, action: SimulatorAction, input?: { otp?: string }): Promise<ActOutcome>
  /** Where the browser acts on a charge: the 3-D Secure, VA, e-wallet or QRIS page. */
  pageUrl(type: SimulatorCharge['type'], ref: string): string
  /** Drops pending retries and delayed deliveries (the API is closing). */
  close(): void
}

export function isPaymentSimulator(provider: PaymentProvider): provider is PaymentSimulator {
  return provider.name === 'simulator' && 'act' in provider
}

/** The page segment of each charge type: a card's page is its 3-D Secure challenge. */
export const PAGE_OF_TYPE = {
  card: '3ds',
  va: 'va',
  ewallet: 'ewallet',
  qris: 'qris',
} as const satisfies Record<SimulatorCharge['type'], DemoPaymentPage>

/** Each action: the charge types it applies to, the status it moves from, and where to. */
const ACTIONS: Readonly<
  Record<
    SimulatorAction,
    {
      types: ReadonlyArray<SimulatorCharge['type']>
      to: 'paid' | 'failed' | 'expired'
      failureCode?: PaymentFailureCode
      result: SimulatorResult
    }
  >
> = {
  approve: { types: ['card'], to: 'paid', result: 'approved' },
  deny: {
    types: ['card'],
    to: 'failed',
    failureCode: 'authentication_failed',
    result: 'denied',
  },
  // Abandoning the challenge fails the charge at once (rather than leaving it open until it
  // lapses), so that the member can pay again straight away.
  abandon: {
    types: ['card'],
    to: 'failed',
    failureCode: 'authentication_abandoned',
    result: 'abandoned',
  },
  pay: { types: ['va', 'ewallet', 'qris'], to: 'paid', result: 'paid' },
  expire: { types: ['va', 'ewallet', 'qris'], to: 'expired', result: 'expired' },
}

/** The status a charge waiting for its holder has: the card's challenge, the others' payment. */
const WAITING: Readonly<Record<SimulatorCharge['type'], 'requires_action' | 'pending'>> = {
  card: 'requires_action',
  va: 'pending',
  ewallet: 'pending',
  qris: 'pending',
}

const BANKS: Readonly<Record<string, { name: string; prefix: string }>> = {
  bca: { name: 'BCA', prefix: '70012' },
  bni: { name: 'BNI', prefix: '8808' },
  bri: { name: 'BRI', prefix: '26215' },
  mandiri: { name: 'Mandiri', prefix: '89608' },
  permata: { name: 'Permata', prefix: '8625' },
}

const WALLETS: Readonly<Record<string, string>> = {
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  shopeepay: 'ShopeePay',
  linkaja: 'LinkAja',
}

const VA_LENGTH = 16

export function createPaymentSimulator(options: SimulatorOptions): PaymentSimulator {
  const { db, clock, webhookSecret } = options
  const scheduler = options.scheduler ?? timerScheduler()
  const outOfOrder = options.outOfOrder ?? true
  const openEventDelayMs = options.openEventDelayMs ?? 2_000
  const deliver = options.deliver
  const webhooks: WebhookSender | null = deliver
    ? createWebhookSender({
        secret: webhookSecret,
        deliver,
        scheduler,
        retryDelaysMs: options.retryDelaysMs ?? [2_000, 10_000, 60_000, 300_000],
        duplicate: options.duplicate ?? ((event) => event.status === 'paid' || Math.random() < 0.2),
        warn: options.warn ?? ((message) => console.warn(message)),
      })
    : null

  // On the site, never on the API itself: the site adds the member's session (routes.ts).
  const pageUrl = (type: SimulatorCharge['type'], ref: string) =>
    `${DEMO_PAYMENT_PAGE_PATH}/${PAGE_OF_TYPE[type]}/${ref}`

  async function findCharge(ref: string): Promise<SimulatorCharge | null> {
    const [row] = await db.select().from(simulatorCharges).where(eq(simulatorCharges.ref, ref))
    if (!row) return null
    const waiting = row.status === 'pending' || row.status === 'requires_action'
    const lapsed = waiting && row.expiresAt <= clock.now()
    return {
      ref: row.ref,
      type: row.type,
      amount: row.amount,
      status: lapsed ? 'expired' : v.parse(ChargeStatusName, row.status),
      details: v.parse(ChargeDetails, row.details),
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }
  }

  /**
   * Moves a waiting charge to `to`. The status (and, but for an expiry, the lapse) condition in
   * the WHERE clause makes it once: a double click or a second instance updates nothing.
   */
  async function settle(
    charge: SimulatorCharge,
    to: 'paid' | 'failed' | 'expired',
    failureCode?: PaymentFailureCode,
  ): Promise<boolean> {
    const now = clock.now()
    const failure = failureCode ? { failureReason: FAILURE_REASONS[failureCode], failureCode } : {}
    const moved = await db
      .update(simulatorCharges)
      .set({
        status: to,
        details: sql`${simulatorCharges.details} || ${JSON.stringify(failure)}::jsonb`,
        updatedAt: now,
      })
      .where(
        and(
          eq(simulatorCharges.ref, charge.ref),
          eq(simulatorCharges.status, WAITING[charge.type]),
          to === 'expired' ? undefined : gt(simulatorCharges.expiresAt, now),
        ),
      )
      .returning({ ref: simulatorCharges.ref })
    return moved.length > 0
  }

  /** The charge already opened for a payment, as `openCharge` answered when it opened it. */
  async function chargeOfPayment(paymentId: string): Promise<OpenedCharge | null> {
    const [row] = await db
      .select({ ref: simulatorCharges.ref })
      .from(simulatorCharges)
      .where(eq(simulatorCharges.paymentId, paymentId))
    const charge = row ? await findCharge(row.ref) : null
    if (!charge) return null
    const { details } = charge
    const waiting = charge.status === 'pending' || charge.status === 'requires_action'
    return {
      providerRef: charge.ref,
      status: charge.status,
      actionUrl: waiting ? pageUrl(charge.type, charge.ref) : null,
      vaNumber: details.vaNumber ?? null,
      bank: details.bank ?? null,
      qrString: details.qrString ?? null,
      cardLast4: details.cardLast4 ?? null,
      failureReason: details.failureReason ?? null,
      failureCode: details.failureCode ?? null,
    }
  }

  async function uniqueVaNumber(prefix: string): Promise<string> {
    for (;;) {
      const digits = Array.from({ length: VA_LENGTH - prefix.length }, () => randomInt(10)).join('')
      const candidate = `${prefix}${digits}`
      const [taken] = await db
        .select({ ref: simulatorCharges.ref })
        .from(simulatorCharges)
        .where(sql`${simulatorCharges.details}->>'vaNumber' = ${candidate}`)
        .limit(1)
      // One in 10^11 at most: the loop is for correctness, not because it happens.
      if (!taken) return candidate
    }
  }

  return {
    name: 'simulator',

    tokenize: (card) => createCardToken(db, card, clock.now()),

    async openCharge(input: OpenChargeInput): Promise<OpenedCharge> {
      // One charge per payment, as a real provider refuses a second charge for one order id: a
      // recovery that asks again for a payment whose charge is open gets that charge back.
      const existing = await chargeOfPayment(input.paymentId)
      if (existing) return existing
      const now = clock.now()
      const ref = `sim_${randomBytes(12).toString('hex')}`
      let status: ProviderStatus = WAITING[input.type]
      let actionUrl: string | null = pageUrl(input.type, ref)
      let failureCode: PaymentFailureCode | null = null
      let cardScenario: string | null = null
      const details: ChargeDetails = {}

      if (input.type === 'card') {
        const token = input.cardToken ? await takeCardToken(db, input.cardToken, now) : null
        details.cardLast4 = token?.last4 ?? null
        details.cardBrand = token?.brand ?? null
        const scenario = token?.scenario ?? null
        cardScenario = scenario ?? 'invalid_token'
        if (scenario === 'frictionless') status = 'paid'
        if (scenario === 'bank_decline') failureCode = 'declined'
        if (scenario === 'fraud_decline') failureCode = 'fraud'
        if (scenario === null) failureCode = 'invalid_card'
        if (failureCode) status = 'failed'
        if (status !== 'requires_action') actionUrl = null
      }
      if (input.type === 'va') {
        const bankId = input.methodId.replace(/^va-/, '')
        const bank = BANKS[bankId] ?? { name: bankId.toUpperCase(), prefix: '8808' }
        details.bank = bank.name
        details.vaNumber = await uniqueVaNumber(bank.prefix)
      }
      if (input.type === 'ewallet') {
        const walletId = input.methodId.replace(/^ewallet-/, '')
        details.wallet = WALLETS[walletId] ?? walletId
      }
      if (input.type === 'qris') details.qrString = qrisPayload(ref, input.amount)
      if (failureCode) {
        details.failureCode = failureCode
        details.failureReason = FAILURE_REASONS[failureCode]
      }

      const inserted = await db
        .insert(simulatorCharges)
        .values({
          ref,
          paymentId: input.paymentId,
          type: input.type,
          amount: input.amount,
          status,
          scenario: cardScenario,
          details,
          expiresAt: input.expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        // Two opens of one payment at once: the unique payment id lets one insert, and the other
        // answers with that one's charge.
        .onConflictDoNothing({ target: simulatorCharges.paymentId })
        .returning({ ref: simulatorCharges.ref })
      if (inserted.length === 0) {
        const winner = await chargeOfPayment(input.paymentId)
        if (!winner) throw new Error(`The simulator lost the charge of payment ${input.paymentId}`)
        return winner
      }

      // The at-once outcome's webhook, later: the API learns the reference when this returns.
      if (
        status === 'paid' ||
        status === 'failed' ||
        (status === 'requires_action' && !outOfOrder)
      ) {
        webhooks?.sendLater(
          [newEvent(ref, status, now, { failureReason: details.failureReason, failureCode })],
          openEventDelayMs,
        )
      }

      return {
        providerRef: ref,
        status,
        actionUrl,
        vaNumber: details.vaNumber ?? null,
        bank: details.bank ?? null,
        qrString: details.qrString ?? null,
        cardLast4: details.cardLast4 ?? null,
        failureReason: details.failureReason ?? null,
        failureCode,
      }
    },

    async chargeStatus(providerRef: string): Promise<ChargeStatus> {
      const charge = await findCharge(providerRef)
      if (!charge) throw new Error(`The simulator has no charge ${providerRef}`)
      return {
        status: charge.status,
        failureReason: charge.status === 'failed' ? (charge.details.failureReason ?? null) : null,
        failureCode: charge.status === 'failed' ? (charge.details.failureCode ?? null) : null,
        paidAt: charge.status === 'paid' ? charge.updatedAt : null,
      }
    },

    async verifyWebhook(rawBody: string, headers: Headers) {
      const given = Buffer.from(headers.get(WEBHOOK_SIGNATURE_HEADER) ?? '')
      const expected = Buffer.from(signWebhook(webhookSecret, rawBody))
      return given.length === expected.length && timingSafeEqual(given, expected)
    },

    async refundCharge(input: RefundInput): Promise<RefundResult> {
      const charge = await findCharge(input.providerRef)
      if (!charge) throw new Error(`The simulator has no charge ${input.providerRef} to refund`)
      if (charge.status !== 'paid') {
        throw new Error(
          `The simulator cannot refund charge ${input.providerRef}: it is ${charge.status}, not paid`,
        )
      }
      // The refund id is the idempotency key: a retried request finds the first refund.
      await db
        .insert(simulatorRefunds)
        .values({
          refundId: input.refundId,
          ref: `simref_${randomBytes(12).toString('hex')}`,
          chargeRef: input.providerRef,
          amount: input.amount,
          reason: input.reason,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: simulatorRefunds.refundId })
      const [refund] = await db
        .select({ ref: simulatorRefunds.ref })
        .from(simulatorRefunds)
        .where(eq(simulatorRefunds.refundId, input.refundId))
      if (!refund) throw new Error(`The simulator lost refund ${input.refundId}`)
      return { status: 'refunded', providerRefundRef: refund.ref }
    },

    findCharge,
    pageUrl,

    async act(ref, action, input = {}) {
      const charge = await findCharge(ref)
      if (!charge) return { kind: 'unknown' }
      const rule = ACTIONS[action]
      if (!rule.types.includes(charge.type)) return { kind: 'not_allowed', charge }
      if (charge.status !== WAITING[charge.type] && charge.status !== 'expired') {
        return { kind: 'already', charge }
      }
      if (charge.status === 'expired') {
        // Lapsed while waiting: recorded (and told) as the expiry it is, whatever was pressed.
        if (await settle(charge, 'expired')) {
          await webhooks?.send([newEvent(ref, 'expired', clock.now())])
        }
        return { kind: 'already', charge: (await findCharge(ref)) ?? charge }
      }
      if (action === 'approve' && !sameText(input.otp?.trim() ?? '', SIMULATOR_3DS_OTP)) {
        return { kind: 'wrong_otp', charge }
      }
      if (!(await settle(charge, rule.to, rule.failureCode))) {
        return { kind: 'already', charge: (await findCharge(ref)) ?? charge }
      }
      const settled = (await findCharge(ref)) ?? charge
      const failure = {
        failureReason: settled.details.failureReason ?? null,
        failureCode: settled.details.failureCode ?? null,
      }
      const events = [newEvent(ref, rule.to, settled.updatedAt, failure)]
      if (charge.type === 'card' && outOfOrder) {
        // The challenge's own event, stale, after its outcome.
        events.push(newEvent(ref, 'requires_action', charge.createdAt))
      }
      await webhooks?.send(events)
      return { kind: 'done', charge: settled, result: rule.result }
    },

    close: () => scheduler.cancelAll(),
  }
}

const ChargeStatusName = v.picklist(['pending', 'requires_action', 'paid', 'failed', 'expired'])

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
