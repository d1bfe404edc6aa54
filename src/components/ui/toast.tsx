import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastQueue } from './toast-queue'

export { toast } from './toast-queue'

// The region (React Aria's toast landmark) loads with the first toast, not with every page.
const ToastRegion = lazy(() => import('./toast-region'))

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange)
const hasToasts = () => toastQueue.visibleToasts.length > 0
const noToastsOnServer = () => false

export function ToastHost() {
  const visible = useSyncExternalStore(subscribe, hasToasts, noToastsOnServer)
  if (!visible) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}
