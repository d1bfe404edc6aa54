import { CHECKOUT_STEPS, type NumberedStep } from '../../machines/checkout/checkout.model'
import { StepProgress } from '../ui/step-progress'

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
  return (
    <StepProgress
      label="Langkah checkout"
      steps={CHECKOUT_STEPS}
      labels={LABELS}
      current={current}
    />
  )
}
