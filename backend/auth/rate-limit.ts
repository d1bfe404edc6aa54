/**
 * Limits on sign-in code requests (ADR 010): they keep SMS floods small without letting anyone
 * lock a number out. Every count lives in the database (`otp_requests`, the last hour of accepted
 * requests, and the sign-ins in `access_tokens`), so every API instance enforces the same limits.
 *
 * - A number (from any address) waits between codes, and the wait grows with the codes it was
 *   sent in the last hour since its last sign-in: none before the second, then 30 s, 1, 2, 4 and
 *   8 minutes, then 15 minutes each. Never a ban: the owner is at most 15 minutes away from a
 *   code, and a sign-in starts the count again.
 * - An address sends codes to at most 50 different numbers and 100 codes in an hour. Many people
 *   share one address behind a carrier's NAT, so it counts people (numbers), not retries.
 */
import { and, count, countDistinct, eq, gt, lt, max, min, sql } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import { accessTokens, otpRequests } from '../db/schema/auth'
import { members } from '../db/schema/members'

export const SIGN_IN_LIMITS = {
  windowMs: 60 * 60 * 1000,
  /** Seconds a number waits after its 1st, 2nd, … code; the last one for every code after. */
  numberWaitsSeconds: [0, 30, 60, 2 * 60, 4 * 60, 8 * 60, 15 * 60],
  addressNumbers: 50,
  addressCodes: 100,
} as const

/** Seconds a number waits for its next code after `codes` codes since its last sign-in. */
export function numberWaitSeconds(codes: number): number {
  const waits = SIGN_IN_LIMITS.numberWaitsSeconds
  return codes === 0 ? 0 : (waits[Math.min(codes, waits.length) - 1] ?? 0)
}

export type RateLimitDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; limit: 'number' | 'address' }

/**
 * Records the request if every limit allows it. Advisory locks (number first, then address,
 * always in that order) make concurrent requests for the same number or address count one after
 * another, so two of them cannot both take the last place.
 */
export async function reserveOtpRequest(
  tx: Transaction,
  request: { phone: string; ip: string; now: Date },
): Promise<RateLimitDecision> {
  const { phone, ip, now } = request
  const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-phone:${phone}`}))`)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`)

  const [numberWait, addressWait] = await Promise.all([
    secondsUntilNumberFree(tx, phone, windowStart, now),
    secondsUntilAddressFree(tx, ip, phone, windowStart, now),
  ])
  if (numberWait > 0 || addressWait > 0) {
    return numberWait >= addressWait
      ? { allowed: false, retryAfterSeconds: numberWait, limit: 'number' }
      : { allowed: false, retryAfterSeconds: addressWait, limit: 'address' }
  }

  await tx.insert(otpRequests).values({ phone, ip, createdAt: now })
  // Rows older than the window count for nothing; dropping them keeps the table small.
  await tx.delete(otpRequests).where(lt(otpRequests.createdAt, windowStart))
  return { allowed: true }
}

/** The number's wait: codes sent to it in the window, counted from its last sign-in. */
async function secondsUntilNumberFree(
  tx: Transaction,
  phone: string,
  windowStart: Date,
  now: Date,
): Promise<number> {
  const [signedIn] = await tx
    .select({ at: max(accessTokens.createdAt) })
    .from(accessTokens)
    .innerJoin(members, eq(members.id, accessTokens.memberId))
    .where(eq(members.phone, phone))
  const lastSignIn = signedIn?.at ? new Date(signedIn.at) : undefined
  const since = lastSignIn && lastSignIn > windowStart ? lastSignIn : windowStart
  const [sent] = await tx
    .select({ codes: count(), last: max(otpRequests.createdAt) })
    .from(otpRequests)
    .where(and(eq(otpRequests.phone, phone), gt(otpRequests.createdAt, since)))
  if (!sent?.last) return 0
  const freeAt = new Date(sent.last).getTime() + numberWaitSeconds(sent.codes) * 1000
  return secondsUntil(freeAt, now)
}

/** The address's wait: its different numbers and its codes in the window. */
async function secondsUntilAddressFree(
  tx: Transaction,
  ip: string,
  phone: string,
  windowStart: Date,
  now: Date,
): Promise<number> {
  const fromAddress = and(eq(otpRequests.ip, ip), gt(otpRequests.createdAt, windowStart))
  const [used] = await tx
    .select({
      codes: count(),
      numbers: countDistinct(otpRequests.phone),
      oldest: min(otpRequests.createdAt),
      knowsNumber: sql<boolean>`coalesce(bool_or(${otpRequests.phone} = ${phone}), false)`,
    })
    .from(otpRequests)
    .where(fromAddress)
  if (!used?.oldest) return 0
  // Refused requests are not recorded, so the window never holds more than the ceiling and its
  // oldest request is the next to leave it.
  let freeAt = 0
  if (used.codes >= SIGN_IN_LIMITS.addressCodes) {
    freeAt = new Date(used.oldest).getTime() + SIGN_IN_LIMITS.windowMs
  }
  // A number the address already asked for is not another person: only new ones are refused.
  if (used.numbers >= SIGN_IN_LIMITS.addressNumbers && !used.knowsNumber) {
    // A place frees up when some number's latest request at this address leaves the window.
    const lastOfEach = max(otpRequests.createdAt)
    const [first] = await tx
      .select({ last: lastOfEach })
      .from(otpRequests)
      .where(fromAddress)
      .groupBy(otpRequests.phone)
      .orderBy(lastOfEach)
      .limit(1)
    if (first?.last) {
      freeAt = Math.max(freeAt, new Date(first.last).getTime() + SIGN_IN_LIMITS.windowMs)
    }
  }
  return secondsUntil(freeAt, now)
}

/** Whole seconds from `now` until `time`, at least 1 when it is still ahead, else 0. */
function secondsUntil(time: number, now: Date): number {
  const ms = time - now.getTime()
  return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0
}
