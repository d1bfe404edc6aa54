/**
 * The operator's request moving an order one step (`POST /v2/operator/orders/{id}/fulfilment`)
 * and the answer. Apart from fulfilment.ts, which the order page reads: valibot's functions land
 * in the chunk every page loads, so the schemas only the API uses stay in modules the site never
 * imports.
 */
import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'
import { COURIER_IDS, FULFILMENT_STATES, OrderTracking } from './fulfilment'

/** A courier's tracking number: letters and digits, as every courier in `COURIERS` prints them. */
const TrackingNumber = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{8,30}$/, 'Nomor resi berisi 8 sampai 30 huruf atau angka.'),
)

export const FulfilmentInput = v.variant('state', [
  v.strictObject({ state: v.literal('packed') }),
  v.strictObject({
    state: v.literal('shipped'),
    courier: v.picklist(COURIER_IDS, 'Kurir tidak dikenal.'),
    trackingNumber: TrackingNumber,
  }),
  v.strictObject({ state: v.literal('delivered') }),
])
export type FulfilmentInput = v.InferOutput<typeof FulfilmentInput>

/** The operator's answer: the move as recorded (its id is the event's id) and where the order is. */
export const FulfilmentMove = v.object({
  id: v.string(),
  orderId: v.string(),
  orderNumber: v.string(),
  from: v.picklist(['paid', ...FULFILMENT_STATES]),
  to: v.picklist(FULFILMENT_STATES),
  at: Timestamp,
  tracking: v.nullable(OrderTracking),
})
export type FulfilmentMove = v.InferOutput<typeof FulfilmentMove>
