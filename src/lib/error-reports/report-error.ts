/**
 * Where unexpected failures go: the console always, and Sentry once it has loaded (ADR 017). The
 * SDK loads late, after the app is interactive, and only with a DSN; what happens before then is
 * queued here and handed over when it arrives. Without a DSN the queue is dropped and stays off.
 */
export interface ErrorSink {
  capture: (message: string, error: unknown) => void
}

/** Enough for the errors of a page's first seconds; beyond that the first ones tell the story. */
const MAX_QUEUED = 20

let sink: ErrorSink | null = null
let queue: { message: string; error: unknown }[] | null = []

export function reportError(message: string, error: unknown) {
  console.error(`[diri] ${message}`, error)
  if (sink) sink.capture(message, error)
  else if (queue && queue.length < MAX_QUEUED) queue.push({ message, error })
}

/** An uncaught error before the SDK is there: queued only (the browser has printed it already). */
export function queueUncaught(message: string, error: unknown) {
  if (queue && queue.length < MAX_QUEUED) queue.push({ message, error })
}

/** The SDK is here: what was queued goes to it, and everything after. */
export function connectErrorSink(next: ErrorSink) {
  sink = next
  const waiting = queue ?? []
  queue = null
  for (const { message, error } of waiting) next.capture(message, error)
}

/** No reporting on this page (no DSN): forget the queue and keep none. */
export function disableErrorQueue() {
  queue = null
}
