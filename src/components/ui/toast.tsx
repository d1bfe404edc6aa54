import {
  Button,
  UNSTABLE_ToastRegion as RacToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components/Toast'
import { TOAST_TIMEOUT_MS } from '../../../app.config'

export interface ToastMessage {
  title: string
  description?: string
  tone?: 'info' | 'success' | 'error'
}

/** The app-wide toast queue; `toast.show(...)` from anywhere in the browser. */
const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })

export const toast = {
  show(message: ToastMessage) {
    return queue.add(message, { timeout: TOAST_TIMEOUT_MS })
  },
}

export function ToastRegion() {
  return (
    <RacToastRegion queue={queue} className="toast-region" aria-label="Pemberitahuan">
      {({ toast: item }) => (
        <Toast toast={item} className={`toast toast--${item.content.tone ?? 'info'}`}>
          <ToastContent className="toast__content">
            <Text slot="title" className="toast__title">
              {item.content.title}
            </Text>
            {item.content.description ? (
              <Text slot="description">{item.content.description}</Text>
            ) : null}
          </ToastContent>
          <Button slot="close" className="toast__close" aria-label="Tutup pemberitahuan">
            ×
          </Button>
        </Toast>
      )}
    </RacToastRegion>
  )
}
