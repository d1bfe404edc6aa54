/**
 * What the API answers in the checkout's tests: a cart, saved progress, promotions, addresses,
 * rates, payment methods, a card and orders in each status. Every record is parsed with its
 * contract schema, so a fixture the API could not send fails here first. The path tests walk the
 * graph with a few of them (`checkout.path-events.ts`).
 */
import * as v from 'valibot'
import { Address } from '../../../contract/addresses/schemas'
import {
  BestPromo,
  CheckoutSettings,
  Order,
  type Payment,
  PaymentMethods,
  PromoApplication,
  ShippingRates,
} from '../../../contract/checkout/schemas'
import { Cart } from '../../../contract/shop/schemas'
import type { CardDetails } from '../../lib/checkout/card-details'
import type { ApplyPromoCodeOutput, LoadCheckoutOutput, PlaceOrderOutput } from './checkout.model'

// ---------------------------------------------------------------------------------------------
// The cart: two chosen products, one with a discount price

const serum = {
  id: 'serum-niacinamide-10',
  name: 'Serum Niacinamide 10%',
  price: 89_000,
  discountPrice: 79_000,
  stock: 40,
  maxQuantity: 10,
  image: {
    src: '/images/shop/serum/serum-niacinamide-10.svg',
    alt: 'Botol pipet Serum Niacinamide 10%',
    width: 600,
    height: 600,
  },
}
const sunscreen = {
  id: 'tabir-surya-spf50',
  name: 'Tabir Surya SPF 50 PA++++',
  price: 65_000,
  discountPrice: null,
  stock: 2,
  maxQuantity: 5,
  image: {
    src: '/images/shop/tabir-surya/tabir-surya-spf50.svg',
    alt: 'Tube Tabir Surya SPF 50',
    width: 600,
    height: 600,
  },
}

/** 2 × Rp79.000 + 1 × Rp65.000 = Rp223.000, both available. */
export const readyCart: Cart = v.parse(Cart, {
  data: [
    { id: 'cart-item-1', quantity: 2, availability: 'available', selected: true, product: serum },
    {
      id: 'cart-item-2',
      quantity: 1,
      availability: 'available',
      selected: true,
      product: sunscreen,
    },
  ],
  meta: {
    itemCount: 2,
    totalQuantity: 3,
    selectedQuantity: 3,
    selectedSubtotal: 223_000,
    readyForCheckout: true,
  },
})

/** Three tabir surya wanted, two left: checkout cannot start until the member fixes it. */
export const cartOverStock: Cart = v.parse(Cart, {
  ...readyCart,
  data: [
    readyCart.data[0],
    { ...readyCart.data[1], quantity: 3, availability: 'insufficient_stock' },
  ],
  meta: { ...readyCart.meta, totalQuantity: 5, selectedQuantity: 2, selectedSubtotal: 158_000 },
})
export const notReadyCart: Cart = v.parse(Cart, {
  ...cartOverStock,
  meta: { ...cartOverStock.meta, readyForCheckout: false },
})

// ---------------------------------------------------------------------------------------------
// Progress saved on the server

const noChoices = {
  addressId: null,
  courierId: null,
  paymentMethodId: null,
  promoCode: null,
  promoDeclined: false,
  orderId: null,
}

export const ADDRESS_HOME = '0b8f5c3e-2a47-4d1b-9c65-1f4e8a7d2c10'
export const ADDRESS_OFFICE = '6d2e9a41-7c3b-4f08-8e5d-93b1c0f4a2e7'
export const ORDER_ID = '9a4c7e21-5b3d-4f6a-8c19-2e7d0b5f3a84'
export const PROMO_CODE = 'HEMAT20'

/** A first checkout: nothing chosen yet. */
export const firstVisit: LoadCheckoutOutput = {
  settings: v.parse(CheckoutSettings, { step: 'cart', ...noChoices, updatedAt: null }),
  cart: readyCart,
}

/** Left on review in another tab: every choice made, a code applied. */
export const savedAtReview: LoadCheckoutOutput = {
  settings: v.parse(CheckoutSettings, {
    step: 'review',
    addressId: ADDRESS_HOME,
    courierId: 'jne-reg',
    paymentMethodId: 'card',
    promoCode: PROMO_CODE,
    promoDeclined: false,
    orderId: null,
    updatedAt: '2026-11-24T08:15:00.000Z',
  }),
  cart: readyCart,
}

/** An order placed, its payment open: the page shows the payment. */
export const savedAwaitingPayment: LoadCheckoutOutput = {
  settings: v.parse(CheckoutSettings, {
    ...savedAtReview.settings,
    step: 'awaitingPayment',
    paymentMethodId: 'va-bca',
    orderId: ORDER_ID,
  }),
  cart: v.parse(Cart, {
    data: [],
    meta: {
      itemCount: 0,
      totalQuantity: 0,
      selectedQuantity: 0,
      selectedSubtotal: 0,
      readyForCheckout: false,
    },
  }),
}

// ---------------------------------------------------------------------------------------------
// Promotions

