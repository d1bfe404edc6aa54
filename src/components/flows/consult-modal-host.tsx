import { lazy } from 'react'
import { LazyPart } from '../ui/lazy-part'
import { useFlows } from './flows-provider'

const ConsultModalWatch = lazy(() => import('./consult-modal-watch'))

/**
 * Mounted once in the root layout; renders nothing until the flows run. Its code loads when they
 * do, which may be offline (a booking pass opened with no network): then there is no consult to
 * start anyway, and the page stays as it is.
 */
export function ConsultModalHost() {
  const { flows } = useFlows()
  if (!flows) return null
  return (
    <LazyPart fallback={null}>
      <ConsultModalWatch actor={flows.consultStart} />
    </LazyPart>
  )
}
