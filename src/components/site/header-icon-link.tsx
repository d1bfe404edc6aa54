import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * An icon link in the header with a count badge (notifications, cart). The count is in the
 * link's accessible name, so the badge itself is hidden from screen readers.
 */
export function HeaderIconLink({
  to,
  label,
  count,
  max,
  children,
}: {
  to: LinkComponentProps<'a'>['to']
  /** The accessible name, count included. */
  label: string
  count: number
  /** Above this the badge shows `max+`. */
  max: number
  /** The icon's paths, drawn in a 24×24 stroke icon. */
  children: ReactNode
}) {
  return (
    <Link to={to} className="header-icon" aria-label={label}>
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {children}
      </svg>
      {count > 0 ? (
        <span className="header-icon__count" aria-hidden="true">
          {count > max ? `${max}+` : count}
        </span>
      ) : null}
    </Link>
  )
}
