import { useQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { ORDER_TYPE, type Order, type PaymentMethod } from '../../../contract/checkout/schemas'
import { getMyPaymentMethods, payMyOrderAgain } from '../../server/checkout/checkout.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'
import { buttonClass } from '../ui/button-style'
import { ChoiceGroup } from '../ui/choice-group'

/** A uuid for the attempt; `randomUUID` exists only on secure pages (https, localhost). */
function newIdempotencyKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** One attempt: its key stays the same across a retry, so the server opens one charge at most. */
interface Attempt {
  key: string
  methodId: string
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' }

/**
 * 'Bayar lagi' for an order whose last attempt failed or lapsed: the member picks a method (the
 * card is not offered here: it needs the card form of checkout) and a new attempt opens. A
 * network failure keeps the attempt's key, so 'Coba lagi' cannot open a second charge even when
 * the first request did reach the server.
 */
export function PayAgain({
  order,
  onOrderChanged,
}: {
  order: Order
  onOrderChanged: (order: Order) => void
}) {
  const getMethods = useServerFn(getMyPaymentMethods)
  const payAgain = useServerFn(payMyOrderAgain)
  const signInAgainIfEnded = useSignInAgain()
  const methods = useQuery({
    queryKey: ['member', 'payment-methods', order.total],
    queryFn: () => getMethods({ data: { transactionType: ORDER_TYPE, amount: order.total } }),
    staleTime: 5 * 60_000,
  })
  const [chosen, setChosen] = useState<string | null>(null)
  const [attempt, setAttempt] = useState<Attempt | null>(null)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  const offered: PaymentMethod[] = (methods.data?.data ?? []).flatMap((group) =>
    group.methods.filter((method) => method.type !== 'card' && method.available),
  )
  const methodId =
    chosen ??
    offered.find((method) => method.id === order.payment.methodId)?.id ??
    offered[0]?.id ??
    null

  async function pay(retry: Attempt | null) {
    if (!methodId) return
    const current = retry ?? { key: newIdempotencyKey(), methodId }
    setAttempt(current)
    setOutcome({ kind: 'paying' })
    try {
      const result = await payAgain({
        data: {
          orderId: order.id,
          idempotencyKey: current.key,
          payment: { paymentMethodId: current.methodId },
        },
      })
      setAttempt(null)
      if (!result.ok) {
        setOutcome({ kind: 'refused', message: result.message })
        return
      }
      setOutcome({ kind: 'idle' })
      onOrderChanged(result.order)
    } catch (error) {
      if (await signInAgainIfEnded(error, { params: {} })) return
      setOutcome({ kind: 'unreachable' })
    }
  }

  if (methods.isPending) {
    return <p className="muted">Memuat cara bayar…</p>
  }
  if (methods.isError) {
    return (
      <div className="alert alert--error" role="alert">
        Cara bayar gagal dimuat.{' '}
        <button
          type="button"
          className={buttonClass({ variant: 'link', size: 'small' })}
          onClick={() => void methods.refetch()}
        >
          Coba lagi
        </button>
      </div>
    )
  }
  const paying = outcome.kind === 'paying'
  return (
    <form
      className="pay-again"
      aria-label="Bayar lagi"
      onSubmit={(event) => {
        event.preventDefault()
        // After a network failure the same choice is the same attempt: its key again.
        if (!paying) void pay(attempt?.methodId === methodId ? attempt : null)
      }}
    >
      <ChoiceGroup
        label="Cara bayar"
        choices={offered.map((method) => ({
          id: method.id,
          title: method.name,
          detail: method.note ?? undefined,
        }))}
        value={methodId}
        isDisabled={paying}
        onChange={(id) => {
          setChosen(id)
          // Another method is another attempt: a new key.
          setAttempt(null)
          setOutcome({ kind: 'idle' })
        }}
      />
      {outcome.kind === 'refused' ? (
        <p className="alert alert--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {outcome.kind === 'unreachable' ? (
        <div className="alert alert--error cart-problem" role="alert">
          <span>
            Pembayaran belum dibuat: koneksi bermasalah. Periksa koneksimu lalu coba lagi.
          </span>
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'small' })}
            onClick={() => void pay(attempt)}
          >
            Coba lagi
          </button>
        </div>
      ) : null}
      <button
        type="submit"
        className={buttonClass({ variant: 'primary' })}
        disabled={!methodId}
        aria-disabled={paying || undefined}
      >
        {paying ? 'Membuat pembayaran…' : 'Bayar lagi'}
      </button>
    </form>
  )
}
