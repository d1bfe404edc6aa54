/**
 * The chat room live, without a chat SDK: the browser's EventSource on the site's own stream
 * (`/konsultasi/kanal/{id}`, cookie auth), messages merged by `seq`, and an offline queue.
 *
 * - The stream opens with `?after=` the last message the page holds, so nothing sent between the
 *   server render and the stream is missed. When it drops, EventSource reconnects by itself with
 *   `Last-Event-ID`; when the browser gives up (a refused or broken answer), the hook opens a new
 *   one after a growing pause, again with `?after=`. Whatever comes twice is merged once.
 * - A message is queued first (localStorage, per consult) and then sent, in order. A send lost on
 *   the way (offline, a network failure, or no answer within SEND_TIMEOUT_MS) puts it back in the
 *   queue: it goes again on `online`, the stream's next open, the page coming back into view, or
 *   after a growing pause. `offline` and `online` also abandon a send still on its way: Chromium
 *   never settled one that was on its way as the line dropped, and it said 'Mengirim…' for good.
 *   The API makes one message per clientId, however often it arrives, and the echo with that
 *   clientId replaces the queued bubble.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import * as v from 'valibot'
import {
  ChatMessage,
  type ChatRoom,
  type ConsultAttachment,
  ConsultSummary,
  ReadEvent,
} from '../../../contract/consults/schemas'
import {
  dueForSending,
  loadQueue,
  nextResendIn,
  SEND_TIMEOUT_MS,
  saveQueue,
} from '../../lib/consults/chat-queue'
import {
  type ChatConnection,
  type ChatState,
  chatReducer,
  initialChatState,
  lastSeq,
  type PendingMessage,
  unreadUpTo,
  type Viewer,
} from '../../lib/consults/chat-state'
import { isNetworkFailure } from '../../lib/network-failure'
import { SignInRequiredError } from '../../server/auth/sign-in-required-error'
import { getChatRoom, markRead, sendMessage } from '../../server/consults/chat.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'

/** How long to wait before opening the stream again after the browser gave up: 1 s, 2 s, 4 s … 30 s. */
export function reconnectDelay(attempt: number) {
  return Math.min(30_000, 1_000 * 2 ** attempt)
}

export type NewMessage = { text: string } | { attachmentId: string; attachment: ConsultAttachment }

export function streamUrl(consultId: string, after: number) {
  return `/konsultasi/kanal/${encodeURIComponent(consultId)}?after=${after}`
}

/**
 * Why a send was abandoned: no answer in time (a lost send: it goes again after a pause); the line
 * dropped (it waits for the connection) or came back (it goes again at once): a request that was
 * on its way as the line changed may never be answered; or the room was left (it waits in storage
 * for the next visit).
 */
class SendAbandoned extends Error {
  constructor(readonly why: 'timeout' | 'line-dropped' | 'line-back' | 'room-left') {
    super(
      why === 'timeout'
        ? `The send got no answer within ${SEND_TIMEOUT_MS} ms`
        : `The send was abandoned (${why})`,
    )
  }
}

/**
 * The send's answer, or the signal's reason once it is abandoned: the signal also stops the fetch,
 * and this ends the wait even for a request the browser never settles.
 */
function unlessAbandoned<T>(sending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abandon = () => reject(signal.reason)
    if (signal.aborted) return abandon()
    signal.addEventListener('abort', abandon, { once: true })
    sending.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon))
  })
}

/**
 * How one send ended, and so what the queue does next: `next` goes on to the following message
 * (this one was delivered, or refused and marked failed); `lost` stops and tries again after a
 * pause; `stop` waits for the next reason to send (a sign-in, a new flush).
 */
