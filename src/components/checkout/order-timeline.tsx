import type { OrderTimelineEntry, TimelineStep } from '../../../contract/checkout/fulfilment'
import type { Order } from '../../../contract/checkout/schemas'
import { formatDeadline } from '../../../contract/indonesian-format'

export const TIMELINE_TEXT: Record<TimelineStep, string> = {
  placed: 'Pesanan dibuat',
  paid: 'Pembayaran diterima',
  packed: 'Dikemas',
  shipped: 'Dikirim',
  delivered: 'Diterima',
  cancelled: 'Dibatalkan',
  refunded: 'Dana dikembalikan',
}

/** The road of an order that goes on: what it has not reached yet is shown as still to come. */
const FORWARD: readonly TimelineStep[] = ['placed', 'paid', 'packed', 'shipped', 'delivered']

/**
 * The order's timeline: each step reached with its time (Jakarta's), the shipment's courier and
 * tracking number (a link to the courier's own page where it has one), and, for an order still
 * on its way, the steps to come. A cancelled order shows only what happened.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const reached = new Map(order.timeline.map((entry) => [entry.step, entry]))
  const closed = reached.has('cancelled')
  const steps: Array<{ step: TimelineStep; entry: OrderTimelineEntry | undefined }> = closed
    ? order.timeline.map((entry) => ({ step: entry.step, entry }))
    : FORWARD.map((step) => ({ step, entry: reached.get(step) }))
  const current = order.timeline.at(-1)?.step
  const { tracking } = order
  return (
    <section className="card order-detail__timeline" aria-labelledby="judul-lacak">
      <h2 id="judul-lacak">Status pesanan</h2>
      <ol className="order-timeline">
        {steps.map(({ step, entry }) => (
          <li
            key={step}
            className={`order-timeline__step${entry ? ' order-timeline__step--done' : ''}`}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className="order-timeline__sign" aria-hidden="true">
              {entry ? (step === 'cancelled' ? '✕' : '✓') : '○'}
            </span>
            <div>
              <strong>{TIMELINE_TEXT[step]}</strong>
              <p className="small muted">
                {entry ? <time dateTime={entry.at}>{formatDeadline(entry.at)}</time> : 'Belum'}
              </p>
              {step === 'shipped' && entry && tracking ? (
                <p className="small order-timeline__tracking">
                  {tracking.courierName}, nomor resi{' '}
                  {tracking.trackingUrl ? (
                    <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {tracking.trackingNumber}
                      <span className="visually-hidden">
                        {' '}
                        (lacak di situs {tracking.courierName}, tab baru)
                      </span>
                    </a>
                  ) : (
                    <span>{tracking.trackingNumber}</span>
                  )}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
