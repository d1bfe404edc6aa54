import { Link } from '@tanstack/react-router'
import { STAR_VALUES } from './rating-summary'

/** The full ratings list's filter: all stars, or one. Choosing starts again at page 1. */
export function StarFilter({ star }: { star?: number }) {
  return (
    <nav className="star-filter" aria-label="Saring menurut bintang">
      <Link
        from="/product/$id"
        search={(previous) => ({ ...previous, ulasan: 1, bintang: undefined })}
        resetScroll={false}
        className={star ? 'shop-chip' : 'shop-chip shop-chip--active'}
        aria-current={star ? undefined : 'true'}
      >
        Semua
      </Link>
      {STAR_VALUES.map((value) => (
        <Link
          key={value}
          from="/product/$id"
          search={(previous) => ({ ...previous, ulasan: 1, bintang: value })}
          resetScroll={false}
          className={star === value ? 'shop-chip shop-chip--active' : 'shop-chip'}
          aria-current={star === value ? 'true' : undefined}
        >
          {value} ★
        </Link>
      ))}
    </nav>
  )
}
