/**
 * Where sign-in codes go (OTP_PROVIDER, ADR 024): each provider's variables, and a
 * real deployment's refusal of codes kept in the log, or of one fixed code, unless named.
 */
import { describe, expect, it } from 'vitest'
import { ConfigError, otpDeliveryRefusal, parseEnv } from '../../app.config'

const POSTGRES = 'postgres://diri@db.internal/diri'
const SECRET = 'x'.repeat(32)
const HTTPS_SITE = { PUBLIC_SITE_URL: 'https://diri.example', PAYMENT_PROVIDER: 'simulator' }
const PRODUCTION_POSTGRES = {
  NODE_ENV: 'production',
  DATABASE_URL: POSTGRES,
  AUTH_SECRET: SECRET,
  PAYMENT_PROVIDER: 'simulator',
}
const WHATSAPP = {
  OTP_PROVIDER: 'whatsapp',
  WHATSAPP_ACCESS_TOKEN: 'EAAsecretSystemUserToken0123456789',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_TEMPLATE_NAME: 'diri_kode_masuk',
}
const SMS = {
  OTP_PROVIDER: 'sms',
  SMS_GATEWAY_URL: 'https://sms.example/v1/messages',
  SMS_GATEWAY_KEY: 'sms-secret-key-0123456789',
}

describe('a real deployment and the log', () => {
  it.each([
    ['an https site', HTTPS_SITE, /PUBLIC_SITE_URL=https:\/\/diri\.example is how/],
    [
      'PostgreSQL in production',
      PRODUCTION_POSTGRES,
      /DATABASE_URL with NODE_ENV=production is how/,
    ],
  ])('refuses %s with OTP_PROVIDER unset, saying how to opt in', (_, env, reason) => {
    const start = () => parseEnv(env)
    expect(start).toThrow(ConfigError)
    expect(start).toThrow(/OTP_PROVIDER is unset, and /)
    expect(start).toThrow(reason)
    expect(start).toThrow(/OTP_PROVIDER=log to keep codes in the log on purpose/)
  })

  it('counts an empty OTP_PROVIDER as unset', () => {
    expect(() => parseEnv({ ...HTTPS_SITE, OTP_PROVIDER: '' })).toThrow(/OTP_PROVIDER is unset/)
  })

  it('starts there with the log when the operator names it', () => {
    expect(parseEnv({ ...HTTPS_SITE, OTP_PROVIDER: 'log' }).OTP_PROVIDER).toBe('log')
    expect(parseEnv({ ...PRODUCTION_POSTGRES, OTP_PROVIDER: 'log' }).OTP_PROVIDER).toBe('log')
  })

  it.each([
    ['WhatsApp', WHATSAPP],
    ['an SMS gateway', SMS],
  ])('starts there with %s', (_, provider) => {
    expect(parseEnv({ ...HTTPS_SITE, ...provider }).OTP_PROVIDER).toBe(provider.OTP_PROVIDER)
  })

  it('keeps the log as the default of a fresh machine, a developer’s PostgreSQL and the CI', () => {
    expect(parseEnv({}).OTP_PROVIDER).toBeUndefined()
    expect(() => parseEnv({ PUBLIC_SITE_URL: 'http://localhost:3000' })).not.toThrow()
    expect(() => parseEnv({ NODE_ENV: 'test', DATABASE_URL: POSTGRES })).not.toThrow()
    expect(() => parseEnv({ NODE_ENV: 'development', DATABASE_URL: POSTGRES })).not.toThrow()
  })

  it('names the simulator and the log together when both are unset', () => {
    const start = () => parseEnv({ PUBLIC_SITE_URL: 'https://diri.example' })
    expect(start).toThrow(/PAYMENT_PROVIDER is unset.*\n {2}OTP_PROVIDER is unset/)
  })

  it('lets a site whose API is elsewhere (API_BASE_URL) start without naming a provider', () => {
    const site = { ...HTTPS_SITE, API_BASE_URL: 'https://api.diri.example' }
    expect(parseEnv(site).OTP_PROVIDER).toBeUndefined()
    // The API that sends is refused by the runtime (configured-otp-sender.test.ts).
    expect(otpDeliveryRefusal(parseEnv(site))).toMatch(/OTP_PROVIDER is unset/)
  })
})

