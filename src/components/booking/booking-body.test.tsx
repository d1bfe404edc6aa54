import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import { BOOKING_NUMBER, booking, dates } from '../../machines/booking/booking.fixtures'
import { start } from '../../machines/booking/booking.harness'
import { CANCEL_NOT_SENT_MESSAGE } from '../../machines/booking/booking.model'
import { BookingBody } from './booking-body'
import * as LaterSteps from './later-steps'

// The flow's calls are the machine's fakes here; the page's own server functions are not called.
vi.mock('../../server/booking/booking.functions', () => ({ getMyBookableClinic: vi.fn() }))
vi.mock('../../server/booking/booking-account.functions', () => ({ cancelMyBooking: vi.fn() }))

describe('a reschedule cancelled from the date step', () => {
  it('says a cancel that got no answer once, in the dialog the member is looking at', async () => {
    const flow = start(
      { mode: { kind: 'reschedule', bookingNumber: BOOKING_NUMBER }, today: '2026-12-01' },
      {
        loadBooking: async () => booking,
        loadDates: async () => dates,
        cancelBooking: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    )
    await waitFor(() => expect(flow.state()).toEqual({ date: 'ready' }))
    const { user } = renderPage('/klinik/booking', {
      path: '/klinik/booking',
      signedIn: true,
      component: () => (
        <BookingBody actor={flow.actor} later={LaterSteps} laterFailed={false} now={new Date()} />
      ),
    })

    await user.click(await screen.findByRole('button', { name: 'Batalkan booking ini' }))
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan booking ini?' })
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Booking' }))

    await waitFor(() => expect(flow.state()).toEqual({ date: 'ready' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CANCEL_NOT_SENT_MESSAGE)
    // Once on the whole page, hidden or not: the step behind the dialog keeps quiet.
    expect(screen.getAllByText(CANCEL_NOT_SENT_MESSAGE)).toHaveLength(1)

    // The dialog closed, the step says it: still once.
    await user.click(within(dialog).getByRole('button', { name: 'Tidak Jadi' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('alert')).toHaveTextContent(CANCEL_NOT_SENT_MESSAGE)
    expect(screen.getAllByText(CANCEL_NOT_SENT_MESSAGE)).toHaveLength(1)
  })
})
