/**
 * `GET /notifications/events`: the header badge's Server-Sent Events. The stream subscribes to the
 * member's badge notices first, then sends the unread count, then, on each notice (a notification
 * written or read, on any instance), the count again if it changed. Counts run one at a time (a
 * notice during a count runs another after it), so the last count sent is always the newest.
 */
import { and, count, eq, isNull } from 'drizzle-orm'
import type { UnreadBadge } from '../../contract/notifications/schemas'
import { notifications } from '../db/schema/notifications'
import type { ApiDeps } from '../deps'
import { reportError } from '../http/report-error'
import { KEEP_ALIVE_MS } from './chat/event-stream'

const RETRY_MS = 2000

export async function unreadCount(deps: Pick<ApiDeps, 'db'>, memberId: string): Promise<number> {
  const [row] = await deps.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)))
  return row?.unread ?? 0
}

export function notificationBadgeStream(
  deps: ApiDeps,
  memberId: string,
  signal: AbortSignal,
): Response {
  const encoder = new TextEncoder()
  let controller: ReadableStreamDefaultController<Uint8Array>
  let stopped = false
  let counting = false
  let again = false
  let lastSent: number | null = null
  let unsubscribe = () => {}
  let keepAlive: ReturnType<typeof setInterval> | undefined

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

  async function sendCount() {
    if (counting) {
      again = true
      return
    }
    counting = true
    try {
      do {
        again = false
        const unread = await unreadCount(deps, memberId)
        if (unread !== lastSent) {
          send(
            `event: unread\ndata: ${JSON.stringify({ unreadCount: unread } satisfies UnreadBadge)}\n\n`,
          )
          lastSent = unread
        }
      } while (again && !stopped)
    } catch (error) {
      // The browser reconnects and counts again.
      reportError(deps, `The badge stream of member ${memberId} failed`, error)
      stop()
    } finally {
      counting = false
    }
  }

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
      if (signal.aborted) {
        stop()
        return
      }
      unsubscribe =
        deps.notificationBadges?.subscribe(memberId, () => void sendCount()) ?? (() => {})
      signal.addEventListener('abort', stop)
      send(`retry: ${RETRY_MS}\n\n`)
      keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS)
      // A stream left open must not keep a process alive that is otherwise done.
      keepAlive.unref?.()
      void sendCount()
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
