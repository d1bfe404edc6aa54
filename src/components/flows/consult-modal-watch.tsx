/**
 * Watches the consult-start machine and mounts the dialogs the first time one opens. Loaded with
 * the flows, after first paint, so the first-load JavaScript carries no XState.
 */
import { useSelector } from '@xstate/react'
import { lazy, useState } from 'react'
import {
  type ConsultStartSnapshot,
  selectConsultModals,
} from '../../machines/consult-start/consult-start.machine'
import { LazyPart } from '../ui/lazy-part'
import type { Flows } from './flows-runtime'

// The dialogs (React Aria) load with the first one that opens.
const ConsultModals = lazy(() => import('./consult-modals'))

function anyDialogOpen(snapshot: ConsultStartSnapshot) {
  const modals = selectConsultModals(snapshot)
  return (
    modals.isShowFirstTimeModal ||
    modals.isShowContinueQuestionnaireModal ||
    modals.isShowContinueChatModal
  )
}

export default function ConsultModalWatch({ actor }: { actor: Flows['consultStart'] }) {
  const shown = useSelector(actor, anyDialogOpen)
  // Once loaded the dialogs stay mounted, so focus can return to where it came from on close.
  const [loaded, setLoaded] = useState(false)
  if (shown && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <LazyPart fallback={null}>
      <ConsultModals actor={actor} />
    </LazyPart>
  )
}
