import type { Rating } from '../../../contract/shop/schemas'
import { Stars } from './stars'

const dateFormat = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeZone: 'Asia/Jakarta',
})

/** One rating: its stars, date, reviewer and comment, and the "Membantu" like with its count. */
export function RatingCard({
  rating,
  liking,
  onLike,
}: {
  rating: Rating
  /** The like is on its way: the button waits. */
  liking: boolean
  onLike: (rating: Rating) => void
}) {
  return (
    <li className="card rating">
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
        disabled={liking}
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
  )
}