type Delivery = 'next' | 'lost' | 'stop'

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
    (
      clientId: string,
      pendingState: PendingMessage['state'],
      error?: string,
      failures?: number,
    ) => {
      const action = {
        type: 'pending-state',
        clientId,
        state: pendingState,
        error,
        failures,
      } as const
      stateRef.current = chatReducer(stateRef.current, action)
      dispatch(action)
    },
    [],
  )

  // The send on its way, so `online` can abandon it for a fresh one.
  const inFlight = useRef<AbortController | null>(null)

  /** Sends one queued message, abandoned after SEND_TIMEOUT_MS without an answer. */
  const deliver = useCallback(
    async (message: PendingMessage): Promise<Delivery> => {
      markPending(message.clientId, 'sending')
      const body = message.attachmentId
        ? { clientId: message.clientId, attachmentId: message.attachmentId }
        : { clientId: message.clientId, text: message.text ?? '' }
      const attempt = new AbortController()
      inFlight.current = attempt
      const timer = setTimeout(() => attempt.abort(new SendAbandoned('timeout')), SEND_TIMEOUT_MS)
      try {
        const result = await unlessAbandoned(
          sendMessage({ data: { consultId, body }, signal: attempt.signal }),
          attempt.signal,
        )
        if (result.ok) {
          dispatch({ type: 'messages', messages: [result.message] })
          return 'next'
        }
        markPending(message.clientId, 'failed', result.message)
        return 'next'
      } catch (error) {
        if (error instanceof SignInRequiredError) {
          // Nothing to try again by itself: it goes once the member is signed in again.
          markPending(message.clientId, 'waiting', undefined, 0)
          await signInRef.current(error, { params: {} })
          return 'stop'
        }
        const abandoned = attempt.signal.reason
        if (abandoned instanceof SendAbandoned && abandoned.why !== 'timeout') {
          // Not a failure of the send: what abandoned it says when it goes again.
          markPending(message.clientId, 'waiting')
          return 'stop'
        }
        if (abandoned instanceof SendAbandoned || isNetworkFailure(error)) {
          markPending(message.clientId, 'waiting', undefined, (message.failures ?? 0) + 1)
          return 'lost'
        }
        markPending(message.clientId, 'failed')
        console.warn('[chat] a message could not be sent:', error)
        return 'next'
      } finally {
        clearTimeout(timer)
        if (inFlight.current === attempt) inFlight.current = null
      }
    },
    [consultId, markPending],
  )

  // One sender at a time, oldest first, so the doctor reads the messages in the order written.
  // A call while one runs (the browser back online while a send was failing) is not dropped: the
  // running one goes round once more when it ends. After a lost send, the timer flushes again
  // after a pause; any flush that starts sooner replaces it.
  const flushing = useRef(false)
  const flushAgain = useRef(false)
  const resendTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const unmounted = useRef(false)
  const flush = useCallback(async () => {
    if (flushing.current) {
      flushAgain.current = true
      return
    }
    clearTimeout(resendTimer.current)
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
          if ((await deliver(next)) !== 'next') break
        }
      } while (
        flushAgain.current &&
        !unmounted.current &&
        (typeof navigator === 'undefined' || navigator.onLine)
      )
    } finally {
      flushing.current = false
    }
    const pause = nextResendIn(stateRef.current.pending)
    if (pause !== null && !unmounted.current) {
      resendTimer.current = setTimeout(() => void flushRef.current(), pause)
    }
  }, [deliver])
  const flushRef = useRef(flush)
  flushRef.current = flush

  /**
   * The line dropped or came back: a send still on its way went out on the line that is gone, so
   * it is abandoned; back online, it goes again at once, with what else waits.
   */
  const lineChanged = useCallback((online: boolean) => {
    if (inFlight.current) {
      if (online) flushAgain.current = true
      inFlight.current.abort(new SendAbandoned(online ? 'line-back' : 'line-dropped'))
    }
    if (online) void flushRef.current()
  }, [])
  const lineChangedRef = useRef(lineChanged)
  lineChangedRef.current = lineChanged

  useEffect(() => {
    unmounted.current = false
    // Back in view (a phone unlocked, the tab chosen again): what waits goes now, not after the pause.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flushRef.current()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      unmounted.current = true
      clearTimeout(resendTimer.current)
      inFlight.current?.abort(new SendAbandoned('room-left'))
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

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

  // 'Kirim ulang' and 'Gagal, coba lagi': now, and with the pause between lost sends short again.
  const retry = useCallback(
    (clientId: string) => {
      markPending(clientId, 'waiting', undefined, 0)
      void flushRef.current()
    },
    [markPending],
  )

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
      lineChangedRef.current(true)
    }
    const offline = () => {
      setConnection('offline')
      lineChangedRef.current(false)
    }
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
