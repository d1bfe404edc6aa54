/**
 * Limits on sign-in code requests: 5 per number and 20 per IP address in any hour. The counts live
 * in the database (`otp_requests`), so every API instance enforces the same limits.
 */
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import { otpRequests } from '../db/schema/auth'

export const OTP_REQUEST_LIMITS = { perPhone: 5, perIp: 20, windowMs: 60 * 60 * 1000 } as const

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Records the request if both limits allow it. Advisory locks (number first, then IP, always in
 * that order) make concurrent requests for the same number or IP count one after another.
 */
export async function reserveOtpRequest(
  tx: Transaction,
  request: { phone: string; ip: string; now: Date },
): Promise<RateLimitDecision> {
  const { phone, ip, now } = request
  const windowStart = new Date(now.getTime() - OTP_REQUEST_LIMITS.windowMs)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-phone:${phone}`}))`)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`)

  const waits = await Promise.all([
    secondsUntilFree(
      tx,
      eq(otpRequests.phone, phone),
      OTP_REQUEST_LIMITS.perPhone,
      windowStart,
      now,
    ),
    secondsUntilFree(tx, eq(otpRequests.ip, ip), OTP_REQUEST_LIMITS.perIp, windowStart, now),
  ])
  const retryAfterSeconds = Math.max(...waits)
  if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds }

  await tx.insert(otpRequests).values({ phone, ip, createdAt: now })
  // Rows older than the window count for nothing; dropping them keeps the table small.
  await tx.delete(otpRequests).where(lt(otpRequests.createdAt, windowStart))
  return { allowed: true }
}

/** 0 when a request fits under `limit`, otherwise the seconds until the oldest one leaves the window. */
async function secondsUntilFree(
  tx: Transaction,
  who: ReturnType<typeof eq>,
  limit: number,
  windowStart: Date,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ used: count(), oldest: min(otpRequests.createdAt) })
    .from(otpRequests)
    .where(and(who, gt(otpRequests.createdAt, windowStart)))
  if (!row || row.used < limit || !row.oldest) return 0
  // Refused requests are not recorded, so the window never holds more than `limit` rows and the
  // oldest one is the next to leave it.
  const freeAt = new Date(row.oldest).getTime() + OTP_REQUEST_LIMITS.windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}
