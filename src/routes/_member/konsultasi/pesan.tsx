import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as v from 'valibot'
import { ChatPanel } from '../../../components/consults/chat-panel'
import { PushOptInButton } from '../../../components/notifications/push-opt-in-button'
import { isClosed } from '../../../lib/consults/chat-state'
import { searchText } from '../../../lib/search-params'
import { pageHead } from '../../../lib/seo'
import { chatQueries } from '../../../server/consults/server-queries'

const ChatSearch = v.object({
  chatroom: v.fallback(
    v.pipe(
      searchText,
      v.transform((value) => value ?? ''),
    ),
    '',
  ),
})

export const Route = createFileRoute('/_member/konsultasi/pesan')({
  validateSearch: ChatSearch,
  loaderDeps: ({ search }) => ({ chatroom: search.chatroom }),
  // The room with its messages is read on the server, so the conversation is in the page's HTML.
  loader: async ({ context, deps }) => {
    // Another member's consult, or none at all: the API answers both the same way, and so do we.
    if (!deps.chatroom) throw notFound()
    const room = await context.queryClient.ensureQueryData(chatQueries.room(deps.chatroom))
    if (!room) throw notFound()
  },
  head: () =>
    pageHead({ title: 'Chat dengan Dokter', description: 'Ruang chat konsultasimu di Diri.' }),
  component: ChatRoomPage,
})

function ChatRoomPage() {
  const { chatroom } = Route.useSearch()
  const { data: room } = useSuspenseQuery(chatQueries.room(chatroom))
  const queryClient = useQueryClient()
  // The page's live state follows the stream from this snapshot on; the next visit reads the room
  // anew (its status and doctor may have changed meanwhile) instead of starting from this one.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: chatQueries.room(chatroom).queryKey }),
    [queryClient, chatroom],
  )
  if (!room) return null
  return (
    <div className="container page chat-page">
      <nav aria-label="Remah roti" className="shop-crumbs chat-page__crumbs">
        <Link to="/akun">Akun Saya</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Chat dengan Dokter</span>
      </nav>
      {/* Asked here, where a reply is what the member waits for: never on page load. */}
      {isClosed(room.consult) ? null : <PushOptInButton />}
      {/* Keyed by the room: another consult's chat starts from its own messages and queue. */}
      <ChatPanel key={chatroom} consultId={chatroom} viewer="member" initialRoom={room} />
    </div>
  )
}
