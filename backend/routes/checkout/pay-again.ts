/**
 * Paying an order again: `POST /orders/{id}/payments` with an `Idempotency-Key`. An order still
 * awaiting payment whose newest attempt failed or lapsed gets a new attempt (a new payments row
 * and charge), with the same method or another one. While an attempt is still open (pending, or
 * waiting for the card's 3-D Secure) it is refused: two open charges could both be paid.
 *
 * How long stock stays held: each attempt gets its method's time to pay, and the order's expiry
 * moves with it, but never past a day after the order was placed (the longest method, a VA): a
 * member who keeps retrying cannot hold the stock for ever.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { PayAgainInput } from '../../../contract/checkout/schemas'
import type { Transaction } from '../../db/client'
import { checkoutProgress, orders, payments } from '../../db/schema/checkout'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { isUuid } from '../../http/ids'
import { requireMember } from '../../http/middleware'
import { conflict, notFound } from '../../http/problem'
import { readJson } from '../../http/validation'
import { expireLapsedOrders } from '../../payments/payment-status'
import { isStuckPlaceholder } from './charge-recovery'
import { OPEN_STATUSES, openCharge, placeholderRef, pollCharge } from './charges'
import { answerWith, idempotencyKeyOf, once } from './idempotency'
import { loadOrder, newestPayment, ORDER_NOT_FOUND } from './order-view'
import { amountRefusal, type MethodOfPayment } from './payment-methods'
import { checkPaymentChoice, ORDER_KEY_LEASE_MS, refusedAt } from './place-order'

const SCOPE = 'POST /orders/:id/payments'

/** The longest an order holds its stock, from when it was placed. */
export const MAX_HOLD_MS = 24 * 60 * 60 * 1000

/** The reason on an attempt whose charge never opened, closed by paying again. */
const NEVER_OPENED_REASON =
  'Pembayaran ini tidak sempat dibuka dan sudah diganti dengan pembayaran baru.'

const ORDER_EXPIRED =
  'Waktu pembayaran pesanan ini sudah habis. Buat pesanan baru dari keranjangmu.'

interface NewAttempt {
  paymentId: string
  orderNumber: string
  amount: number
  expiresAt: Date
}

async function addAttempt(
  tx: Transaction,
  memberId: string,
  orderId: string,
  method: MethodOfPayment,
  now: Date,
): Promise<NewAttempt> {
  // The order's row lock: two attempts at once (two tabs, two keys) open one charge, not two.
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)))
    .for('update')
  if (!order) throw notFound(ORDER_NOT_FOUND)
  if (order.status === 'paid') throw conflict('Pesanan ini sudah dibayar.')
  if (order.status === 'failed')
    throw conflict('Pesanan ini sudah dibatalkan. Buat pesanan baru dari keranjangmu.')
  if (order.status === 'expired' || order.expiresAt <= now) throw conflict(ORDER_EXPIRED)

  const newest = await newestPayment(tx, order.id)
  if (newest && isStuckPlaceholder(newest, now)) {
    // Its charge never opened (the process died after placing): nothing can pay it, so it gives
    // way to this attempt. Closed on its placeholder only, so a charge opened meanwhile stays.
    await tx
      .update(payments)
      .set({ status: 'failed', failureReason: NEVER_OPENED_REASON, updatedAt: now })
      .where(
        and(
          eq(payments.id, newest.id),
          eq(payments.status, 'pending'),
          eq(payments.providerRef, placeholderRef(newest.id)),
        ),
      )
  } else if (newest && OPEN_STATUSES.has(newest.status) && newest.expiresAt > now) {
    throw conflict('Selesaikan dulu pembayaran yang sedang berjalan.')
  }
  const unfit = amountRefusal(method, order.total)
  if (unfit) throw refusedAt(409, 'paymentMethodId', unfit)

  const deadline = order.createdAt.getTime() + MAX_HOLD_MS
  const expiresAt = new Date(Math.min(now.getTime() + method.expiresInMs, deadline))
  if (expiresAt <= now) throw conflict(ORDER_EXPIRED)
  // Strictly after every earlier attempt, so "the newest payment" is never a tie.
  const createdAt = new Date(Math.max(now.getTime(), (newest?.createdAt.getTime() ?? 0) + 1))
  const paymentId = randomUUID()
  await tx.insert(payments).values({
    id: paymentId,
    orderId: order.id,
    methodId: method.id,
    type: method.type,
    status: 'pending',
    amount: order.total,
    providerRef: placeholderRef(paymentId),
    expiresAt,
    createdAt,
    updatedAt: now,
  })
  await tx
    .update(orders)
    .set({
      paymentMethodId: method.id,
      expiresAt: expiresAt > order.expiresAt ? expiresAt : order.expiresAt,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
  // The member's last choice of method, for their next checkout.
  await tx
    .update(checkoutProgress)
    .set({ paymentMethodId: method.id, updatedAt: now })
    .where(and(eq(checkoutProgress.memberId, memberId), eq(checkoutProgress.orderId, order.id)))
  return { paymentId, orderNumber: order.number, amount: order.total, expiresAt }
}

export function payAgainRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/orders/:id/payments', member, async (c) => {
    failIfRequested(deps, c, 'order-pay-again')
    const orderId = c.req.param('id')
    const memberId = c.var.member.id
    if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND)
    // Before the body and the key: another member's order is answered as an unknown one, whatever
    // else the request holds, and never claims a key.
    const [owned] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)))
    if (!owned) throw notFound(ORDER_NOT_FOUND)
    const input = await readJson(c, PayAgainInput)
    const method = checkPaymentChoice(input, deps.payments)
    const key = idempotencyKeyOf(c)

    // The order as it is now: the answer, and what a retry after a crash is shown. 200: the order
    // is the resource, and it already existed; the attempt is part of it.
    const orderAnswer = async (id: string) => {
      const order = await loadOrder(db, memberId, id)
      if (!order) throw new Error(`Order ${id} vanished while paying it again`)
      return { status: 200 as const, body: order }
    }

    const answer = await once(
      deps,
      { memberId, key, scope: SCOPE, request: { orderId, ...input } },
      {
        leaseMs: ORDER_KEY_LEASE_MS,
        run: async (transaction) => {
          const now = clock.now()
          await expireLapsedOrders(db, now)
          // The newest attempt may have settled without a webhook reaching us yet.
          const newest = await newestPayment(db, orderId)
          if (newest) await pollCharge(deps, newest)
          const attempt = await transaction(
            (tx) => addAttempt(tx, memberId, orderId, method, now),
            () => orderId,
          )
          // Due in 30 s: if this process dies before the charge below opens, the job opens it.
          deps.jobs?.recoverChargeLater(attempt.paymentId)
          await openCharge(deps, { ...attempt, method, cardToken: input.cardToken })
          return orderAnswer(orderId)
        },
        current: orderAnswer,
      },
    )
    return answerWith(c, answer)
  })
}
