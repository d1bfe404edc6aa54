import type { FormEvent, ReactNode } from 'react'
import {
  CART_FORM_FIELDS,
  CART_FORM_ONLY_MISSING,
  CART_FORM_PATH,
  type CartFormRefusal,
  cartFormLine,
} from '../../server/checkout/cart-form'
import type { CartLine } from './use-add-to-cart'

/**
 * The buy buttons' form. Before the app's JavaScript has loaded (ADR 007) its submit button
 * posts the lines and this page's path to `/keranjang/tambah`, which adds them (or sends a
 * visitor to sign in and back) and answers with a redirect; once the app runs, `onAdd` takes the
 * press instead, with the app's own add to cart. The lines are what the button would add now:
 * the stepper's quantity, 1 before the app runs.
 */
export function AddToCartForm({
  lines,
  back,
  onAdd,
  onlyMissing = false,
  className,
  children,
}: {
  lines: CartLine[]
  /** This page's path (and search), to come back to. */
  back: string
  onAdd: () => void
  /** Only the products the cart lacks go in (a regimen's 'Tambah Semua'). */
  onlyMissing?: boolean
  className?: string
  children: ReactNode
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onAdd()
  }
  return (
    <form method="post" action={CART_FORM_PATH} className={className} onSubmit={submit}>
      {lines.map((line) => (
        <input
          key={line.productId}
          type="hidden"
          name={CART_FORM_FIELDS.items}
          value={cartFormLine(line.productId, line.quantity)}
        />
      ))}
      <input type="hidden" name={CART_FORM_FIELDS.back} value={back} />
      {onlyMissing ? (
        <input type="hidden" name={CART_FORM_FIELDS.mode} value={CART_FORM_ONLY_MISSING} />
      ) : null}
      {children}
    </form>
  )
}

/** What the page says when the form came back refused (`?gagal=<code>`), after "Belum bisa ditambahkan: ". */
const REFUSAL_TEXT: Record<CartFormRefusal, string> = {
  stok: 'stoknya tidak cukup untuk jumlah itu, ditambah yang sudah ada di keranjangmu.',
  maks: 'jumlahnya melebihi batas per pesanan, ditambah yang sudah ada di keranjangmu.',
  habis: 'stoknya sedang habis.',
  'tidak-dijual': 'produk ini sudah tidak dijual lagi.',
  penuh: 'keranjangmu sudah penuh. Hapus beberapa produk dulu, lalu coba lagi.',
  gangguan: 'layanan sedang bermasalah. Coba lagi sebentar lagi.',
  lain: 'periksa keranjangmu, lalu coba lagi.',
}

/** The refusal the form came back with, where the buy button is. */
export function AddToCartRefusal({ refusal }: { refusal: CartFormRefusal | undefined }) {
  if (!refusal) return null
  return (
    <p className="alert alert--error" role="alert">
      Belum bisa ditambahkan: {REFUSAL_TEXT[refusal]}
    </p>
  )
}
