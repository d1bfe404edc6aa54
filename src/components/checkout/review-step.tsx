import { type FormEvent, useState } from 'react'
import type { Address } from '../../../contract/addresses/schemas'
import type { PaymentMethod, ShippingRate } from '../../../contract/checkout/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import type { CartItem } from '../../../contract/shop/schemas'
import { privateText } from '../../lib/error-reports/replay-privacy'
import type { EditableStep } from '../../machines/checkout/checkout.model'
import { Button } from '../ui/button'
import { addressLine } from './address-step'
import {
  type CardDetails,
  type CardErrors,
  CardFields,
  emptyCardForm,
  readCard,
} from './card-fields'
import { DemoModeNotice } from './demo-mode-notice'
import { OrderTotals, type Totals } from './order-totals'

/**
 * The last look before paying: what, where, how it ships and how it is paid, with a link back to
 * each step; the card form when paying by card; what the server refused, next to what it is about.
 */
export function ReviewStep({
  items,
  address,
  rate,
  method,
  demo,
  totals,
  promoTitle,
  placing,
  placeError,
  itemErrors,
  onPlace,
  onEdit,
  onBack,
}: {
  items: readonly CartItem[]
  address: Address | null
  rate: ShippingRate | null
  method: PaymentMethod | null
  /** The payment goes to the simulator ('Mode demo'): the API's `PaymentMethods.mode`. */
  demo: boolean
  totals: Totals
  promoTitle: string | null
  placing: boolean
  placeError: string | null
  /** The server's refusals per item, by product id ('Stok tinggal 1.'). */
  itemErrors: Readonly<Record<string, string>>
  onPlace: (card?: CardDetails) => void
  onEdit: (step: EditableStep) => void
  onBack: () => void
}) {
  const [cardForm, setCardForm] = useState(emptyCardForm)
  const [cardErrors, setCardErrors] = useState<CardErrors>({})
  const byCard = method?.type === 'card'
  const hasItemErrors = Object.keys(itemErrors).length > 0

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!byCard) return onPlace()
    const read = readCard(cardForm)
    if ('errors' in read) return setCardErrors(read.errors)
    setCardErrors({})
    onPlace(read.card)
  }

  return (
    <section className="checkout-step card" aria-labelledby="judul-langkah">
      <h2 id="judul-langkah" className="checkout-step__title" tabIndex={-1}>
        Periksa pesananmu
      </h2>
      {demo ? <DemoModeNotice /> : null}
      {placeError ? (
        <div className="alert alert--error" role="alert">
          <p>{placeError}</p>
          {hasItemErrors ? (
            <Button variant="secondary" size="small" onPress={() => onEdit('cart')}>
              Ubah Keranjang
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="review-block">
        <div className="review-block__head">
          <h3>Produk</h3>
          <Button variant="link" onPress={() => onEdit('cart')} aria-label="Ubah produk">
            Ubah
          </Button>
        </div>
        <ul className="review-items">
          {items.map((item) => (
            <li
              key={item.product.id}
              data-refused={itemErrors[item.product.id] ? 'true' : undefined}
            >
              <span>
                {item.product.name} × {item.quantity}
              </span>
              <span>
                {formatRupiah(item.quantity * (item.product.discountPrice ?? item.product.price))}
              </span>
              {itemErrors[item.product.id] ? (
                <span className="stock stock--out review-items__error">
                  ✕ {itemErrors[item.product.id]}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="review-block">
        <div className="review-block__head">
          <h3>Alamat</h3>
          <Button variant="link" onPress={() => onEdit('address')} aria-label="Ubah alamat">
            Ubah
          </Button>
        </div>
        {address ? (
          <p {...privateText}>
            <strong>{address.recipientName}</strong>
            <br />
            {addressLine(address)}
          </p>
        ) : null}
      </div>
      <div className="review-block">
        <div className="review-block__head">
          <h3>Pengiriman</h3>
          <Button variant="link" onPress={() => onEdit('shipping')} aria-label="Ubah pengiriman">
            Ubah
          </Button>
        </div>
        {rate ? (
          <p>
            {rate.courier} {rate.service} · tiba {rate.etaLabel}
          </p>
        ) : null}
      </div>
      <div className="review-block">
        <div className="review-block__head">
          <h3>Pembayaran</h3>
          <Button
            variant="link"
            onPress={() => onEdit('payment')}
            aria-label="Ubah metode pembayaran"
          >
            Ubah
          </Button>
        </div>
        {method ? <p>{method.name}</p> : null}
      </div>
      <OrderTotals totals={totals} promoTitle={promoTitle} />
      <form onSubmit={submit} className="review-pay" aria-label="Bayar" noValidate>
        {byCard ? <CardFields value={cardForm} errors={cardErrors} onChange={setCardForm} /> : null}
        <div className="checkout-step__actions checkout-step__actions--sticky">
          <Button variant="ghost" onPress={onBack} isDisabled={placing}>
            Kembali
          </Button>
          <Button type="submit" variant="primary" isDisabled={placing || hasItemErrors}>
            {placing ? 'Memproses…' : `Bayar Sekarang ${formatRupiah(totals.total)}`}
          </Button>
        </div>
      </form>
    </section>
  )
}
