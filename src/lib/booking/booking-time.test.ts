import { describe, expect, it } from 'vitest'
import { formatBookingClock, formatBookingSlot, formatBookingTime } from './booking-time'

describe('a booking time in its branch zone', () => {
  // 02:00 UTC is 09.00 in Jakarta, 10.00 in Makassar, 11.00 in Jayapura.
  const instant = '2026-12-01T02:00:00.000Z'

  it('writes the day, the clock with a dot and the zone label', () => {
    expect(formatBookingTime(instant, 'Asia/Jakarta')).toBe('Selasa, 1 Desember 2026 · 09.00 WIB')
    expect(formatBookingTime(instant, 'Asia/Makassar')).toBe('Selasa, 1 Desember 2026 · 10.00 WITA')
    expect(formatBookingTime(instant, 'Asia/Jayapura')).toBe('Selasa, 1 Desember 2026 · 11.00 WIT')
  })

  it("takes the branch's calendar day, not UTC's", () => {
    // 30 November 17:30 UTC is already 1 December, 02.30 in Jayapura.
    expect(formatBookingTime('2026-11-30T17:30:00.000Z', 'Asia/Jayapura')).toBe(
      'Selasa, 1 Desember 2026 · 02.30 WIT',
    )
    expect(formatBookingTime('2026-11-30T16:59:00.000Z', 'Asia/Jakarta')).toBe(
      'Senin, 30 November 2026 · 23.59 WIB',
    )
  })

  it('writes midnight as 00.00, not 24.00', () => {
    expect(formatBookingClock('2026-11-30T17:00:00.000Z', 'Asia/Jakarta')).toBe('00.00')
  })

  it('writes a slot as one day with its start and end', () => {
    expect(
      formatBookingSlot('2026-12-01T02:00:00.000Z', '2026-12-01T03:30:00.000Z', 'Asia/Makassar'),
    ).toBe('Selasa, 1 Desember 2026 · 10.00–11.30 WITA')
  })
})
