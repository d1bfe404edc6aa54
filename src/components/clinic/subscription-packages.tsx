import { Link } from '@tanstack/react-router'
import type { SubscriptionPage } from '../../../contract/clinic/schemas'
import { EmptyState } from '../content/states'
import { SubscriptionCard } from './subscription-card'
import { useSubscriptionReminder } from './subscription-reminder'

/**
 * The packages of the subscription page, with 'Ingatkan saya' and the pending reminder intent
 * (`intended`, from `?ingatkan=`) finished once the member is signed in; `clearIntent` takes it
 * out of the URL.
 */
export function SubscriptionPackages({
  page,
  intended,
  clearIntent,
}: {
  page: SubscriptionPage
  intended: string | undefined
  clearIntent: () => void
}) {
  const { remindNow, signedIn, pendingId } = useSubscriptionReminder({
    packages: page.packages,
    intended,
    clearIntent,
  })
  if (page.packages.length === 0) {
    return (
      <EmptyState title="Belum ada paket langganan yang dibuka.">
        <p className="muted">
          Sementara itu, lihat <Link to="/program">program perawatan</Link> kami.
        </p>
      </EmptyState>
    )
  }
  return (
    <ul className="subscription-grid">
      {page.packages.map((pkg) => (
        <SubscriptionCard
          key={pkg.id}
          pkg={pkg}
          memberPrices={page.memberPrices}
          signedIn={signedIn}
          pending={pendingId === pkg.id}
          onRemind={remindNow}
        />
      ))}
    </ul>
  )
}
