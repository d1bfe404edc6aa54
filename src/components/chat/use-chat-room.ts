/**
 * The chat room live, without a chat SDK: the browser's EventSource on the site's own stream
 * (`/konsultasi/kanal/{id}`, cookie auth), messages merged by `seq`, and an offline queue.
 *
 * - The stream opens with `?after=` the last message the page holds, so nothing sent between the
 *   server render and the stream is missed. When it drops, EventSource reconnects by itself with
 *   `Last-Event-ID`; when the browser gives up (a refused or broken answer), the hook opens a new
 *   one after a growing pause, again with `?after=`. Whatever comes twice is merged once.
 * - A message is queued first (localStorage, per consult) and then sent, in order; offline, or on
 *   a network failure, it waits for `online` or the stream's next open. The API makes one message
 *   per clientId, and the echo with that clientId replaces the queued bubble.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import * as v from 'valibot'
import {
  ChatMessage,
  type ChatRoom,
  type ConsultAttachment,
  ConsultSummary,
  ReadEvent,
} from '../../api/consults/schemas'
import { getChatRoom, markRead, sendMessage } from '../../server/chat.functions'
import { SignInRequiredError } from '../../server/sign-in-required-error'
import { useSignInAgain } from '../use-sign-in-again'
import { dueForSending, loadQueue, saveQueue } from './chat-queue'
import {
  type ChatConnection,
  type ChatState,
  chatReducer,
  initialChatState,
  lastSeq,
  type PendingMessage,
  unreadUpTo,
  type Viewer,
} from './chat-state'

/** How long to wait before opening the stream again after the browser gave up: 1 s, 2 s, 4 s … 30 s. */
export function reconnectDelay(attempt: number) {
  return Math.min(30_000, 1_000 * 2 ** attempt)
}

export type NewMessage = { text: string } | { attachmentId: string; attachment: ConsultAttachment }

export function streamUrl(consultId: string, after: number) {
  return `/konsultasi/kanal/${encodeURIComponent(consultId)}?after=${after}`
}

/** A send that never reached the server: the browser is offline, or fetch itself failed. */
function isNetworkFailure(error: unknown) {
  return (typeof navigator !== 'undefined' && !navigator.onLine) || error instanceof TypeError
}

function parsed<S extends v.GenericSchema>(schema: S, data: string): v.InferOutput<S> | null {
  try {
    const result = v.safeParse(schema, JSON.parse(data))
    return result.success ? result.output : null
  } catch {
    return null
  }
}

