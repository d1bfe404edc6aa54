/**
 * The QRIS code of a member's open payment, drawn on the server (qr-code.server.ts) so no QR
 * encoder ships to the browser. It is read from the member's own order (the API answers only
 * theirs), never from a string the browser sends: this function encodes only what a provider gave.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { namesNothing } from '../../../contract/errors'
import { getOrder } from '../../api/checkout/calls'
import { memberMiddleware } from '../auth/auth.middleware'
import type { QrCode } from '../booking/qr-code.server'

/** The order's QRIS code, or null when it has none open (paid, another method, not theirs). */
export const getMyPaymentQr = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(v.object({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }))
  .handler(async ({ context, data }): Promise<QrCode | null> => {
    try {
      const { payment } = await getOrder(context.token, data.orderId)
      if (payment.type !== 'qris' || !payment.qrString) return null
      const { qrCode } = await import('../booking/qr-code.server')
      return qrCode(payment.qrString)
    } catch (error) {
      if (namesNothing(error)) return null
      throw error
    }
  })
