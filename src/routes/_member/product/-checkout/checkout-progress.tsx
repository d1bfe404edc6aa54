import type { CheckoutStep } from '../../../../api/checkout/schemas'

/** The six steps a member walks, in order (DESIGN.md: "Langkah 2 dari 6"). */
export const CHECKOUT_STEPS: ReadonlyArray<{
  id: Exclude<CheckoutStep, 'awaitingPayment'>
  label: string
}> = [
  { id: 'cart', label: 'Keranjang' },
  { id: 'promo', label: 'Promo' },
  { id: 'address', label: 'Alamat' },
  { id: 'shipping', label: 'Pengiriman' },
  { id: 'payment', label: 'Pembayaran' },
  { id: 'review', label: 'Periksa' },
]

export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const index = CHECKOUT_STEPS.findIndex((step) => step.id === current)
  const number = index + 1
  const step = CHECKOUT_STEPS[index]
  if (!step) return null
  return (
    <nav className="checkout-progress" aria-label="Langkah checkout">
      <p className="checkout-progress__count">
        Langkah {number} dari {CHECKOUT_STEPS.length}: <strong>{step.label}</strong>
      </p>
      <ol className="checkout-progress__steps">
        {CHECKOUT_STEPS.map((item, position) => (
          <li
            key={item.id}
            className="checkout-progress__step"
            data-state={position < index ? 'done' : position === index ? 'current' : 'next'}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className="visually-hidden">
              {position < index ? 'Selesai: ' : position === index ? 'Sekarang: ' : ''}
            </span>
            {item.label}
          </li>
        ))}
      </ol>
    </nav>
  )
}
