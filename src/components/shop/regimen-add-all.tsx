import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useCallback, useState } from 'react'
import type { Regimen } from '../../../contract/shop/schemas'
import { cartQueries } from '../../server/shop/server-queries'
import { addMissingToMyCart } from '../../server/shop/shop.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'
import { toast } from '../ui/toast'
import { AddToCartForm } from './add-to-cart-form'
import { regimenCartLines } from './regimen-steps'
import { refreshCart, useAddToCart, useCompleteIntent } from './use-add-to-cart'

/** What 'Tambah Semua' did: how many products went in, and how many the cart already held. */
export interface RegimenAddOutcome {
  added: number
  alreadyInCart: number
  /** The names of those already there, when the app knows them. */
  alreadyNames?: string[]
}

/** The sentence the page says after 'Tambah Semua', in the live region. */
export function regimenOutcomeText({ added, alreadyInCart, alreadyNames }: RegimenAddOutcome) {
  const names = alreadyNames && alreadyNames.length > 0 ? `: ${alreadyNames.join(', ')}` : ''
  if (added === 0) {
    return `Semua ${alreadyInCart} produk rangkaian ini sudah ada di keranjang, jadi tidak ditambahkan lagi${names}.`
  }
  const went = `${added} produk ditambahkan ke keranjang.`
  if (alreadyInCart === 0) return went
  return `${went} ${alreadyInCart} produk sudah ada di keranjang, jadi tidak ditambahkan lagi${names}.`
}

/**
 * A regimen's 'Tambah Semua': only the products the cart lacks go in, in one call to the API
 * (a second press or a second tab never doubles them), and the page says what went in and what
 * was already there. Adding those again too is the member's explicit second choice, 'Tambah lagi
 * semuanya'. Both are forms that work before the app has loaded (ADR 007); the form's answer
 * comes back as `outcome` from the page's address.
 *
 * `addAfterSignIn`: the visitor chose it and has just signed in to finish it; `clearIntent` takes
 * the intent (and an outcome from the address) out of the URL.
 */
export function RegimenAddAll({
  regimen,
  back,
  outcome: outcomeFromAddress,
  addAfterSignIn,
  clearIntent,
  beforeAdd,
}: {
  regimen: Regimen
  /** The page's path (and search), for the form to come back to. */
  back: string
  outcome?: RegimenAddOutcome
  addAfterSignIn: boolean
  clearIntent: () => void
  /** Runs as a press starts (the page clears a refusal from its address). */
  beforeAdd?: () => void
}) {
  const lines = regimenCartLines(regimen)
  const queryClient = useQueryClient()
  const addMissing = useServerFn(addMissingToMyCart)
  const { addToCart, addNow, pending: addingAgain, signedIn } = useAddToCart()
  const signInAgainIfEnded = useSignInAgain()
  const [pending, setPending] = useState(false)
  const [outcomeNow, setOutcomeNow] = useState<RegimenAddOutcome | null>(null)
  const outcome = outcomeNow ?? outcomeFromAddress ?? null
  // Before the press, a member is told which of these their cart already holds (the header's
  // cart, shared), so 'Tambah Semua' adding only the rest is no surprise.
  const { data: cart } = useQuery({ ...cartQueries.mine(), enabled: signedIn, retry: false })
  const held = new Set(cart?.data.map((item) => item.product.id))
  const alreadyHeld = lines.filter((line) => held.has(line.productId)).length

  const addMissingNow = useCallback(async () => {
    setPending(true)
    try {
      const result = await addMissing({ data: { items: regimenCartLines(regimen) } })
      if (!result.ok) {
        toast.show({ title: 'Belum bisa ditambahkan', description: result.message, tone: 'error' })
        return false
      }
      const nameOf = new Map(regimen.steps.map((step) => [step.product.id, step.product.name]))
      setOutcomeNow({
        added: result.added.length,
        alreadyInCart: result.alreadyInCart.length,
        alreadyNames: result.alreadyInCart.map((id) => nameOf.get(id) ?? id),
      })
      await refreshCart(queryClient)
      return true
    } catch (error) {
      if (await signInAgainIfEnded(error, { params: { tambah: 'semua' } })) return false
      toast.show({
        title: 'Gagal menambahkan ke keranjang',
        description: 'Periksa koneksimu lalu coba lagi.',
        tone: 'error',
      })
      return false
    } finally {
      setPending(false)
    }
  }, [addMissing, regimen, queryClient, signInAgainIfEnded])

  useCompleteIntent(addAfterSignIn, addMissingNow, clearIntent)

  return (
    <>
      <AddToCartForm
        className="buy-bar buy-bar--regimen"
        lines={lines}
        back={back}
        onlyMissing
        onAdd={() => {
          beforeAdd?.()
          // A visitor signs in first, and the intent brings them back to finish it.
          if (signedIn) void addMissingNow()
          else void addToCart(lines, regimen.name, { tambah: 'semua' })
        }}
      >
        <button
          type="submit"
          className="button button--primary buy-bar__add"
          disabled={pending || addingAgain || lines.length === 0}
        >
          {pending ? 'Menambahkan…' : 'Tambah Semua ke Keranjang'}
        </button>
      </AddToCartForm>
      {alreadyHeld > 0 && !outcome ? (
        <p className="muted small regimen-held">
          {alreadyHeld === lines.length
            ? `Semua ${alreadyHeld} produk rangkaian ini sudah ada di keranjang.`
            : `${alreadyHeld} produk sudah ada di keranjang; Tambah Semua hanya menambahkan ${lines.length - alreadyHeld} produk lainnya.`}
        </p>
      ) : null}
      <div role="status" className="regimen-added">
        {outcome ? (
          <>
            <p>{regimenOutcomeText(outcome)}</p>
            <p className="regimen-added__actions">
              <Link to="/product/keranjang">Lihat Keranjang</Link>
            </p>
          </>
        ) : null}
      </div>
      {outcome && outcome.alreadyInCart > 0 ? (
        <AddToCartForm
          className="regimen-added__again"
          lines={lines}
          back={back}
          onAdd={() =>
            void addNow(lines, regimen.name).then((ok) => {
              if (ok) setOutcomeNow({ added: lines.length, alreadyInCart: 0 })
            })
          }
        >
          <button type="submit" className="button button--secondary" disabled={addingAgain}>
            {addingAgain ? 'Menambahkan…' : 'Tambah lagi semuanya'}
          </button>
        </AddToCartForm>
      ) : null}
    </>
  )
}
