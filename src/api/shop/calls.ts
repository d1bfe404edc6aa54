import { DEFAULT_PRODUCT_SORT } from '../../../app.config'
import {
  Cart,
  type CartAddInput,
  CartAddMissingResult,
  CategoryList,
  PRODUCTS_PAGE_SIZE,
  ProductDetail,
  ProductDirectory,
  ProductList,
  type ProductSort,
  type ProductType,
  RATINGS_PREVIEW_LIMIT,
  RATINGS_PREVIEW_SORT,
  RatingLikeResult,
  RatingList,
  Regimen,
  SchoolPage,
  ShopLandingPage,
  SkinQuiz,
  type SkinQuizAnswerInput,
  SkinQuizResult,
  StorePage,
} from '../../../contract/shop/schemas'
import { apiRequest } from '../client'

export interface ProductListParams {
  page?: number
  type?: ProductType
  sortBy?: ProductSort
  category?: string
  rating?: number
  /** Words in the name or the ingredients. */
  q?: string
  /** 20 unless a caller needs fewer (the doctor's picker shows 8). */
  limit?: number
}

/** The query of `/store/products`: 20 a page, and the default sort left out. */
export function productListQuery(params: ProductListParams) {
  return {
    page: params.page ?? 1,
    limit: params.limit ?? PRODUCTS_PAGE_SIZE,
    type: params.type,
    // Spec §5: the default sort is never sent, so the default list is one URL for every cache.
    sortBy: params.sortBy === DEFAULT_PRODUCT_SORT ? undefined : params.sortBy,
    category: params.category,
    rating: params.rating,
    q: params.q,
  }
}

export function listProducts(params: ProductListParams) {
  return apiRequest(ProductList, '/store/products', { query: productListQuery(params) })
}

export async function listCategories(type?: ProductType) {
  return (await apiRequest(CategoryList, '/store/categories', { query: { type } })).data
}

export function getStorePage(type?: ProductType) {
  return apiRequest(StorePage, '/dc-frontend/store', { query: { type } })
}

export function getProduct(id: string) {
  return apiRequest(ProductDetail, `/dc-frontend/products/${encodeURIComponent(id)}`)
}

export async function getProductDirectory() {
  return (await apiRequest(ProductDirectory, '/dc-frontend/directory/products')).data
}

export interface RatingListParams {
  productId: string
  page?: number
  limit?: number
  rating?: number
  sortBy?: string
}

/** The full ratings list; a member's token marks their own likes (spec §6: token optional). */
export function listRatings(params: RatingListParams, token?: string | null) {
  return apiRequest(RatingList, '/ratings', {
    query: {
      productId: params.productId,
      page: params.page,
      limit: params.limit,
      show: true,
      rating: params.rating,
      sortBy: params.sortBy,
    },
    token,
    timeout: 'slow',
  })
}

/** Spec §7: the product page's preview, 4 ratings, newest first (`RATINGS_PREVIEW_SORT`). */
export function previewRatings(productId: string, token?: string | null) {
  return apiRequest(RatingList, '/ratings', {
    query: {
      limit: RATINGS_PREVIEW_LIMIT,
      productId,
      show: true,
      sortBy: RATINGS_PREVIEW_SORT,
    },
    token,
    timeout: 'slow',
  })
}

export function likeRating(token: string, ratingId: string, like: boolean) {
  return apiRequest(RatingLikeResult, `/ratings/like/${encodeURIComponent(ratingId)}`, {
    method: 'PUT',
    body: { like },
    token,
    timeout: 'slow',
  })
}

export function getShopLanding() {
  return apiRequest(ShopLandingPage, '/otc/frontends/landing-page')
}

export function getSchool() {
  return apiRequest(SchoolPage, '/otc/frontends/school')
}

export function getRegimen(id: string) {
  return apiRequest(Regimen, `/otc/frontends/regimen-page/${encodeURIComponent(id)}`)
}

export function getSkinQuiz(id: string, regimenId?: string) {
  return apiRequest(SkinQuiz, `/otc/skin-quiz/${encodeURIComponent(id)}`, {
    query: { regimenId },
  })
}

export function answerSkinQuiz(input: SkinQuizAnswerInput) {
  return apiRequest(SkinQuizResult, '/otc/skin-quiz/answer', { method: 'POST', body: input })
}

export function getCart(token: string) {
  return apiRequest(Cart, '/carts', { token, timeout: 'slow' })
}

export function addToCart(token: string, items: CartAddInput['items']) {
  return apiRequest(Cart, '/carts', {
    method: 'POST',
    body: { items },
    token,
    timeout: 'slow',
  })
}

/** A regimen's 'Tambah Semua': only the products the cart does not hold yet go in. */
export function addMissingToCart(token: string, items: CartAddInput['items']) {
  return apiRequest(CartAddMissingResult, '/carts/missing', {
    method: 'POST',
    body: { items },
    token,
    timeout: 'slow',
  })
}
