/**
 * Limits on checking sign-in codes (ADR 010, "Verification"). A code is bound to its challenge,
 * whose id only the requester holds, so nobody can guess at a challenge they did not ask for; the
 * ceilings here bound how many guesses reach a number's codes, and from one address, in an hour.
 *
 * None of them can stop the owner's challenge: they refuse only a challenge that has already had
 * a wrong guess. A challenge's first attempt is always checked, so its holder's right code signs
 * in whatever anyone else did; a typo is then retried from another network (the address's
 * ceiling) or with a new code (the number's). Every count lives in the database, so every API
 * instance enforces the same ceilings.
 */
import { and, count, eq, gt, lt, type SQL, sql } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import { otpWrongGuesses } from '../db/schema/auth'

export const VERIFY_LIMITS = {
  windowMs: 60 * 60 * 1000,
  /** Wrong guesses a challenge survives; the fifth voids it (and only it). */
  challengeWrongGuesses: 5,
  /** Wrong guesses at a number's codes in the window, from anywhere. */
  numberWrongGuesses: 10,
  /** Wrong guesses from one address in the window, at any numbers (a carrier NAT is many people). */
  addressWrongGuesses: 30,
} as const

export type VerifyLimitDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; limit: 'number' | 'address' }

/**
 * Makes the verifications of one number, and those from one address, run one after another for
 * the rest of the transaction (number first, then address, always in that order): a ceiling's
 * check, the guess and its record are then one step, and two concurrent guesses cannot both be a
 * challenge's first attempt or both take a ceiling's last place.
 */
export async function lockVerification(tx: Transaction, phone: string, ip: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-verify-phone:${phone}`}))`)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-verify-ip:${ip}`}))`)
}

/** Whether a retry on a challenge that already had a wrong guess may be checked now. */
export async function checkVerifyCeilings(
  tx: Transaction,
  guess: { phone: string; ip: string; now: Date },
): Promise<VerifyLimitDecision> {
  const { phone, ip, now } = guess
  const windowStart = new Date(now.getTime() - VERIFY_LIMITS.windowMs)
  const [numberWait, addressWait] = await Promise.all([
    secondsUntilBelow(
      tx,
      eq(otpWrongGuesses.phone, phone),
      VERIFY_LIMITS.numberWrongGuesses,
      windowStart,
      now,
    ),
    secondsUntilBelow(
      tx,
      eq(otpWrongGuesses.ip, ip),
      VERIFY_LIMITS.addressWrongGuesses,
      windowStart,
      now,
    ),
  ])
  if (numberWait === 0 && addressWait === 0) return { allowed: true }
  return numberWait >= addressWait
    ? { allowed: false, retryAfterSeconds: numberWait, limit: 'number' }
    : { allowed: false, retryAfterSeconds: addressWait, limit: 'address' }
}

export async function recordWrongGuess(
  tx: Transaction,
  guess: { phone: string; ip: string; now: Date },
) {
  await tx
    .insert(otpWrongGuesses)
    .values({ phone: guess.phone, ip: guess.ip, createdAt: guess.now })
  // Guesses older than the window count for nothing; dropping them keeps the table small.
  const windowStart = new Date(guess.now.getTime() - VERIFY_LIMITS.windowMs)
  await tx.delete(otpWrongGuesses).where(lt(otpWrongGuesses.createdAt, windowStart))
}

/**
 * Seconds until fewer than `ceiling` of the matching wrong guesses are in the window, 0 when
 * already fewer. First attempts are checked even over a ceiling, so the window can hold more than
 * the ceiling: it frees up when the guess at `count - ceiling` (oldest first) leaves it.
 */
async function secondsUntilBelow(
  tx: Transaction,
  matching: SQL,
  ceiling: number,
  windowStart: Date,
  now: Date,
): Promise<number> {
  const inWindow = and(matching, gt(otpWrongGuesses.createdAt, windowStart))
  const [counted] = await tx.select({ guesses: count() }).from(otpWrongGuesses).where(inWindow)
  const guesses = counted?.guesses ?? 0
  if (guesses < ceiling) return 0
  const [leaving] = await tx
    .select({ at: otpWrongGuesses.createdAt })
    .from(otpWrongGuesses)
    .where(inWindow)
    .orderBy(otpWrongGuesses.createdAt)
    .offset(guesses - ceiling)
    .limit(1)
  if (!leaving) return 0
  const ms = new Date(leaving.at).getTime() + VERIFY_LIMITS.windowMs - now.getTime()
  return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0
}
