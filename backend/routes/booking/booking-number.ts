/**
 * Booking numbers: 'DK-' and 10 characters of Crockford's base32 (no I, L, O, U), 50 bits from
 * crypto.randomBytes. Unguessable, so a number on a pass or a QR code names the booking without
 * saying how many there are; the unique constraint catches the (1 in 2^50) repeat.
 */
import { randomBytes } from 'node:crypto'

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const LENGTH = 10

export function newBookingNumber(): string {
  // 7 bytes are 56 bits; the first 50 make 10 characters of 5 bits.
  let bits = 0n
  for (const byte of randomBytes(7)) bits = (bits << 8n) | BigInt(byte)
  bits >>= 6n
  let text = ''
  for (let index = 0; index < LENGTH; index++) {
    text = CROCKFORD.charAt(Number(bits & 31n)) + text
    bits >>= 5n
  }
  return `DK-${text}`
}
