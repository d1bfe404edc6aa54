import { useQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import type { ConsultSummary } from '../../../contract/consults/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { closeConsult, type PickableProduct } from '../../server/doctor/doctor.functions'
import { doctorQueries } from '../../server/doctor/server-queries'
import { Button } from '../ui/button'
import { ChoiceGroup } from '../ui/choice-group'
import { Dialog } from '../ui/dialog'
import {
  CLOSE_PRODUCT_TYPES,
  type CloseDraft,
  type CloseDraftProblems,
  chooseRegimen,
  closeBody,
  closeDraftProblems,
  EMPTY_CLOSE_DRAFT,
  MAX_ITEMS,
  MAX_QUANTITY,
  NOTE_MAX_LENGTH,
  needsProducts,
} from './close-draft'

/** How long the search waits after the last key before asking. */
const SEARCH_DELAY_MS = 300

/**
 * 'Tutup dengan Rekomendasi': the product type, a note for the patient (required), an optional
 * regimen, and products from the shop with their quantities; checked here, confirmed in a dialog,
 * then sent. The recommendation then reaches the member's chat as one message.
 */
export function CloseConsultForm({
  consultId,
  onClosed,
}: {
  consultId: string
  onClosed: (consult: ConsultSummary) => void
}) {
  const [draft, setDraft] = useState<CloseDraft>(EMPTY_CLOSE_DRAFT)
  const [checked, setChecked] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [regimenSaid, setRegimenSaid] = useState('')
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const callClose = useServerFn(closeConsult)
  const ids = useId()
  const problems: CloseDraftProblems = checked ? closeDraftProblems(draft) : {}
  const withProducts = needsProducts(draft.productType)
  const regimens = useQuery(doctorQueries.regimens())

  function update(change: Partial<CloseDraft>) {
    setDraft((current) => ({ ...current, ...change }))
  }

  function review() {
    setChecked(true)
    setRefusal(null)
    const found = closeDraftProblems(draft)
    if (found.note) noteRef.current?.focus()
    else if (found.items) searchRef.current?.focus()
    else setConfirming(true)
  }

  async function send() {
    setSending(true)
    try {
      const result = await callClose({ data: { consultId, body: closeBody(draft) } })
      if (result.ok) {
        setConfirming(false)
        onClosed(result.consult)
      } else {
        setConfirming(false)
        setRefusal(result.message)
      }
    } catch {
      setConfirming(false)
      setRefusal('Rekomendasi belum terkirim karena gangguan koneksi. Coba lagi.')
    } finally {
      setSending(false)
    }
  }

  const noteError = problems.note
  const itemsError = problems.items
  return (
    <form
      className="close-form"
      {...privateText}
      noValidate
      aria-labelledby={`${ids}-judul`}
      onSubmit={(event) => {
        event.preventDefault()
        review()
      }}
    >
      <h2 id={`${ids}-judul`}>Tutup dengan Rekomendasi</h2>
      <ChoiceGroup
        label="Jenis rekomendasi"
        choices={CLOSE_PRODUCT_TYPES.map((type) => ({
          id: String(type.id),
          title: type.title,
          detail: type.detail,
        }))}
        value={String(draft.productType)}
        onChange={(id) => {
          const type = CLOSE_PRODUCT_TYPES.find((candidate) => String(candidate.id) === id)
          if (type) update({ productType: type.id })
        }}
      />

      <div className="field">
        <label className="field__label" htmlFor={`${ids}-catatan`}>
          Catatan untuk pasien
        </label>
        <textarea
          id={`${ids}-catatan`}
          ref={noteRef}
          className="field__input close-form__note"
          rows={5}
          maxLength={NOTE_MAX_LENGTH}
          required
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${ids}-catatan-ket${noteError ? ` ${ids}-catatan-galat` : ''}`}
          value={draft.note}
          onChange={(event) => update({ note: event.target.value })}
        />
        <span id={`${ids}-catatan-ket`} className="field__description">
          Diagnosis, cara pakai produk, dan kapan perlu kontrol lagi. Pasien membacanya di chat.
        </span>
        {noteError ? (
          <span id={`${ids}-catatan-galat`} className="field__error" role="alert">
            {noteError}
          </span>
        ) : null}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${ids}-regimen`}>
          Regimen (opsional)
        </label>
        <select
          id={`${ids}-regimen`}
          className="field__input"
          value={draft.regimenId}
          aria-describedby={`${ids}-regimen-ket`}
          onChange={(event) => {
            const choice = chooseRegimen(draft, regimens.data ?? [], event.target.value)
            setDraft(choice.draft)
            setRegimenSaid(choice.said)
          }}
        >
          <option value="">Tanpa regimen</option>
          {(regimens.data ?? []).map((regimen) => (
            <option key={regimen.id} value={regimen.id}>
              {regimen.name}
            </option>
          ))}
        </select>
        <span id={`${ids}-regimen-ket`} className="field__description" role="status">
          {regimenSaid || 'Produk regimen dimasukkan ke daftar produk, dan tetap bisa diubah.'}
        </span>
      </div>

      {withProducts ? (
        <ProductPicker
          items={draft.items}
          onChange={(items) => update({ items })}
          error={itemsError}
          searchRef={searchRef}
        />
      ) : null}

      {refusal ? (
        <p className="alert alert--error" role="alert">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" block>
        Tutup dengan Rekomendasi
      </Button>

      <Dialog
        title="Tutup konsultasi ini?"
        isOpen={confirming}
        onOpenChange={(open) => !sending && setConfirming(open)}
      >
        <p>
          Rekomendasimu dikirim ke chat pasien dan konsultasi ditutup. Setelah itu chat tidak bisa
          dilanjutkan.
        </p>
        <dl className="details close-form__summary">
          <div>
            <dt>Jenis</dt>
            <dd>{CLOSE_PRODUCT_TYPES.find((type) => type.id === draft.productType)?.title}</dd>
          </div>
          <div>
            <dt>Produk</dt>
            <dd>
              {withProducts && draft.items.length > 0
                ? draft.items
                    .map(({ product, quantity }) => `${product.name} × ${quantity}`)
                    .join(', ')
                : 'Tanpa produk'}
            </dd>
          </div>
        </dl>
        <div className="dialog-actions">
          <Button onPress={() => void send()} isDisabled={sending}>
            {sending ? 'Mengirim…' : 'Ya, Tutup Konsultasi'}
          </Button>
          <Button variant="ghost" onPress={() => setConfirming(false)} isDisabled={sending}>
            Periksa Lagi
          </Button>
        </div>
      </Dialog>
    </form>
  )
}

/** Products found by name, added with a quantity; the chosen ones listed with − and +. */
function ProductPicker({
  items,
  onChange,
  error,
  searchRef,
}: {
  items: CloseDraft['items']
  onChange: (items: CloseDraft['items']) => void
  error: string | undefined
  searchRef: RefObject<HTMLInputElement | null>
}) {
  const ids = useId()
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  const results = useQuery({ ...doctorQueries.products(query), enabled: query !== '' })
  const chosen = new Set(items.map((item) => item.product.id))
  const full = items.length >= MAX_ITEMS

  function add(product: PickableProduct) {
    if (chosen.has(product.id) || full) return
    onChange([...items, { product, quantity: 1 }])
  }
  function setQuantity(productId: string, quantity: number) {
    onChange(items.map((item) => (item.product.id === productId ? { ...item, quantity } : item)))
  }

  return (
    <fieldset
      className="close-form__products"
      aria-describedby={error ? `${ids}-galat` : undefined}
    >
      <legend className="field__label">Produk yang direkomendasikan</legend>
      {items.length > 0 ? (
        <ul className="picked-products">
          {items.map(({ product, quantity }) => (
            <li key={product.id} className="picked-product">
              <span className="picked-product__name">
                {product.name}
                <span className="muted small"> · {product.size}</span>
              </span>
              <fieldset className="quantity">
                <legend className="visually-hidden">Jumlah {product.name}</legend>
                <button
                  type="button"
                  aria-label={`Kurangi jumlah ${product.name}`}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity(product.id, quantity - 1)}
                >
                  −
                </button>
                <output aria-label={`Jumlah ${product.name}`}>{quantity}</output>
                <button
                  type="button"
                  aria-label={`Tambah jumlah ${product.name}`}
                  disabled={quantity >= MAX_QUANTITY}
                  onClick={() => setQuantity(product.id, quantity + 1)}
                >
                  +
                </button>
              </fieldset>
              <button
                type="button"
                className="button button--link button--small"
                aria-label={`Hapus ${product.name}`}
                onClick={() => onChange(items.filter((item) => item.product.id !== product.id))}
              >
                Hapus
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">Belum ada produk dipilih.</p>
      )}
      {error ? (
        <p id={`${ids}-galat`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}

      <div className="field close-form__search">
        <label className="field__label" htmlFor={`${ids}-cari`}>
          Cari produk di toko
        </label>
        <input
          id={`${ids}-cari`}
          ref={searchRef}
          type="search"
          className="field__input"
          placeholder="Contoh: serum niacinamide"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault()
              setQuery(text.trim())
            }
          }}
        />
      </div>
      <div aria-live="polite" className="close-form__results">
        {query === '' ? null : results.isPending ? (
          <p className="muted small">Mencari…</p>
        ) : results.isError ? (
          <p className="alert alert--error">Pencarian gagal. Coba lagi.</p>
        ) : results.data.length === 0 ? (
          <p className="muted small">Tidak ada produk dengan nama atau bahan “{query}”.</p>
        ) : (
          <ul className="product-results" aria-label="Hasil pencarian produk">
            {results.data.map((product) => (
              <li key={product.id} className="product-result">
                <img
                  src={product.image.src}
                  alt=""
                  width={48}
                  height={48}
                  className="product-result__image"
                />
                <span className="product-result__body">
                  <span className="product-result__name">{product.name}</span>
                  <span className="muted small">
                    {product.size} · {formatRupiah(product.discountPrice ?? product.price)}
                    {product.stock === 0 ? ' · stok habis' : ''}
                  </span>
                </span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`${chosen.has(product.id) ? 'Dipilih' : 'Tambah'} ${product.name}`}
                  disabled={chosen.has(product.id) || full}
                  onClick={() => add(product)}
                >
                  {chosen.has(product.id) ? 'Dipilih' : 'Tambah'}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  )
}
