import {
  Button,
  UNSTABLE_ToastRegion as RacToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components/Toast'
import { toastQueue } from './toast-queue'

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
