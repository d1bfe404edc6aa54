/**
 * `toast.show`, callable anywhere, in the chunk every page loads. React Stately's queue and the
 * toast region load with the first toast (toast-region.tsx): until then a message waits here,
 * and the region takes the waiting ones when it arrives and every later one directly.
 */
export interface ToastMessage {
  title: string
  description?: string
  tone?: 'info' | 'success' | 'error'
}

type ToastSink = (message: ToastMessage) => void

const waiting: ToastMessage[] = []
const listeners = new Set<() => void>()
let sink: ToastSink | undefined

export const toast = {
  /** Shows a toast that closes by itself after 5 seconds (spec §9). */
  show(message: ToastMessage) {
    if (sink) return sink(message)
    waiting.push(message)
    for (const listener of listeners) listener()
  },
}

/** The region's queue takes over: the messages that waited first, in order. */
export function connectToastSink(next: ToastSink) {
  sink = next
  for (const message of waiting.splice(0)) next(message)
  for (const listener of listeners) listener()
}

/** Whether the region is needed: a toast waits for it, or it has loaded already. */
export function toastRegionNeeded() {
  return sink !== undefined || waiting.length > 0
}

export function subscribeToToastRegion(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
