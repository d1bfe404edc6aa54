/**
 * Sign-in by one-time code sent to a mobile number, and the session that follows: a random
 * Bearer token valid for 30 days, kept only as a hash and revoked on logout. Each code request
 * is a challenge whose id only the requester holds; a code is checked only with its challenge
 * (ADR 010), so no one else can spend its attempts.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { SESSION_MAX_AGE_SECONDS } from '../../app.config'
import {
  type AccessGrant,
  type CurrentUser,
  OtpRequestBody,
  type OtpRequested,
  OtpVerifyBody,
} from '../../contract/auth/schemas'
import { reserveOtpRequest } from '../auth/rate-limit'
import {
  generateAccessToken,
  generateChallengeId,
  generateOtpCode,
  generateReferralCode,
  hashOtpCode,
  sameHash,
  sha256,
} from '../auth/secrets'
import {
  checkVerifyCeilings,
  lockVerification,
  recordWrongGuess,
  VERIFY_LIMITS,
  type VerifyLimitDecision,
} from '../auth/verify-limits'
import type { Transaction } from '../db/client'
import { addresses } from '../db/schema/addresses'
import { accessTokens, otpCodes } from '../db/schema/auth'
import { members } from '../db/schema/members'
import { cities, provinces } from '../db/schema/places'
import type { ApiDeps, ApiEnv } from '../deps'
import { clientIp } from '../http/client-ip'
import { failIfRequested } from '../http/fault-injection'
import { requireMember } from '../http/middleware'
import { ApiProblem, invalidInput, tooManyRequests, unauthorized } from '../http/problem'
import { reportError } from '../http/report-error'
import { readJson } from '../http/validation'

export const OTP_TTL_SECONDS = 5 * 60

const CODE_MESSAGES = {
  void: 'Kode sudah tidak berlaku. Minta kode baru.',
  expired: 'Kode sudah kedaluwarsa. Minta kode baru.',
  wrong: (remaining: number) => `Kode OTP salah. Sisa percobaan: ${remaining}.`,
  /** The number's wait between codes (ADR 010): how long until the next one can be asked for. */
  waitForNumber: (wait: string) => `Tunggu ${wait} lagi sebelum meminta kode baru.`,
  /** The address's ceiling: everyone behind it, a carrier's NAT included, waits together. */
  waitForAddress: (wait: string) =>
    `Terlalu banyak permintaan kode dari jaringanmu. Coba lagi dalam ${wait}.`,
  /** The number's ceiling of wrong guesses: a new code's first attempt is always checked. */
  guessesAtNumber: (wait: string) =>
    `Terlalu banyak kode salah untuk nomor ini. Minta kode baru, atau coba lagi dalam ${wait}.`,
  /** The address's ceiling of wrong guesses: the same code still works from another network. */
  guessesFromAddress: (wait: string) =>
    `Terlalu banyak kode salah dari jaringanmu. Coba lagi dalam ${wait}, atau lewat jaringan lain.`,
  notSent: 'Kode belum bisa dikirim. Coba lagi sebentar lagi.',
}

