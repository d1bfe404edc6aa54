/**
 * The doctor's closing recommendation while it is being written, what is still wrong with it, and
 * the body the API takes (`CloseConsultBody`). Pure, so the form and its tests share one rule.
 */
import { CONSULT_PRODUCT_TYPE } from '../../../contract/consults/schemas'
import type { CloseConsultBody } from '../../../contract/doctor/schemas'
import type { PickableProduct, PickableRegimen } from '../../server/doctor/doctor.functions'

/** The consultation product types the shop can fill (spec §3); RX (2) has no shop products. */
export const CLOSE_PRODUCT_TYPES = [
  {
    id: CONSULT_PRODUCT_TYPE.consult,
    title: 'Konsultasi saja',
    detail: 'Saran dan catatan tanpa produk.',
    needsProducts: false,
  },
  {
    id: CONSULT_PRODUCT_TYPE.consultWithMeds,
    title: 'Konsultasi dengan obat',
    detail: 'Saran dokter beserta produk untuk perawatannya.',
    needsProducts: true,
  },
  {
    id: CONSULT_PRODUCT_TYPE.otc,
    title: 'Produk bebas (OTC)',
    detail: 'Produk perawatan yang bisa dibeli tanpa resep.',
    needsProducts: true,
  },
  {
    id: CONSULT_PRODUCT_TYPE.otcWithRx,
    title: 'Produk bebas dan resep dokter',
    detail: 'Produk bebas ditambah resep yang dijelaskan di catatan.',
    needsProducts: true,
  },
] as const

export type CloseProductType = (typeof CLOSE_PRODUCT_TYPES)[number]['id']

export const NOTE_MAX_LENGTH = 2000
export const MAX_ITEMS = 10
export const MAX_QUANTITY = 10

export interface CloseDraft {
  productType: CloseProductType
  note: string
  /** '' when no regimen is recommended. */
  regimenId: string
  /** `fromRegimen`: put there by choosing the regimen, so changing the regimen takes it away. */
  items: Array<{ product: PickableProduct; quantity: number; fromRegimen?: boolean }>
}

export const EMPTY_CLOSE_DRAFT: CloseDraft = {
  productType: CONSULT_PRODUCT_TYPE.consult,
  note: '',
  regimenId: '',
  items: [],
}

export function needsProducts(productType: CloseProductType) {
  return CLOSE_PRODUCT_TYPES.some((type) => type.id === productType && type.needsProducts)
}

export interface CloseDraftProblems {
  note?: string
  items?: string
}

/** What keeps the recommendation from being sent, by field; empty when it can be. */
export function closeDraftProblems(draft: CloseDraft): CloseDraftProblems {
  const problems: CloseDraftProblems = {}
  const note = draft.note.trim()
  if (note === '') problems.note = 'Tulis catatan untuk pasien: diagnosis dan saran perawatannya.'
  else if (note.length > NOTE_MAX_LENGTH) {
    problems.note = `Catatan paling panjang ${NOTE_MAX_LENGTH} karakter.`
  }
  if (needsProducts(draft.productType) && draft.items.length === 0) {
    problems.items = 'Pilih paling sedikit satu produk, atau ganti jenisnya ke Konsultasi saja.'
  } else if (draft.items.length > MAX_ITEMS) {
    problems.items = `Paling banyak ${MAX_ITEMS} produk dalam satu rekomendasi.`
  }
  return problems
}

/** The body for the API. 'Konsultasi saja' sends no products, whatever was picked before. */
export function closeBody(draft: CloseDraft): CloseConsultBody {
  return {
    productType: draft.productType,
    note: draft.note.trim(),
    ...(draft.regimenId ? { regimenId: draft.regimenId } : {}),
    items: needsProducts(draft.productType)
      ? draft.items.map(({ product, quantity }) => ({ productId: product.id, quantity }))
      : [],
  }
}

/** The draft after the regimen changed, and a sentence saying what happened to the products. */
export interface RegimenChoice {
  draft: CloseDraft
  said: string
}

/**
 * Choosing a regimen fills the picker with its products, one of each, still editable. Changing it
 * replaces the products the previous regimen put there (those the doctor kept) with the new one's,
 * and keeps every product the doctor added by search; 'Tanpa regimen' takes the regimen's away. A type that
 * recommends no products becomes 'Produk bebas (OTC)', since a regimen is products of the shop.
 */
export function chooseRegimen(
  draft: CloseDraft,
  regimens: readonly PickableRegimen[],
  regimenId: string,
): RegimenChoice {
  const previous = regimens.find((regimen) => regimen.id === draft.regimenId)
  const next = regimens.find((regimen) => regimen.id === regimenId)
  const kept = draft.items.filter((item) => !item.fromRegimen)
  const keptIds = new Set(kept.map((item) => item.product.id))
  const added = (next?.products ?? [])
    .filter((product) => !keptIds.has(product.id))
    .slice(0, Math.max(0, MAX_ITEMS - kept.length))
  const switchType = next !== undefined && !needsProducts(draft.productType)
  const productType = switchType ? CONSULT_PRODUCT_TYPE.otc : draft.productType
  const items = [...kept, ...added.map((product) => ({ product, quantity: 1, fromRegimen: true }))]
  const sentences: string[] = []
  if (previous && next) {
    sentences.push(`Produk ${previous.name} diganti dengan ${added.length} produk ${next.name}.`)
  } else if (next) {
    sentences.push(`${added.length} produk ${next.name} dimasukkan ke daftar produk.`)
  } else if (previous) {
    sentences.push(`Produk ${previous.name} dihapus dari daftar.`)
  }
  const alreadyThere = (next?.products ?? []).filter((product) => keptIds.has(product.id))
  const noRoom = (next?.products.length ?? 0) - alreadyThere.length - added.length
  if (alreadyThere.length > 0) sentences.push(`${alreadyThere.length} sudah ada di daftar.`)
  if (noRoom > 0) {
    sentences.push(`${noRoom} lainnya tidak muat (paling banyak ${MAX_ITEMS} produk).`)
  }
  if (switchType) sentences.push('Jenis rekomendasi diganti ke Produk bebas (OTC).')
  if (next) sentences.push('Kamu bisa mengubah jumlah, menghapus, atau menambah produk.')
  return {
    draft: { ...draft, regimenId, productType, items },
    said: sentences.join(' '),
  }
}
