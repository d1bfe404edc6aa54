/**
 * 'Isi Kuesioner' on `/konsultasi` (a plain form posted to `/konsultasi/mulai`, which works before
 * the app's JavaScript has loaded, ADR 007; the route: `src/routes/konsultasi.mulai.ts`):
 *
 * - a visitor goes to sign in and back to the questionnaire page with the flow, which finishes
 *   the start there (`/konsultasi/kuesioner?flowId=`, its loader);
 * - a member's consult for the flow is found or started (`POST /v2/consults`; the database keeps
 *   one open consult per flow, so two presses or two tabs find one), and the member lands on its
 *   questionnaire at the step they were on, or, once sent, in its chat room;
 * - 'Mulai Baru' (`restart=1`) sets an unfinished questionnaire aside and starts a new one;
 * - a session the API no longer accepts is cleared (spec §8) and taken the visitor's way.
 *
 * Every answer is a 303, so a reload of the page it lands on never posts the form again.
 */
import * as v from 'valibot'
import { ConsultExistsQuery } from '../../../contract/consults/schemas'
import { isApiError } from '../../../contract/errors'
import { startConsult } from '../../api/consults/questionnaire-calls'
import { signInHref } from '../../lib/auth/sign-in-href'
import { chatRoomUrl, questionnaireUrl } from '../../lib/consults/flow-routes'
import { clearSession, readSessionToken } from '../auth/session.server'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'
import { CONSULT_START_FIELDS } from './consultation-forms'

const Text = v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,60}$/)))
const StartForm = v.object({
  flowId: ConsultExistsQuery.entries.flowId,
  restart: v.optional(v.picklist(['1', '0'])),
  type: Text,
  name: Text,
})
type StartForm = v.InferOutput<typeof StartForm>

const FORM_REFUSED =
  'Data konsultasi tidak dikenali. Kembali ke halaman keluhan, lalu tekan lagi Isi Kuesioner.'

export async function startConsultFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const form = await readForm(request)
  if (!form) return plainText(400, FORM_REFUSED)

  const token = readSessionToken()
  if (!token) return seeOther(signInAddress(form))
  try {
    const consult = await startConsult(token, {
      flowId: form.flowId,
      ...(form.restart === '1' ? { restart: true } : {}),
    })
    const entry = { flowId: form.flowId, type: form.type, name: form.name }
    return seeOther(consult.status === 1 ? questionnaireUrl(consult, entry) : chatRoomUrl(consult))
  } catch (error) {
    if (isApiError(error, 401)) {
      clearSession()
      return seeOther(signInAddress(form))
    }
    // Not the member's doing: the log keeps it, the page says try again.
    console.error('Starting a consult from the form failed:', error)
    return seeOther(consultPage(form, { gagal: 'mulai' }))
  }
}

async function readForm(request: Request): Promise<StartForm | null> {
  const data = await postedForm(request)
  if (!data) return null
  const field = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  const parsed = v.safeParse(StartForm, {
    flowId: field(CONSULT_START_FIELDS.flowId),
    restart: field(CONSULT_START_FIELDS.restart),
    type: field(CONSULT_START_FIELDS.type),
    name: field(CONSULT_START_FIELDS.name),
  })
  return parsed.success ? parsed.output : null
}

function consultPage(form: StartForm, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ flowId: form.flowId })
  if (form.type) params.set('type', form.type)
  if (form.name) params.set('name', form.name)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return `/konsultasi?${params}`
}

/**
 * Back after signing in on the questionnaire page, which starts (or finds) the consult of the
 * flow there. A restart is not carried: the member may have an unfinished questionnaire that
 * the dialog should offer first, and an address must never set one aside by being opened.
 */
function signInAddress(form: StartForm) {
  const params = new URLSearchParams({ flowId: form.flowId })
  if (form.type) params.set('type', form.type)
  if (form.name) params.set('name', form.name)
  return signInHref({ href: `/konsultasi/kuesioner?${params}` }, { params: {} })
}
