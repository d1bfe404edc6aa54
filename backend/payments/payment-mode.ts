/**
 * Whether a payment moves money: 'demo' for the development simulator, which the site
 * then says plainly ('Mode demo'), 'live' for a real provider.
 */
import { eq } from 'drizzle-orm'
import type { PaymentMode } from '../../contract/checkout/schemas'
import type { Database, Transaction } from '../db/client'
import { simulatorCharges } from '../db/schema/checkout'
import type { PaymentProvider } from './provider'

/** The mode of the payments a provider opens from now on. */
export function providerMode(provider: Pick<PaymentProvider, 'name'>): PaymentMode {
  return provider.name === 'simulator' ? 'demo' : 'live'
}

/**
 * The mode of a payment already opened: a demo when the simulator holds its charge. Read from the
 * data rather than today's provider, so an order paid in a demo still says so after the site
 * moves to a real provider.
 */
export async function paymentModeOf(
  db: Database | Transaction,
  providerRef: string,
): Promise<PaymentMode> {
  const [charge] = await db
    .select({ ref: simulatorCharges.ref })
    .from(simulatorCharges)
    .where(eq(simulatorCharges.ref, providerRef))
  return charge ? 'demo' : 'live'
}
