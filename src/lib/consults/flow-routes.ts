/**
 * Where each consultation flow leads (spec §2, §9). Pure functions of the flow id and the
 * existing consult, shared by the consult-start machine and the pages.
 */
import { FLOW_ID } from '../../../app.config'
import type { ExistingConsult } from '../../../contract/consults/schemas'

export interface ConsultEntry {
  /** Empty means the general complaint entry, like 1000. */
  flowId: string
  /** The entry page's type and name, carried along for analytics and the resume link. */
  type?: string | undefined
  name?: string | undefined
}

function withQuery(path: string, query: Record<string, string | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * The page a flow starts on: /keluhan, /help-center, /product, or that flow's consultation.
 * `baru` ('Mulai Baru') makes the consultation page's 'Isi Kuesioner' start a new questionnaire,
 * setting the unfinished one aside.
 */
export function consultUrl(
  { flowId, type, name }: ConsultEntry,
  options: { baru?: boolean } = {},
): string {
  if (flowId === '' || flowId === FLOW_ID.complaint) return '/keluhan'
  if (flowId === FLOW_ID.helpCenter) return '/help-center'
  if (flowId === FLOW_ID.shop) return '/product'
  return withQuery('/konsultasi', { flowId, type, name, baru: options.baru ? '1' : undefined })
}

/** Resumes the questionnaire where the member left it. */
export function questionnaireUrl(consult: ExistingConsult, { type, name }: ConsultEntry): string {
  return withQuery('/konsultasi/kuesioner', {
    flowId: consult.flowId,
    contentId: consult.lastVisitedContentId ?? undefined,
    consultId: consult.id,
    type,
    name,
  })
}

/** The consult's chat room in the member area. */
export function chatRoomUrl(consult: Pick<ExistingConsult, 'id'>): string {
  return withQuery('/konsultasi/pesan', { chatroom: consult.id })
}

/** Sent to the doctors (waiting, with a doctor) or finished: the consult lives in its chat room. */
export function hasChatRoom(consult: Pick<ExistingConsult, 'status'>): boolean {
  return consult.status === 2 || consult.status === 3 || consult.status === 9
}

/** The call to action of an entry: shopping for the shop flow, a consultation otherwise. */
export function ctaLabel(flowId: string): 'Mulai Belanja' | 'Mulai Konsul' {
  return flowId === FLOW_ID.shop ? 'Mulai Belanja' : 'Mulai Konsul'
}
