import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../app.config'

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
    expect(parseEnv({ PUBLIC_SITE_URL: 'https://diri.example/' }).PUBLIC_SITE_URL).toBe(
      'https://diri.example',
    )
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
