/**
 * Sign-in codes by WhatsApp (ADR 024): the WhatsApp Business Cloud API's
 * authentication template with a copy-code button, sent with
 * `POST https://graph.facebook.com/{version}/{phone-number-id}/messages`.
 *
 * An authentication template's text is WhatsApp's own preset in the template's language, with the
 * security line and the expiry in minutes chosen when the template is made in WhatsApp Manager:
 * the message carries only the code, once for the body and once for the button that copies it. A 200 with a message id means WhatsApp accepted it for delivery; whether
 * it reached the phone comes later, by webhook, which Diri does not read (the member asks again).
 */
import * as v from 'valibot'
import type { OtpSender } from '../deps'
import { OtpDeliveryError } from './otp-delivery-error'
import { postToProvider, shown, withoutSecrets } from './provider-request'

export const WHATSAPP_API_BASE_URL = 'https://graph.facebook.com'
/** The template's language: the approved Indonesian version of it. */
export const WHATSAPP_TEMPLATE_LANGUAGE = 'id'
const PROVIDER = 'WhatsApp'

export interface WhatsAppOptions {
  accessToken: string
  phoneNumberId: string
  templateName: string
  /** The Graph API's version in the URL, e.g. 'v25.0'. */
  apiVersion: string
  /** Tests only (WHATSAPP_API_BASE_URL): the fake's address instead of graph.facebook.com. */
  apiBaseUrl?: string | undefined
  /** How long a send may take before it counts as unanswered (10 s). */
  timeoutMs?: number | undefined
  fetch?: typeof fetch | undefined
}

/** The template message of one code; `to` is the number's digits, without the '+'. */
export function authenticationTemplateMessage(phone: string, code: string, templateName: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: phone.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: templateName,
      language: { code: WHATSAPP_TEMPLATE_LANGUAGE },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        // The copy-code button is a URL button to the API, whose one parameter is the code.
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  }
}

/** What the Cloud API answers when it accepts a message. */
const Accepted = v.object({
  messages: v.pipe(v.array(v.object({ id: v.pipe(v.string(), v.minLength(1)) })), v.minLength(1)),
})

/** The Graph API's error answer (its error handling reference). */
const GraphError = v.object({
  error: v.object({
    message: v.optional(v.string()),
    type: v.optional(v.string()),
    code: v.optional(v.number()),
    error_subcode: v.optional(v.number()),
    error_data: v.optional(v.object({ details: v.optional(v.string()) })),
    fbtrace_id: v.optional(v.string()),
  }),
})

export function createWhatsAppOtpSender(options: WhatsAppOptions): OtpSender {
  const base = (options.apiBaseUrl ?? WHATSAPP_API_BASE_URL).replace(/\/+$/, '')
  const url = `${base}/${options.apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`
  return {
    async send({ phone, code }) {
      const hidden = [options.accessToken, code]
      const answer = await postToProvider({
        provider: PROVIDER,
        url,
        bearer: options.accessToken,
        body: authenticationTemplateMessage(phone, code, options.templateName),
        timeoutMs: options.timeoutMs ?? 10_000,
        hidden,
        fetch: options.fetch,
      })
      if (answer.status >= 200 && answer.status < 300) {
        if (v.is(Accepted, answer.body)) return
        throw new OtpDeliveryError(
          `WhatsApp answered ${answer.status} without a message id (${shown(answer.body, hidden)}): the code may have been sent or not`,
          { provider: PROVIDER, status: answer.status, maybeSent: true },
        )
      }
      throw new OtpDeliveryError(
        `WhatsApp refused the sign-in code with template ${options.templateName}: HTTP ${answer.status}, ${graphError(answer.body, hidden)}${answer.status >= 500 ? '; it may have gone out all the same' : ''}`,
        // Graph answers its errors before sending; only a 5xx leaves it unknown.
        { provider: PROVIDER, status: answer.status, maybeSent: answer.status >= 500 },
      )
    },
  }
}

/** `(#131030) Recipient phone number not in allowed list (OAuthException, code 131030, …)`. */
function graphError(body: unknown, hidden: readonly string[]): string {
  if (!v.is(GraphError, body)) return `not Graph's error shape: ${shown(body, hidden)}`
  const { message, type, code, error_subcode, error_data, fbtrace_id } = body.error
  const facts = [
    type,
    code !== undefined && `code ${code}`,
    error_subcode !== undefined && `subcode ${error_subcode}`,
    fbtrace_id && `fbtrace_id ${fbtrace_id}`,
  ].filter(Boolean)
  const details = error_data?.details ? `: ${error_data.details}` : ''
  return withoutSecrets(`${message ?? 'no message'}${details} (${facts.join(', ')})`, hidden)
}
