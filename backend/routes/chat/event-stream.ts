/**
 * `GET /v2/consults/{id}/events`: a room's Server-Sent Events. The stream subscribes to the bus
 * first, then sends the backlog from the database, then, on each notice, what is newer than what
 * it sent. Reads run one at a time (a notice during a read runs another after it), so a message
 * is sent once and in `seq` order whatever the notices do; a lost notice only delays a message
 * until the next one, and a reconnect with `Last-Event-ID` starts after the last one received.
 */
import { eq } from 'drizzle-orm'
import type { ReadEvent } from '../../../contract/consults/schemas'
import { consults, doctors } from '../../db/schema/consults'
import type { ApiDeps } from '../../deps'
import type { ConsultEvent } from '../../events/consult-events'
import { reportError } from '../../http/report-error'
import { type DoctorRow, doctorMayOpen } from '../consultation/access'
import { toConsultSummary } from '../consults'
import { MESSAGES_PAGE, messagesAfter } from './messages'

/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 15_000
/** How long a browser's EventSource waits before reconnecting. */
const RETRY_MS = 2000

export interface EventStreamOptions {
  consultId: string
  /** The caller's doctor row when the viewer is the consult's doctor. */
  doctor: DoctorRow | null
  /** The last `seq` the client has: Last-Event-ID or `?after=`. */
  after: number
  /** The request's signal: the client went away. */
  signal: AbortSignal
}

export function consultEventStream(deps: ApiDeps, options: EventStreamOptions): Response {
  const { consultId, doctor, signal } = options
  const encoder = new TextEncoder()
  let lastSent = options.after
  let stopped = false
  let reading = false
  // What the next read must cover: the backlog and both read marks to begin with.
  const pending = new Set<ConsultEvent['type']>(['message', 'read'])
  let unsubscribe = () => {}
  let keepAlive: ReturnType<typeof setInterval> | undefined
  let controller: ReadableStreamDefaultController<Uint8Array>

  function send(text: string) {
    if (!stopped) controller.enqueue(encoder.encode(text))
  }

  function stop() {
    if (stopped) return
    stopped = true
    unsubscribe()
    clearInterval(keepAlive)
    signal.removeEventListener('abort', stop)
    try {
      controller.close()
    } catch {
      // Already closed by the client's cancel.
    }
  }

  async function readWhatIsNew() {
    if (reading) return
    reading = true
    try {
      // Subscribed before this wait: a notice from here on reaches `pending`.
      await deps.events.ready()
      while (pending.size > 0 && !stopped) {
        const types = new Set(pending)
        pending.clear()
        if (types.has('consult') && !(await sendConsult())) return
        if (types.has('message')) await sendNewMessages()
        if (types.has('read')) await sendReadMarks()
      }
    } catch (error) {
      // The client reconnects with Last-Event-ID and misses nothing.
      reportError(deps, `The event stream of consult ${consultId} failed`, error)
      stop()
    } finally {
      reading = false
    }
  }

  async function sendNewMessages() {
    for (;;) {
      const messages = await messagesAfter(deps.db, consultId, lastSent, MESSAGES_PAGE)
      for (const message of messages) {
        if (stopped) return
        send(`event: message\nid: ${message.seq}\ndata: ${JSON.stringify(message)}\n\n`)
        lastSent = message.seq
      }
      if (messages.length < MESSAGES_PAGE) return
    }
  }

  async function sendReadMarks() {
    const [marks] = await deps.db
      .select({ member: consults.memberReadSeq, doctor: consults.doctorReadSeq })
      .from(consults)
      .where(eq(consults.id, consultId))
    if (!marks) return
    for (const reader of ['member', 'doctor'] as const) {
      const event: ReadEvent = { reader, upTo: marks[reader] }
      send(`event: read\ndata: ${JSON.stringify(event)}\n\n`)
    }
  }

  /** The consult as it is now; false (and the stream ends) when this doctor may no longer see it. */
  async function sendConsult(): Promise<boolean> {
    const [consult] = await deps.db.select().from(consults).where(eq(consults.id, consultId))
    // Another doctor took the consult this doctor was looking at while it waited.
    if (!consult || (doctor && !doctorMayOpen(doctor, consult))) {
      stop()
      return false
    }
    send(`event: consult\ndata: ${JSON.stringify(toConsultSummary(consult))}\n\n`)
    return true
  }

  /** The doctor's console is open: patients see them online (ChatDoctor.online). */
  async function markDoctorSeen() {
    if (!doctor) return
    try {
      await deps.db
        .update(doctors)
        .set({ lastSeenAt: deps.clock.now() })
        .where(eq(doctors.memberId, doctor.memberId))
    } catch (error) {
      // Presence is a hint: a failed update must not end the doctor's stream.
      reportError(deps, `Marking doctor ${doctor.memberId} seen failed`, error)
    }
  }

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
      if (signal.aborted) {
        stop()
        return
      }
      unsubscribe = deps.events.subscribe(consultId, (event) => {
        pending.add(event.type)
        void readWhatIsNew()
      })
      signal.addEventListener('abort', stop)
      send(`retry: ${RETRY_MS}\n\n`)
      keepAlive = setInterval(() => {
        send(': keep-alive\n\n')
        void markDoctorSeen()
      }, KEEP_ALIVE_MS)
      // A stream left open must not keep a process alive that is otherwise done.
      keepAlive.unref?.()
      void markDoctorSeen()
      void readWhatIsNew()
    },
    cancel() {
      stop()
    },
  })

  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    },
  })
}
