import { useNavigate } from '@tanstack/react-router'
import { QUERY_MAX_LENGTH } from '../../lib/search/search-page-params'

/**
 * The results page's own box, filled with the query: a plain GET form to /cari before the app
 * runs, a navigation once it does.
 */
export function SearchPageForm({ query }: { query?: string }) {
  const navigate = useNavigate()
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is new (Safari 17) and jsdom lacks it
    <form
      className="search-page-form"
      role="search"
      aria-label="Ubah pencarian"
      method="get"
      action="/cari"
      onSubmit={(event) => {
        event.preventDefault()
        const q = new FormData(event.currentTarget).get('q')
        void navigate({
          to: '/cari',
          search: { q: typeof q === 'string' && q.trim() ? q.trim() : undefined },
        })
      }}
    >
      <input
        // A new query is a new page: the box starts from what the address says.
        key={query ?? ''}
        name="q"
        type="search"
        defaultValue={query}
        aria-label="Kata pencarian"
        placeholder="Cari produk, kondisi, artikel, klinik…"
        maxLength={QUERY_MAX_LENGTH}
      />
      <button type="submit">Cari</button>
    </form>
  )
}
