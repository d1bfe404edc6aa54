import { useState } from 'react'
import { type ConsultEntry, ctaLabel } from '../../machines/consult-start/flow-routes'
import { type ButtonStyle, buttonClass } from '../ui/button-style'
import { useFlows } from './flows-provider'

/**
 * 'Mulai Konsul' (or 'Mulai Belanja' for the shop flow): starts the consult-start decision.
 * A plain button, so the pages that show it load no UI library for it.
 */
export function ConsultCta({
  entry,
  label,
  ...style
}: { entry: ConsultEntry; label?: string } & ButtonStyle) {
  const { startConsult } = useFlows()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className={buttonClass(style)}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true)
        try {
          await startConsult(entry)
        } finally {
          setBusy(false)
        }
      }}
    >
      {label ?? ctaLabel(entry.flowId)}
    </button>
  )
}
