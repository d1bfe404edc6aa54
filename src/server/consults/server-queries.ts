import { queryOptions } from '@tanstack/react-query'
import { getChatRoom } from './chat.functions'

/**
 * The room as it was when the page loaded. From then on the page's live state (`useChatRoom`)
 * follows the event stream, so the query is never refetched behind it.
 */
export const chatQueries = {
  room: (consultId: string) =>
    queryOptions({
      queryKey: ['member', 'chat', consultId],
      queryFn: () => getChatRoom({ data: { consultId } }),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
}
