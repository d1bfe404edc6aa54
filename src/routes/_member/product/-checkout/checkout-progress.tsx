import { CHECKOUT_STEPS, type NumberedStep } from '../../../../machines/checkout/checkout.machine'

/** What each of the machine's six steps is called on the page (DESIGN.md: "Langkah 2 dari 6"). */
const LABELS: Record<NumberedStep, string> = {
  cart: 'Keranjang',
  promo: 'Promo',
  address: 'Alamat',
  shipping: 'Pengiriman',
  payment: 'Pembayaran',
  review: 'Periksa',
}

export function CheckoutProgress({ current }: { current: NumberedStep }) {
  const index = CHECKOUT_STEPS.indexOf(current)
  return (
    <nav className="checkout-progress" aria-label="Langkah checkout">
      <p className="checkout-progress__count">
        Langkah {index + 1} dari {CHECKOUT_STEPS.length}: <strong>{LABELS[current]}</strong>
      </p>
      <ol className="checkout-progress__steps">
        {CHECKOUT_STEPS.map((item, position) => (
          <li
            key={item}
            className="checkout-progress__step"
            data-state={position < index ? 'done' : position === index ? 'current' : 'next'}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className="visually-hidden">
              {position < index ? 'Selesai: ' : position === index ? 'Sekarang: ' : ''}
            </span>
            {LABELS[item]}
          </li>
        ))}
      </ol>
    </nav>
  )
}
