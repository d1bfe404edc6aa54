/**
 * The development payment simulator: the payment provider whenever none is configured (issue 12,
 * item 4). It plays the provider's side (card tokens, charges, their pages and webhooks) and keeps
 * its records in the database (`simulator_*` tables), so two API instances agree.
 *
 * This first cut opens charges and answers status polls; the card's 3-D Secure page, the VA and
 * QRIS pages, e-wallet deeplinks and the signed webhooks are built on it in this folder.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { simulatorCardTokens, simulatorCharges } from '../../db/schema/checkout'
import type { Clock } from '../../deps'
import type { ChargeStatus, OpenChargeInput, OpenedCharge, PaymentProvider } from '../provider'

export const WEBHOOK_SIGNATURE_HEADER = 'x-diri-signature'

export interface SimulatorOptions {
  db: Database
  clock: Clock
  /** The key webhooks are signed with (HMAC-SHA256 over the raw body, hex). */
  webhookSecret: string
  /** Where the API's routes are, as a browser reaches them: '/api' when embedded, '' alone. */
  publicPath: string
}

export function createPaymentSimulator(options: SimulatorOptions): PaymentProvider {
  const { db, clock, webhookSecret, publicPath } = options
  const sign = (body: string) => createHmac('sha256', webhookSecret).update(body).digest('hex')

  return {
    name: 'simulator',

    async openCharge(input: OpenChargeInput): Promise<OpenedCharge> {
      const ref = `sim_${randomBytes(12).toString('hex')}`
      const page = `${publicPath}/payments/simulator/${input.type}/${ref}`
      let status: OpenedCharge['status'] = 'pending'
      let scenario: string | null = null
      const details: Record<string, string | null> = {}
      if (input.type === 'card') {
        const [token] = input.cardToken
          ? await db
              .select()
              .from(simulatorCardTokens)
              .where(eq(simulatorCardTokens.token, input.cardToken))
          : []
        scenario = token?.scenario ?? 'invalid_token'
        details.cardLast4 = token?.last4 ?? null
        status = 'requires_action'
      }
      if (input.type === 'va') {
        details.bank = input.methodId.replace(/^va-/, '').toUpperCase()
        details.vaNumber = `8808${String(Date.now()).slice(-8)}${randomBytes(1)[0]?.toString().padStart(3, '0')}`
      }
      if (input.type === 'qris') details.qrString = `00020101021226${ref}5303360540${input.amount}`
      await db.insert(simulatorCharges).values({
        ref,
        type: input.type,
        amount: input.amount,
        status,
        scenario,
        details,
        expiresAt: input.expiresAt,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      return {
        providerRef: ref,
        status,
        actionUrl: page,
        vaNumber: details.vaNumber ?? null,
        bank: details.bank ?? null,
        qrString: details.qrString ?? null,
        cardLast4: details.cardLast4 ?? null,
        failureReason: null,
      }
    },

    async chargeStatus(providerRef: string): Promise<ChargeStatus> {
      const [charge] = await db
        .select()
        .from(simulatorCharges)
        .where(eq(simulatorCharges.ref, providerRef))
      if (!charge) throw new Error(`The simulator has no charge ${providerRef}`)
      const lapsed = charge.status !== 'paid' && charge.expiresAt <= clock.now()
      return {
        status: lapsed ? 'expired' : (charge.status as ChargeStatus['status']),
        failureReason: null,
        paidAt: charge.status === 'paid' ? charge.updatedAt : null,
      }
    },

    async verifyWebhook(rawBody: string, headers: Headers) {
      const given = headers.get(WEBHOOK_SIGNATURE_HEADER) ?? ''
      const expected = sign(rawBody)
      return (
        given.length === expected.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      )
    },
  }
}
