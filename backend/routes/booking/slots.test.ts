import { describe, expect, it } from 'vitest'
import { checkSlot, dayAvailability, freeSlots, type SlotQuery } from './slots'

const ANA = { id: 'ana', name: 'dr. Ana', title: 'Dokter' }
const BAYU = { id: 'bayu', name: 'dr. Bayu', title: 'Dokter' }

/** A WITA branch open 10:00–18:00 on weekdays; Ana 09:00–12:00 (before opening), Bayu 10:00–18:00. */
function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    branch: {
      timeZone: 'Asia/Makassar',
      openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '10:00', closes: '18:00' })),
    },
    shifts: [3].flatMap((day) => [
      { doctor: ANA, day, starts: '09:00', ends: '12:00' },
      { doctor: BAYU, day, starts: '10:00', ends: '20:00' },
    ]),
    busy: [],
    doctorId: null,
    durationMinutes: 45,
    now: new Date('2026-12-01T00:00:00.000Z'),
    ...overrides,
  }
}

const local = (time: string) => new Date(`2026-12-02T${time}:00.000+08:00`)

describe('slots', () => {
  it('stay inside the opening hours and the shift, on the grid from the shift start', () => {
    const ana = freeSlots(query({ doctorId: 'ana' }), '2026-12-02')
    expect(ana[0]?.startsAt).toEqual(local('10:00'))
    expect(ana.at(-1)?.startsAt).toEqual(local('11:15'))
    const bayu = freeSlots(query({ doctorId: 'bayu' }), '2026-12-02')
    // Bayu's shift runs to 20:00, the branch closes at 18:00.
    expect(bayu.at(-1)?.endsAt).toEqual(local('18:00'))
  })

  it('name the first free doctor by name with any doctor', () => {
    const slots = freeSlots(
      query({ busy: [{ doctorId: 'ana', startsAt: local('10:00'), endsAt: local('11:00') }] }),
      '2026-12-02',
    )
    expect(slots.find((slot) => slot.startsAt.getTime() === local('10:00').getTime())?.doctor).toBe(
      BAYU,
    )
    expect(slots.find((slot) => slot.startsAt.getTime() === local('11:00').getTime())?.doctor).toBe(
      ANA,
    )
  })

  it('tell a slot taken (409) from one that is no slot (422)', () => {
    const busy = [{ doctorId: 'ana', startsAt: local('10:30'), endsAt: local('11:00') }]
    expect(checkSlot(query({ busy }), '2026-12-02', local('10:00'), 'ana')).toBe('taken')
    expect(checkSlot(query({ busy }), '2026-12-02', local('11:00'), 'ana')).toBe('free')
    expect(checkSlot(query(), '2026-12-02', local('10:05'), 'ana')).toBe('not-a-slot')
    expect(checkSlot(query(), '2026-12-02', local('09:00'), 'ana')).toBe('not-a-slot')
  })

  it('close on holidays and past the horizon, and say full when every slot is booked', () => {
    expect(dayAvailability(query(), '2026-12-25')).toMatchObject({
      available: false,
      reason: 'Libur nasional: Hari Raya Natal',
    })
    expect(dayAvailability(query(), '2027-01-06')).toMatchObject({ available: false })
    const allDay = [
      { doctorId: 'ana', startsAt: local('00:00'), endsAt: local('23:00') },
      { doctorId: 'bayu', startsAt: local('00:00'), endsAt: local('23:00') },
    ]
    expect(dayAvailability(query({ busy: allDay }), '2026-12-02')).toEqual({
      date: '2026-12-02',
      available: false,
      reason: 'Penuh',
    })
  })
})
