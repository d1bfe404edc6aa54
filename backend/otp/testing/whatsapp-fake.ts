/**
 * A local stand-in for the WhatsApp Business Cloud API's send endpoint, for tests only:
 * a real HTTP server on 127.0.0.1 that answers `POST /{version}/{phone-number-id}/messages`
 * as Meta's reference does, so the adapter (otp/whatsapp-sender.ts) is tested through real HTTP.
 *
 * It checks what Meta checks before taking a message, with Graph's error answer
 * (`{error: {message, type, code, fbtrace_id}}`) for each: the bearer (401, code 190), the phone
 * number id (400, code 100), the template's name and language (400, code 132001), its parameters:
 * one text for the body and the same text for the copy-code URL button at index '0' (400, code
 * 132000), and `to` as digits without '+' (400, code 131009). An accepted message is recorded
 * and answered `{messaging_product, contacts: [{input, wa_id}], messages: [{id: 'wamid.…'}]}`.
 *
 * `failNext(fault)` makes the next send meet an error answer, no answer, or a dropped connection;
 * `graphError(status, code, message)` builds Graph's error answer for the first.
 *
 * Standalone, to try OTP_PROVIDER=whatsapp by hand: `tsx backend/otp/testing/whatsapp-fake.ts
 * --port 0` prints `WHATSAPP_FAKE_URL=http://127.0.0.1:<port>` and the variables to set, then
 * prints each message it takes.
 */
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { cliArgument } from '../../test/cli-argument'
import { bearerOf, type FakeRequest, type ProviderFault, startProviderFake } from './fake-http'

export const FAKE_WHATSAPP_TOKEN = 'EAAfakeWhatsAppToken0123456789abcdefZZ'
export const FAKE_PHONE_NUMBER_ID = '106540352242922'
export const FAKE_TEMPLATE_NAME = 'diri_kode_masuk'

export interface WhatsAppFakeOptions {
  accessToken?: string
  phoneNumberId?: string
  /** The one approved template, in Indonesian ('id'). */
  templateName?: string
  port?: number
  /** Told of each message it accepts (the standalone fake prints them). */
  onMessage?: (message: WhatsAppFakeMessage) => void
}

export interface WhatsAppFakeMessage {
  id: string
  /** As sent: digits, no '+'. */
  to: string
  templateName: string
  code: string
}

export interface WhatsAppFake {
  /** `http://127.0.0.1:<port>`: the adapter's apiBaseUrl (WHATSAPP_API_BASE_URL). */
  url: string
  accessToken: string
  phoneNumberId: string
  templateName: string
  /** The messages it accepted, oldest first. */
  readonly messages: readonly WhatsAppFakeMessage[]
  /** Every request it received, accepted or not. */
  readonly requests: readonly FakeRequest[]
  /** The next send meets this instead of the normal answer. */
  failNext(fault: ProviderFault): void
  lastCodeFor(to: string): string
  close(): Promise<void>
}

/** Graph's error answer, as the Cloud API writes it. */
export function graphError(
  status: number,
  code: number,
  message: string,
  extra: { details?: string; subcode?: number; type?: string } = {},
): ProviderFault & { kind: 'answer' } {
  return {
    kind: 'answer',
    status,
    body: {
      error: {
        message,
        type: extra.type ?? 'OAuthException',
        code,
        ...(extra.subcode === undefined ? {} : { error_subcode: extra.subcode }),
        ...(extra.details === undefined
          ? {}
          : { error_data: { messaging_product: 'whatsapp', details: extra.details } }),
        fbtrace_id: `A${randomBytes(9).toString('base64url')}`,
      },
    },
  }
}

const refused = (fault: ProviderFault & { kind: 'answer' }): [number, unknown] => [
  fault.status,
  fault.body,
]

