/** How a status looks: a tint by meaning. */
export type StatusTone = 'success' | 'warning' | 'error' | 'neutral'

/** A status in words and a sign on a tint (orders, bookings): never the colour alone. */
export function StatusBadge({
  tone,
  sign,
  label,
}: {
  tone: StatusTone
  sign: string
  label: string
}) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <span aria-hidden="true">{sign}</span> {label}
    </span>
  )
}
