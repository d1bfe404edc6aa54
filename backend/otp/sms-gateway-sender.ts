/**
 * Sign-in codes by SMS through a plain HTTP gateway (ADR 024). The shape is Diri's
 * own, small enough for any provider's API or a relay in front of one:
 *
 *   POST SMS_GATEWAY_URL
 *   Authorization: Bearer SMS_GATEWAY_KEY
 *   Content-Type: application/json
 *   {"to": "+6281234567890", "message": "Kode masuk Diri kamu: 123456. Berlaku 5 menit. …"}
 *
 * `to` is E.164. Any 2xx means the gateway took the message for delivery (`{"id": "…"}` is
 * optional); any other status means it did not, with `{"error": "…"}` or `{"message": "…"}`
 * saying why. A gateway must not answer an error after taking the message: the member would get
 * two codes, and only the second works.
 */
import * as v from 'valibot'
import type { Clock, OtpSender } from '../deps'
import { OtpDeliveryError } from './otp-delivery-error'
import { postToProvider, shown } from './provider-request'

const PROVIDER = 'The SMS gateway'

export interface SmsGatewayOptions {
  url: string
  key: string
  /** For the minutes the message says the code lasts. */
  clock: Clock
  /** How long a send may take before it counts as unanswered (10 s). */
  timeoutMs?: number | undefined
  fetch?: typeof fetch | undefined
}

/** The SMS a member reads: in Indonesian, 'kamu', the code first, no link (ADR 024). */
export function signInSmsText(code: string, minutes: number): string {
  return `Kode masuk Diri kamu: ${code}. Berlaku ${minutes} menit. Jangan berikan kode ini ke siapa pun.`
}

const GatewayError = v.union([v.object({ error: v.string() }), v.object({ message: v.string() })])

export function createSmsGatewayOtpSender(options: SmsGatewayOptions): OtpSender {
  return {
    async send({ phone, code, expiresAt }) {
      const minutes = Math.max(
        1,
        Math.ceil((expiresAt.getTime() - options.clock.now().getTime()) / 60_000),
      )
      const hidden = [options.key, code]
      const answer = await postToProvider({
        provider: PROVIDER,
        url: options.url,
        bearer: options.key,
        body: { to: phone, message: signInSmsText(code, minutes) },
        timeoutMs: options.timeoutMs ?? 10_000,
        hidden,
        fetch: options.fetch,
      })
      if (answer.status >= 200 && answer.status < 300) return
      const reason = v.is(GatewayError, answer.body)
        ? shown('error' in answer.body ? answer.body.error : answer.body.message, hidden)
        : shown(answer.body, hidden)
      throw new OtpDeliveryError(
        `The SMS gateway refused the sign-in code: HTTP ${answer.status}, ${reason}${answer.status >= 500 ? '; it may have gone out all the same' : ''}`,
        { provider: PROVIDER, status: answer.status, maybeSent: answer.status >= 500 },
      )
    },
  }
}
