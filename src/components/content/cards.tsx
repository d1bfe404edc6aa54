import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ArticleSummary, ConditionCard, Promotion } from '../../../contract/content/schemas'
import { formatDate } from '../../../contract/indonesian-format'
import type { ImageSource } from '../../lib/image-sources'
import { ConsultCta } from '../flows/consult-cta'
import { Image } from '../ui/image'

const CARD_SIZES = '(min-width: 1152px) 352px, (min-width: 768px) 33vw, 100vw'

/** The one card of the content grids: an image, badges above the title, the title's link, text. */
function ContentCard({
  image,
  priority,
  badges,
  title,
  children,
}: {
  image: ImageSource
  priority?: boolean | undefined
  badges?: ReactNode
  title: ReactNode
  children: ReactNode
}) {
  return (
    <li className="card content-card">
      <Image
        image={image}
        className="content-card__image"
        sizes={CARD_SIZES}
        maxDisplayWidth={390}
        priority={priority}
      />
      <div className="content-card__body">
        {badges ? <p className="content-card__meta">{badges}</p> : null}
        <h3 className="content-card__title">{title}</h3>
        {children}
      </div>
    </li>
  )
}

export function ArticleCard({
  article,
  priority,
}: {
  article: ArticleSummary
  priority?: boolean
}) {
  return (
    <ContentCard
      image={article.cover}
      priority={priority}
      badges={
        <>
          <span className="badge">{article.category.name}</span>
          <span className="muted">{article.readingMinutes} menit baca</span>
        </>
      }
      title={
        <Link to="/artikel/$id" params={{ id: article.id }}>
          {article.title}
        </Link>
      }
    >
      <p className="muted">{article.excerpt}</p>
      <p className="content-card__meta muted">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </p>
    </ContentCard>
  )
}

export function ArticleGrid({
  articles,
  priorityFirst,
}: {
  articles: ArticleSummary[]
  priorityFirst?: boolean
}) {
  return (
    <ul className="content-grid">
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} priority={priorityFirst && index === 0} />
      ))}
    </ul>
  )
}

export function ConditionCardView({ condition }: { condition: ConditionCard }) {
  return (
    <ContentCard
      image={condition.image}
      title={
        <Link to="/kondisi/$id" params={{ id: condition.id }}>
          {condition.name}
        </Link>
      }
    >
      <p className="muted">{condition.summary}</p>
      <ConsultCta
        entry={{ flowId: condition.flowId, type: 'condition', name: condition.slug }}
        size="small"
      />
    </ContentCard>
  )
}

const PROMO_STATUS: Record<Promotion['status'], string> = {
  upcoming: 'Segera hadir',
  active: 'Berlaku',
  expired: 'Sudah berakhir',
}

export function PromotionCard({ promotion }: { promotion: Promotion }) {
  return (
    <ContentCard
      image={promotion.image}
      badges={
        <>
          <span className={`badge badge--${promotion.status}`}>
            {PROMO_STATUS[promotion.status]}
          </span>
          {promotion.membersOnly ? <span className="badge">Khusus member</span> : null}
        </>
      }
      title={
        <Link to="/promo/$id" params={{ id: promotion.id }}>
          {promotion.title}
        </Link>
      }
    >
      <p className="muted">{promotion.summary}</p>
      <p className="content-card__meta muted">
        Berlaku {formatDate(promotion.validFrom)} – {formatDate(promotion.validUntil)}
      </p>
    </ContentCard>
  )
}

export function promotionStatusLabel(status: Promotion['status']) {
  return PROMO_STATUS[status]
}