describe('one fixed sign-in code (AUTH_DEV_OTP) in a real deployment', () => {
  it.each([
    ['an https site, outside production', { ...HTTPS_SITE, NODE_ENV: 'test' }],
    ['an https site with the log named', { ...HTTPS_SITE, NODE_ENV: 'test', OTP_PROVIDER: 'log' }],
    ['an https site with WhatsApp', { ...HTTPS_SITE, NODE_ENV: 'development', ...WHATSAPP }],
    [
      'an https site whose API is elsewhere',
      { ...HTTPS_SITE, NODE_ENV: 'test', API_BASE_URL: 'https://api.diri.example' },
    ],
  ])('is refused with %s', (_, env) => {
    const start = () => parseEnv({ ...env, AUTH_DEV_OTP: '123456' })
    expect(start).toThrow(ConfigError)
    expect(start).toThrow(
      /AUTH_DEV_OTP is set, and PUBLIC_SITE_URL=https:\/\/diri\.example is how a real deployment runs: .*Unset AUTH_DEV_OTP\./,
    )
  })

  it('is refused in production whatever the site (as before)', () => {
    expect(() =>
      parseEnv({ ...PRODUCTION_POSTGRES, OTP_PROVIDER: 'log', AUTH_DEV_OTP: '123456' }),
    ).toThrow(/AUTH_DEV_OTP is set while NODE_ENV=production/)
  })

  it('is still taken by the tests’ own servers: http localhost, outside production', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      PUBLIC_SITE_URL: 'http://localhost:4100',
      AUTH_DEV_OTP: '123456',
    })
    expect(env.AUTH_DEV_OTP).toBe('123456')
  })
})

describe("each provider's variables", () => {
  it.each(['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATE_NAME'])(
    'stops the start when OTP_PROVIDER=whatsapp and %s is missing, naming it',
    (key) => {
      const env: Record<string, string> = { ...WHATSAPP }
      delete env[key]
      expect(() => parseEnv(env)).toThrow(
        new RegExp(
          `^Invalid environment configuration:\\n {2}${key} is required when OTP_PROVIDER=whatsapp: `,
        ),
      )
    },
  )

  it.each(['SMS_GATEWAY_URL', 'SMS_GATEWAY_KEY'])(
    'stops the start when OTP_PROVIDER=sms and %s is missing, naming it',
    (key) => {
      const env: Record<string, string> = { ...SMS }
      delete env[key]
      expect(() => parseEnv(env)).toThrow(new RegExp(`${key} is required when OTP_PROVIDER=sms: `))
    },
  )

  it('reads WhatsApp with Graph API v25.0 unless another version is named', () => {
    expect(parseEnv(WHATSAPP).WHATSAPP_API_VERSION).toBe('v25.0')
    expect(parseEnv({ ...WHATSAPP, WHATSAPP_API_VERSION: 'v26.0' }).WHATSAPP_API_VERSION).toBe(
      'v26.0',
    )
  })

  it.each([
    ['OTP_PROVIDER', 'twilio', /OTP_PROVIDER="twilio".*'log', 'whatsapp' or 'sms'/],
    ['WHATSAPP_API_VERSION', '25', /WHATSAPP_API_VERSION="25".*like v25\.0/],
    ['WHATSAPP_PHONE_NUMBER_ID', '+62 812', /WHATSAPP_PHONE_NUMBER_ID="\+62 812".*numeric id/],
    ['WHATSAPP_TEMPLATE_NAME', 'Kode Masuk', /WHATSAPP_TEMPLATE_NAME="Kode Masuk".*lowercase/],
    ['SMS_GATEWAY_URL', 'sms.example/send', /SMS_GATEWAY_URL="sms\.example\/send".*http\(s\) URL/],
  ])('refuses %s=%s, naming what it expects', (key, value, message) => {
    expect(() => parseEnv({ [key]: value })).toThrow(message)
  })

  it('never prints the access token or the gateway key, not even a malformed one', () => {
    const run = () => parseEnv({ WHATSAPP_ACCESS_TOKEN: '   ', SMS_GATEWAY_KEY: ' ' })
    expect(run).toThrow(/WHATSAPP_ACCESS_TOKEN=\(hidden\)/)
    expect(run).toThrow(/SMS_GATEWAY_KEY=\(hidden\)/)
    const missing = () => parseEnv({ ...WHATSAPP, WHATSAPP_TEMPLATE_NAME: '' })
    expect(missing).toThrow(/WHATSAPP_TEMPLATE_NAME is required/)
    expect(missing).not.toThrow(/EAAsecretSystemUserToken/)
  })

  it('refuses a stand-in for WhatsApp’s API in production, as for Midtrans', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', WHATSAPP_API_BASE_URL: 'http://127.0.0.1:9999' }),
    ).toThrow(/WHATSAPP_API_BASE_URL="http:\/\/127\.0\.0\.1:9999": a stand-in .* for tests only/)
    expect(
      parseEnv({ NODE_ENV: 'test', WHATSAPP_API_BASE_URL: 'http://127.0.0.1:9999' })
        .WHATSAPP_API_BASE_URL,
    ).toBe('http://127.0.0.1:9999')
  })
})
