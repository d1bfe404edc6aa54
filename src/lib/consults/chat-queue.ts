/**
 * Messages written while offline, kept in localStorage per consult so that a reload (or the
 * browser closing) keeps them until they are sent. They carry their clientId: the API makes one
 * message of a clientId however often it arrives.
 */
import * as v from 'valibot'
import { ConsultAttachment } from '../../../contract/consults/schemas'
import type { PendingMessage } from './chat-state'

const StoredQueue = v.array(
  v.object({
    clientId: v.pipe(v.string(), v.uuid()),
    text: v.optional(v.string()),
    attachmentId: v.optional(v.string()),
    attachment: v.optional(ConsultAttachment),
    writtenAt: v.string(),
    state: v.picklist(['waiting', 'sending', 'failed']),
    error: v.optional(v.string()),
  }),
)

export function queueKey(consultId: string) {
  return `diri:chat-antrian:${consultId}`
}

/**
 * The consult's queue as stored. One that was `sending` when the page went away is `waiting`
 * again: whether it arrived is not known, and sending it again is safe. The count of lost sends
 * is not kept: a new page starts with a prompt send. Anything unreadable is an empty queue.
 */
export function loadQueue(consultId: string, storage: Storage | undefined = browserStorage()) {
  const raw = storage?.getItem(queueKey(consultId))
  if (!raw) return []
  try {
    const parsed = v.safeParse(StoredQueue, JSON.parse(raw))
    if (!parsed.success) return []
    return parsed.output.map(
      (message): PendingMessage =>
        message.state === 'sending' ? { ...message, state: 'waiting' } : message,
    )
  } catch {
    return []
  }
}

export function saveQueue(
  consultId: string,
  pending: readonly PendingMessage[],
  storage: Storage | undefined = browserStorage(),
) {
  if (!storage) return
  try {
    if (pending.length === 0) storage.removeItem(queueKey(consultId))
    else storage.setItem(queueKey(consultId), JSON.stringify(pending))
  } catch {
    // Storage full or refused (private mode): the queue still lives in the page until it is sent.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The messages to send now, oldest first: those waiting for a connection. */
export function dueForSending(pending: readonly PendingMessage[]) {
  return pending.filter((message) => message.state === 'waiting')
}

/**
 * How long one send may take before it counts as lost. A request on a line that dropped can stay
 * unanswered with no error at all; without a limit its message would show 'Mengirim…' for good.
 * A photo is uploaded before its message, so a send is a few hundred bytes even on a slow line.
 */
export const SEND_TIMEOUT_MS = 12_000

/** After this many lost sends in a row, the bubble says so and offers 'Kirim ulang'. */
export const STALLED_AFTER = 4

/** The pause before sending again after `failures` lost sends in a row: 1 s, 2 s, 4 s … 30 s. */
export function resendDelay(failures: number) {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1))
}

/**
 * When the queue should try again by itself, or null when nothing waits on a lost send: the
 * oldest waiting message goes first (order is kept), so its count sets the pause.
 */
export function nextResendIn(pending: readonly PendingMessage[]): number | null {
  const first = dueForSending(pending)[0]
  return first?.failures ? resendDelay(first.failures) : null
}

/** Whether a queued message has been lost on the way often enough to tell the sender. */
export function isStalled(message: PendingMessage) {
  return message.state === 'waiting' && (message.failures ?? 0) >= STALLED_AFTER
}
