import { queryOptions } from '@tanstack/react-query'
import { listMyAddresses } from './addresses.functions'

/** Member data, fetched through server functions that add the session's token. */
export const addressQueries = {
  list: () => queryOptions({ queryKey: ['member', 'addresses'], queryFn: () => listMyAddresses() }),
}
