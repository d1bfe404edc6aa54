/**
 * A list still loading: placeholder cards in the list's own shape, announced as busy with what is
 * loading ("Memuat ulasan"). The list and card classes give each list its own placeholder height.
 */
export function LoadingList({
  label,
  listClassName,
  itemClassName,
  count = 2,
}: {
  label: string
  listClassName: string
  itemClassName: string
  count?: number
}) {
  // The placeholders are alike and never reorder: their position is their identity.
  const keys = Array.from({ length: count }, (_, index) => `placeholder-${index}`)
  return (
    <ul className={listClassName} aria-busy="true" aria-label={label}>
      {keys.map((key) => (
        <li key={key} className={`card ${itemClassName}`} />
      ))}
    </ul>
  )
}
