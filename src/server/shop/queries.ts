import { queryOptions } from '@tanstack/react-query'
import type { ProductType } from '../../../contract/shop/schemas'
import type { ProductListParams } from '../../api/shop/calls'

// The HTTP client loads with the first query that needs it, not with every page (see misc/queries.ts).
const calls = () => import('../../api/shop/calls')

const FIVE_MINUTES = 5 * 60_000

export const shopQueries = {
  products: (params: ProductListParams) =>
    queryOptions({
      queryKey: ['shop', 'products', params],
      queryFn: async () => (await calls()).listProducts(params),
      staleTime: FIVE_MINUTES,
    }),
  categories: (type?: ProductType) =>
    queryOptions({
      queryKey: ['shop', 'categories', type ?? null],
      queryFn: async () => (await calls()).listCategories(type),
      staleTime: FIVE_MINUTES,
    }),
  store: (type?: ProductType) =>
    queryOptions({
      queryKey: ['shop', 'store', type ?? null],
      queryFn: async () => (await calls()).getStorePage(type),
      staleTime: FIVE_MINUTES,
    }),
  product: (id: string) =>
    queryOptions({
      queryKey: ['shop', 'product', id],
      queryFn: async () => (await calls()).getProduct(id),
      staleTime: FIVE_MINUTES,
    }),
  directory: () =>
    queryOptions({
      queryKey: ['shop', 'directory'],
      queryFn: async () => (await calls()).getProductDirectory(),
      staleTime: FIVE_MINUTES,
    }),
  landing: () =>
    queryOptions({
      queryKey: ['shop', 'landing'],
      queryFn: async () => (await calls()).getShopLanding(),
      staleTime: FIVE_MINUTES,
    }),
  school: () =>
    queryOptions({
      queryKey: ['shop', 'school'],
      queryFn: async () => (await calls()).getSchool(),
      staleTime: FIVE_MINUTES,
    }),
  regimen: (id: string) =>
    queryOptions({
      queryKey: ['shop', 'regimen', id],
      queryFn: async () => (await calls()).getRegimen(id),
      staleTime: FIVE_MINUTES,
    }),
  quiz: (id: string, regimenId?: string) =>
    queryOptions({
      queryKey: ['shop', 'quiz', id, regimenId ?? null],
      queryFn: async () => (await calls()).getSkinQuiz(id, regimenId),
      staleTime: FIVE_MINUTES,
    }),
}
