import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ProductDetail } from '../../../contract/shop/schemas'
import { ratingQueries } from '../../server/shop/server-queries'
import { LoadingList } from '../ui/loading-list'
import { RatingCard } from './rating-card'
import { RatingSummary } from './rating-summary'
import { ShopPager } from './shop-pager'
import { StarFilter } from './star-filter'
import { formatCount } from './stars'
import { useLikeRating } from './use-like-rating'

export interface RatingsView {
  /** The full list's page; absent: the 4-rating preview. */
  page?: number
  star?: number
  /** A rating a visitor wanted to like before signing in. */
  like?: string
}

/** The product's ratings: the star summary, the preview or the full list, and likes. */
export function Ratings({ product, view }: { product: ProductDetail; view: RatingsView }) {
  const full = view.page !== undefined
  const page = view.page ?? 1
  const query = full
    ? ratingQueries.list(product.id, page, view.star)
    : ratingQueries.preview(product.id)
  const { data, isPending, isError } = useQuery(query)
  const { toggleLike, likingId } = useLikeRating(product.id, query.queryKey, view.like)

  return (
    <section className="section ratings" id="ulasan" aria-labelledby="ulasan-judul">
      <h2 id="ulasan-judul">Ulasan pembeli</h2>
      <RatingSummary product={product} />
      {full ? <StarFilter star={view.star} /> : null}
      {isPending ? (
        <LoadingList
          label="Memuat ulasan"
          listClassName="rating-list"
          itemClassName="rating rating--skeleton"
        />
      ) : isError ? (
        <div className="alert alert--error" role="alert">
          Ulasan gagal dimuat. Muat ulang halaman untuk mencoba lagi.
        </div>
      ) : data.data.length === 0 ? (
        product.rating.count > 0 ? (
          <p className="muted">Belum ada ulasan dengan bintang ini.</p>
        ) : null
      ) : (
        <ul className="rating-list">
          {data.data.map((rating) => (
            <RatingCard
              key={rating.id}
              rating={rating}
              liking={likingId === rating.id}
              onLike={toggleLike}
            />
          ))}
        </ul>
      )}
      {full && data ? (
        <ShopPager
          label="Halaman ulasan"
          page={page}
          totalPages={data.meta.totalPages}
          previous={
            <Link
              from="/product/$id"
              search={(previous) => ({ ...previous, ulasan: page - 1 })}
              resetScroll={false}
            >
              ‹ Sebelumnya
            </Link>
          }
          next={
            <Link
              from="/product/$id"
              search={(previous) => ({ ...previous, ulasan: page + 1 })}
              resetScroll={false}
            >
              Berikutnya ›
            </Link>
          }
        />
      ) : null}
      {!full && product.rating.count > (data?.data.length ?? 0) ? (
        <Link
          from="/product/$id"
          search={(previous) => ({ ...previous, ulasan: 1 })}
          resetScroll={false}
          className="button button--secondary"
        >
          Lihat semua {formatCount(product.rating.count)} ulasan
        </Link>
      ) : null}
    </section>
  )
}
