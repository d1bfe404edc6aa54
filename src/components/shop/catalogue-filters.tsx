import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DEFAULT_PRODUCT_SORT } from '../../../app.config'
import { PRODUCT_SORTS, PRODUCT_TYPES } from '../../../contract/shop/constants'
import type { Category } from '../../../contract/shop/schemas'
import { SORT_LABELS, TYPE_LABELS } from '../../lib/shop/catalogue-labels'
import type { CatalogueSearch } from '../../lib/shop/catalogue-search'
import { oneOfParam } from '../../lib/shop/search-parse'

/** The form the status row's "Terapkan" button submits before the app has loaded. */
export const CATALOGUE_FILTERS_FORM = 'saring-produk'

/** The catalogue's filters and sort: kind, category, least rating, order. */
export function CatalogueFilters({
  search,
  categories,
}: {
  search: CatalogueSearch
  categories: Category[]
}) {
  const navigate = useNavigate({ from: '/product/katalog' })

  /** Any change of filter or sort starts again at page 1. */
  function update(next: Partial<CatalogueSearch>) {
    void navigate({ search: (previous) => ({ ...previous, ...next, page: undefined }) })
  }

  return (
    // A GET form of the same search params: before the app has hydrated, "Terapkan" applies the
    // filters by loading the page anew; afterwards each change applies at once.
    <form
      id={CATALOGUE_FILTERS_FORM}
      className="filters"
      aria-label="Saring produk"
      method="get"
      action="/product/katalog"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        label="Jenis"
        name="type"
        value={search.type ?? ''}
        onChange={(value) =>
          update({ type: oneOfParam(value, PRODUCT_TYPES), category: undefined })
        }
      >
        <option value="">Semua jenis</option>
        {PRODUCT_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Kategori"
        name="category"
        value={search.category ?? ''}
        onChange={(value) => update({ category: value || undefined })}
      >
        <option value="">Semua kategori</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name} ({category.productCount})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Rating"
        name="rating"
        value={search.rating ? String(search.rating) : ''}
        onChange={(value) => update({ rating: value ? Number(value) : undefined })}
      >
        <option value="">Semua rating</option>
        {[4, 3].map((stars) => (
          <option key={stars} value={stars}>
            {stars} ke atas
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Urutkan"
        name="sortBy"
        value={search.sortBy ?? DEFAULT_PRODUCT_SORT}
        // The default sort is what an absent param means: kept out of the URL.
        onChange={(value) => {
          const sortBy = oneOfParam(value, PRODUCT_SORTS)
          update({ sortBy: sortBy === DEFAULT_PRODUCT_SORT ? undefined : sortBy })
        }}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </FilterSelect>
    </form>
  )
}

/** One labelled native select: it works before the app loads and is the phone's own picker. */
function FilterSelect({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <label className="filter">
      <span className="filter__label">{label}</span>
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </label>
  )
}
