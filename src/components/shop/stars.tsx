const oneDecimal = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const whole = new Intl.NumberFormat('id-ID')

export const formatCount = (value: number) => whole.format(value)
/** `4,0`: one decimal, Indonesian comma. */
export const formatAverage = (value: number) => oneDecimal.format(value)

/** Five stars filled to the rating, with the figure in words for screen readers. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const filled = Math.round(value)
  return (
    <span
      className="stars"
      role="img"
      aria-label={label ?? `Rating ${oneDecimal.format(value)} dari 5`}
    >
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="stars__empty">{'★'.repeat(5 - filled)}</span>
      </span>
    </span>
  )
}

/** "★★★★☆ 4,6 (23 ulasan) · 1.840 terjual". */
export function RatingLine({
  average,
  count,
  sold,
}: {
  average: number
  count: number
  sold?: number
}) {
  return (
    <p className="rating-line">
      {count > 0 ? (
        <>
          <Stars value={average} />
          <span>
            {oneDecimal.format(average)}{' '}
            <span className="muted">({whole.format(count)} ulasan)</span>
          </span>
        </>
      ) : (
        <span className="muted">Belum ada ulasan</span>
      )}
      {sold !== undefined ? <span className="muted">· {whole.format(sold)} terjual</span> : null}
    </p>
  )
}
