import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { Recommendation } from '../../../contract/consults/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { SignInRequiredError } from '../../server/auth/sign-in-required-error'
import { addRecommendationToCart } from '../../server/consults/chat.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'
import { buttonClass } from '../ui/button-style'
import { toast } from '../ui/toast'

const PRODUCT_TYPE_LABEL: Record<Recommendation['productType'], string> = {
  1: 'Saran dokter',
  2: 'Resep dokter',
  3: 'Konsultasi dengan obat',
  4: 'Produk bebas',
  5: 'Produk dengan resep',
}

interface RecommendationCardProps {
  consultId: string
  messageId: string
  recommendation: Recommendation
  /** Only the member adds to a cart; the doctor sees what they sent. */
  canAddToCart: boolean
}

/**
 * The doctor's closing recommendation: the note, the regimen, the products with their quantity
 * and price, and one 'Tambah ke Keranjang' that puts them all in the member's cart, once. The API
 * remembers that it did (`addedToCartAt`), so after a reload or on another device the card says
 * 'Sudah di keranjang' instead of offering to add them twice.
 */
export function RecommendationCard({
  consultId,
  messageId,
  recommendation,
  canAddToCart,
}: RecommendationCardProps) {
  const queryClient = useQueryClient()
  const signInAgainIfEnded = useSignInAgain()
  const [adding, setAdding] = useState(false)
  const [addedNow, setAddedNow] = useState(false)
  const added = addedNow || recommendation.addedToCartAt !== null
  /** What the live region says after a press: added now, or found added before. */
  const [said, setSaid] = useState('')
  const cartLink = useRef<HTMLAnchorElement>(null)
  // The pressed button is gone once added: focus goes to what took its place, not the page.
  useEffect(() => {
    if (addedNow) cartLink.current?.focus()
  }, [addedNow])

  const { items } = recommendation
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0)
  const titleId = `rekomendasi-${messageId}`

  async function addAll() {
    setAdding(true)
    try {
      const result = await addRecommendationToCart({ data: { consultId, messageId } })
      if (!result.ok) {
        toast.show({ title: 'Belum bisa ditambahkan', description: result.message, tone: 'error' })
        return
      }
      setAddedNow(true)
      setSaid(
        result.alreadyAdded
          ? 'Produk rekomendasi ini sudah ditambahkan ke keranjangmu sebelumnya, jadi tidak ditambahkan lagi.'
          : `Produk rekomendasi masuk ke keranjang. Keranjangmu sekarang berisi ${result.totalQuantity} barang.`,
      )
      await queryClient.invalidateQueries({ queryKey: ['member', 'cart'] })
    } catch (error) {
      if (await signInAgainIfEnded(error, { params: {} })) return
      if (error instanceof SignInRequiredError) return
      toast.show({
        title: 'Gagal menambahkan ke keranjang',
        description: 'Periksa koneksimu lalu coba lagi.',
        tone: 'error',
      })
    } finally {
      setAdding(false)
    }
  }

  return (
    <section className="chat-recommendation" aria-labelledby={titleId}>
      <p className="chat-recommendation__kind">{PRODUCT_TYPE_LABEL[recommendation.productType]}</p>
      <h2 id={titleId} className="chat-recommendation__title">
        Rekomendasi dokter
      </h2>
      {recommendation.note ? (
        <p className="chat-recommendation__note">{recommendation.note}</p>
      ) : null}
      {recommendation.regimen ? (
        <p className="chat-recommendation__regimen">
          <span className="muted">Regimen:</span> <strong>{recommendation.regimen.name}</strong>
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <ul className="chat-recommendation__items">
            {items.map((item) => (
              <li key={item.productId} className="chat-recommendation__item">
                <span className="chat-recommendation__name">{item.name}</span>
                <span className="chat-recommendation__qty">{item.quantity} ×</span>
                <span className="chat-recommendation__price">{formatRupiah(item.price)}</span>
              </li>
            ))}
          </ul>
          <p className="chat-recommendation__total">
            <span>Total</span> <strong>{formatRupiah(total)}</strong>
          </p>
          {canAddToCart ? (
            <div className="chat-recommendation__actions">
              {added ? (
                <p className="chat-recommendation__added">
                  <strong>Sudah di keranjang</strong>{' '}
                  <Link
                    ref={cartLink}
                    to="/product/keranjang"
                    className="chat-recommendation__cart-link"
                  >
                    Lihat Keranjang
                  </Link>
                </p>
              ) : (
                <button
                  type="button"
                  className={buttonClass({ variant: 'primary', block: true })}
                  onClick={addAll}
                  disabled={adding}
                >
                  {adding ? 'Menambahkan…' : 'Tambah ke Keranjang'}
                </button>
              )}
              <p className="visually-hidden" role="status">
                {said}
              </p>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
