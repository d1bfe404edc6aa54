/**
 * 'Ingatkan saya' before the app's JavaScript has loaded (ADR 007): for a member, the button is a
 * plain form posted here, which the app takes over once it runs. Importable from the browser.
 */
export const SUBSCRIPTION_FORM_PATH = '/langganan/ingatkan'

/** One package id. */
export const SUBSCRIPTION_FORM_MAX_BODY_BYTES = 1024

/** The form's one field: the package to be reminded of. */
export const SUBSCRIPTION_FORM_FIELD = 'paket'
