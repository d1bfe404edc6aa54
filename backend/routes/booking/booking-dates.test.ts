/**
 * Dates out of any calendar a booking can be on: year 0000 or 0001 in a day or a slot
 * was a 500 (PostgreSQL refuses year 0 and reads year 1 before UTC as 1 BC). The contract's
 * schemas refuse them with a 400 naming the field, before any query.
 */
import { describe, expect, it } from 'vitest'
import { OUT_OF_YEARS_MESSAGE } from '../../../contract/shared-schemas'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectProblem } from '../../test/harness'
import {
  BASE,
  bookingMember,
  bookSlot,
  CART,
  MADE_AYU,
  renonCart,
  scheduleOf,
  setUpBookingApi,
  withKey,
} from './booking-test-support'

const api = setUpBookingApi()

const OUT_OF_YEARS_DAYS = ['0000-01-01', '0001-01-01', '1999-12-31', '2101-01-01']
const OUT_OF_YEARS_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+07:00',
  '2101-01-01T00:00:00Z',
]

async function expectFieldRefused(response: Response, field: string, message: string) {
  const problem = await expectProblem(response, 400)
  expect(problem.errors).toEqual([{ path: field, message }])
}

describe('a day outside the years 2000 to 2100', () => {
  it.each(OUT_OF_YEARS_DAYS)('is refused by the day’s schedule: %s', async (date) => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await renonCart(putri)
    const response = await putri.send('POST', `${BASE}/get-available-schedule`, { body: { date } })
    await expectFieldRefused(response, 'date', OUT_OF_YEARS_MESSAGE)
  })

  it.each(OUT_OF_YEARS_DAYS)('is refused by the dates list and the cart: %s', async (date) => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await renonCart(putri)
    const dates = await putri.send('GET', `${BASE}/get-available-dates?startDate=${date}`)
    await expectFieldRefused(dates, 'startDate', OUT_OF_YEARS_MESSAGE)
    const cart = await putri.send('POST', CART, { body: { date } })
    await expectFieldRefused(cart, 'date', OUT_OF_YEARS_MESSAGE)
  })

  it('is told apart from a day the calendar does not have', async () => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await renonCart(putri)
    const response = await putri.send('POST', `${BASE}/get-available-schedule`, {
      body: { date: '2026-02-29' },
    })
    await expectFieldRefused(response, 'date', 'Tanggal tidak dikenal.')
  })
})

describe('a slot outside the years 2000 to 2100', () => {
  it.each(OUT_OF_YEARS_INSTANTS)('is refused by booking: %s', async (startsAt) => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await renonCart(putri)
    const response = await putri.send('POST', BASE, {
      body: { startsAt, doctorId: MADE_AYU },
      headers: withKey(),
    })
    await expectFieldRefused(response, 'startsAt', OUT_OF_YEARS_MESSAGE)
  })

  it.each(OUT_OF_YEARS_INSTANTS)('is refused by rescheduling: %s', async (startsAt) => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await renonCart(putri)
    const [slot] = (await scheduleOf(putri, '2026-12-02')).slots
    if (!slot) throw new Error('No slot on Wednesday 2 December 2026')
    const booking = await bookSlot(putri, slot)
    const response = await putri.send('POST', `${BASE}/${booking.bookingNumber}/reschedule`, {
      body: { startsAt, doctorId: MADE_AYU },
      headers: withKey(),
    })
    await expectFieldRefused(response, 'startsAt', OUT_OF_YEARS_MESSAGE)
  })

  it('is told apart from a time that cannot be read', async () => {
    const putri = await bookingMember(api(), DEMO_PHONES.putri)
    await renonCart(putri)
    for (const startsAt of ['2026-02-31T01:00:00Z', '2026-12-02T09:00:00+08']) {
      const response = await putri.send('POST', BASE, {
        body: { startsAt, doctorId: MADE_AYU },
        headers: withKey(),
      })
      await expectFieldRefused(response, 'startsAt', 'Jam tidak dikenal.')
    }
  })
})
