/**
 * How a payment and its order move: forward only (pending → requires_action → paid | failed |
 * expired), from a verified webhook or a status poll, never backwards and never twice.
 * Placeholder signatures; the payments work fills them in.
 */
import type { Database } from '../db/client'
import type { ProviderStatus } from './provider'

export interface ChargeUpdate {
  paymentId: string
  status: ProviderStatus
  failureReason: string | null
  paidAt: Date | null
  now: Date
}

/** Applies what the provider said of a charge, if it moves the payment forward. */
export async function recordChargeStatus(_db: Database, _update: ChargeUpdate): Promise<void> {
  throw new Error('recordChargeStatus is not built yet')
}

/** Lapses every unpaid order past its expiry and puts its stock back on sale. Returns how many. */
export async function expireLapsedOrders(_db: Database, _now: Date): Promise<number> {
  return 0
}
