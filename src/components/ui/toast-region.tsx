import {
  Button,
  UNSTABLE_ToastRegion as RacToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components/Toast'
import { ToastQueue } from 'react-stately/useToastState'
import { TOAST_TIMEOUT_MS } from '../../../app.config'
import { connectToastSink, type ToastMessage } from './toast-queue'

/** The app-wide toast queue: `toast.show` hands its messages here once this module has loaded. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })
connectToastSink((message) => {
  toastQueue.add(message, { timeout: TOAST_TIMEOUT_MS })
})

export default function ToastRegion() {
  return (
    <RacToastRegion queue={toastQueue} className="toast-region" aria-label="Pemberitahuan">
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
