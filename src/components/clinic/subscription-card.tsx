import { Link, useRouterState } from '@tanstack/react-router'
import type { SubscriptionPackage } from '../../../contract/clinic/schemas'
import { formatDate, formatRupiah } from '../../../contract/indonesian-format'
import { signInHref } from '../../lib/auth/sign-in-href'
import { opensLater, ReminderControl } from './subscription-reminder'

/** 'per bulan, 3 bulan' → how long one subscription runs. */
export function periodText(months: number) {
  return months === 1 ? 'Langganan bulanan' : `Langganan ${months} bulan`
}

/**
 * One package: price per month, the member price for a member (a visitor is offered to sign in
 * for it), benefits, and for a package not yet on sale when it opens and 'Ingatkan saya'.
 */
export function SubscriptionCard({
  pkg,
  memberPrices,
  signedIn,
  pending,
  onRemind,
}: {
  pkg: SubscriptionPackage
  /** The answer came with a member's token: member prices are the member's to see. */
  memberPrices: boolean
  signedIn: boolean
  pending: boolean
  onRemind: (pkg: SubscriptionPackage) => void
}) {
  const location = useRouterState({ select: (state) => state.location })
  const headingId = `paket-${pkg.id}`
  const later = opensLater(pkg)
  return (
    <li className="card subscription-card" aria-labelledby={headingId}>
      <p className="content-card__meta">
        <span className="badge">{periodText(pkg.periodMonths)}</span>
        {later && pkg.availableFrom ? (
          <span className="badge badge--upcoming">Dibuka {formatDate(pkg.availableFrom)}</span>
        ) : null}
      </p>
      <h3 id={headingId} className="subscription-card__name">
        {pkg.name}
      </h3>
      <p className="muted">{pkg.summary}</p>
      <p className="price price--large">
        <span className="price__now">{formatRupiah(pkg.price)}</span>
        <span className="muted">/bulan</span>
      </p>
      {memberPrices ? (
        pkg.memberPrice !== null ? (
          <p className="subscription-card__member-price">
            Harga member <strong>{formatRupiah(pkg.memberPrice)}</strong>/bulan
          </p>
        ) : null
      ) : (
        <p className="subscription-card__member-price subscription-card__member-price--visitor">
          <a href={signInHref(location, { params: {} })}>Masuk untuk harga member</a>
        </p>
      )}
      {pkg.benefits.length > 0 ? (
        <ul className="check-list">
          {pkg.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      <div className="subscription-card__action">
        {later ? (
          <ReminderControl pkg={pkg} signedIn={signedIn} pending={pending} onRemind={onRemind} />
        ) : (
          <p className="muted">
            Daftar di <Link to="/klinik/cabang">cabang Diri Klinik</Link> terdekat.
          </p>
        )}
      </div>
    </li>
  )
}
