import { useEffect, useState } from 'react'
import type { ChatRoom } from '../../../contract/consults/schemas'
import { isClosed, type Viewer } from '../../lib/consults/chat-state'
import { ChatHeader } from './chat-header'
import { Composer } from './composer'
import { MessageList } from './message-list'
import { useChatRoom } from './use-chat-room'

export interface ChatPanelProps {
  consultId: string
  viewer: Viewer
  /** The room as the server read it for the page: the first messages are in the HTML. */
  initialRoom: ChatRoom
  /** The header's heading: 1 where the room is the page, 2 inside the doctor's console. */
  headingLevel?: 1 | 2
}

/** A minute is the finest the header and the day lines tell: the clock moves on once a minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * The chat room: header, conversation and composer. The member's page and the doctor's console
 * both render it; `viewer` says whose side is "own" (right) and who may add a recommendation to
 * a cart (the member only).
 */
export function ChatPanel({ consultId, viewer, initialRoom, headingLevel }: ChatPanelProps) {
  const { state, connection, send, retry } = useChatRoom(consultId, viewer, initialRoom)
  const now = useMinuteClock()
  const closed = isClosed(state.consult)
  return (
    <div className="chat-panel">
      <ChatHeader
        consult={state.consult}
        doctor={state.doctor}
        viewer={state.viewer}
        connection={connection}
        now={now}
        headingLevel={headingLevel}
      />
      <MessageList consultId={consultId} state={state} now={now} onRetry={retry} />
      {closed ? (
        <p className="chat-closed" role="status">
          <strong>Konsultasi selesai</strong>
          <span>Percakapan ini sudah ditutup. Kamu tetap bisa membacanya kapan saja.</span>
        </p>
      ) : (
        <Composer consultId={consultId} onSend={send} />
      )}
    </div>
  )
}
