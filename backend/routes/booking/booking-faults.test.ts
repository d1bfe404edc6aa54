/**
 * The fault switch's booking names (backend/http/fault-injection.ts): each fails its own call
 * with the usual 500 and says so, and only that call, so a replay (tests/qa/models/booking.model.ts)
 * can fail one load of the booking page's first walk on the server and let the others answer.
 */
import { describe, expect, it } from 'vitest'
import { FAULT_HEADER, FAULT_INJECTED_HEADER, type FaultName } from '../../http/fault-injection'
import { expectProblem } from '../../test/harness'
import {
  BASE,
  bookingMember,
  bookSlot,
  CART,
  renonCart,
  scheduleOf,
  setUpBookingApi,
  WEDNESDAY,
} from './booking-test-support'

const api = setUpBookingApi()

describe('the booking calls on the fault switch', () => {
  it('fail one by one, each by its own name, and answer as before without it', async () => {
    const member = await bookingMember(api(), '081230000001')
    await renonCart(member)
    const [slot] = (await scheduleOf(member, WEDNESDAY)).slots
    if (!slot) throw new Error(`Renon has no free time on ${WEDNESDAY}`)
    const booking = await bookSlot(member, slot)
    await renonCart(member)

    const calls: Array<[FaultName, string, string, unknown?]> = [
      ['booking-config', 'GET', `${BASE}/config`],
      ['booking-cart', 'GET', CART],
      ['booking-cart-save', 'POST', CART, { date: WEDNESDAY }],
      ['booking-read', 'GET', `${BASE}/${booking.bookingNumber}`],
      ['booking-rebook', 'POST', `${BASE}/${booking.bookingNumber}/rebook`],
      ['booking-clinic', 'GET', '/v2/member/offline-clinics/diri-klinik-renon'],
      ['booking-dates', 'GET', `${BASE}/get-available-dates?startDate=2026-12-01`],
      ['booking-times', 'POST', `${BASE}/get-available-schedule`, { date: WEDNESDAY }],
    ]
    const names = calls.map(([name]) => name)
    for (const [name, method, path, body] of calls) {
      const send = (headers: Record<string, string>) =>
        member.send(method, path, { ...(body === undefined ? {} : { body }), headers })
      const failed = await send({ [FAULT_HEADER]: name })
      await expectProblem(failed, 500)
      expect(failed.headers.get(FAULT_INJECTED_HEADER), `${method} ${path}`).toBe(name)
      // Every other booking name leaves this call alone.
      const others = names.filter((other) => other !== name).join(',')
      const answered = await send({ [FAULT_HEADER]: others })
      expect(answered.status, `${method} ${path} with ${others}`).toBe(200)
      expect(answered.headers.get(FAULT_INJECTED_HEADER)).toBeNull()
    }
  })
})
