/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and the payload encrypted for the browser (RFC 8291,
 * aes128gcm). `web-push` builds the request (the JWT and the encryption); it is sent with fetch,
 * so a push service is reached the same way whether it is https in production or a loopback
 * endpoint in the tests. A 404 or 410 means the browser's subscription is over: the caller removes
 * it.
 */
import webpush from 'web-push'
import { ChannelDeliveryError } from './channel-delivery-error'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  /** mailto: or https: — whom a push service may contact about our pushes. */
  subject: string
}

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushSender {
  /** The application server key the browser subscribes with (base64url). */
  readonly publicKey: string
  /** 'gone': the push service no longer knows this browser (404/410). */
  send(target: PushTarget, payload: object): Promise<'sent' | 'gone'>
}

/** How long a push may wait in the push service for an offline browser: a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60
const PUSH_TIMEOUT_MS = 10_000
/** Failures before any byte of the request left. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])

export function createPushSender(options: {
  vapid: VapidKeys
  fetch?: typeof fetch | undefined
}): PushSender {
  const send = options.fetch ?? fetch
  return {
    publicKey: options.vapid.publicKey,
    async send(target, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: options.vapid,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      )
      const service = new URL(target.endpoint).origin
      let status: number
      try {
        const response = await send(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
          redirect: 'error',
        })
        status = response.status
        await response.body?.cancel()
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code
        const maybeSent = !(code && NEVER_SENT.has(code))
        throw new ChannelDeliveryError(
          `The push service at ${service} could not be reached (${code ?? (error as Error).name})${maybeSent ? '; the push may have been taken all the same' : ''}`,
          { channel: 'push', maybeSent, cause: error },
        )
      }
      if (status >= 200 && status < 300) return 'sent'
      if (status === 404 || status === 410) return 'gone'
      throw new ChannelDeliveryError(
        `The push service at ${service} refused the push: HTTP ${status}`,
        // A push service answers before it queues a push: a refusal was never delivered.
        { channel: 'push', maybeSent: false },
      )
    },
  }
}
