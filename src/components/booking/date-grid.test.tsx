import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AvailableDates } from '../../../contract/booking/schemas'
import { DateGrid } from './date-grid'

/** 20 December 2026 (a Sunday) to 5 January 2027: Christmas a holiday, the 27th full. */
const dates: AvailableDates['dates'] = Array.from({ length: 17 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 11, 20 + index)).toISOString().slice(0, 10)
  if (date === '2026-12-25')
    return { date, available: false, reason: 'Libur nasional: Hari Raya Natal' }
  if (date === '2026-12-27') return { date, available: false, reason: 'Penuh' }
  return { date, available: true, reason: null }
})

describe('DateGrid', () => {
  it('lays the days out in months of weeks from Monday', () => {
    render(<DateGrid dates={dates} chosen={null} onChoose={() => undefined} />)
    const [december, january] = screen.getAllByRole('table')
    expect(within(december as HTMLElement).getByText('Desember 2026')).toBeInTheDocument()
    expect(within(january as HTMLElement).getByText('Januari 2027')).toBeInTheDocument()
    const headers = within(december as HTMLElement).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual([
      'Sen',
      'Sel',
      'Rab',
      'Kam',
      'Jum',
      'Sab',
      'Min',
    ])
    // The 20th is a Sunday: the first week is six empty cells and the 20th.
    const firstWeek = within(december as HTMLElement).getAllByRole('row')[1] as HTMLElement
    const cells = within(firstWeek).getAllByRole('cell')
    expect(cells).toHaveLength(7)
    expect(cells[6]).toHaveTextContent('20')
    // 1 January 2027 is a Friday.
    const janWeek = within(january as HTMLElement).getAllByRole('row')[1] as HTMLElement
    expect(within(janWeek).getAllByRole('cell')[4]).toHaveTextContent('1')
  })

  it('disables a day without a free time, with its reason in its name', () => {
    render(<DateGrid dates={dates} chosen={null} onChoose={() => undefined} />)
    const christmas = screen.getByRole('button', {
      name: 'Jumat, 25 Desember 2026, Libur nasional: Hari Raya Natal',
    })
    expect(christmas).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Minggu, 27 Desember 2026, Penuh' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Kamis, 24 Desember 2026' })).toBeEnabled()
  })

  it('is one Tab stop; arrows move a day or a week over unavailable days; Enter chooses', async () => {
    const user = userEvent.setup()
    const onChoose = vi.fn()
    render(<DateGrid dates={dates} chosen="2026-12-24" onChoose={onChoose} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Kamis, 24 Desember 2026' })).toHaveFocus()
    await user.keyboard('{ArrowRight}') // over Christmas
    expect(screen.getByRole('button', { name: 'Sabtu, 26 Desember 2026' })).toHaveFocus()
    await user.keyboard('{ArrowRight}') // over the full 27th
    expect(screen.getByRole('button', { name: 'Senin, 28 Desember 2026' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('button', { name: 'Senin, 21 Desember 2026' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Senin, 4 Januari 2027' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('button', { name: 'Minggu, 20 Desember 2026' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Selasa, 5 Januari 2027' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChoose).toHaveBeenCalledWith('2027-01-05')
    expect(screen.getByRole('button', { name: 'Kamis, 24 Desember 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
