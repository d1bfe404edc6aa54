import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { useFlows } from './flows-provider'
import type { Flows } from './flows-runtime'

// The dialogs (React Aria) load with the first one that opens.
const ConsultModals = lazy(() => import('./consult-modals'))

function Host({ actor }: { actor: Flows['consultStart'] }) {
  const shown = useSyncExternalStore(
    (onChange) => actor.subscribe(onChange).unsubscribe,
    () => {
      const { modals } = actor.getSnapshot().context
      return (
        modals.isShowFirstTimeModal ||
        modals.isShowContinueQuestionnaireModal ||
        modals.isShowContinueChatModal
      )
    },
    () => false,
  )
  // Once loaded the dialogs stay mounted, so focus can return to where it came from on close.
  const [loaded, setLoaded] = useState(false)
  if (shown && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <ConsultModals actor={actor} />
    </Suspense>
  )
}

/** Mounted once in the root layout. */
export function ConsultModalHost() {
  const { flows } = useFlows()
  return flows ? <Host actor={flows.consultStart} /> : null
}
