import { type KeyboardEvent, useId, useRef, useState } from 'react'
import type { Slot } from '../../../contract/booking/schemas'
import type { ClinicTimeZone } from '../../../contract/clinic/schemas'
import { formatCalendarDay, formatClockAt } from '../../lib/booking/booking-clock'
import { clockWithZone, type DayPeriod, periodOf } from '../../lib/booking/booking-format'

/** A slot's identity: its start and its doctor (with 'any doctor', one per start). */
export function slotKey(slot: Pick<Slot, 'startsAt' | 'doctor'>) {
  return `${slot.startsAt}|${slot.doctor.id}`
}

const PERIODS: readonly DayPeriod[] = ['Pagi', 'Siang', 'Sore']

/** How many times are free, as the live region says it once they have loaded. */
export function freeTimesText(count: number, date: string) {
  return count === 0
    ? `Tidak ada jam kosong pada ${formatCalendarDay(date)}. Pilih tanggal lain.`
    : `${count} jam tersedia pada ${formatCalendarDay(date)}.`
}

/**
 * The day's free times, grouped Pagi, Siang and Sore, as an ARIA grid: one row per part of the
 * day (its row header says which), one cell per time, each a button named as it reads ('09.00
 * WITA · dr. Ayu Lestari'). The grid is one Tab stop (roving tabindex: the chosen time, else the
 * first); Left and Right move a time back or on, Up and Down move a line on the screen (a row of
 * the grid where nothing is laid out), Home and End to the first and last time of the row,
 * Ctrl+Home and Ctrl+End of the day; Enter or Space choose (the buttons' own).
 */
