/**
 * The steps after the cart, in one chunk the checkout page loads once it is running rather than
 * with its first load (its budget: 200 KiB of JavaScript): the address form, the radio
 * cards and the card fields are only needed once the member presses 'Lanjut'.
 */
export { AddressStep } from './address-step'
export { AwaitingPayment, CheckoutResult, PaymentStatusUnchecked } from './awaiting-payment'
export { PaymentStep } from './payment-step'
export { PromoStep } from './promo-step'
export { ReviewStep } from './review-step'
export { ShippingStep } from './shipping-step'
