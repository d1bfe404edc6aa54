/**
 * The simulator's card tokens: what a provider's browser script does with a card. The number is
 * checked (Luhn, expiry) and reduced to a token, its last four digits, its brand and the scenario
 * its magic number asks for (SIMULATOR_TEST_CARDS); the number itself is never stored.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  type CardToken,
  type CardTokenInput,
  SIMULATOR_DEFAULT_SCENARIO,
  SIMULATOR_TEST_CARDS,
  type SimulatorCardScenario,
  simulatorScenarioOf,
} from '../../../contract/checkout/simulator-schemas'
import type { Database } from '../../db/client'
import { simulatorCardTokens } from '../../db/schema/checkout'

/** How long a token may wait for its charge: the checkout's review step, with room to spare. */
export const CARD_TOKEN_LIFETIME_MS = 15 * 60 * 1000

/** The card network a number belongs to, by its leading digits. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard'
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB'
  if (/^3[47]/.test(digits)) return 'American Express'
  return 'Kartu'
}

export async function createCardToken(
  db: Database,
  card: v.InferOutput<typeof CardTokenInput>,
  now: Date,
): Promise<CardToken> {
  const token = `tok_sim_${randomBytes(16).toString('hex')}`
  const last4 = card.number.slice(-4)
  const brand = cardBrand(card.number)
  await db.insert(simulatorCardTokens).values({
    token,
    last4,
    brand,
    scenario: simulatorScenarioOf(card.number),
    expiresAt: new Date(now.getTime() + CARD_TOKEN_LIFETIME_MS),
    createdAt: now,
  })
  return { token, last4, brand }
}

export interface UsedCardToken {
  last4: string
  brand: string
  scenario: SimulatorCardScenario
}

/**
 * Takes a token for a charge: a token pays once. Deleting it in the same statement that reads it
 * means two charges opened with one token at once cannot both get it; an unknown, used or expired
 * token is null.
 */
export async function takeCardToken(
  db: Database,
  token: string,
  now: Date,
): Promise<UsedCardToken | null> {
  const [used] = await db
    .delete(simulatorCardTokens)
    .where(and(eq(simulatorCardTokens.token, token), gt(simulatorCardTokens.expiresAt, now)))
    .returning({
      last4: simulatorCardTokens.last4,
      brand: simulatorCardTokens.brand,
      scenario: simulatorCardTokens.scenario,
    })
  if (!used) return null
  const scenario =
    SIMULATOR_TEST_CARDS.find((card) => card.scenario === used.scenario)?.scenario ??
    SIMULATOR_DEFAULT_SCENARIO
  return { ...used, scenario }
}
