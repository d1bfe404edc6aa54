import { Fragment, useEffect, useRef } from 'react'
import type { ChatMessage } from '../../../contract/consults/schemas'
import { dayLabel, jakartaDay } from '../../lib/consults/chat-format'
import { type ChatState, deliveryOf, type PendingMessage } from '../../lib/consults/chat-state'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { authorOf, MessageBubble, pendingStatus } from './message-bubble'
import { RecommendationCard } from './recommendation-card'

interface MessageListProps {
  consultId: string
  state: ChatState
  now: Date
  onRetry: (clientId: string) => void
}

/** Near the end of the list: new messages then scroll into view; further up, the reader stays put. */
const STICK_TO_END_PX = 120

/**
 * The conversation, oldest first, then the messages still on their way. A `log` with polite
 * announcements: a screen reader reads each new message as it arrives, without interrupting.
 */
export function MessageList({ consultId, state, now, onRetry }: MessageListProps) {
  const { viewer, messages, pending, readUpTo } = state
  const doctorName = state.doctor?.name ?? state.consult.doctorName
  const listRef = useRef<HTMLDivElement>(null)
  const atEnd = useRef(true)
  const count = messages.length + pending.length

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message is added
  useEffect(() => {
    const list = listRef.current
    if (list && atEnd.current) list.scrollTop = list.scrollHeight
  }, [count])

  let lastDay = ''
  const dayLine = (sentAt: string) => {
    const dayOfMessage = jakartaDay(sentAt)
    if (dayOfMessage === lastDay) return null
    lastDay = dayOfMessage
    return (
      <p className="chat-day">
        <span>{dayLabel(sentAt, now)}</span>
      </p>
    )
  }

  return (
    <div
      ref={listRef}
      className="chat-log"
      {...privateText}
      role="log"
      aria-live="polite"
      aria-label="Percakapan"
      // The list scrolls on its own: keyboard users reach it to scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget
        atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < STICK_TO_END_PX
      }}
    >
      {count === 0 ? (
        <p className="chat-empty">
          Belum ada pesan. Ceritakan keluhanmu, dokter akan membaca dan membalas di sini.
        </p>
      ) : null}
      {messages.map((message) => (
        <Fragment key={message.id}>
          {dayLine(message.sentAt)}
          <SavedMessage
            consultId={consultId}
            message={message}
            viewer={viewer}
            doctorName={doctorName}
            status={message.sender === viewer ? deliveryOf(message, viewer, readUpTo) : undefined}
          />
        </Fragment>
      ))}
      {pending.map((message) => (
        <Fragment key={message.clientId}>
          {dayLine(message.writtenAt)}
          <QueuedMessage consultId={consultId} message={message} onRetry={onRetry} />
        </Fragment>
      ))}
    </div>
  )
}

function SavedMessage({
  consultId,
  message,
  viewer,
  doctorName,
  status,
}: {
  consultId: string
  message: ChatMessage
  viewer: 'member' | 'doctor'
  doctorName: string | null
  status?: 'Dibaca' | 'Terkirim'
}) {
  const side = message.sender === 'system' ? 'system' : message.sender === viewer ? 'own' : 'other'
  return (
    <MessageBubble
      consultId={consultId}
      side={side}
      author={authorOf(message, viewer, doctorName)}
      text={message.text}
      attachment={message.attachment}
      sentAt={message.sentAt}
      status={status}
    >
      {message.recommendation ? (
        <RecommendationCard
          consultId={consultId}
          messageId={message.id}
          recommendation={message.recommendation}
          canAddToCart={viewer === 'member'}
        />
      ) : undefined}
    </MessageBubble>
  )
}

function QueuedMessage({
  consultId,
  message,
  onRetry,
}: {
  consultId: string
  message: PendingMessage
  onRetry: (clientId: string) => void
}) {
  return (
    <MessageBubble
      consultId={consultId}
      side="own"
      author="Kamu"
      text={message.text ?? null}
      attachment={message.attachment ?? null}
      sentAt={message.writtenAt}
      status={pendingStatus(message)}
      error={message.error}
      onRetry={() => onRetry(message.clientId)}
    />
  )
}
