/**
 * The chat room's state as the page holds it, and every change to it as a pure function: the
 * messages in `seq` order with none twice (the stream, a reconnect's catch-up and a send's answer
 * may all bring the same message), the read marks, and the messages still on their way.
 */
import type {
  ChatDoctor,
  ChatMessage,
  ChatRoom,
  ConsultAttachment,
  ConsultSummary,
  ReadEvent,
} from '../../../contract/consults/schemas'

export type Viewer = 'member' | 'doctor'

/** The live stream: open, (re)connecting, or waiting for the browser to be online again. */
export type ChatConnection = 'connecting' | 'open' | 'offline'

/**
 * A message the sender wrote that the API has not confirmed yet. `waiting`: no connection, or its
 * last send was lost on the way: it goes again when the line is back or after a pause; `sending`:
 * on its way; `failed`: the API refused it or broke, the sender may try again. It keeps its
 * `clientId`, so sending it twice still makes one message.
 */
export interface PendingMessage {
  clientId: string
  text?: string
  attachmentId?: string
  attachment?: ConsultAttachment
  /** When it was written (ISO), shown until the API's own time replaces it. */
  writtenAt: string
  state: 'waiting' | 'sending' | 'failed'
  /** Why it failed, in the API's words, when it said. */
  error?: string
  /** Sends lost on the way in a row (no answer, a broken line): the pause before the next grows. */
  failures?: number
}

export interface ChatState {
  consult: ConsultSummary
  doctor: ChatDoctor | null
  viewer: Viewer
  messages: ChatMessage[]
  readUpTo: { member: number; doctor: number }
  pending: PendingMessage[]
}

export type ChatAction =
  | { type: 'messages'; messages: readonly ChatMessage[] }
  | { type: 'read'; read: ReadEvent }
  | { type: 'consult'; consult: ConsultSummary }
  | { type: 'room'; room: ChatRoom }
  | { type: 'queued'; message: PendingMessage }
  | {
      type: 'pending-state'
      clientId: string
      state: PendingMessage['state']
      error?: string
      /** The lost sends so far; left out, the count stays as it was. */
      failures?: number
    }

export function initialChatState(room: ChatRoom, pending: PendingMessage[] = []): ChatState {
  const messages = mergeMessages([], room.messages)
  return {
    consult: room.consult,
    doctor: room.doctor,
    viewer: room.viewer,
    messages,
    readUpTo: room.readUpTo,
    pending: withoutDelivered(pending, messages),
  }
}

/**
 * `current` with `incoming` added: ordered by `seq`, one message per `seq` (the copy already held
 * wins: a message never changes once sent). Returns `current` itself when nothing is new, so a
 * repeated message causes no render.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const seen = new Set(current.map((message) => message.seq))
  const fresh: ChatMessage[] = []
  for (const message of incoming) {
    if (seen.has(message.seq)) continue
    seen.add(message.seq)
    fresh.push(message)
  }
  if (fresh.length === 0) return current as ChatMessage[]
  const last = current.at(-1)
  fresh.sort((a, b) => a.seq - b.seq)
  // The common case, a new message after the last: no sort of the whole list.
  if (!last || (fresh[0] && fresh[0].seq > last.seq)) return [...current, ...fresh]
  return [...current, ...fresh].sort((a, b) => a.seq - b.seq)
}

/** The queue without the messages whose echo (same clientId) has arrived: each shows once. */
export function withoutDelivered(
  pending: readonly PendingMessage[],
  messages: readonly ChatMessage[],
): PendingMessage[] {
  if (pending.length === 0) return pending as PendingMessage[]
  const delivered = new Set(messages.map((message) => message.clientId).filter(Boolean))
  const left = pending.filter((message) => !delivered.has(message.clientId))
  return left.length === pending.length ? (pending as PendingMessage[]) : left
}

/** The highest `seq` the page holds: where a reconnect resumes. */
export function lastSeq(state: Pick<ChatState, 'messages'>): number {
  return state.messages.at(-1)?.seq ?? 0
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'messages': {
      const messages = mergeMessages(state.messages, action.messages)
      if (messages === state.messages) return state
      return { ...state, messages, pending: withoutDelivered(state.pending, messages) }
    }
    case 'read': {
      const { reader, upTo } = action.read
      // Marks only move forward: an older event arriving late changes nothing.
      if (upTo <= state.readUpTo[reader]) return state
      return { ...state, readUpTo: { ...state.readUpTo, [reader]: upTo } }
    }
    case 'consult':
      return { ...state, consult: action.consult }
    case 'room': {
      const messages = mergeMessages(state.messages, action.room.messages)
      return {
        ...state,
        consult: action.room.consult,
        doctor: action.room.doctor,
        messages,
        readUpTo: {
          member: Math.max(state.readUpTo.member, action.room.readUpTo.member),
          doctor: Math.max(state.readUpTo.doctor, action.room.readUpTo.doctor),
        },
        pending: withoutDelivered(state.pending, messages),
      }
    }
    case 'queued':
      if (state.pending.some((message) => message.clientId === action.message.clientId)) {
        return state
      }
      return { ...state, pending: [...state.pending, action.message] }
    case 'pending-state': {
      if (!state.pending.some((message) => message.clientId === action.clientId)) return state
      return {
        ...state,
        pending: state.pending.map((message) =>
          message.clientId === action.clientId
            ? {
                ...message,
                state: action.state,
                error: action.error,
                failures: action.failures ?? message.failures,
              }
            : message,
        ),
      }
    }
  }
}

/** Own messages say whether the other side has read them yet. */
export function deliveryOf(
  message: Pick<ChatMessage, 'seq'>,
  viewer: Viewer,
  readUpTo: ChatState['readUpTo'],
): 'Dibaca' | 'Terkirim' {
  const other = viewer === 'member' ? 'doctor' : 'member'
  return readUpTo[other] >= message.seq ? 'Dibaca' : 'Terkirim'
}

/**
 * The `seq` up to which the viewer should mark the room read, or null when nothing from the other
 * side is unread: the viewer's own messages need no mark.
 */
export function unreadUpTo(state: ChatState): number | null {
  const last = lastSeq(state)
  if (last <= state.readUpTo[state.viewer]) return null
  const fromOthers = state.messages.some(
    (message) => message.seq > state.readUpTo[state.viewer] && message.sender !== state.viewer,
  )
  return fromOthers ? last : null
}

/** Whether the room takes no more messages: the consult is closed, or was set aside. */
export function isClosed(consult: Pick<ConsultSummary, 'status'>): boolean {
  return consult.status === 9 || consult.status === 8
}
