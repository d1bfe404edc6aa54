import { CART_FORM_MAX_BODY_BYTES, CART_FORM_PATH } from './cart-form'
import { SUBSCRIPTION_FORM_MAX_BODY_BYTES, SUBSCRIPTION_FORM_PATH } from './subscription-form'

/**
 * The page addresses that take a POST, each with its body limit: the forms that work before the
 * app's JavaScript has loaded (ADR 007). Every other page is read, never sent to.
 */
const PAGE_FORMS = new Map<string, number>([
  [CART_FORM_PATH, CART_FORM_MAX_BODY_BYTES],
  [SUBSCRIPTION_FORM_PATH, SUBSCRIPTION_FORM_MAX_BODY_BYTES],
])

/** The body limit of the form at `pathname`, or undefined when no form posts there. */
export function pageFormBodyLimit(pathname: string): number | undefined {
  return PAGE_FORMS.get(pathname)
}