export async function startWhatsAppFake(options: WhatsAppFakeOptions = {}): Promise<WhatsAppFake> {
  const accessToken = options.accessToken ?? FAKE_WHATSAPP_TOKEN
  const phoneNumberId = options.phoneNumberId ?? FAKE_PHONE_NUMBER_ID
  const templateName = options.templateName ?? FAKE_TEMPLATE_NAME
  const messages: WhatsAppFakeMessage[] = []

  function accept(request: FakeRequest): [number, unknown] {
    const path = request.path.match(/^\/(v\d+\.\d+)\/([^/]+)\/messages$/)
    if (request.method !== 'POST' || !path) {
      return refused(graphError(400, 2500, `Unknown path components: ${request.path}`))
    }
    if (bearerOf(request) !== accessToken) {
      return refused(graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token'))
    }
    if (decodeURIComponent(path[2] ?? '') !== phoneNumberId) {
      return refused(
        graphError(
          400,
          100,
          `Unsupported post request. Object with ID '${path[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          { subcode: 33, type: 'GraphMethodException' },
        ),
      )
    }
    const body = request.body as Record<string, unknown> | null
    if (!body || typeof body !== 'object' || body.messaging_product !== 'whatsapp') {
      return refused(graphError(400, 100, '(#100) The parameter messaging_product is required.'))
    }
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) {
      return refused(
        graphError(400, 131009, '(#131009) Parameter value is not valid', {
          details: `to: ${JSON.stringify(body.to)} is not a phone number of digits`,
        }),
      )
    }
    const template = body.template as
      | { name?: unknown; language?: { code?: unknown }; components?: unknown }
      | undefined
    if (body.type !== 'template' || !template) {
      return refused(
        graphError(400, 131008, '(#131008) Required parameter is missing', {
          details: 'type template and a template object are required',
        }),
      )
    }
    if (template.name !== templateName || template.language?.code !== 'id') {
      return refused(
        graphError(400, 132001, '(#132001) Template name does not exist in the translation', {
          details: `template name (${String(template.name)}) does not exist in ${String(template.language?.code)}`,
        }),
      )
    }
    const code = codeOf(template.components)
    if (!code) {
      return refused(
        graphError(
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          {
            details:
              'body: one text parameter; button: sub_type url, index 0, the same text parameter',
          },
        ),
      )
    }
    const id = `wamid.${randomBytes(24).toString('base64url')}`
    const message = { id, to: body.to, templateName, code }
    messages.push(message)
    options.onMessage?.(message)
    return [
      200,
      {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id, message_status: 'accepted' }],
      },
    ]
  }

  const server = await startProviderFake(accept, options.port)

  return {
    url: server.url,
    accessToken,
    phoneNumberId,
    templateName,
    messages,
    requests: server.requests,
    failNext: server.failNext,
    lastCodeFor: (to) => {
      const message = messages.findLast((candidate) => candidate.to === to)
      if (!message) throw new Error(`The WhatsApp fake took no message to ${to}`)
      return message.code
    },
    close: server.close,
  }
}

/** The code when the components are an authentication template's: body and button agree. */
function codeOf(components: unknown): string | null {
  if (!Array.isArray(components) || components.length !== 2) return null
  const [body, button] = components as Array<Record<string, unknown>>
  const onlyText = (parameters: unknown) =>
    Array.isArray(parameters) &&
    parameters.length === 1 &&
    parameters[0]?.type === 'text' &&
    typeof parameters[0]?.text === 'string' &&
    /^\d{4,15}$/.test(parameters[0].text)
      ? (parameters[0].text as string)
      : null
  if (body?.type !== 'body' || button?.type !== 'button') return null
  if (button.sub_type !== 'url' || button.index !== '0') return null
  const code = onlyText(body.parameters)
  return code !== null && onlyText(button.parameters) === code ? code : null
}

// Standalone: `tsx backend/otp/testing/whatsapp-fake.ts --port 0`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startWhatsAppFake({
    port: Number(cliArgument('port') ?? 0),
    onMessage: (message) => console.info(`WhatsApp to ${message.to}: ${message.code}`),
  })
  console.info(`WHATSAPP_FAKE_URL=${fake.url}`)
  console.info(
    `Set: OTP_PROVIDER=whatsapp WHATSAPP_API_BASE_URL=${fake.url} WHATSAPP_ACCESS_TOKEN=${fake.accessToken} WHATSAPP_PHONE_NUMBER_ID=${fake.phoneNumberId} WHATSAPP_TEMPLATE_NAME=${fake.templateName}`,
  )
  const stop = () => {
    void fake.close().then(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
