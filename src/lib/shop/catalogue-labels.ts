import type { PRODUCT_SORTS, PRODUCT_TYPES } from '../../../contract/shop/constants'

export const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  'sold.DESC': 'Terlaris',
  'rating.DESC': 'Rating tertinggi',
  'price.ASC': 'Harga terendah',
  'price.DESC': 'Harga tertinggi',
  'newest.DESC': 'Terbaru',
}

export const TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], string> = {
  skincare: 'Perawatan wajah',
  bodycare: 'Perawatan tubuh',
  haircare: 'Perawatan rambut',
}
