import { ToastQueue } from 'react-stately/useToastState'
import { TOAST_TIMEOUT_MS } from '../../../app.config'

export interface ToastMessage {
  title: string
  description?: string
  tone?: 'info' | 'success' | 'error'
}

/** The app-wide toast queue. Kept apart from the region so pages can queue without loading it. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })

export const toast = {
  /** Shows a toast that closes by itself after 5 seconds (spec §9). */
  show(message: ToastMessage) {
    return toastQueue.add(message, { timeout: TOAST_TIMEOUT_MS })
  },
}
