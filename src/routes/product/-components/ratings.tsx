import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useCallback, useState } from 'react'
import type { ProductDetail, Rating, RatingList } from '../../../api/shop/schemas'
import { LoadingList } from '../../../components/ui/loading-list'
import { toast } from '../../../components/ui/toast'
import { sessionQueries } from '../../../server/session.queries'
import { likeProductRating } from '../../../server/shop.functions'
import { ratingQueries } from '../../../server/shop.queries'
import { formatAverage, formatCount, Stars } from './stars'
import { useCompleteIntent } from './use-add-to-cart'

const dateFormat = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeZone: 'Asia/Jakarta',
})

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
  const query = full
    ? ratingQueries.list(product.id, view.page ?? 1, view.star)
    : ratingQueries.preview(product.id)
  const { data, isPending, isError } = useQuery(query)
  const navigate = useNavigate({ from: '/product/$id' })
  const queryClient = useQueryClient()
  const like = useServerFn(likeProductRating)
  const { data: session } = useQuery(sessionQueries.current())
  const location = useRouterState({ select: (state) => state.location })
  const [busy, setBusy] = useState<string | null>(null)

  const applyLike = useCallback(
    async (rating: Pick<Rating, 'id' | 'liked'>) => {
      setBusy(rating.id)
      try {
        const result = await like({ data: { ratingId: rating.id, like: !rating.liked } })
        queryClient.setQueryData(query.queryKey, (old: RatingList | undefined) =>
          old
            ? {
                ...old,
                data: old.data.map((item) =>
                  item.id === result.id
                    ? { ...item, likeCount: result.likeCount, liked: result.liked }
                    : item,
                ),
              }
            : old,
        )
        await queryClient.invalidateQueries({ queryKey: ['ratings', product.id] })
      } catch {
        toast.show({
          title: 'Gagal menyukai ulasan',
          description: 'Coba lagi sebentar lagi.',
          tone: 'error',
        })
      } finally {
        setBusy(null)
      }
    },
    [like, queryClient, query.queryKey, product.id],
  )

  // Back from signing in with a like to finish: like it (once), then drop `suka` from the URL.
  useCompleteIntent(
    Boolean(view.like),
    useCallback(async () => {
      if (view.like) await applyLike({ id: view.like, liked: false })
    }, [view.like, applyLike]),
    useCallback(() => {
      void navigate({
        search: (previous) => ({ ...previous, suka: undefined }),
        replace: true,
        resetScroll: false,
      })
    }, [navigate]),
  )

  function onLike(rating: Rating) {
    if (session) {
      void applyLike(rating)
      return
    }
    const url = new URL(location.href, 'http://diri.invalid')
    url.searchParams.set('suka', rating.id)
    url.hash = 'ulasan'
    void navigate({ to: '/masuk', search: { redirect: `${url.pathname}${url.search}${url.hash}` } })
  }

  const stars = [5, 4, 3, 2, 1] as const
  return (
    <section className="section ratings" id="ulasan" aria-labelledby="ulasan-judul">
      <h2 id="ulasan-judul">Ulasan pembeli</h2>
      {product.rating.count === 0 ? (
        <p className="muted">Belum ada ulasan untuk produk ini.</p>
      ) : (
        <div className="ratings__summary">
          <p className="ratings__average">
            <span className="ratings__figure">{formatAverage(product.rating.average)}</span>
            <Stars value={product.rating.average} />
            <span className="muted">{formatCount(product.rating.count)} ulasan</span>
          </p>
          <ul className="ratings__bars" aria-label="Jumlah ulasan per bintang">
            {stars.map((star) => {
              const total = product.ratingStars[star]
              const share = product.rating.count ? (total / product.rating.count) * 100 : 0
              return (
                <li key={star}>
                  <span>{star} ★</span>
                  <span className="bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                  <span className="muted">{total}</span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      {full ? (
        <nav className="star-filter" aria-label="Saring menurut bintang">
          <Link
            from="/product/$id"
            search={(previous) => ({ ...previous, ulasan: 1, bintang: undefined })}
            resetScroll={false}
            className={view.star ? 'shop-chip' : 'shop-chip shop-chip--active'}
            aria-current={view.star ? undefined : 'true'}
          >
            Semua
          </Link>
          {stars.map((star) => (
            <Link
              key={star}
              from="/product/$id"
              search={(previous) => ({ ...previous, ulasan: 1, bintang: star })}
              resetScroll={false}
              className={view.star === star ? 'shop-chip shop-chip--active' : 'shop-chip'}
              aria-current={view.star === star ? 'true' : undefined}
            >
              {star} ★
            </Link>
          ))}
        </nav>
      ) : null}
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
            <li key={rating.id} className="card rating">
              <div className="rating__top">
                <Stars value={rating.rating} label={`${rating.rating} dari 5 bintang`} />
                <time className="muted" dateTime={rating.createdAt}>
                  {dateFormat.format(new Date(rating.createdAt))}
                </time>
              </div>
              <p className="rating__name">{rating.reviewerName}</p>
              <p>{rating.comment}</p>
              <button
                type="button"
                className={rating.liked ? 'like like--on' : 'like'}
                aria-pressed={rating.liked}
                disabled={busy === rating.id}
                onClick={() => onLike(rating)}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />
                </svg>
                Membantu · {rating.likeCount}
              </button>
            </li>
          ))}
        </ul>
      )}
      {full && data && data.meta.totalPages > 1 ? (
        <nav className="shop-pager" aria-label="Halaman ulasan">
          {(view.page ?? 1) > 1 ? (
            <Link
              from="/product/$id"
              search={(previous) => ({ ...previous, ulasan: (view.page ?? 1) - 1 })}
              resetScroll={false}
            >
              ‹ Sebelumnya
            </Link>
          ) : (
            <span />
          )}
          <span className="muted">
            Halaman {view.page} dari {data.meta.totalPages}
          </span>
          {(view.page ?? 1) < data.meta.totalPages ? (
            <Link
              from="/product/$id"
              search={(previous) => ({ ...previous, ulasan: (view.page ?? 1) + 1 })}
              resetScroll={false}
            >
              Berikutnya ›
            </Link>
          ) : (
            <span />
          )}
        </nav>
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
