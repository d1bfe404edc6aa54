/**
 * Secrets the API hands out: sign-in codes and access tokens. Only their sha256 hashes are stored,
 * so a copy of the database signs nobody in.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** A random 6-digit code, leading zeros allowed. */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Salted with the phone number, so equal codes for two numbers hash differently. */
export function hashOtpCode(phone: string, code: string): string {
  return sha256(`${phone}:${code}`)
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** 256 random bits, base64url: unguessable and safe in an Authorization header. */
export function generateAccessToken(): string {
  return randomBytes(32).toString('base64url')
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O or 1/I to misread

/** `DIRI` and six characters people can read aloud and type without confusion. */
export function generateReferralCode(): string {
  let code = 'DIRI'
  for (let i = 0; i < 6; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]
  return code
}
