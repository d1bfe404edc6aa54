import { queryOptions } from '@tanstack/react-query'
import {
  getConsultForDoctor,
  getDoctor,
  getQueue,
  listRegimens,
  searchProducts,
} from './doctor.functions'

/** How often the console asks for the queue again while it is open. */
export const QUEUE_REFRESH_MS = 15_000

/** The doctor's console, through server functions that check the doctor on every call. */
export const doctorQueries = {
  me: () => queryOptions({ queryKey: ['doctor', 'me'], queryFn: () => getDoctor() }),
  queue: () =>
    queryOptions({
      queryKey: ['doctor', 'queue'],
      queryFn: () => getQueue(),
      staleTime: 0,
      refetchInterval: QUEUE_REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
  consult: (consultId: string) =>
    queryOptions({
      queryKey: ['doctor', 'consult', consultId],
      queryFn: () => getConsultForDoctor({ data: { consultId } }),
      // The chat follows its own stream; the answers do not change once submitted.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  products: (query: string) =>
    queryOptions({
      queryKey: ['doctor', 'products', query],
      queryFn: () => searchProducts({ data: { query } }),
      staleTime: 5 * 60_000,
    }),
  regimens: () =>
    queryOptions({
      queryKey: ['doctor', 'regimens'],
      queryFn: () => listRegimens(),
      staleTime: 30 * 60_000,
    }),
}
