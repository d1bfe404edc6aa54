import { lazy, Suspense } from 'react'
import { useFlows } from './flows-provider'

const ConsultModalWatch = lazy(() => import('./consult-modal-watch'))

/** Mounted once in the root layout; renders nothing until the flows run. */
export function ConsultModalHost() {
  const { flows } = useFlows()
  if (!flows) return null
  return (
    <Suspense fallback={null}>
      <ConsultModalWatch actor={flows.consultStart} />
    </Suspense>
  )
}
