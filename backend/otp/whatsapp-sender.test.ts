/** The WhatsApp adapter against a local fake of the Cloud API (testing/whatsapp-fake.ts). */
import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { describeError } from '../http/report-error'
import { OtpDeliveryError } from './otp-delivery-error'
import { graphError, startWhatsAppFake, type WhatsAppFake } from './testing/whatsapp-fake'
import { createWhatsAppOtpSender, type WhatsAppOptions } from './whatsapp-sender'

const PHONE = '+6281311112222'
const CODE = '482913'
const EXPIRES_AT = new Date('2026-11-27T10:05:00Z')

const fakes: WhatsAppFake[] = []
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})

async function fakeAndSender(overrides: Partial<WhatsAppOptions> = {}) {
  const fake = await startWhatsAppFake()
  fakes.push(fake)
  const sender = createWhatsAppOtpSender({
    accessToken: fake.accessToken,
    phoneNumberId: fake.phoneNumberId,
    templateName: fake.templateName,
    apiVersion: 'v25.0',
    apiBaseUrl: fake.url,
    timeoutMs: 2_000,
    ...overrides,
  })
  return { fake, send: () => sender.send({ phone: PHONE, code: CODE, expiresAt: EXPIRES_AT }) }
}

/** The error a send ended with; fails the test when it did not fail. */
async function failure(send: () => Promise<void>): Promise<OtpDeliveryError> {
  const error = await send().then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(OtpDeliveryError)
  return error as OtpDeliveryError
}