const bestApplication = v.parse(PromoApplication, {
  promotionId: 'promo-belanja-hemat',
  title: 'Belanja Hemat 10%',
  code: null,
  saving: 22_300,
  condition: 'Diskon 10% hingga Rp30.000, minimal belanja Rp150.000',
  eligible: true,
  reason: null,
  validUntil: '2026-12-31T16:59:59.000Z',
})

export const bestPromo: BestPromo = v.parse(BestPromo, {
  subtotal: 223_000,
  best: bestApplication,
  alternatives: [
    {
      promotionId: 'promo-ongkir',
      title: 'Potongan Rp15.000',
      code: null,
      saving: 15_000,
      condition: 'Potongan Rp15.000, minimal belanja Rp200.000',
      eligible: true,
      reason: null,
      validUntil: '2026-12-31T16:59:59.000Z',
    },
    {
      promotionId: 'promo-besar',
      title: 'Diskon Rp75.000',
      code: null,
      saving: 0,
      condition: 'Potongan Rp75.000, minimal belanja Rp500.000',
      eligible: false,
      reason: 'Belanja Rp277.000 lagi untuk memakai promo ini',
      validUntil: '2026-12-31T16:59:59.000Z',
    },
  ],
})

export const codeApplied: ApplyPromoCodeOutput = {
  ok: true,
  applied: {
    subtotal: 223_000,
    promo: v.parse(PromoApplication, {
      promotionId: 'promo-hemat20',
      title: 'Kode HEMAT20',
      code: PROMO_CODE,
      saving: 20_000,
      condition: 'Potongan Rp20.000 dengan kode HEMAT20, minimal belanja Rp100.000',
      eligible: true,
      reason: null,
      validUntil: '2026-12-31T16:59:59.000Z',
    }),
  },
}

export const codeRefused: ApplyPromoCodeOutput = {
  ok: false,
  message: 'Kode promo tidak dikenal atau sudah berakhir.',
}

// ---------------------------------------------------------------------------------------------
// Addresses, couriers, payment methods

