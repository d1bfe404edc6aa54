import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '../../../contract/clinic/schemas'
import { openStatus, openStatusText, wallClock, weekRows } from './opening-hours'

// Monday 1 June 2026 to Sunday 7 June 2026. WIB is UTC+7, WITA UTC+8, WIT UTC+9 (no DST).
const at = (iso: string) => new Date(iso)

/** Senin–Jumat 09.00–20.00, Sabtu 10.00–16.00, Minggu tutup. */
const WEEKDAYS_AND_SATURDAY: OpeningHours[] = [
  ...([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens: '09:00', closes: '20:00' })),
  { day: 6, opens: '10:00', closes: '16:00' },
]

describe('wallClock', () => {
  it('reads the same instant on each of the three zones', () => {
    const instant = at('2026-06-01T16:30:00Z')
    expect(wallClock(instant, 'Asia/Jakarta')).toEqual({ day: 1, minute: 23 * 60 + 30 })
    // Past midnight further east: already Tuesday.
    expect(wallClock(instant, 'Asia/Makassar')).toEqual({ day: 2, minute: 30 })
    expect(wallClock(instant, 'Asia/Jayapura')).toEqual({ day: 2, minute: 90 })
  })
})

describe('openStatus', () => {
  it('is open in WIB during the day, with its closing time', () => {
    const status = openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Jakarta', at('2026-06-01T05:00:00Z'))
    expect(status).toEqual({ open: true, closes: '20:00' })
    expect(openStatusText(status, 'Asia/Jakarta')).toBe('Buka sekarang · tutup pukul 20.00 WIB')
  })

  it('is open in WITA and WIT by their own clocks at one instant', () => {
    // 01:30 UTC Monday: 08.30 WIB (not yet open), 09.30 WITA, 10.30 WIT.
    const instant = at('2026-06-01T01:30:00Z')
    expect(openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Jakarta', instant).open).toBe(false)
    expect(
      openStatusText(openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Makassar', instant), 'Asia/Makassar'),
    ).toBe('Buka sekarang · tutup pukul 20.00 WITA')
    expect(
      openStatusText(openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Jayapura', instant), 'Asia/Jayapura'),
    ).toBe('Buka sekarang · tutup pukul 20.00 WIT')
  })

  it('before opening says it opens today', () => {
    const status = openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Jakarta', at('2026-06-01T01:30:00Z'))
    expect(openStatusText(status, 'Asia/Jakarta')).toBe('Tutup · buka hari ini pukul 09.00 WIB')
  })

  it('opens on the opening minute and closes on the closing minute', () => {
    // 09.00 WITA Monday is 01:00 UTC.
    expect(openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Makassar', at('2026-06-01T01:00:00Z'))).toEqual({
      open: true,
      closes: '20:00',
    })
    // 19.59 WITA: still open.
    expect(
      openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Makassar', at('2026-06-01T11:59:00Z')).open,
    ).toBe(true)
    // 20.00 WITA: closed, opens tomorrow.
    const closing = openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Makassar', at('2026-06-01T12:00:00Z'))
    expect(closing.open).toBe(false)
    expect(openStatusText(closing, 'Asia/Makassar')).toBe('Tutup · buka besok pukul 09.00 WITA')
  })

  it('on a closed day says when it opens next, across the week end', () => {
    // Sunday 7 June, 12.00 WIT: Sunday is closed, next is Monday.
    const sunday = openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Jayapura', at('2026-06-07T03:00:00Z'))
    expect(sunday).toEqual({ open: false, next: { day: 1, opens: '09:00', inDays: 1 } })
    expect(openStatusText(sunday, 'Asia/Jayapura')).toBe('Tutup · buka besok pukul 09.00 WIT')
  })

  it('after hours on Saturday skips the closed Sunday and names Monday', () => {
    // Saturday 6 June, 17.00 WIB.
    const status = openStatus(WEEKDAYS_AND_SATURDAY, 'Asia/Jakarta', at('2026-06-06T10:00:00Z'))
    expect(status).toEqual({ open: false, next: { day: 1, opens: '09:00', inDays: 2 } })
    expect(openStatusText(status, 'Asia/Jakarta')).toBe('Tutup · buka Senin pukul 09.00 WIB')
  })

  it('after hours on the only open day names the same day next week', () => {
    const fridaysOnly: OpeningHours[] = [{ day: 5, opens: '10:00', closes: '14:00' }]
    // Friday 5 June, 15.00 WITA.
    const status = openStatus(fridaysOnly, 'Asia/Makassar', at('2026-06-05T07:00:00Z'))
    expect(status).toEqual({ open: false, next: { day: 5, opens: '10:00', inDays: 7 } })
    expect(openStatusText(status, 'Asia/Makassar')).toBe(
      'Tutup · buka Jumat depan pukul 10.00 WITA',
    )
  })

  it('handles a break at noon', () => {
    const split: OpeningHours[] = [
      { day: 2, opens: '13:00', closes: '17:00' },
      { day: 2, opens: '08:00', closes: '12:00' },
    ]
    // Tuesday 2 June, 12.30 WIB.
    const status = openStatus(split, 'Asia/Jakarta', at('2026-06-02T05:30:00Z'))
    expect(openStatusText(status, 'Asia/Jakarta')).toBe('Tutup · buka hari ini pukul 13.00 WIB')
    expect(openStatus(split, 'Asia/Jakarta', at('2026-06-02T06:30:00Z'))).toEqual({
      open: true,
      closes: '17:00',
    })
  })

  it('without any hours is closed with no next opening', () => {
    const status = openStatus([], 'Asia/Jakarta', at('2026-06-02T05:30:00Z'))
    expect(status).toEqual({ open: false, next: null })
    expect(openStatusText(status, 'Asia/Jakarta')).toBe('Tutup sementara')
  })
})

describe('weekRows', () => {
  it('lists Senin to Minggu with Tutup for a closed day', () => {
    expect(weekRows(WEEKDAYS_AND_SATURDAY).map((row) => `${row.name} ${row.text}`)).toEqual([
      'Senin 09.00–20.00',
      'Selasa 09.00–20.00',
      'Rabu 09.00–20.00',
      'Kamis 09.00–20.00',
      'Jumat 09.00–20.00',
      'Sabtu 10.00–16.00',
      'Minggu Tutup',
    ])
  })
})
