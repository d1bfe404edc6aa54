/** The sender the configuration names, what the start-up log says of it, and the runtime's own refusal. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigError, parseEnv, resetServerEnvCache } from '../../app.config'
import { logOtpSender } from '../deps'
import { startApiRuntime } from '../runtime'
import { configuredOtpDelivery } from './configured-otp-sender'
import { type SmsGatewayFake, startSmsGatewayFake } from './testing/sms-gateway-fake'
import { startWhatsAppFake, type WhatsAppFake } from './testing/whatsapp-fake'

const clock = { now: () => new Date('2026-11-27T10:00:00Z') }
const message = {
  phone: '+6281311112222',
  code: '135790',
  expiresAt: new Date('2026-11-27T10:05:00Z'),
}

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
afterEach(() => {
  vi.unstubAllEnvs()
  resetServerEnvCache()
})

const whatsappEnv = () => ({
  NODE_ENV: 'test',
  OTP_PROVIDER: 'whatsapp',
  WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
  WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
  WHATSAPP_TEMPLATE_NAME: whatsapp.templateName,
  WHATSAPP_API_BASE_URL: whatsapp.url,
})

describe('configuredOtpDelivery', () => {
  it('sends by WhatsApp with OTP_PROVIDER=whatsapp, and says so with its stand-in', async () => {
    const delivery = configuredOtpDelivery(parseEnv(whatsappEnv()), undefined, clock)
    await delivery.sender.send(message)
    expect(whatsapp.lastCodeFor('6281311112222')).toBe('135790')
    expect(delivery.announcement).toEqual({
      level: 'info',
      text: `[api] Sign-in codes go by WhatsApp: template diri_kode_masuk from number id 106540352242922, Graph API v25.0 through ${whatsapp.url} (a test stand-in).`,
    })
  })

  it('sends by SMS with OTP_PROVIDER=sms, naming only the gateway’s origin', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      OTP_PROVIDER: 'sms',
      SMS_GATEWAY_URL: sms.url,
      SMS_GATEWAY_KEY: sms.key,
    })
    const delivery = configuredOtpDelivery(env, undefined, clock)
    await delivery.sender.send(message)
    expect(sms.messages.at(-1)?.message).toBe(
      'Kode masuk Diri kamu: 135790. Berlaku 5 menit. Jangan berikan kode ini ke siapa pun.',
    )
    expect(delivery.announcement?.text).toBe(
      `[api] Sign-in codes go by SMS through the gateway at ${new URL(sms.url).origin}.`,
    )
  })

  it('keeps codes in the log by default on a developer’s machine, quietly', () => {
    const delivery = configuredOtpDelivery(parseEnv({ NODE_ENV: 'development' }), undefined, clock)
    expect(delivery.sender).toBe(logOtpSender)
    expect(delivery.announcement).toEqual({
      level: 'info',
      text: '[api] No SMS provider is configured: sign-in codes are written to this log.',
    })
  })

  it('warns loudly when the log is named, wherever it runs', () => {
    const env = parseEnv({
      PUBLIC_SITE_URL: 'https://demo.diri.example',
      PAYMENT_PROVIDER: 'simulator',
      OTP_PROVIDER: 'log',
    })
    const delivery = configuredOtpDelivery(env, undefined, clock)
    expect(delivery.sender).toBe(logOtpSender)
    expect(delivery.announcement?.level).toBe('warning')
    expect(delivery.announcement?.text).toMatch(
      /^\[api\] WARNING: OTP_PROVIDER=log: sign-in codes are written to this log and sent to nobody\./,
    )
  })

  it('refuses a real deployment that would keep codes in the log, though API_BASE_URL let it parse', () => {
    const env = parseEnv({
      PUBLIC_SITE_URL: 'https://diri.example',
      PAYMENT_PROVIDER: 'simulator',
      API_BASE_URL: 'https://api.diri.example',
    })
    expect(() => configuredOtpDelivery(env, undefined, clock)).toThrow(ConfigError)
    expect(() => configuredOtpDelivery(env, undefined, clock)).toThrow(/OTP_PROVIDER is unset/)
  })

  it('refuses a fixed code passed to the runtime in a real deployment', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      PUBLIC_SITE_URL: 'https://diri.example',
      PAYMENT_PROVIDER: 'simulator',
      OTP_PROVIDER: 'log',
    })
    expect(() => configuredOtpDelivery(env, '123456', clock)).toThrow(/AUTH_DEV_OTP is set/)
  })
})

describe('startApiRuntime and OTP_PROVIDER', () => {
  it('stops before opening the database when the API would keep codes in the log of a deployment', async () => {
    vi.stubEnv('PUBLIC_SITE_URL', 'https://diri.example')
    vi.stubEnv('PAYMENT_PROVIDER', 'simulator')
    // A shared environment file with the site's API_BASE_URL in it: the API still sends the codes.
    vi.stubEnv('API_BASE_URL', 'https://api.diri.example')
    vi.stubEnv('OTP_PROVIDER', '')
    resetServerEnvCache()
    const started = performance.now()
    await expect(startApiRuntime({})).rejects.toThrow(/OTP_PROVIDER is unset/)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('sends the codes it is asked for by WhatsApp when OTP_PROVIDER=whatsapp', async () => {
    for (const [key, value] of Object.entries(whatsappEnv())) vi.stubEnv(key, value)
    resetServerEnvCache()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const runtime = await startApiRuntime({})
    try {
      const requested = await runtime.fetch(
        new Request('http://api.test/auth/otp/request', {
          method: 'POST',
          headers: { 'diri-platform': 'web', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify({ phone: '0812-0000-0009' }),
        }),
      )
      expect(requested.status).toBe(200)
      expect(whatsapp.lastCodeFor('6281200000009')).toMatch(/^\d{6}$/)
      expect(info.mock.calls.map((call) => String(call[0]))).toContain(
        `[api] Sign-in codes go by WhatsApp: template diri_kode_masuk from number id 106540352242922, Graph API v25.0 through ${whatsapp.url} (a test stand-in).`,
      )
    } finally {
      info.mockRestore()
      await runtime.close()
    }
    // A whole start: migrations and the seed, on a machine shared with other suites.
  }, 120_000)
})
