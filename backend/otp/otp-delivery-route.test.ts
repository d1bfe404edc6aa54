/**
 * `POST /auth/otp/request` with the real adapters behind it, against their local fakes: the code
 * the member receives is the one that signs in, and a provider's failure is the route's 503 with
 * the reason in the log, never the provider's key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anotherInstance, expectProblem, setUpTestApi } from '../test/harness'
import { createSmsGatewayOtpSender } from './sms-gateway-sender'
import { type SmsGatewayFake, startSmsGatewayFake } from './testing/sms-gateway-fake'
import { graphError, startWhatsAppFake, type WhatsAppFake } from './testing/whatsapp-fake'
import { createWhatsAppOtpSender } from './whatsapp-sender'

const api = setUpTestApi()
const PHONE = '+6281311112222'
const NOT_SENT = 'Kode belum bisa dikirim. Coba lagi sebentar lagi.'

let whatsapp: WhatsAppFake
let sms: SmsGatewayFake
beforeAll(async () => {
  whatsapp = await startWhatsAppFake()
  sms = await startSmsGatewayFake()
})
afterAll(async () => {
  await whatsapp.close()
  await sms.close()
})

function withWhatsApp(timeoutMs = 2_000) {
  return anotherInstance(api(), {
    otpSender: createWhatsAppOtpSender({
      accessToken: whatsapp.accessToken,
      phoneNumberId: whatsapp.phoneNumberId,
      templateName: whatsapp.templateName,
      apiVersion: 'v25.0',
      apiBaseUrl: whatsapp.url,
      timeoutMs,
    }),
  })
}

function withSms() {
  // One clock for the route and the message: it says the minutes the code has left.
  const { clock } = api()
  return anotherInstance(api(), {
    clock,
    otpSender: createSmsGatewayOtpSender({ url: sms.url, key: sms.key, clock }),
  })
}

/** Asks for a code and signs in with what the member received (with the challenge, when asked). */
async function signInWith(
  instance: ReturnType<typeof withWhatsApp>,
  received: () => string,
): Promise<number> {
  const requested = await instance.request('POST', '/auth/otp/request', { body: { phone: PHONE } })
  expect(requested.status).toBe(200)
  const { challengeId } = (await requested.json()) as { challengeId?: string }
  const verified = await instance.request('POST', '/auth/otp/verify', {
    body: { phone: PHONE, code: received(), ...(challengeId ? { challengeId } : {}) },
  })
  return verified.status
}

describe('sign-in codes through the real adapters', () => {
  it('signs in with the code WhatsApp delivered in the template', async () => {
    const instance = withWhatsApp()
    expect(await signInWith(instance, () => whatsapp.lastCodeFor('6281311112222'))).toBe(200)
  })

  it('signs in with the code the SMS gateway delivered', async () => {
    const instance = withSms()
    expect(await signInWith(instance, () => sms.lastCodeFor(PHONE))).toBe(200)
    expect(sms.messages.at(-1)?.message).toMatch(/^Kode masuk Diri kamu: \d{6}\. Berlaku 5 menit\./)
  })

  it.each([
    ['a refusal', graphError(400, 131030, '(#131030) Recipient phone number not in allowed list')],
    ['a 5xx', graphError(500, 131000, 'Something went wrong')],
    ['no answer', { kind: 'hang' as const }],
  ])('answers 503 for %s from WhatsApp, and logs why without the token', async (_, fault) => {
    const instance = withWhatsApp(300)
    whatsapp.failNext(fault)
    const response = await instance.request('POST', '/auth/otp/request', {
      body: { phone: PHONE },
    })
    const body = await expectProblem(response, 503)
    expect(body.message).toBe(NOT_SENT)
    expect(instance.reportedErrors).toHaveLength(1)
    const logged = JSON.stringify(instance.reportedErrors)
    expect(logged).toMatch(/OtpDeliveryError: WhatsApp (refused|did not answer)/)
    expect(logged).not.toContain(whatsapp.accessToken)
  })

  it('answers 503 when the SMS gateway refuses, and logs why without the key', async () => {
    const instance = withSms()
    sms.failNext({ kind: 'answer', status: 402, body: { error: 'Saldo habis' } })
    const body = await expectProblem(
      await instance.request('POST', '/auth/otp/request', { body: { phone: PHONE } }),
      503,
    )
    expect(body.message).toBe(NOT_SENT)
    const logged = JSON.stringify(instance.reportedErrors)
    expect(logged).toContain('The SMS gateway refused the sign-in code: HTTP 402, Saldo habis')
    expect(logged).not.toContain(sms.key)
  })
})
