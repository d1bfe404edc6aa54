import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { type ReorderLine, reorderNotes } from '../../../contract/checkout/reorder'
import type { Order } from '../../../contract/checkout/schemas'
import { encodeReorderOutcome, type ReorderOutcome } from '../../lib/checkout/reorder-outcome'
import { REORDER_FAILED } from '../../lib/checkout/reorder-param'
import { reorderMyOrder } from '../../server/checkout/reorder.functions'
import { reorderFormPath } from '../../server/checkout/reorder-form'

/**
 * 'Beli Lagi'. Before the app's JavaScript has loaded (ADR 007) the button posts the plain form
 * to `/keranjang/dari-pesanan/{id}`, which adds and comes back here with the outcome in the
 * address; once the app runs, the press calls the same API and writes the same address, so
 * `ReorderOutcomeNotice` says it one way.
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const answer = await reorderMyOrder({ data: { orderId } })
      void queryClient.invalidateQueries({ queryKey: ['member', 'cart'] })
      const outcome = answer.ok ? encodeReorderOutcome(answer.lines) : REORDER_FAILED
      await navigate({
        to: '/akun/pesanan/$id',
        params: { id: orderId },
        search: { 'beli-lagi': outcome },
        replace: true,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form method="post" action={reorderFormPath(orderId)} onSubmit={submit}>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? 'Menambahkan…' : 'Beli Lagi'}
      </button>
    </form>
  )
}

/** What 'Beli Lagi' put in the cart and what changed since the order, or why nothing went in. */
export function ReorderOutcomeNotice({
  order,
  outcome,
}: {
  order: Order
  outcome: ReorderOutcome | typeof REORDER_FAILED
}) {
  if (outcome === REORDER_FAILED) {
    return (
      <div className="alert alert--error" role="alert">
        Produk pesanan ini belum bisa masuk keranjang: keranjangmu mungkin sudah penuh. Kosongkan
        sebagian lalu coba lagi.
      </div>
    )
  }
  const items = new Map(order.items.map((item) => [item.productId, item]))
  const lines: Array<{ line: ReorderLine; name: string }> = outcome.flatMap((entry) => {
    const item = items.get(entry.productId)
    if (!item) return []
    return [
      {
        name: item.name,
        line: { ...entry, ordered: item.quantity, priceThen: item.unitPrice },
      },
    ]
  })
  const units = lines.reduce((sum, { line }) => sum + line.added, 0)
  const notes = lines.flatMap(({ line, name }) => reorderNotes(line, name))
  return (
    <div
      className={`alert ${units > 0 ? 'alert--info' : 'alert--error'} reorder-outcome`}
      role="status"
    >
      <p>
        <strong>
          {units > 0
            ? `${units} barang dari pesanan ini sudah masuk keranjang.`
            : 'Belum ada barang dari pesanan ini yang bisa masuk keranjang.'}
        </strong>
      </p>
      {notes.length > 0 ? (
        <>
          <p>Yang berubah sejak kamu memesan:</p>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
      {units > 0 ? (
        <p>
          <Link to="/product/keranjang">Lihat Keranjang</Link>
        </p>
      ) : null}
    </div>
  )
}
