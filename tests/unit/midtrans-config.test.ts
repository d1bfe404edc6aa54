import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../app.config'

const SANDBOX = {
  NODE_ENV: 'test',
  PAYMENT_PROVIDER: 'midtrans',
  MIDTRANS_SERVER_KEY: 'SB-Mid-server-S3CRETvalue',
  MIDTRANS_CLIENT_KEY: 'SB-Mid-client-abcDEF123',
  MIDTRANS_ENV: 'sandbox',
}

describe('parseEnv: the Midtrans configuration', () => {
  it('keeps the simulator as the default provider and accepts midtrans with its three variables', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('simulator')
    const env = parseEnv(SANDBOX)
    expect(env.PAYMENT_PROVIDER).toBe('midtrans')
    expect(env.MIDTRANS_ENV).toBe('sandbox')
    expect(env.MIDTRANS_SERVER_KEY).toBe('SB-Mid-server-S3CRETvalue')
    expect(
      parseEnv({
        ...SANDBOX,
        MIDTRANS_ENV: 'production',
        MIDTRANS_SERVER_KEY: 'Mid-server-xyz',
        MIDTRANS_CLIENT_KEY: 'Mid-client-xyz',
      }).MIDTRANS_ENV,
    ).toBe('production')
  })

  it('refuses a provider it has no adapter for, naming the choices', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'xendit' })).toThrow(
      /PAYMENT_PROVIDER="xendit".*'simulator' or 'midtrans'/,
    )
  })

  it.each(['MIDTRANS_SERVER_KEY', 'MIDTRANS_CLIENT_KEY', 'MIDTRANS_ENV'])(
    'stops the start when PAYMENT_PROVIDER=midtrans and %s is missing, naming it',
    (key) => {
      const env: Record<string, string> = { ...SANDBOX }
      delete env[key]
      expect(() => parseEnv(env)).toThrow(ConfigError)
      expect(() => parseEnv(env)).toThrow(
        new RegExp(`${key} is required when PAYMENT_PROVIDER=midtrans`),
      )
    },
  )

  it('refuses keys of the other environment than MIDTRANS_ENV, and never prints the server key', () => {
    const production = { ...SANDBOX, MIDTRANS_ENV: 'production' }
    expect(() => parseEnv(production)).toThrow(/MIDTRANS_SERVER_KEY=\(hidden\): a sandbox key/)
    expect(() => parseEnv(production)).toThrow(
      /MIDTRANS_CLIENT_KEY="SB-Mid-client-abcDEF123": a sandbox key/,
    )
    expect(() => parseEnv(production)).not.toThrow(/S3CRETvalue/)
    expect(() => parseEnv({ ...SANDBOX, MIDTRANS_SERVER_KEY: 'Mid-server-live' })).toThrow(
      /MIDTRANS_SERVER_KEY=\(hidden\): a production key .* while MIDTRANS_ENV=sandbox/,
    )
  })

  it('hides a malformed server key while naming what it expects', () => {
    const run = () => parseEnv({ ...SANDBOX, MIDTRANS_SERVER_KEY: 'secret-value-123' })
    expect(run).toThrow(/MIDTRANS_SERVER_KEY=\(hidden\): expected .*SB-Mid-server-/)
    expect(run).not.toThrow(/secret-value-123/)
  })

  it('honours MIDTRANS_API_BASE_URL (a test stand-in) only outside production', () => {
    expect(
      parseEnv({ ...SANDBOX, MIDTRANS_API_BASE_URL: 'http://127.0.0.1:4567' })
        .MIDTRANS_API_BASE_URL,
    ).toBe('http://127.0.0.1:4567')
    expect(() =>
      parseEnv({
        ...SANDBOX,
        NODE_ENV: 'production',
        MIDTRANS_API_BASE_URL: 'http://127.0.0.1:4567',
      }),
    ).toThrow(/MIDTRANS_API_BASE_URL="http:\/\/127.0.0.1:4567": .*tests only.*NODE_ENV=production/)
  })
})
