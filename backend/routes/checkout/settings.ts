/**
 * The member's checkout progress: `GET` and `PUT /v2/member/settings/checkout`. A reload or a
 * second tab resumes at the stored step; the last choices start the next checkout.
 */
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { type CheckoutSettings, CheckoutSettingsInput } from '../../../contract/checkout/schemas'
import type { Database } from '../../db/client'
import { checkoutProgress, orders } from '../../db/schema/checkout'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { type FieldError, invalidInput, notFound } from '../../http/problem'
import { readJson } from '../../http/validation'
import { ADDRESS_NOT_FOUND, loadDeliveryAddress } from './member-address'
import { ORDER_NOT_FOUND } from './order-view'
import { paymentMethod } from './payment-methods'
import { SHIPPING_SERVICE_IDS } from './shipping'

export async function loadCheckoutSettings(
  db: Database,
  memberId: string,
): Promise<CheckoutSettings> {
  const [progress] = await db
    .select()
    .from(checkoutProgress)
    .where(eq(checkoutProgress.memberId, memberId))
  if (!progress) {
    return {
      step: 'cart',
      addressId: null,
      courierId: null,
      paymentMethodId: null,
      promoCode: null,
      promoDeclined: false,
      orderId: null,
      updatedAt: null,
    }
  }
  return {
    step: progress.step,
    addressId: progress.addressId,
    courierId: progress.courierId,
    paymentMethodId: progress.paymentMethodId,
    promoCode: progress.promoCode,
    promoDeclined: progress.promoDeclined,
    orderId: progress.orderId,
    updatedAt: progress.updatedAt.toISOString(),
  }
}

export function checkoutSettingsRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/v2/member/settings/checkout', member, async (c) => {
      failIfRequested(deps, c, 'checkout-settings')
      return c.json(await loadCheckoutSettings(db, c.var.member.id))
    })

    .put('/v2/member/settings/checkout', member, async (c) => {
      const input = await readJson(c, CheckoutSettingsInput)
      const memberId = c.var.member.id

      const errors: FieldError[] = []
      if (input.courierId && !SHIPPING_SERVICE_IDS.has(input.courierId))
        errors.push({ path: 'courierId', message: 'Kurir ini tidak dikenal.' })
      if (input.paymentMethodId && !paymentMethod(input.paymentMethodId))
        errors.push({ path: 'paymentMethodId', message: 'Metode pembayaran tidak dikenal.' })
      if (errors.length > 0) throw invalidInput(errors)
      // Another member's address or order is answered as one that does not exist.
      if (input.addressId && !(await loadDeliveryAddress(db, memberId, input.addressId)))
        throw notFound(ADDRESS_NOT_FOUND)
      if (input.orderId) {
        const [order] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, input.orderId), eq(orders.memberId, memberId)))
        if (!order) throw notFound(ORDER_NOT_FOUND)
      }

      // Only the fields sent change; `undefined` leaves a column as it is.
      const changes = {
        step: input.step,
        addressId: input.addressId,
        courierId: input.courierId,
        paymentMethodId: input.paymentMethodId,
        promoCode: input.promoCode,
        promoDeclined: input.promoDeclined,
        orderId: input.orderId,
        updatedAt: clock.now(),
      }
      await db
        .insert(checkoutProgress)
        .values({ memberId, ...changes })
        .onConflictDoUpdate({ target: checkoutProgress.memberId, set: changes })
      return c.json(await loadCheckoutSettings(db, memberId))
    })
}
