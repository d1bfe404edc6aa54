import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { AvailableSchedule, Slot } from '../../../contract/booking/schemas'
import { SlotStep } from './slot-step'

const ayu = { id: 'dr-ayu', name: 'dr. Ayu Lestari', title: 'Dokter Estetika' }
const budi = { id: 'dr-budi', name: 'dr. Budi Santoso', title: 'Dokter Kulit' }

/** Times on the branch's wall clock in Bali (WITA, UTC+8) on 2 December 2026. */
function slotAt(clock: string, doctor = ayu): Slot {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  const starts = new Date(Date.UTC(2026, 11, 2, hours - 8, minutes))
  return {
    startsAt: starts.toISOString(),
    endsAt: new Date(starts.getTime() + 60 * 60_000).toISOString(),
    doctor,
  }
}

const schedule: AvailableSchedule = {
  date: '2026-12-02',
  timeZone: 'Asia/Makassar',
  slots: [
    slotAt('09:00'),
    slotAt('09:30', budi),
    slotAt('10:00'),
    slotAt('13:00'),
    slotAt('14:30', budi),
    slotAt('16:00'),
  ],
  sameDayBookings: [],
}

function Harness({
  initial,
  onChoose,
}: {
  initial: AvailableSchedule | null
  onChoose: (slot: Slot) => void
}) {
  const [shown, setShown] = useState(initial)
  return (
    <>
      <button type="button" onClick={() => setShown(schedule)}>
        Muat jadwal
      </button>
      <SlotStep
        schedule={shown}
        chosenKey={null}
        conflict={null}
        status={shown ? 'ready' : 'loading'}
        onChoose={onChoose}
        onBack={() => undefined}
      />
    </>
  )
}

describe('SlotPicker', () => {
  it('names each time with its zone and doctor, under the day in Indonesian, by part of day', () => {
    render(<Harness initial={schedule} onChoose={() => undefined} />)
    const grid = screen.getByRole('grid', { name: 'Rabu, 2 Desember 2026' })
    const rows = within(grid).getAllByRole('row')
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Pagi',
      'Siang',
      'Sore',
    ])
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '09.00 WITA · dr. Ayu Lestari',
      '09.30 WITA · dr. Budi Santoso',
      '10.00 WITA · dr. Ayu Lestari',
    ])
    expect(screen.getByRole('button', { name: '16.00 WITA · dr. Ayu Lestari' })).toBeVisible()
  })

  it('is one Tab stop; arrows, Home and End move; Enter and Space choose', async () => {
    const user = userEvent.setup()
    const onChoose = vi.fn()
    render(<Harness initial={schedule} onChoose={onChoose} />)
    await user.tab() // 'Muat jadwal'
    await user.tab()
    expect(screen.getByRole('button', { name: '09.00 WITA · dr. Ayu Lestari' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: /^09\.30 WITA/ })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}') // stops at the first
    expect(screen.getByRole('button', { name: /^09\.00 WITA/ })).toHaveFocus()
    await user.keyboard('{End}') // the last of the row (Pagi)
    expect(screen.getByRole('button', { name: /^10\.00 WITA/ })).toHaveFocus()
    await user.keyboard('{ArrowRight}') // on into Siang
    expect(screen.getByRole('button', { name: /^13\.00 WITA/ })).toHaveFocus()
    await user.keyboard('{ArrowDown}') // the row below, same column
    expect(screen.getByRole('button', { name: /^16\.00 WITA/ })).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('button', { name: /^09\.00 WITA/ })).toHaveFocus()
    await user.keyboard('{Control>}{End}{/Control}') // the day's last
    expect(screen.getByRole('button', { name: /^16\.00 WITA/ })).toHaveFocus()
    await user.keyboard('{Control>}{Home}{/Control}')
    await user.keyboard('{ArrowRight}{Home}')
    expect(screen.getByRole('button', { name: /^09\.00 WITA/ })).toHaveFocus()

    // Only the focused time takes Tab: leaving the grid and coming back lands on it again.
    await user.keyboard('{ArrowRight}')
    await user.tab()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: /^09\.30 WITA/ })).toHaveFocus()
    const tabbable = within(screen.getByRole('grid'))
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0)
    expect(tabbable).toHaveLength(1)

    await user.keyboard('{Enter}')
    expect(onChoose).toHaveBeenLastCalledWith(schedule.slots[1])
    await user.keyboard('{ArrowRight} ')
    expect(onChoose).toHaveBeenLastCalledWith(schedule.slots[2])
    expect(onChoose).toHaveBeenCalledTimes(2)
  })

  it('announces how many times are free once they have loaded', async () => {
    const user = userEvent.setup()
    render(<Harness initial={null} onChoose={() => undefined} />)
    const [live] = screen.getAllByRole('status') // the count's, then the skeleton's
    expect(live).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: 'Muat jadwal' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      '6 jam tersedia pada Rabu, 2 Desember 2026.',
    )
  })

  it('says so when the day is full', () => {
    render(
      <SlotStep
        schedule={{ ...schedule, slots: [] }}
        chosenKey={null}
        conflict="Jam itu baru saja dibooking orang lain. Pilih jam lain."
        status="ready"
        onChoose={() => undefined}
        onBack={() => undefined}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Jam itu baru saja dibooking orang lain.')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tidak ada jam kosong pada Rabu, 2 Desember 2026. Pilih tanggal lain.',
    )
    expect(screen.queryByRole('grid')).toBeNull()
    expect(screen.getByRole('button', { name: 'Pilih tanggal lain' })).toBeVisible()
  })

  it('warns of a booking of the same treatment that day; the member may choose a time or another day', async () => {
    const user = userEvent.setup()
    const onChoose = vi.fn()
    const onBack = vi.fn()
    render(
      <SlotStep
        schedule={{
          ...schedule,
          sameDayBookings: [
            {
              bookingNumber: 'DK-7K3M9Q2X4A',
              startsAt: slotAt('09:00').startsAt,
              treatments: ['Suntik Jerawat'],
            },
          ],
        }}
        chosenKey={null}
        conflict={null}
        status="ready"
        onChoose={onChoose}
        onBack={onBack}
      />,
    )
    expect(
      screen.getByText(/Kamu sudah punya booking Suntik Jerawat di hari ini/).closest('p'),
    ).toHaveTextContent(
      'Kamu sudah punya booking Suntik Jerawat di hari ini (pukul 09.00 WITA, DK-7K3M9Q2X4A). Pilih jam di bawah jika memang ingin booking lagi, atau pilih tanggal lain.',
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kamu sudah punya booking perawatan yang sama di hari ini.',
    )
    await user.click(screen.getByRole('button', { name: '10.00 WITA · dr. Ayu Lestari' }))
    expect(onChoose).toHaveBeenCalledWith(schedule.slots[2])
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal lain' }))
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('says nothing of the kind without such a booking', () => {
    render(<Harness initial={schedule} onChoose={() => undefined} />)
    expect(screen.queryByText(/sudah punya booking/)).toBeNull()
  })
})