/** A port nobody listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

describe('WhatsApp authentication template', () => {
  it("sends the code in the template's body and its copy-code button, to the number's digits", async () => {
    const { fake, send } = await fakeAndSender()
    await send()
    expect(fake.messages).toEqual([
      expect.objectContaining({ to: '6281311112222', templateName: fake.templateName, code: CODE }),
    ])
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.path).toBe(`/v25.0/${fake.phoneNumberId}/messages`)
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${fake.accessToken}`)
    expect(fake.requests[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281311112222',
      type: 'template',
      template: {
        name: fake.templateName,
        language: { code: 'id' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: CODE }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: CODE }],
          },
        ],
      },
    })
  })

  it.each([
    [
      'a wrong access token',
      { accessToken: 'EAAwrong-token' },
      /HTTP 401, Invalid OAuth access token.*code 190.*fbtrace_id A/,
    ],
    [
      'a template WhatsApp has not approved',
      { templateName: 'kode_lama' },
      /template kode_lama: HTTP 400, \(#132001\) Template name does not exist.*code 132001/,
    ],
    [
      'another phone number id',
      { phoneNumberId: '999' },
      /HTTP 400, Unsupported post request\. Object with ID '999'.*code 100, subcode 33/,
    ],
  ])('is refused with Graph’s error for %s, named in the message', async (_, options, message) => {
    const { fake, send } = await fakeAndSender(options)
    const error = await failure(send)
    expect(error.message).toMatch(message)
    expect(error.details).toMatchObject({ provider: 'WhatsApp', maybeSent: false })
    expect(fake.messages).toHaveLength(0)
  })

  it('names the reason of a refused recipient, and sends once', async () => {
    const { fake, send } = await fakeAndSender()
    fake.failNext(
      graphError(400, 131030, '(#131030) Recipient phone number not in allowed list', {
        details: 'Recipient phone number not in allowed list: add it in WhatsApp Manager',
      }),
    )
    const error = await failure(send)
    expect(error.message).toMatch(
      /HTTP 400, \(#131030\) Recipient phone number not in allowed list: Recipient.*\(OAuthException, code 131030, fbtrace_id A/,
    )
    expect(error.details.status).toBe(400)
    expect(fake.requests).toHaveLength(1)
  })

  it('is not sent again after a 5xx, which may follow a message already on its way', async () => {
    const { fake, send } = await fakeAndSender()
    fake.failNext(graphError(503, 2, 'Service temporarily unavailable', { type: 'OAuthException' }))
    const error = await failure(send)
    expect(error.message).toMatch(
      /HTTP 503, Service temporarily unavailable \(OAuthException, code 2, fbtrace_id [\w-]+\); it may have gone out all the same$/,
    )
    expect(error.details).toMatchObject({ status: 503, maybeSent: true })
    expect(fake.requests).toHaveLength(1)
  })

  it('gives up after its timeout when WhatsApp does not answer, without sending again', async () => {
    const { fake, send } = await fakeAndSender({ timeoutMs: 300 })
    fake.failNext({ kind: 'hang' })
    const started = performance.now()
    const error = await failure(send)
    const elapsed = performance.now() - started
    expect(error.message).toBe(
      'WhatsApp did not answer within 0.3 s: the code may have been sent or not, and is not sent again',
    )
    expect(error.details.maybeSent).toBe(true)
    expect(elapsed).toBeGreaterThanOrEqual(290)
    expect(elapsed).toBeLessThan(2_000)
    expect(fake.requests).toHaveLength(1)
  })

  it('does not send again when the connection drops after the request arrived', async () => {
    const { fake, send } = await fakeAndSender()
    fake.failNext({ kind: 'drop' })
    const error = await failure(send)
    expect(error.message).toMatch(/^WhatsApp could not be reached at http:\/\/127\.0\.0\.1:\d+ /)
    expect(error.details.maybeSent).toBe(true)
    expect(fake.requests).toHaveLength(1)
  })

  it('tries once more when the connection was refused, which proves nothing was sent', async () => {
    const port = await closedPort()
    let fake: WhatsAppFake | undefined
    let calls = 0
    // The fake opens on the refused port once the first attempt has failed.
    const fetchThenOpen: typeof fetch = async (input, init) => {
      calls++
      try {
        return await fetch(input, init)
      } finally {
        if (calls === 1) {
          fake = await startWhatsAppFake({ port })
          fakes.push(fake)
        }
      }
    }
    const sender = createWhatsAppOtpSender({
      accessToken: 'EAAfakeWhatsAppToken0123456789abcdefZZ',
      phoneNumberId: '106540352242922',
      templateName: 'diri_kode_masuk',
      apiVersion: 'v25.0',
      apiBaseUrl: `http://127.0.0.1:${port}`,
      fetch: fetchThenOpen,
    })
    await sender.send({ phone: PHONE, code: CODE, expiresAt: EXPIRES_AT })
    expect(calls).toBe(2)
    expect(fake?.messages.map((message) => message.code)).toEqual([CODE])
  })

  it('stops after a second refused connection, saying nothing was sent', async () => {
    const port = await closedPort()
    let calls = 0
    const counting: typeof fetch = (input, init) => {
      calls++
      return fetch(input, init)
    }
    const { send } = await fakeAndSender({
      apiBaseUrl: `http://127.0.0.1:${port}`,
      fetch: counting,
    })
    const error = await failure(send)
    expect(error.message).toBe(
      `WhatsApp could not be reached at http://127.0.0.1:${port} (ECONNREFUSED), twice`,
    )
    expect(error.details.maybeSent).toBe(false)
    expect(calls).toBe(2)
  })

  it('never puts the access token or the code in an error, even when WhatsApp echoes them', async () => {
    const { fake, send } = await fakeAndSender()
    const echoes = [
      graphError(400, 100, `(#100) Invalid parameter: token ${fake.accessToken}, text ${CODE}`, {
        details: `Authorization: Bearer ${fake.accessToken}`,
      }),
      { kind: 'answer' as const, status: 200, body: { echoed: fake.accessToken, code: CODE } },
      {
        kind: 'answer' as const,
        status: 502,
        body: `<html>Bad gateway ${fake.accessToken}</html>`,
      },
      { kind: 'drop' as const },
    ]
    for (const echo of echoes) {
      fake.failNext(echo)
      const error = await failure(send)
      const logged = describeError(error)
      expect(logged).toContain('WhatsApp')
      expect(logged).not.toContain(fake.accessToken)
      expect(logged).not.toContain(CODE)
    }
  })
})
