import { useState } from 'react'
import { type ConsultEntry, consultUrl, ctaLabel } from '../../lib/consults/flow-routes'
import { type ButtonStyle, buttonClass } from '../ui/button-style'
import { useFlows } from './flows-provider'

/**
 * 'Mulai Konsul' (or 'Mulai Belanja' for the shop flow): starts the consult-start decision.
 * A plain button, so the pages that show it load no UI library for it. It sits in a GET form for
 * the flow's start page, so a press before the app has hydrated (ADR 007) still goes somewhere
 * useful: the page the flow starts on, which asks a visitor to sign in when it needs to.
 */
export function ConsultCta({
  entry,
  label,
  ...style
}: { entry: ConsultEntry; label?: string } & ButtonStyle) {
  const { startConsult } = useFlows()
  const [busy, setBusy] = useState(false)
  const start = new URL(consultUrl(entry), 'http://diri.invalid')
  return (
    <form
      className="consult-cta"
      method="get"
      action={start.pathname}
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        try {
          await startConsult(entry)
        } finally {
          setBusy(false)
        }
      }}
    >
      {[...start.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass(style)} aria-busy={busy || undefined}>
        {label ?? ctaLabel(entry.flowId)}
      </button>
    </form>
  )
}
