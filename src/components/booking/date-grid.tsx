import { type KeyboardEvent, useRef, useState } from 'react'
import type { AvailableDates } from '../../../contract/booking/schemas'
import { formatCalendarDay } from '../../lib/booking/booking-clock'
import { dayOfMonth, formatMonth, isoWeekday } from '../../lib/booking/booking-format'
import { DAY_NAMES, type IsoDay } from '../../lib/clinic/clinic-days'

type Day = AvailableDates['dates'][number]
/** A day, or an empty cell before the month's first day or after its last. */
type Cell = { key: string; day: Day | null }

/** The days of the answer, month by month, each month in weeks from Monday (null: padding). */
function monthsOf(days: readonly Day[]) {
  const months: Array<{ key: string; label: string; weeks: Array<Array<Cell>> }> = []
  for (const day of days) {
    const key = day.date.slice(0, 7)
    let month = months.at(-1)
    if (month?.key !== key) {
      month = { key, label: formatMonth(day.date), weeks: [] }
      months.push(month)
    }
    let week = month.weeks.at(-1)
    const column = isoWeekday(day.date) - 1
    if (!week || column === 0) {
      week = Array.from({ length: column }, (_, at) => ({ key: `${day.date}-${at}`, day: null }))
      month.weeks.push(week)
    }
    week.push({ key: day.date, day })
  }
  for (const month of months) {
    const last = month.weeks.at(-1)
    while (last && last.length < 7) last.push({ key: `${month.key}-end-${last.length}`, day: null })
  }
  return months
}

const SHORT_DAY: Record<IsoDay, string> = {
  1: 'Sen',
  2: 'Sel',
  3: 'Rab',
  4: 'Kam',
  5: 'Jum',
  6: 'Sab',
  7: 'Min',
}
const WEEK: readonly IsoDay[] = [1, 2, 3, 4, 5, 6, 7]

/**
 * The bookable days as a calendar: one table per month, weeks from Monday. A free day is a
 * button; a day without a free time is a disabled one whose reason ('Libur nasional: Hari Raya
 * Natal', 'Cabang tutup', 'Penuh') is part of its name for a screen reader and its tooltip, and it
 * is struck through, so neither colour nor a hover carries the meaning alone. One day takes the
 * Tab key (the chosen one, else the first free); the arrow keys move a day or a week, to the next
 * free day in that direction; Home and End go to the first and last free day.
 */
export function DateGrid({
  dates,
  chosen,
  onChoose,
}: {
  dates: AvailableDates['dates']
  chosen: string | null
  onChoose: (date: string) => void
}) {
  const free = dates.filter((day) => day.available).map((day) => day.date)
  const [focusable, setFocusable] = useState<string | null>(null)
  const tabbable =
    focusable && free.includes(focusable)
      ? focusable
      : chosen && free.includes(chosen)
        ? chosen
        : (free[0] ?? null)
  const grid = useRef<HTMLDivElement>(null)

  function focusDay(date: string) {
    setFocusable(date)
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus()
  }

  function onKeyDown(event: KeyboardEvent, date: string) {
    const index = dates.findIndex((day) => day.date === date)
    const step =
      event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowLeft'
          ? -1
          : event.key === 'ArrowDown'
            ? 7
            : event.key === 'ArrowUp'
              ? -7
              : 0
    let target: string | undefined
    if (step !== 0) {
      // The day a step away, or the nearest free one beyond it in the same direction.
      for (let at = index + step; at >= 0 && at < dates.length; at += Math.sign(step)) {
        if (dates[at]?.available) {
          target = dates[at]?.date
          break
        }
      }
    } else if (event.key === 'Home') target = free[0]
    else if (event.key === 'End') target = free.at(-1)
    else return
    event.preventDefault()
    if (target) focusDay(target)
  }

  return (
    <div className="date-grid" ref={grid}>
      {monthsOf(dates).map((month) => (
        <table key={month.key} className="date-grid__month">
          <caption className="date-grid__caption">{month.label}</caption>
          <thead>
            <tr>
              {WEEK.map((day) => (
                <th key={day} scope="col" abbr={DAY_NAMES[day]}>
                  {SHORT_DAY[day]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week) => (
              <tr key={week[0]?.key}>
                {week.map(({ key, day }) =>
                  day ? (
                    <td key={key}>
                      <button
                        type="button"
                        className="date-grid__day"
                        data-date={day.date}
                        data-chosen={day.date === chosen ? 'true' : undefined}
                        aria-pressed={day.available ? day.date === chosen : undefined}
                        disabled={!day.available}
                        tabIndex={day.date === tabbable ? 0 : -1}
                        title={day.available ? undefined : (day.reason ?? 'Tidak tersedia')}
                        onClick={() => onChoose(day.date)}
                        onKeyDown={(event) => onKeyDown(event, day.date)}
                        onFocus={() => setFocusable(day.date)}
                      >
                        <span aria-hidden="true">{dayOfMonth(day.date)}</span>
                        <span className="visually-hidden">
                          {formatCalendarDay(day.date)}
                          {day.available ? '' : `, ${day.reason ?? 'Tidak tersedia'}`}
                        </span>
                      </button>
                    </td>
                  ) : (
                    <td key={key} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  )
}
