import { describe, expect, it } from 'vitest'
import {
  addDays,
  isoWeekday,
  isRealDate,
  minutesOf,
  zonedDateOf,
  zonedToInstant,
} from './zoned-time'

describe('branch-local times', () => {
  it('turns 09:00 local into UTC in each zone: WIB −7, WITA −8, WIT −9', () => {
    const nine = minutesOf('09:00')
    expect(zonedToInstant('2026-12-02', nine, 'Asia/Jakarta').toISOString()).toBe(
      '2026-12-02T02:00:00.000Z',
    )
    expect(zonedToInstant('2026-12-02', nine, 'Asia/Makassar').toISOString()).toBe(
      '2026-12-02T01:00:00.000Z',
    )
    expect(zonedToInstant('2026-12-02', nine, 'Asia/Jayapura').toISOString()).toBe(
      '2026-12-02T00:00:00.000Z',
    )
    // Early morning local is the previous day in UTC.
    expect(zonedToInstant('2026-12-02', minutesOf('06:30'), 'Asia/Jayapura').toISOString()).toBe(
      '2026-12-01T21:30:00.000Z',
    )
  })

  it("reads an instant's local day, which may be UTC's next day", () => {
    const late = new Date('2026-12-31T16:30:00.000Z')
    expect(zonedDateOf(late, 'Asia/Jakarta')).toBe('2026-12-31')
    expect(zonedDateOf(late, 'Asia/Makassar')).toBe('2027-01-01')
    expect(zonedDateOf(late, 'Asia/Jayapura')).toBe('2027-01-01')
  })

  it('counts days and weekdays across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(isoWeekday('2026-12-02')).toBe(3)
    expect(isoWeekday('2026-12-06')).toBe(7)
    expect(isoWeekday('2026-12-07')).toBe(1)
    expect(isRealDate('2027-02-29')).toBe(false)
    expect(isRealDate('2028-02-29')).toBe(true)
  })
})
