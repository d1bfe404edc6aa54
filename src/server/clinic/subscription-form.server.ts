/**
 * The answer to 'Ingatkan saya' posted before the app has loaded (ADR 007; the form:
 * `src/components/clinic/subscription-reminder.tsx`, the route: `src/routes/langganan/ingatkan.ts`).
 * It ends where the app's own press ends:
 *
 * - a member's reminder is set (idempotent: one per member and package), and the member lands on
 *   the package, which now says 'Kami akan mengingatkanmu';
 * - a visitor, or a member whose session the API no longer accepts (cleared, spec §8), goes to
 *   sign in and back with the intent the app writes (`/langganan?ingatkan=<id>`), which the page
 *   completes once after sign-in;
 * - a refusal or a failure sends the member back to the packages with `?gagal=1`, which the page
 *   words.
 */

import * as v from 'valibot'
import { SubscriptionReminderInput } from '../../../contract/clinic/schemas'
import { isApiError } from '../../../contract/errors'
import { setSubscriptionReminder } from '../../api/clinic/calls'
import { signInHref } from '../../lib/auth/sign-in-href'
import { clearSession, readSessionToken } from '../auth/session.server'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'
import { SUBSCRIPTION_FORM_FIELD } from './subscription-form'

const PAGE = '/langganan'
const FORM_REFUSED =
  'Paket tidak dikenali. Kembali ke halaman langganan, lalu tekan lagi Ingatkan saya.'

export async function remindFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const packageId = await readPackageId(request)
  if (!packageId) return plainText(400, FORM_REFUSED)

  const signIn = signInHref({ href: PAGE }, { params: { ingatkan: packageId } })
  const token = readSessionToken()
  if (!token) return seeOther(signIn)
  try {
    await setSubscriptionReminder(token, packageId)
  } catch (error) {
    if (isApiError(error, 401)) {
      clearSession()
      return seeOther(signIn)
    }
    // Not the member's doing to hide: the log keeps it, the page says try again.
    if (!isApiError(error, 404)) console.error('Subscription reminder from the form failed:', error)
    return seeOther(`${PAGE}?gagal=1`)
  }
  return seeOther(`${PAGE}#paket-${packageId}`)
}

async function readPackageId(request: Request): Promise<string | null> {
  const data = await postedForm(request)
  if (!data) return null
  const result = v.safeParse(SubscriptionReminderInput, {
    subscriptionPackageId: data.get(SUBSCRIPTION_FORM_FIELD),
  })
  return result.success ? result.output.subscriptionPackageId : null
}
