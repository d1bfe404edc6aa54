import { Link } from '@tanstack/react-router'
import type { ArticleSummary, ConditionCard, Promotion } from '../../api/content/schemas'
import { ConsultCta } from '../flows/consult-cta'
import { Image } from '../image'
import { formatDate } from './format'

const CARD_SIZES = '(min-width: 1152px) 352px, (min-width: 768px) 33vw, 100vw'

export function ArticleCard({
  article,
  priority,
}: {
  article: ArticleSummary
  priority?: boolean
}) {
  return (
    <li className="card content-card">
      <Image
        image={article.cover}
        className="content-card__image"
        sizes={CARD_SIZES}
        maxDisplayWidth={390}
        priority={priority}
      />
      <div className="content-card__body">
        <p className="content-card__meta">
          <span className="badge">{article.category.name}</span>
          <span className="muted">{article.readingMinutes} menit baca</span>
        </p>
        <h3 className="content-card__title">
          <Link to="/artikel/$id" params={{ id: article.id }}>
            {article.title}
          </Link>
        </h3>
        <p className="muted">{article.excerpt}</p>
        <p className="content-card__meta muted">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </p>
      </div>
    </li>
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
    <li className="card content-card">
      <Image
        image={condition.image}
        className="content-card__image"
        sizes={CARD_SIZES}
        maxDisplayWidth={390}
      />
      <div className="content-card__body">
        <h3 className="content-card__title">
          <Link to="/kondisi/$id" params={{ id: condition.id }}>
            {condition.name}
          </Link>
        </h3>
        <p className="muted">{condition.summary}</p>
        <ConsultCta
          entry={{ flowId: condition.flowId, type: 'condition', name: condition.slug }}
          size="small"
        />
      </div>
    </li>
  )
}

const PROMO_STATUS: Record<Promotion['status'], string> = {
  upcoming: 'Segera hadir',
  active: 'Berlaku',
  expired: 'Sudah berakhir',
}

export function PromotionCard({ promotion }: { promotion: Promotion }) {
  return (
    <li className="card content-card">
      <Image
        image={promotion.image}
        className="content-card__image"
        sizes={CARD_SIZES}
        maxDisplayWidth={390}
      />
      <div className="content-card__body">
        <p className="content-card__meta">
          <span className={`badge badge--${promotion.status}`}>
            {PROMO_STATUS[promotion.status]}
          </span>
          {promotion.membersOnly ? <span className="badge">Khusus member</span> : null}
        </p>
        <h3 className="content-card__title">
          <Link to="/promo/$id" params={{ id: promotion.id }}>
            {promotion.title}
          </Link>
        </h3>
        <p className="muted">{promotion.summary}</p>
        <p className="content-card__meta muted">
          Berlaku {formatDate(promotion.validFrom)} – {formatDate(promotion.validUntil)}
        </p>
      </div>
    </li>
  )
}

export function promotionStatusLabel(status: Promotion['status']) {
  return PROMO_STATUS[status]
}
