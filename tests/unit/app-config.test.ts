import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv, simulatorRefusal } from '../../app.config'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.PUBLIC_SITE_URL).toBe('http://localhost:3000')
    expect(env.DATA_DIR).toBe('.data')
    expect(env.API_BASE_URL).toBeUndefined()
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.API_SLOW_CALL_TIMEOUT_MS).toBe(20_000)
  })

  it('reads a shorter timeout for the slow calls', () => {
    expect(parseEnv({ API_SLOW_CALL_TIMEOUT_MS: '1500' }).API_SLOW_CALL_TIMEOUT_MS).toBe(1500)
  })

  it('derives the site URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(parseEnv({ PORT: '4100' }).PUBLIC_SITE_URL).toBe('http://localhost:4100')
    expect(
      parseEnv({
        PUBLIC_SITE_URL: 'https://diri.example/',
        PAYMENT_PROVIDER: 'simulator',
        OTP_PROVIDER: 'log',
      }).PUBLIC_SITE_URL,
    ).toBe('https://diri.example')
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', GTM_ID: '' }).PORT).toBe(3000)
  })

  it.each([
    ['PORT', 'abc', /PORT="abc".*port number/],
    ['PORT', '70000', /PORT="70000".*port number/],
    ['PUBLIC_SITE_URL', 'diri.example', /PUBLIC_SITE_URL="diri.example".*http\(s\) URL/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x".*postgres/],
    ['AUTH_DEV_OTP', '12345', /AUTH_DEV_OTP="12345".*six digits/],
    ['GTM_ID', 'UA-1', /GTM_ID="UA-1".*GTM-/],
    ['API_SLOW_CALL_TIMEOUT_MS', '20s', /API_SLOW_CALL_TIMEOUT_MS="20s".*milliseconds/],
    ['API_SLOW_CALL_TIMEOUT_MS', '0', /API_SLOW_CALL_TIMEOUT_MS="0".*milliseconds/],
  ])(
    'refuses %s=%s with a message naming the variable and what it expects',
    (key, value, message) => {
      expect(() => parseEnv({ [key]: value })).toThrow(ConfigError)
      expect(() => parseEnv({ [key]: value })).toThrow(message)
    },
  )

  it('refuses a fixed sign-in code in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_DEV_OTP: '123456' })).toThrow(
      /AUTH_DEV_OTP.*production/,
    )
    expect(parseEnv({ NODE_ENV: 'test', AUTH_DEV_OTP: '123456' }).AUTH_DEV_OTP).toBe('123456')
  })

  it('takes an operators’ token of 32 bytes or more, and never prints a short one', () => {
    const token = 'ops-token-0123456789abcdef-0123456789'
    expect(parseEnv({ OPS_API_TOKEN: token }).OPS_API_TOKEN).toBe(token)
    expect(parseEnv({}).OPS_API_TOKEN).toBeUndefined()
    expect(() => parseEnv({ OPS_API_TOKEN: 'short-secret' })).toThrow(/OPS_API_TOKEN.*32 bytes/)
    expect(() => parseEnv({ OPS_API_TOKEN: 'short-secret' })).not.toThrow(/short-secret/)
  })

  it('runs as production when NODE_ENV is unset, wherever the process was started from', () => {
    expect(parseEnv({}).NODE_ENV).toBe('production')
    expect(() => parseEnv({ AUTH_DEV_OTP: '123456' })).toThrow(/AUTH_DEV_OTP.*production/)
  })
})

describe('the payment simulator in a real deployment', () => {
  const POSTGRES = 'postgres://diri@db.internal/diri'
  const SECRET = 'x'.repeat(32)

  it('stops a start with an https site and no provider named, naming the variables', () => {
    const start = () => parseEnv({ PUBLIC_SITE_URL: 'https://diri.example' })
    expect(start).toThrow(ConfigError)
    expect(start).toThrow(/PAYMENT_PROVIDER is unset.*PUBLIC_SITE_URL=https:\/\/diri\.example/)
    expect(start).toThrow(/PAYMENT_PROVIDER=simulator to run a demo on purpose/)
  })

  it('stops a production start on PostgreSQL with no provider named', () => {
    const start = () =>
      parseEnv({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, AUTH_SECRET: SECRET })
    expect(start).toThrow(/PAYMENT_PROVIDER is unset.*DATABASE_URL with NODE_ENV=production/)
  })

  it('names both reasons when both hold', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        DATABASE_URL: POSTGRES,
        AUTH_SECRET: SECRET,
        PUBLIC_SITE_URL: 'https://diri.example',
      }),
    ).toThrow(/PUBLIC_SITE_URL=https:\/\/diri\.example and DATABASE_URL with NODE_ENV=production/)
  })

  it('runs the simulator there when the operator names it', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: POSTGRES,
      AUTH_SECRET: SECRET,
      PUBLIC_SITE_URL: 'https://demo.diri.example',
      PAYMENT_PROVIDER: 'simulator',
      // A demo on purpose keeps its codes in the log on purpose too (ADR 024).
      OTP_PROVIDER: 'log',
    })
    expect(env.PAYMENT_PROVIDER).toBe('simulator')
  })

  it('keeps the simulator as the default of a fresh machine: http, PGlite, production build', () => {
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe('simulator')
    expect(
      parseEnv({ PORT: '4100', PUBLIC_SITE_URL: 'http://localhost:4100' }).PAYMENT_PROVIDER,
    ).toBe('simulator')
    // PostgreSQL outside production (a developer's database, the CI's) is no deployment either.
    expect(parseEnv({ NODE_ENV: 'test', DATABASE_URL: POSTGRES }).PAYMENT_PROVIDER).toBe(
      'simulator',
    )
  })

  it('counts an empty PAYMENT_PROVIDER as unset, not as a choice', () => {
    expect(() =>
      parseEnv({ PUBLIC_SITE_URL: 'https://diri.example', PAYMENT_PROVIDER: '' }),
    ).toThrow(/PAYMENT_PROVIDER is unset/)
  })

  it('has nothing to say of another provider', () => {
    // The rule is about the simulator alone: a real provider (Midtrans) passes it.
    const deployed = {
      NODE_ENV: 'production',
      DATABASE_URL: POSTGRES,
      PUBLIC_SITE_URL: 'https://diri.example',
    } as const
    expect(simulatorRefusal({ ...deployed, PAYMENT_PROVIDER: 'midtrans' }, false)).toBeNull()
    expect(simulatorRefusal({ ...deployed, PAYMENT_PROVIDER: 'simulator' }, true)).toBeNull()
    expect(simulatorRefusal({ ...deployed, PAYMENT_PROVIDER: 'simulator' }, false)).toMatch(
      /PAYMENT_PROVIDER is unset/,
    )
  })
})
