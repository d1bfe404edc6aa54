import { lazy, Suspense, useSyncExternalStore } from 'react'
import { subscribeToToastRegion, toastRegionNeeded } from './toast-queue'

export { toast } from './toast-queue'

// The region (React Aria's toast landmark) and its queue load with the first toast, not with
// every page.
const ToastRegion = lazy(() => import('./toast-region'))

const noToastsOnServer = () => false

export function ToastHost() {
  const needed = useSyncExternalStore(subscribeToToastRegion, toastRegionNeeded, noToastsOnServer)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}
