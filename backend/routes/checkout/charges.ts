/**
 * The provider's side of a payment row: opening its charge once the order is committed, and
 * asking the provider how it stands when the member looks at the order.
 *
 * The charge is opened after the transaction that reserved the stock and wrote the payment row,
 * never inside it: a provider call can take seconds, and inside the transaction it would hold the
 * products' row locks (every other buyer of them waiting) and the connection for that long. So the
 * row is written first as `pending` with a placeholder reference (`pending:<payment id>`, unique
 * like the provider's) and takes the provider's reference when the charge is open. A charge the
 * provider refuses to open leaves the payment `failed`, and the member can pay again.
 */
import { and, eq, sql } from 'drizzle-orm'
import { payments } from '../../db/schema/checkout'
import type { ApiDeps } from '../../deps'
import { reportError } from '../../http/report-error'
import { type ChargeUpdate, recordChargeStatus } from '../../payments/payment-status'
import type { OpenedCharge } from '../../payments/provider'
import type { MethodOfPayment } from './payment-methods'

export const placeholderRef = (paymentId: string) => `pending:${paymentId}`

export const OPEN_STATUSES: ReadonlySet<string> = new Set(['pending', 'requires_action'])

const COULD_NOT_OPEN = 'Pembayaran belum bisa dibuka. Coba lagi atau pilih metode lain.'

/** The status poll waits this long for the provider, then the order is read as the DB has it. */
const POLL_TIMEOUT_MS = 2_000

export interface ChargeToOpen {
  paymentId: string
  orderNumber: string
  amount: number
  method: MethodOfPayment
  cardToken?: string | undefined
  expiresAt: Date
}

export async function openCharge(deps: ApiDeps, charge: ChargeToOpen): Promise<void> {
  const { db, clock } = deps
  const { paymentId } = charge
  const stillPlaceholder = and(
    eq(payments.id, paymentId),
    eq(payments.providerRef, placeholderRef(paymentId)),
  )
  let opened: OpenedCharge
  try {
    opened = await deps.payments.openCharge({
      paymentId,
      orderNumber: charge.orderNumber,
      amount: charge.amount,
      type: charge.method.type,
      methodId: charge.method.id,
      cardToken: charge.cardToken,
      expiresAt: charge.expiresAt,
    })
  } catch (error) {
    reportError(deps, `Opening the charge of payment ${paymentId} failed`, error)
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: COULD_NOT_OPEN, updatedAt: clock.now() })
      .where(and(stillPlaceholder, eq(payments.status, 'pending')))
    return
  }
  const opening = opened.status === 'requires_action' ? 'requires_action' : 'pending'
  await db
    .update(payments)
    .set({
      providerRef: opened.providerRef,
      actionUrl: opened.actionUrl,
      details: {
        vaNumber: opened.vaNumber ?? null,
        bank: opened.bank ?? null,
        qrString: opened.qrString ?? null,
        cardLast4: opened.cardLast4 ?? null,
      },
      // Forward only: a webhook that already moved the payment is not undone.
      status: sql`case when ${payments.status} = 'pending' then ${opening} else ${payments.status} end`,
      updatedAt: clock.now(),
    })
    .where(stillPlaceholder)
  if (opened.status !== 'pending' && opened.status !== 'requires_action') {
    // Refused (or settled) at once, a declined card say: the payment-status rules apply it.
    await recordStatus(deps, paymentId, {
      status: opened.status,
      failureReason: opened.failureReason ?? null,
      failureCode: opened.failureCode ?? null,
      paidAt: opened.status === 'paid' ? clock.now() : null,
    })
  }
}

async function recordStatus(
  deps: ApiDeps,
  paymentId: string,
  update: Omit<ChargeUpdate, 'paymentId' | 'now'>,
) {
  try {
    await recordChargeStatus(deps.db, { paymentId, ...update, now: deps.clock.now() }, deps)
  } catch (error) {
    reportError(deps, `Recording the status of payment ${paymentId} failed`, error)
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The provider did not answer in ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Asks the provider about an open payment and records a change. Never fails the caller: a
 * provider that is down or slow is logged, and the order is read as the database has it.
 * Returns whether the payment's status may have moved.
 */
export async function pollCharge(
  deps: ApiDeps,
  payment: { id: string; status: string; providerRef: string },
): Promise<boolean> {
  if (!OPEN_STATUSES.has(payment.status)) return false
  if (payment.providerRef === placeholderRef(payment.id)) return false
  try {
    const now = await withTimeout(deps.payments.chargeStatus(payment.providerRef), POLL_TIMEOUT_MS)
    if (now.status === payment.status) return false
    await recordChargeStatus(
      deps.db,
      {
        paymentId: payment.id,
        status: now.status,
        failureReason: now.failureReason,
        failureCode: now.failureCode ?? null,
        paidAt: now.paidAt,
        now: deps.clock.now(),
      },
      deps,
    )
    return true
  } catch (error) {
    reportError(deps, `Polling the charge of payment ${payment.id} failed`, error)
    return false
  }
}
