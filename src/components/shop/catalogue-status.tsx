import { Link } from '@tanstack/react-router'
import type { CatalogueSearch } from '../../lib/shop/catalogue-search'
import { buttonClass } from '../ui/button-style'
import { CATALOGUE_FILTERS_FORM } from './catalogue-filters'
import { formatCount } from './stars'

/**
 * Under the filters: how many products match, a way to clear the filters, and "Terapkan" for
 * the filters before the app has loaded (hidden afterwards).
 */
export function CatalogueStatus({ search, total }: { search: CatalogueSearch; total: number }) {
  const filtered = Boolean(search.type || search.category || search.rating)
  return (
    // The row keeps the button's height, so hiding it after hydration moves nothing.
    <div className="catalogue-status">
      <p className="muted" aria-live="polite">
        {formatCount(total)} produk
        {filtered ? (
          <>
            {' · '}
            <Link to="/product/katalog" search={{ sortBy: search.sortBy }} className="shop-link">
              Hapus filter
            </Link>
          </>
        ) : null}
      </p>
      <button
        type="submit"
        form={CATALOGUE_FILTERS_FORM}
        className={buttonClass({ variant: 'secondary', size: 'small' }, 'before-app')}
      >
        Terapkan
      </button>
    </div>
  )
}
