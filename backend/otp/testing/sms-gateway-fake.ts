/**
 * A local stand-in for an SMS gateway of the shape ADR 024 documents, for tests only:
 * `POST {path}` with `Authorization: Bearer <key>` and `{to, message}`; `to` in E.164
 * (`+62…`), the message at most 612 characters (four SMS parts). A wrong key is a 401, a body
 * of another shape a 400, both with `{error}`; an accepted message is recorded and answered
 * `{id}`. `failNext(fault)` makes the next send meet an error answer, no answer, or a dropped
 * connection.
 *
 * Standalone: `tsx backend/otp/testing/sms-gateway-fake.ts --port 0` prints
 * `SMS_GATEWAY_FAKE_URL=…` and the variables to set, then each message it takes.
 */
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { cliArgument } from '../../test/cli-argument'
import { bearerOf, type FakeRequest, type ProviderFault, startProviderFake } from './fake-http'

export const FAKE_SMS_GATEWAY_KEY = 'sms-gateway-fake-key-0123456789abcdef'
const MAX_MESSAGE_LENGTH = 612

export interface SmsGatewayFakeOptions {
  key?: string
  /** Where messages are posted (default `/messages`). */
  path?: string
  port?: number
  /** Told of each message it accepts (the standalone fake prints them). */
  onMessage?: (message: SmsGatewayFakeMessage) => void
}

export interface SmsGatewayFakeMessage {
  id: string
  to: string
  message: string
}

export interface SmsGatewayFake {
  /** The full address to post to: SMS_GATEWAY_URL. */
  url: string
  key: string
  readonly messages: readonly SmsGatewayFakeMessage[]
  readonly requests: readonly FakeRequest[]
  failNext(fault: ProviderFault): void
  /** The six digits of the last message to `to`. */
  lastCodeFor(to: string): string
  close(): Promise<void>
}

export async function startSmsGatewayFake(
  options: SmsGatewayFakeOptions = {},
): Promise<SmsGatewayFake> {
  const key = options.key ?? FAKE_SMS_GATEWAY_KEY
  const path = options.path ?? '/messages'
  const messages: SmsGatewayFakeMessage[] = []

  function accept(request: FakeRequest): [number, unknown] {
    if (request.method !== 'POST' || request.path !== path) {
      return [404, { error: `No route ${request.method} ${request.path}` }]
    }
    if (bearerOf(request) !== key) return [401, { error: 'Invalid API key' }]
    const body = request.body as { to?: unknown; message?: unknown } | null
    if (!body || typeof body !== 'object') return [400, { error: 'The body must be JSON' }]
    if (typeof body.to !== 'string' || !/^\+[1-9]\d{7,14}$/.test(body.to)) {
      return [400, { error: `to must be a number in E.164 (+62…), not ${JSON.stringify(body.to)}` }]
    }
    if (
      typeof body.message !== 'string' ||
      body.message.length === 0 ||
      body.message.length > MAX_MESSAGE_LENGTH
    ) {
      return [400, { error: `message must be 1 to ${MAX_MESSAGE_LENGTH} characters` }]
    }
    const message = {
      id: `sms_${randomBytes(12).toString('hex')}`,
      to: body.to,
      message: body.message,
    }
    messages.push(message)
    options.onMessage?.(message)
    return [200, { id: message.id }]
  }

  const server = await startProviderFake(accept, options.port)

  return {
    url: `${server.url}${path}`,
    key,
    messages,
    requests: server.requests,
    failNext: server.failNext,
    lastCodeFor: (to) => {
      const message = messages.findLast((candidate) => candidate.to === to)
      const code = message?.message.match(/\b(\d{6})\b/)?.[1]
      if (!code) throw new Error(`The SMS gateway fake took no code for ${to}`)
      return code
    },
    close: server.close,
  }
}

// Standalone: `tsx backend/otp/testing/sms-gateway-fake.ts --port 0`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startSmsGatewayFake({
    port: Number(cliArgument('port') ?? 0),
    onMessage: (message) => console.info(`SMS to ${message.to}: ${message.message}`),
  })
  console.info(`SMS_GATEWAY_FAKE_URL=${fake.url}`)
  console.info(`Set: OTP_PROVIDER=sms SMS_GATEWAY_URL=${fake.url} SMS_GATEWAY_KEY=${fake.key}`)
  const stop = () => {
    void fake.close().then(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
