import * as v from 'valibot'
import { NamedRef, Timestamp } from '../shared-schemas'
import { normalizeIndonesianMobile } from './phone'

export const PHONE_MESSAGE = 'Nomor HP belum benar. Contoh: 0812 3456 7890.'
export const CODE_MESSAGE = 'Kode OTP terdiri dari 6 angka.'

/** A mobile number as typed; its output is the normalised `+628…` form. */
export const PhoneInput = v.pipe(
  v.string(PHONE_MESSAGE),
  v.transform(normalizeIndonesianMobile),
  v.string(PHONE_MESSAGE),
)

export const OtpCode = v.pipe(v.string(CODE_MESSAGE), v.trim(), v.regex(/^\d{6}$/, CODE_MESSAGE))

export const OtpRequestBody = v.object({ phone: PhoneInput })
export type OtpRequestBody = v.InferInput<typeof OtpRequestBody>

export const CHALLENGE_MESSAGE = 'Kode belum diminta atau sudah tidak berlaku. Minta kode baru.'

/**
 * The id of one code request (ADR 010): 256 random bits, base64url. Only whoever asked for the
 * code holds it, and a code is checked only together with it, so nobody else can spend the
 * code's attempts. The site keeps it in an HttpOnly cookie, never in the page.
 */
export const ChallengeId = v.pipe(
  v.string(CHALLENGE_MESSAGE),
  v.regex(/^[A-Za-z0-9_-]{43}$/, CHALLENGE_MESSAGE),
)

export const OtpRequested = v.object({
  phone: v.string(),
  expiresInSeconds: v.number(),
  challengeId: ChallengeId,
})
export type OtpRequested = v.InferOutput<typeof OtpRequested>

export const OtpVerifyBody = v.object({
  phone: PhoneInput,
  code: OtpCode,
  challengeId: ChallengeId,
})
export type OtpVerifyBody = v.InferInput<typeof OtpVerifyBody>

export const AccessGrant = v.object({
  accessToken: v.pipe(v.string(), v.minLength(32)),
  expiresAt: Timestamp,
  isNewMember: v.boolean(),
})
export type AccessGrant = v.InferOutput<typeof AccessGrant>

export const Gender = v.picklist(['male', 'female'])

export const User = v.object({
  id: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  fullName: v.nullable(v.string()),
  intlMobileNumber: v.string(),
  gender: v.nullable(Gender),
  /** `YYYY-MM-DD` */
  dateOfBirth: v.nullable(v.pipe(v.string(), v.isoDate())),
  referralCode: v.string(),
  /** 'doctor' for the doctors who answer consults (their console is `/dokter`), 'operator' for the
   * staff who pack and ship orders; absent = member. */
  role: v.optional(v.picklist(['member', 'doctor', 'operator']), 'member'),
})
export type User = v.InferOutput<typeof User>

/** `GET /auth/me`: the user, plus e-mail and the province and city of the primary address. */
export const CurrentUser = v.object({
  user: User,
  email: v.nullable(v.string()),
  /**
   * True once the member completed or skipped the first-sign-in profile step (issue 29 §1): the
   * site asks it only while this is false. Optional so an API without it reads as asked already.
   */
  profilePrompted: v.optional(v.boolean(), true),
  address: v.nullable(v.object({ province: NamedRef, city: NamedRef })),
})
export type CurrentUser = v.InferOutput<typeof CurrentUser>