const addressBase = {
  phone: '081200000001',
  province: { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
  note: null,
}

export const addresses: Address[] = v.parse(v.array(Address), [
  {
    ...addressBase,
    id: ADDRESS_HOME,
    label: 'Rumah',
    recipientName: 'Putri Lestari',
    city: { id: '31.74', name: 'Kota Administrasi Jakarta Selatan' },
    suburb: { id: '31.74.05', name: 'Tebet' },
    postalCode: { id: '12810', code: '12810' },
    street: 'Jl. Tebet Barat Dalam II No. 14, RT 3/RW 2',
    isPrimary: true,
  },
  {
    ...addressBase,
    id: ADDRESS_OFFICE,
    label: 'Kantor',
    recipientName: 'Putri Lestari',
    city: { id: '31.71', name: 'Kota Administrasi Jakarta Pusat' },
    suburb: { id: '31.71.01', name: 'Gambir' },
    postalCode: { id: '10110', code: '10110' },
    street: 'Jl. Medan Merdeka Barat No. 9, Lantai 5',
    isPrimary: false,
  },
])

export const shippingRates: ShippingRates = v.parse(ShippingRates, {
  weightGrams: 1000,
  destination: { city: 'Kota Administrasi Jakarta Selatan', province: 'DKI Jakarta' },
  data: [
    {
      id: 'jne-reg',
      courier: 'JNE',
      service: 'Reguler',
      price: 10_000,
      etaDays: { min: 1, max: 2 },
      etaLabel: '1–2 hari kerja',
    },
    {
      id: 'sicepat-best',
      courier: 'SiCepat',
      service: 'BEST',
      price: 15_000,
      etaDays: { min: 1, max: 1 },
      etaLabel: 'Besok sampai',
    },
  ],
})

export const paymentMethods: PaymentMethods = v.parse(PaymentMethods, {
  data: [
    {
      type: 'card',
      name: 'Kartu Kredit/Debit',
      methods: [
        {
          id: 'card',
          type: 'card',
          name: 'Kartu Kredit/Debit',
          fee: 0,
          available: true,
          note: 'Visa, Mastercard dan JCB, dengan verifikasi 3-D Secure',
        },
      ],
    },
    {
      type: 'va',
      name: 'Transfer Virtual Account',
      methods: [
        {
          id: 'va-bca',
          type: 'va',
          name: 'BCA Virtual Account',
          fee: 0,
          available: true,
          note: 'Bayar dalam 24 jam',
        },
      ],
    },
    {
      type: 'ewallet',
      name: 'E-Wallet',
      methods: [
        {
          id: 'ewallet-gopay',
          type: 'ewallet',
          name: 'GoPay',
          fee: 0,
          available: false,
          note: 'Paling banyak Rp2.000.000 per transaksi',
        },
      ],
    },
    {
      type: 'qris',
      name: 'QRIS',
      methods: [
        {
          id: 'qris',
          type: 'qris',
          name: 'QRIS',
          fee: 0,
          available: true,
          note: 'Pindai dalam 15 menit dengan aplikasi bank atau e-wallet apa pun',
        },
      ],
    },
  ],
  mode: 'demo',
})

/** The number every card fixture uses: it must never appear in the context. */
export const CARD_NUMBER = '4000000000001091'
export const card: CardDetails = {
  number: CARD_NUMBER,
  expMonth: '12',
  expYear: '2030',
  cvc: '123',
  name: 'PUTRI LESTARI',
}

// ---------------------------------------------------------------------------------------------
// Orders in each status

const orderBase = {
  id: ORDER_ID,
  number: 'DR-2611-000042',
  items: [
    {
      productId: serum.id,
      name: serum.name,
      image: serum.image,
      quantity: 2,
      unitPrice: 79_000,
      lineTotal: 158_000,
    },
    {
      productId: sunscreen.id,
      name: sunscreen.name,
      image: sunscreen.image,
      quantity: 1,
      unitPrice: 65_000,
      lineTotal: 65_000,
    },
  ],
  subtotal: 223_000,
  discount: 20_000,
  shippingCost: 10_000,
  total: 213_000,
  promotion: {
    promotionId: 'promo-hemat20',
    title: 'Kode HEMAT20',
    code: PROMO_CODE,
    saving: 20_000,
  },
  address: {
    recipientName: 'Putri Lestari',
    phone: '081200000001',
    street: 'Jl. Tebet Barat Dalam II No. 14, RT 3/RW 2',
    suburb: 'Tebet',
    city: 'Kota Administrasi Jakarta Selatan',
    province: 'Daerah Khusus Ibukota Jakarta',
    postalCode: '12810',
  },
  shipping: {
    id: 'jne-reg',
    courier: 'JNE',
    service: 'Reguler',
    price: 10_000,
    etaLabel: '1–2 hari kerja',
  },
  expiresAt: '2026-11-25T08:20:00.000Z',
  paidAt: null,
  createdAt: '2026-11-24T08:20:00.000Z',
}

const vaPayment: Payment = {
  id: 'pay-0001',
  mode: 'demo',
  methodId: 'va-bca',
  methodName: 'BCA Virtual Account',
  type: 'va',
  status: 'pending',
  amount: 213_000,
  actionUrl: null,
  vaNumber: '8808 1200 0000 0042',
  bank: 'BCA',
  qrString: null,
  cardLast4: null,
  failureReason: null,
  expiresAt: '2026-11-25T08:20:00.000Z',
  paidAt: null,
  createdAt: '2026-11-24T08:20:00.000Z',
}

const cardPayment: Payment = {
  ...vaPayment,
  id: 'pay-0002',
  methodId: 'card',
  methodName: 'Kartu Kredit/Debit',
  type: 'card',
  vaNumber: null,
  bank: null,
  cardLast4: '1091',
  expiresAt: '2026-11-24T08:35:00.000Z',
}

function order(status: Order['status'], payment: Payment, paidAt: string | null = null): Order {
  return v.parse(Order, { ...orderBase, status, paidAt, payment })
}

/** A VA to transfer to: waiting for the money. */
export const orderAwaitingVa = order('awaiting_payment', vaPayment)
/** A card that needs its 3-D Secure challenge. */
export const orderCardChallenge = order('awaiting_payment', {
  ...cardPayment,
  status: 'requires_action',
  actionUrl: '/simulator/3ds/pay-0002',
})
/** A frictionless card: paid at once. */
export const orderPaidByCard = order(
  'paid',
  { ...cardPayment, status: 'paid', paidAt: '2026-11-24T08:20:05.000Z' },
  '2026-11-24T08:20:05.000Z',
)
export const orderPaidByVa = order(
  'paid',
  { ...vaPayment, status: 'paid', paidAt: '2026-11-24T09:02:00.000Z' },
  '2026-11-24T09:02:00.000Z',
)
/** The bank refused the card: the order still waits, the member may pay again. */
export const orderPaymentFailed = order('awaiting_payment', {
  ...cardPayment,
  status: 'failed',
  failureReason: 'Kartu ditolak oleh bank penerbit.',
})
export const orderExpired = order('expired', { ...vaPayment, status: 'expired' })
/** Refused for suspected fraud: the order fails and its stock goes back on sale. */
export const orderFailed = order('failed', {
  ...cardPayment,
  status: 'failed',
  failureReason: 'Pembayaran ditolak karena terindikasi penipuan.',
})

export const refusedForStock: PlaceOrderOutput = {
  ok: false,
  reason: 'stock',
  message: 'Stok beberapa produk tidak cukup. Ubah jumlahnya di keranjang.',
  errors: [{ path: 'products.1', message: 'Tabir Surya SPF 50 PA++++ tinggal 2.' }],
}
export const refusedForPrice: PlaceOrderOutput = {
  ok: false,
  reason: 'price',
  message: 'Harga atau ongkos kirim berubah. Periksa lagi totalnya sebelum membayar.',
  errors: [{ path: 'expectedTotal', message: 'Total sekarang Rp218.000.' }],
}
export const refusedOther: PlaceOrderOutput = {
  ok: false,
  reason: 'other',
  message: 'Metode pembayaran ini sedang tidak bisa dipakai. Pilih metode lain.',
  errors: [{ path: 'paymentMethodId', message: 'BCA Virtual Account sedang gangguan.' }],
}
