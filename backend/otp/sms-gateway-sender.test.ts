/** The SMS gateway adapter against a local fake of the gateway (testing/sms-gateway-fake.ts). */
import { afterEach, describe, expect, it } from 'vitest'
import { describeError } from '../http/report-error'
import { OtpDeliveryError } from './otp-delivery-error'
import { createSmsGatewayOtpSender, type SmsGatewayOptions } from './sms-gateway-sender'
import { type SmsGatewayFake, startSmsGatewayFake } from './testing/sms-gateway-fake'

const PHONE = '+6281311112222'
const CODE = '482913'
const NOW = new Date('2026-11-27T10:00:00Z')
const IN_FIVE_MINUTES = new Date(NOW.getTime() + 5 * 60_000)

const fakes: SmsGatewayFake[] = []
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})

async function fakeAndSender(overrides: Partial<SmsGatewayOptions> = {}) {
  const fake = await startSmsGatewayFake()
  fakes.push(fake)
  const sender = createSmsGatewayOtpSender({
    url: fake.url,
    key: fake.key,
    clock: { now: () => NOW },
    timeoutMs: 2_000,
    ...overrides,
  })
  return {
    fake,
    send: () => sender.send({ phone: PHONE, code: CODE, expiresAt: IN_FIVE_MINUTES }),
  }
}

async function failure(send: () => Promise<void>): Promise<OtpDeliveryError> {
  const error = await send().then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(OtpDeliveryError)
  return error as OtpDeliveryError
}

describe('SMS gateway', () => {
  it('sends the Indonesian message with the code and its minutes to the E.164 number', async () => {
    const { fake, send } = await fakeAndSender()
    await send()
    expect(fake.messages).toEqual([
      expect.objectContaining({
        to: PHONE,
        message:
          'Kode masuk Diri kamu: 482913. Berlaku 5 menit. Jangan berikan kode ini ke siapa pun.',
      }),
    ])
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${fake.key}`)
    expect(fake.requests[0]?.headers['content-type']).toBe('application/json')
  })

  it("says the minutes left by the API's clock, not the machine's", async () => {
    const { fake, send } = await fakeAndSender({
      clock: { now: () => new Date(NOW.getTime() + 2 * 60_000 + 1_000) },
    })
    await send()
    expect(fake.messages[0]?.message).toContain('Berlaku 3 menit.')
  })

  it("is refused with the gateway's reason for a wrong key, and nothing is sent", async () => {
    const { fake, send } = await fakeAndSender({ key: 'another-key' })
    const error = await failure(send)
    expect(error.message).toBe(
      'The SMS gateway refused the sign-in code: HTTP 401, Invalid API key',
    )
    expect(error.details).toMatchObject({ status: 401, maybeSent: false })
    expect(fake.messages).toHaveLength(0)
  })

  it('names a refusal in the `message` shape or in no known shape', async () => {
    const { fake, send } = await fakeAndSender()
    fake.failNext({ kind: 'answer', status: 429, body: { message: 'Too many messages' } })
    expect((await failure(send)).message).toBe(
      'The SMS gateway refused the sign-in code: HTTP 429, Too many messages',
    )
    fake.failNext({ kind: 'answer', status: 502, body: '<html>Bad Gateway</html>' })
    const error = await failure(send)
    expect(error.message).toBe(
      'The SMS gateway refused the sign-in code: HTTP 502, <html>Bad Gateway</html>; it may have gone out all the same',
    )
    expect(error.details.maybeSent).toBe(true)
    expect(fake.requests).toHaveLength(2)
  })

  it('gives up after its timeout without sending again', async () => {
    const { fake, send } = await fakeAndSender({ timeoutMs: 300 })
    fake.failNext({ kind: 'hang' })
    const error = await failure(send)
    expect(error.message).toBe(
      'The SMS gateway did not answer within 0.3 s: the code may have been sent or not, and is not sent again',
    )
    expect(fake.requests).toHaveLength(1)
  })

  it('never puts the key or the code in an error, even when the gateway echoes them', async () => {
    const { fake, send } = await fakeAndSender()
    fake.failNext({
      kind: 'answer',
      status: 400,
      body: { error: `bad key ${fake.key} for message with ${CODE}` },
    })
    const logged = describeError(await failure(send))
    expect(logged).toContain('The SMS gateway refused the sign-in code: HTTP 400, bad key (hidden)')
    expect(logged).not.toContain(fake.key)
    expect(logged).not.toContain(CODE)
  })

  it('names only the origin of a gateway it cannot reach: its path may carry a key', async () => {
    const { send } = await fakeAndSender({ url: 'http://127.0.0.1:9/send/secret-path-key' })
    const error = await failure(send)
    expect(error.message).toMatch(
      /^The SMS gateway could not be reached at http:\/\/127\.0\.0\.1:9 /,
    )
    expect(describeError(error)).not.toContain('secret-path-key')
  })
})
