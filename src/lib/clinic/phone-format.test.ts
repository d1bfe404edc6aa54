import { describe, expect, it } from 'vitest'
import { formatPhone } from './phone-format'

describe('formatPhone', () => {
  it('writes a Jakarta number with its two-digit area code', () => {
    expect(formatPhone('+62215550123')).toBe('(021) 5550 123')
    expect(formatPhone('+622155501234')).toBe('(021) 5550 1234')
  })

  it('writes a three-digit area code (Denpasar, Makassar, Jayapura)', () => {
    expect(formatPhone('+62361555012')).toBe('(0361) 5550 12')
    expect(formatPhone('+624115550123')).toBe('(0411) 5550 123')
    expect(formatPhone('+62967555012')).toBe('(0967) 5550 12')
  })

  it('writes a mobile number in groups of four', () => {
    expect(formatPhone('+6281234567890')).toBe('0812 3456 7890')
  })
})