export function SlotPicker({
  date,
  timeZone,
  slots,
  chosenKey,
  onChoose,
}: {
  date: string
  timeZone: ClinicTimeZone
  slots: readonly Slot[]
  chosenKey: string | null
  onChoose: (slot: Slot) => void
}) {
  const headingId = useId()
  const hintId = useId()
  const rows = PERIODS.map((period) => ({
    period,
    slots: slots.filter((slot) => periodOf(formatClockAt(slot.startsAt, timeZone)) === period),
  })).filter((row) => row.slots.length > 0)
  const ordered = rows.flatMap((row) => row.slots)
  const keys = ordered.map(slotKey)
  const [focused, setFocused] = useState<string | null>(null)
  const tabbable =
    focused && keys.includes(focused)
      ? focused
      : chosenKey && keys.includes(chosenKey)
        ? chosenKey
        : (keys[0] ?? null)
  const grid = useRef<HTMLTableElement>(null)

  function buttonOf(key: string) {
    const buttons = grid.current?.querySelectorAll<HTMLButtonElement>('button[data-slot]') ?? []
    return [...buttons].find((button) => button.dataset.slot === key)
  }

  /** The time on the next (or previous) line on screen, nearest across; null at the edge. */
  function lineAway(key: string, direction: 1 | -1): string | null | undefined {
    const from = buttonOf(key)?.getBoundingClientRect()
    if (!from || (from.width === 0 && from.height === 0)) return undefined
    const boxes = keys.map((candidate) => ({
      key: candidate,
      box: buttonOf(candidate)?.getBoundingClientRect(),
    }))
    const beyond = boxes.filter(({ box }) =>
      box ? (direction === 1 ? box.top >= from.bottom - 1 : box.bottom <= from.top + 1) : false,
    )
    if (beyond.length === 0) return null
    const lineTop =
      direction === 1
        ? Math.min(...beyond.map(({ box }) => box?.top ?? Infinity))
        : Math.max(...beyond.map(({ box }) => box?.top ?? -Infinity))
    const line = beyond.filter(({ box }) => Math.abs((box?.top ?? 0) - lineTop) < 2)
    const centre = from.left + from.width / 2
    const distance = (box: DOMRect | undefined) =>
      Math.abs((box ? box.left + box.width / 2 : 0) - centre)
    return line.reduce((best, next) => (distance(next.box) < distance(best.box) ? next : best)).key
  }

  function onKeyDown(event: KeyboardEvent, key: string) {
    const index = keys.indexOf(key)
    const rowIndex = rows.findIndex((row) => row.slots.some((slot) => slotKey(slot) === key))
    const row = rows[rowIndex]
    const inRow = row ? row.slots.map(slotKey) : []
    let target: string | null | undefined = null
    switch (event.key) {
      case 'ArrowRight':
        target = keys[index + 1]
        break
      case 'ArrowLeft':
        target = keys[index - 1]
        break
      case 'ArrowDown':
      case 'ArrowUp': {
        const direction = event.key === 'ArrowDown' ? 1 : -1
        target = lineAway(key, direction)
        if (target === undefined) {
          // Nothing laid out (a test's document): the same column of the next or previous row.
          const other = rows[rowIndex + direction]
          const column = inRow.indexOf(key)
          target = other
            ? slotKey(other.slots[Math.min(column, other.slots.length - 1)] as Slot)
            : null
        }
        break
      }
      case 'Home':
        target = event.ctrlKey ? keys[0] : inRow[0]
        break
      case 'End':
        target = event.ctrlKey ? keys.at(-1) : inRow.at(-1)
        break
      default:
        return
    }
    event.preventDefault()
    if (!target) return
    setFocused(target)
    buttonOf(target)?.focus()
  }

  return (
    <div className="slot-picker">
      <h3 id={headingId} className="slot-picker__day">
        {formatCalendarDay(date)}
      </h3>
      <p id={hintId} className="visually-hidden">
        Gunakan tombol panah untuk berpindah jam, Enter untuk memilih.
      </p>
      {ordered.length > 0 ? (
        // A table, so each row's header and cells are the grid's even where the layout below
        // turns the rows into wrapping grids (which can drop a table's implicit roles: they are
        // named again on each element). The focus is on the buttons in the cells (roving), as
        // the ARIA grid pattern allows for cells holding one widget.
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid of buttons
          role="grid"
          className="slot-grid"
          aria-labelledby={headingId}
          aria-describedby={hintId}
        >
          <tbody className="slot-grid__body">
            {rows.map((row) => (
              // biome-ignore lint/a11y/noRedundantRoles: kept when CSS changes the row's display
              <tr key={row.period} role="row" className="slot-grid__row">
                {/* biome-ignore lint/a11y/noRedundantRoles: kept when CSS changes the display */}
                <th scope="row" role="rowheader" className="slot-grid__period">
                  {row.period}
                </th>
                {row.slots.map((slot) => {
                  const key = slotKey(slot)
                  const chosen = key === chosenKey
                  const time = clockWithZone(slot.startsAt, timeZone)
                  return (
                    // biome-ignore lint/a11y/useFocusableInteractive: its button takes the focus
                    <td
                      key={key}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see the table
                      role="gridcell"
                      className="slot-grid__cell"
                      aria-selected={chosen}
                    >
                      <button
                        type="button"
                        className="slot"
                        data-slot={key}
                        // The name as it reads on screen, in one piece ('09.00 WITA · dr. Ayu').
                        aria-label={`${time} · ${slot.doctor.name}`}
                        data-chosen={chosen ? 'true' : undefined}
                        tabIndex={key === tabbable ? 0 : -1}
                        onClick={() => onChoose(slot)}
                        onKeyDown={(event) => onKeyDown(event, key)}
                        onFocus={() => setFocused(key)}
                      >
                        <span className="slot__time">{time}</span>
                        {/* A space in the text, so the words read on screen are in the name
                            (axe's label-content-name-mismatch): 'WITA dr.', not 'WITAdr.'. */}{' '}
                        <span className="slot__doctor">
                          <span className="slot__dot">· </span>
                          {slot.doctor.name}
                        </span>
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
