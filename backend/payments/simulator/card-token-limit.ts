/**
 * The limit on the simulator's card tokens (issue 25): the endpoint is anonymous, as a provider's
 * tokenising script is, and each request stores a row, so an address gets a number of tokens an
 * hour and then waits. A checkout needs one token a try; a member who mistypes a card a dozen
 * times is far from the limit. Counted in the database (`simulator_card_token_requests`), like the
 * sign-in limits (ADR 010), so every API instance enforces the same one.
 */
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client'
import { simulatorCardTokenRequests } from '../../db/schema/checkout'

export const CARD_TOKEN_LIMITS = {
  windowMs: 60 * 60 * 1000,
  /** Tokens one address may ask for in the window. */
  perAddress: 30,
} as const

export type CardTokenDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Records the request if the address is under its limit. The advisory lock makes concurrent
 * requests of one address count one after another, so two of them cannot both take the last place.
 */
export async function reserveCardTokenRequest(
  tx: Transaction,
  request: { ip: string; now: Date },
): Promise<CardTokenDecision> {
  const { ip, now } = request
  const windowStart = new Date(now.getTime() - CARD_TOKEN_LIMITS.windowMs)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`card-token-ip:${ip}`}))`)
  const [used] = await tx
    .select({ requests: count(), oldest: min(simulatorCardTokenRequests.createdAt) })
    .from(simulatorCardTokenRequests)
    .where(
      and(
        eq(simulatorCardTokenRequests.ip, ip),
        gt(simulatorCardTokenRequests.createdAt, windowStart),
      ),
    )
  if (used && used.requests >= CARD_TOKEN_LIMITS.perAddress && used.oldest) {
    // Refused requests are not recorded, so the oldest one is the next to leave the window.
    const freeAt = new Date(used.oldest).getTime() + CARD_TOKEN_LIMITS.windowMs
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
    }
  }
  await tx.insert(simulatorCardTokenRequests).values({ ip, createdAt: now })
  // Rows older than the window count for nothing; dropping them keeps the table small.
  await tx
    .delete(simulatorCardTokenRequests)
    .where(lt(simulatorCardTokenRequests.createdAt, windowStart))
  return { allowed: true }
}

/** What a member reads when the limit is reached: how long to wait, in words. */
export function cardTokenLimitMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} detik`
      : `${Math.ceil(retryAfterSeconds / 60)} menit`
  return `Terlalu banyak percobaan memasukkan kartu dari jaringanmu. Coba lagi dalam ${wait}.`
}
