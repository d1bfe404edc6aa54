/**
 * The payment methods, one catalogue for the list the member picks from
 * (`POST /v2/member/misc/payment-methods`) and for placing and paying an order, which take a
 * method's type, its time to pay and its limits from here.
 */
import { Hono } from 'hono'
import {
  type PaymentMethod,
  type PaymentMethods,
  PaymentMethodsInput,
  type PaymentType,
} from '../../../contract/checkout/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { readJson } from '../../http/validation'
import { MIDTRANS_METHOD_IDS } from '../../payments/midtrans/charge-request'
import { isMidtransProvider } from '../../payments/midtrans/midtrans-provider'
import { providerMode } from '../../payments/payment-mode'
import type { PaymentProvider } from '../../payments/provider'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

export interface MethodOfPayment {
  id: string
  type: PaymentType
  name: string
  /** How long the member has to pay once the charge is open. */
  expiresInMs: number
  /** What the member is told when the method fits the amount. */
  note: string
  minAmount?: number
  maxAmount?: number
}

const va = (bank: string, name: string): MethodOfPayment => ({
  id: `va-${bank}`,
  type: 'va',
  name,
  expiresInMs: 24 * HOUR,
  note: 'Bayar dalam 24 jam',
  minAmount: 10_000,
  maxAmount: 50_000_000,
})

const ewallet = (id: string, name: string): MethodOfPayment => ({
  id: `ewallet-${id}`,
  type: 'ewallet',
  name,
  expiresInMs: 15 * MINUTE,
  note: `Bayar dalam 15 menit di aplikasi ${name}`,
  minAmount: 1_000,
  maxAmount: 20_000_000,
})

const GROUPS: ReadonlyArray<{ type: PaymentType; name: string; methods: MethodOfPayment[] }> = [
  {
    type: 'card',
    name: 'Kartu Kredit/Debit',
    methods: [
      {
        id: 'card',
        type: 'card',
        name: 'Kartu Kredit/Debit',
        expiresInMs: 15 * MINUTE,
        note: 'Visa, Mastercard dan JCB, dengan verifikasi 3-D Secure',
        minAmount: 10_000,
      },
    ],
  },
  {
    type: 'va',
    name: 'Transfer Virtual Account',
    methods: [
      va('bca', 'BCA Virtual Account'),
      va('bni', 'BNI Virtual Account'),
      va('bri', 'BRI Virtual Account'),
      va('mandiri', 'Mandiri Virtual Account'),
      va('permata', 'Permata Virtual Account'),
    ],
  },
  {
    type: 'ewallet',
    name: 'E-Wallet',
    methods: [
      ewallet('gopay', 'GoPay'),
      ewallet('ovo', 'OVO'),
      ewallet('dana', 'DANA'),
      ewallet('shopeepay', 'ShopeePay'),
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
        expiresInMs: 15 * MINUTE,
        note: 'Pindai dalam 15 menit dengan aplikasi bank atau e-wallet apa pun',
        minAmount: 1_000,
        maxAmount: 10_000_000,
      },
    ],
  },
]

const BY_ID = new Map(GROUPS.flatMap((group) => group.methods).map((method) => [method.id, method]))

export function paymentMethod(id: string): MethodOfPayment | undefined {
  return BY_ID.get(id)
}

/** Whether the provider can charge the method: Midtrans's Core API has no OVO or DANA charge. */
export function providerOffers(provider: PaymentProvider, methodId: string): boolean {
  return !isMidtransProvider(provider) || MIDTRANS_METHOD_IDS.has(methodId)
}

/** Why the method cannot take this amount, in Indonesian; null when it can. */
export function amountRefusal(method: MethodOfPayment, amount: number): string | null {
  if (method.minAmount !== undefined && amount < method.minAmount)
    return `Minimal pembayaran ${formatRupiah(method.minAmount)} untuk ${method.name}.`
  if (method.maxAmount !== undefined && amount > method.maxAmount)
    return `${method.name} hanya untuk total sampai ${formatRupiah(method.maxAmount)}.`
  return null
}

function shown(method: MethodOfPayment, amount: number | undefined): PaymentMethod {
  const refusal = amount === undefined ? null : amountRefusal(method, amount)
  return {
    id: method.id,
    type: method.type,
    name: method.name,
    fee: 0,
    available: refusal === null,
    note: refusal ?? method.note,
  }
}

export function paymentMethodRoutes(deps: ApiDeps) {
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/v2/member/misc/payment-methods', member, async (c) => {
    failIfRequested(deps, c, 'payment-methods')
    const { amount } = await readJson(c, PaymentMethodsInput)
    return c.json({
      data: GROUPS.map((group) => ({
        type: group.type,
        name: group.name,
        methods: group.methods
          .filter((method) => providerOffers(deps.payments, method.id))
          .map((method) => shown(method, amount)),
      })),
      mode: providerMode(deps.payments),
    } satisfies PaymentMethods)
  })
}
