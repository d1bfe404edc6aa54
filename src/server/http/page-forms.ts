import { CONSENT_FORM_MAX_BODY_BYTES, CONSENT_FORM_PATH } from '../../lib/consent/consent-form'
import {
  PREFERENCES_FORM_MAX_BODY_BYTES,
  PREFERENCES_FORM_PATH,
} from '../../lib/notifications/preferences-form'
import {
  SIGN_IN_CHANGE_FORM_PATH,
  SIGN_IN_CODE_FORM_PATH,
  SIGN_IN_FORM_MAX_BODY_BYTES,
  SIGN_IN_VERIFY_FORM_PATH,
} from '../auth/sign-in-form'
import { CANCEL_FORM_MAX_BODY_BYTES, CANCEL_FORM_PATH } from '../booking/cancel-form'
import { CART_FORM_MAX_BODY_BYTES, CART_FORM_PATH } from '../checkout/cart-form'
import { REORDER_FORM_MAX_BODY_BYTES, REORDER_FORM_PATH } from '../checkout/reorder-form'
import {
  SUBSCRIPTION_FORM_MAX_BODY_BYTES,
  SUBSCRIPTION_FORM_PATH,
} from '../clinic/subscription-form'
import {
  CONSULT_ANSWER_FORM_MAX_BODY_BYTES,
  CONSULT_ANSWER_FORM_PATH,
  CONSULT_START_FORM_MAX_BODY_BYTES,
  CONSULT_START_FORM_PATH,
  CONSULT_UPLOAD_MAX_BODY_BYTES,
  CONSULT_UPLOAD_PATH,
} from '../consults/consultation-forms'
import {
  READ_ALL_FORM_MAX_BODY_BYTES,
  READ_ALL_FORM_PATH,
} from '../notifications/notification-forms'
import { PROFILE_FORM_MAX_BODY_BYTES, PROFILE_FORM_PATH } from '../profile/profile-form'

/**
 * The page addresses that take a POST, each with its body limit: the forms that work before the
 * app's JavaScript has loaded (ADR 007). Every other page is read, never sent to.
 */
const PAGE_FORMS = new Map<string, number>([
  [CART_FORM_PATH, CART_FORM_MAX_BODY_BYTES],
  [SUBSCRIPTION_FORM_PATH, SUBSCRIPTION_FORM_MAX_BODY_BYTES],
  [CANCEL_FORM_PATH, CANCEL_FORM_MAX_BODY_BYTES],
  [CONSULT_START_FORM_PATH, CONSULT_START_FORM_MAX_BODY_BYTES],
  [CONSULT_ANSWER_FORM_PATH, CONSULT_ANSWER_FORM_MAX_BODY_BYTES],
  [CONSENT_FORM_PATH, CONSENT_FORM_MAX_BODY_BYTES],
  [SIGN_IN_CODE_FORM_PATH, SIGN_IN_FORM_MAX_BODY_BYTES],
  [SIGN_IN_VERIFY_FORM_PATH, SIGN_IN_FORM_MAX_BODY_BYTES],
  [SIGN_IN_CHANGE_FORM_PATH, SIGN_IN_FORM_MAX_BODY_BYTES],
  [PREFERENCES_FORM_PATH, PREFERENCES_FORM_MAX_BODY_BYTES],
  [READ_ALL_FORM_PATH, READ_ALL_FORM_MAX_BODY_BYTES],
  [PROFILE_FORM_PATH, PROFILE_FORM_MAX_BODY_BYTES],
])

/**
 * Addresses with an id in them: a consult's photo upload (`/konsultasi/lampiran/{consultId}`),
 * the page's raw image POST, proxied to the API with the session's token, and an order's
 * 'Beli Lagi'.
 */
const PAGE_FORM_PATTERNS: ReadonlyArray<readonly [RegExp, number]> = [
  [CONSULT_UPLOAD_PATH, CONSULT_UPLOAD_MAX_BODY_BYTES],
  // 'Beli Lagi' on an order (`/keranjang/dari-pesanan/{orderId}`): an empty form.
  [REORDER_FORM_PATH, REORDER_FORM_MAX_BODY_BYTES],
]

/** The fixed addresses forms post to (the site fuzz has a recipe for each). */
export const PAGE_FORM_PATHS: readonly string[] = [...PAGE_FORMS.keys()]

/** The body limit of the form at `pathname`, or undefined when no form posts there. */
export function pageFormBodyLimit(pathname: string): number | undefined {
  return (
    PAGE_FORMS.get(pathname) ?? PAGE_FORM_PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1]
  )
}
