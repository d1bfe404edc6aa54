/**
 * How far the photo being uploaded is, 0 to 1, for the page's progress bar. Kept beside the
 * machine rather than in it: progress is a stream of numbers the flow never decides on.
 */
type Listener = () => void

let current: { linkId: string; fraction: number } | null = null
const listeners = new Set<Listener>()

export const uploadProgress = {
  get: () => current,
  set(next: { linkId: string; fraction: number } | null) {
    current = next
    for (const listener of listeners) listener()
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
