/**
 * Secrets the API hands out: sign-in codes and access tokens. Only their hashes are stored, so a
 * copy of the database signs nobody in.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** A random 6-digit code, leading zeros allowed. */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * An HMAC keyed with the server's `AUTH_SECRET` (auth-secret.ts). A code has only a million
 * values, so a plain hash of it is undone by trying them all in under a second; without the key,
 * a copy of the database cannot. The phone number makes equal codes for two numbers differ.
 */
export function hashOtpCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex')
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

/**
 * A sign-in challenge's id (ADR 010): 256 random bits, base64url, held only by whoever asked for
 * the code. Guessing one is as hopeless as guessing an access token.
 * @alias
 */
export const generateChallengeId = generateAccessToken

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O or 1/I to misread

/** `DIRI` and six characters people can read aloud and type without confusion. */
export function generateReferralCode(): string {
  let code = 'DIRI'
  for (let i = 0; i < 6; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]
  return code
}