export function useChatRoom(consultId: string, viewer: Viewer, initialRoom: ChatRoom) {
  const [state, dispatch] = useReducer(chatReducer, initialRoom, (room) => initialChatState(room))
  const [connection, setConnection] = useState<ChatConnection>('connecting')
  const stateRef = useRef<ChatState>(state)
  stateRef.current = state
  const signInAgainIfEnded = useSignInAgain()
  const signInRef = useRef(signInAgainIfEnded)
  signInRef.current = signInAgainIfEnded

  // The queue a reload kept: read once the page runs in the browser (the server has no storage).
  const [queueLoaded, setQueueLoaded] = useState(false)
  useEffect(() => {
    for (const message of loadQueue(consultId)) dispatch({ type: 'queued', message })
    setQueueLoaded(true)
  }, [consultId])
  useEffect(() => {
    if (queueLoaded) saveQueue(consultId, state.pending)
  }, [consultId, queueLoaded, state.pending])

  /**
   * A queued message's new state, in the ref at once as well as in React's state: the queue reads
   * the ref, and a flush that runs again before the next render must see 'waiting', not the
   * 'sending' of the attempt that just failed.
   */
  const markPending = useCallback(
    (clientId: string, pendingState: PendingMessage['state'], error?: string) => {
      const action = { type: 'pending-state', clientId, state: pendingState, error } as const
      stateRef.current = chatReducer(stateRef.current, action)
      dispatch(action)
    },
    [],
  )

  /** Sends one queued message; resolves whether the queue may go on to the next. */
  const deliver = useCallback(
    async (message: PendingMessage): Promise<boolean> => {
      markPending(message.clientId, 'sending')
      const body = message.attachmentId
        ? { clientId: message.clientId, attachmentId: message.attachmentId }
        : { clientId: message.clientId, text: message.text ?? '' }
      try {
        const result = await sendMessage({ data: { consultId, body } })
        if (result.ok) {
          dispatch({ type: 'messages', messages: [result.message] })
          return true
        }
        markPending(message.clientId, 'failed', result.message)
        return true
      } catch (error) {
        if (error instanceof SignInRequiredError) {
          markPending(message.clientId, 'waiting')
          await signInRef.current(error, { params: {} })
          return false
        }
        const offline = isNetworkFailure(error)
        markPending(message.clientId, offline ? 'waiting' : 'failed')
        if (!offline) console.warn('[chat] a message could not be sent:', error)
        return !offline
      }
    },
    [consultId, markPending],
  )

  // One sender at a time, oldest first, so the doctor reads the messages in the order written.
  // A call while one runs (the browser back online while a send was failing) is not dropped: the
  // running one goes round once more when it ends.
  const flushing = useRef(false)
  const flushAgain = useRef(false)
  const flush = useCallback(async () => {
    if (flushing.current) {
      flushAgain.current = true
      return
    }
    if (typeof navigator !== 'undefined' && !navigator.onLine) return
    flushing.current = true
    try {
      do {
        flushAgain.current = false
        const tried = new Set<string>()
        for (;;) {
          const next = dueForSending(stateRef.current.pending).find(
            (message) => !tried.has(message.clientId),
          )
          if (!next) break
          tried.add(next.clientId)
          if (!(await deliver(next))) break
        }
      } while (flushAgain.current && (typeof navigator === 'undefined' || navigator.onLine))
    } finally {
      flushing.current = false
    }
  }, [deliver])
  const flushRef = useRef(flush)
  flushRef.current = flush

  useEffect(() => {
    if (queueLoaded) void flushRef.current()
  }, [queueLoaded])

  const send = useCallback((message: NewMessage) => {
    const pending: PendingMessage = {
      clientId: crypto.randomUUID(),
      ...message,
      writtenAt: new Date().toISOString(),
      state: 'waiting',
    }
    // Into the queue (and storage) first: a reload or a lost connection cannot lose it now.
    dispatch({ type: 'queued', message: pending })
    stateRef.current = {
      ...stateRef.current,
      pending: [...stateRef.current.pending, pending],
    }
    void flushRef.current()
  }, [])

  const retry = useCallback((clientId: string) => {
    dispatch({ type: 'pending-state', clientId, state: 'waiting' })
    stateRef.current = {
      ...stateRef.current,
      pending: stateRef.current.pending.map((message) =>
        message.clientId === clientId ? { ...message, state: 'waiting' } : message,
      ),
    }
    void flushRef.current()
  }, [])

  // The live stream.
  useEffect(() => {
    let source: EventSource | null = null
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let stopped = false

    const refreshRoom = async () => {
      try {
        const room = await getChatRoom({ data: { consultId } })
        if (room && !stopped) dispatch({ type: 'room', room })
      } catch (error) {
        // The header keeps what it had; the next change of the consult tries again.
        console.warn('[chat] the room could not be read again:', error)
      }
    }

    const open = () => {
      if (stopped) return
      clearTimeout(retryTimer)
      source?.close()
      setConnection(navigator.onLine ? 'connecting' : 'offline')
      const current = new EventSource(streamUrl(consultId, lastSeq(stateRef.current)))
      source = current
      current.addEventListener('open', () => {
        attempt = 0
        setConnection('open')
        void flushRef.current()
      })
      current.addEventListener('message', (event) => {
        const message = parsed(ChatMessage, event.data)
        if (message) dispatch({ type: 'messages', messages: [message] })
      })
      current.addEventListener('read', (event) => {
        const read = parsed(ReadEvent, (event as MessageEvent<string>).data)
        if (read) dispatch({ type: 'read', read })
      })
      current.addEventListener('consult', (event) => {
        const consult = parsed(ConsultSummary, (event as MessageEvent<string>).data)
        if (!consult) return
        const before = stateRef.current.consult
        dispatch({ type: 'consult', consult })
        // A doctor took the consult: their title and presence come with the room, not the event.
        if (consult.doctorName !== before.doctorName) void refreshRoom()
      })
      current.addEventListener('error', () => {
        if (current !== source) return
        if (current.readyState !== EventSource.CLOSED) {
          // The browser reconnects by itself, with Last-Event-ID.
          setConnection(navigator.onLine ? 'connecting' : 'offline')
          return
        }
        // The browser gave up (a refused or broken answer): a new stream after a pause.
        current.close()
        setConnection(navigator.onLine ? 'connecting' : 'offline')
        retryTimer = setTimeout(open, reconnectDelay(attempt))
        attempt += 1
      })
    }

    const online = () => {
      // Back online: reconnect now rather than after the pause, and send what waited.
      if (!source || source.readyState !== EventSource.OPEN) {
        attempt = 0
        open()
      }
      void flushRef.current()
    }
    const offline = () => setConnection('offline')
    open()
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      stopped = true
      clearTimeout(retryTimer)
      source?.close()
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [consultId])

  // Read marks: what the other side wrote counts as read once the page is in view.
  const marked = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when a message arrives
  useEffect(() => {
    const markIfSeen = () => {
      if (document.visibilityState !== 'visible') return
      const upTo = unreadUpTo(stateRef.current)
      if (upTo === null || upTo <= marked.current) return
      marked.current = upTo
      dispatch({ type: 'read', read: { reader: stateRef.current.viewer, upTo } })
      markRead({ data: { consultId, upTo } }).catch((error: unknown) => {
        // Not marked this time: the next message or visit marks it again.
        marked.current = 0
        if (!isNetworkFailure(error)) console.warn('[chat] read mark not saved:', error)
      })
    }
    markIfSeen()
    document.addEventListener('visibilitychange', markIfSeen)
    return () => document.removeEventListener('visibilitychange', markIfSeen)
  }, [consultId, state.messages])

  return { state, viewer, connection, send, retry }
}