/** `45 detik`, `4 menit`: seconds under a minute, whole minutes (rounded up) after. */
function readableWait(seconds: number): string {
  return seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`
}

/** Wrong or stale codes are a 400 on the `code` field: the person is not signed in yet. */
const codeRefused = (message: string) => invalidInput([{ path: 'code', message }], message)

export function authRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .post('/auth/otp/request', async (c) => {
      const { phone } = await readJson(c, OtpRequestBody)
      const now = clock.now()
      const code = deps.devOtp ?? generateOtpCode()
      const challengeId = generateChallengeId()
      const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000)

      const decision = await db.transaction(async (tx) => {
        const reserved = await reserveOtpRequest(tx, {
          phone,
          ip: clientIp(c, deps.trustedProxyHops),
          now,
        })
        if (!reserved.allowed) return reserved
        // Earlier codes of the number stay valid until they expire: each belongs to whoever asked
        // for it, so a request by someone else must not spoil the owner's (ADR 010).
        await tx.insert(otpCodes).values({
          phone,
          challengeHash: sha256(challengeId),
          codeHash: hashOtpCode(deps.authSecret, phone, code),
          expiresAt,
          createdAt: now,
        })
        return reserved
      })
      if (!decision.allowed) {
        const wait = readableWait(decision.retryAfterSeconds)
        const message =
          decision.limit === 'number'
            ? CODE_MESSAGES.waitForNumber(wait)
            : CODE_MESSAGES.waitForAddress(wait)
        throw tooManyRequests(message, decision.retryAfterSeconds)
      }

      try {
        await deps.otpSender.send({ phone, code, expiresAt })
      } catch (error) {
        reportError(deps, `could not send the sign-in code to ${phone}`, error)
        throw new ApiProblem(503, CODE_MESSAGES.notSent)
      }
      return c.json({
        phone,
        expiresInSeconds: OTP_TTL_SECONDS,
        challengeId,
      } satisfies OtpRequested)
    })

    .post('/auth/otp/verify', async (c) => {
      const { phone, code, challengeId } = await readJson(c, OtpVerifyBody)
      const now = clock.now()
      const ip = clientIp(c, deps.trustedProxyHops)
      const guess = { phone, ip, now }

      // One transaction: the ceilings' check, the guess and its record, or the claim and the
      // sign-in, so a code signs in exactly once and no guess escapes its count.
      const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
        await lockVerification(tx, phone, ip)
        // The challenge names the code: another number's, or one nobody asked for, is refused
        // without touching any code of this number.
        const [otp] = await tx
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.challengeHash, sha256(challengeId)), eq(otpCodes.phone, phone)))
        if (!otp || otp.usedAt) return { refused: CODE_MESSAGES.void }
        if (otp.expiresAt.getTime() <= now.getTime()) return { refused: CODE_MESSAGES.expired }

        // The first attempt at a challenge is always checked: that is what keeps every ceiling
        // from stopping the owner's right code. Only retries after a wrong guess wait.
        if (otp.failedAttempts > 0) {
          const ceiling = await checkVerifyCeilings(tx, guess)
          if (!ceiling.allowed) return { tooMany: ceiling }
        }

        if (!sameHash(otp.codeHash, hashOtpCode(deps.authSecret, phone, code))) {
          // Counted in one statement, and the fifth wrong guess voids this challenge only.
          const [counted] = await tx
            .update(otpCodes)
            .set({
              failedAttempts: sql`${otpCodes.failedAttempts} + 1`,
              usedAt: sql`case when ${otpCodes.failedAttempts} + 1 >= ${VERIFY_LIMITS.challengeWrongGuesses} then ${now.toISOString()}::timestamptz end`,
            })
            .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.usedAt)))
            .returning({ failedAttempts: otpCodes.failedAttempts })
          await recordWrongGuess(tx, guess)
          const remaining =
            VERIFY_LIMITS.challengeWrongGuesses -
            (counted?.failedAttempts ?? VERIFY_LIMITS.challengeWrongGuesses)
          return { refused: remaining > 0 ? CODE_MESSAGES.wrong(remaining) : CODE_MESSAGES.void }
        }

        // Claiming the code and signing in are one step: a code signs in exactly once.
        const [claimed] = await tx
          .update(otpCodes)
          .set({ usedAt: now })
          .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.usedAt)))
          .returning({ id: otpCodes.id })
        if (!claimed) return { refused: CODE_MESSAGES.void }
        const { memberId, isNewMember } = await findOrCreateMember(tx, phone, now)
        const accessToken = generateAccessToken()
        const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000)
        await tx.insert(accessTokens).values({
          memberId,
          tokenHash: sha256(accessToken),
          expiresAt,
          createdAt: now,
        })
        return {
          grant: { accessToken, expiresAt: expiresAt.toISOString(), isNewMember },
        }
      })

      if ('grant' in outcome) return c.json(outcome.grant)
      if ('refused' in outcome) throw codeRefused(outcome.refused)
      const { limit, retryAfterSeconds } = outcome.tooMany
      const wait = readableWait(retryAfterSeconds)
      throw tooManyRequests(
        limit === 'number'
          ? CODE_MESSAGES.guessesAtNumber(wait)
          : CODE_MESSAGES.guessesFromAddress(wait),
        retryAfterSeconds,
      )
    })

    .get('/auth/me', member, async (c) => {
      failIfRequested(deps, c, 'auth-me')
      // One round trip: the member with the primary address's province and city, if any.
      const [found] = await db
        .select({
          member: members,
          province: { id: provinces.id, name: provinces.name },
          city: { id: cities.id, name: cities.name },
        })
        .from(members)
        .leftJoin(addresses, and(eq(addresses.memberId, members.id), eq(addresses.isPrimary, true)))
        .leftJoin(provinces, eq(provinces.id, addresses.provinceId))
        .leftJoin(cities, eq(cities.id, addresses.cityId))
        .where(eq(members.id, c.var.member.id))
      if (!found) throw unauthorized()
      const { member: row, province, city } = found
      const fullName = [row.firstName, row.lastName].filter(Boolean).join(' ') || null
      return c.json({
        user: {
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          fullName,
          intlMobileNumber: row.phone,
          gender: row.gender,
          dateOfBirth: row.dateOfBirth,
          referralCode: row.referralCode,
          role: row.role,
        },
        email: row.email,
        profilePrompted: row.profilePromptedAt !== null,
        address: province && city ? { province, city } : null,
      } satisfies CurrentUser)
    })

    .post('/auth/logout', member, async (c) => {
      await db
        .update(accessTokens)
        .set({ revokedAt: clock.now() })
        .where(eq(accessTokens.tokenHash, c.var.member.tokenHash))
      return c.body(null, 204)
    })
}

/** How a verification ended: signed in, refused with a message, or over a ceiling. */
type VerifyOutcome =
  | { grant: AccessGrant }
  | { refused: string }
  | { tooMany: Extract<VerifyLimitDecision, { allowed: false }> }

/** The member with this number, created with a fresh referral code on their first sign-in. */
async function findOrCreateMember(tx: Transaction, phone: string, now: Date) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [existing] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, phone))
    if (existing) return { memberId: existing.id, isNewMember: false }
    const [created] = await tx
      .insert(members)
      .values({ phone, referralCode: generateReferralCode(), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: members.id })
    if (created) return { memberId: created.id, isNewMember: true }
    // Not inserted: either the number signed up concurrently (found on the next pass) or the
    // referral code was taken (a new one is drawn).
  }
  throw new Error(`Could not create a member for ${phone} after 3 attempts`)
}
