import { describe, expect, it } from 'vitest'
import { parseEnv, resetServerEnvCache } from '../../../app.config'
import { contentSecurityPolicy } from '../http/security-headers.server'
import { MIDTRANS_SCRIPT_URL, paymentScript, paymentScriptSources } from './payment-script.server'

const MIDTRANS = {
  PAYMENT_PROVIDER: 'midtrans',
  MIDTRANS_SERVER_KEY: 'SB-Mid-server-rahasia123',
  MIDTRANS_CLIENT_KEY: 'SB-Mid-client-publik123',
  MIDTRANS_ENV: 'sandbox',
} as const

describe('the payment step’s script', () => {
  it('is Midtrans’s documented script with the client key and environment, never the server key', () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      const script = paymentScript(parseEnv({ NODE_ENV, ...MIDTRANS }))
      expect(script).toEqual({
        url: MIDTRANS_SCRIPT_URL,
        midtrans: { clientKey: 'SB-Mid-client-publik123', environment: 'sandbox' },
      })
      expect(JSON.stringify(script)).not.toContain('server')
    }
  })

  it('is PAYMENT_SCRIPT_URL when set, still read as Midtrans’s', () => {
    const script = paymentScript(
      parseEnv({
        NODE_ENV: 'production',
        ...MIDTRANS,
        PAYMENT_SCRIPT_URL: 'https://cdn.example.test/mt.js',
      }),
    )
    expect(script?.url).toBe('https://cdn.example.test/mt.js')
    expect(script?.midtrans?.environment).toBe('sandbox')
  })

  it('with the simulator, is PAYMENT_SCRIPT_URL in production only, and none otherwise', () => {
    const url = 'https://pay.example.test/v1/diri-3ds.js'
    expect(paymentScript(parseEnv({ NODE_ENV: 'production', PAYMENT_SCRIPT_URL: url }))).toEqual({
      url,
      midtrans: null,
    })
    expect(paymentScript(parseEnv({ NODE_ENV: 'development', PAYMENT_SCRIPT_URL: url }))).toBeNull()
    expect(paymentScript(parseEnv({ NODE_ENV: 'production' }))).toBeNull()
  })
})

describe('the origins the CSP opens for it', () => {
  it('with Midtrans in sandbox: its script, its sandbox API for the token call, https frames for 3-D Secure', () => {
    expect(paymentScriptSources(parseEnv({ NODE_ENV: 'production', ...MIDTRANS }))).toEqual({
      script: ['https://api.midtrans.com'],
      connect: [
        'https://api.midtrans.com',
        'https://api.sandbox.midtrans.com',
        'https://api.sandbox.veritrans.co.id',
      ],
      frame: ['https:'],
    })
  })

  it('with Midtrans in production: no sandbox host', () => {
    const sources = paymentScriptSources(
      parseEnv({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'midtrans',
        MIDTRANS_SERVER_KEY: 'Mid-server-rahasia123',
        MIDTRANS_CLIENT_KEY: 'Mid-client-publik123',
        MIDTRANS_ENV: 'production',
      }),
    )
    expect(sources.connect).toEqual(['https://api.midtrans.com', 'https://api.veritrans.co.id'])
    expect(JSON.stringify(sources)).not.toContain('sandbox')
  })

  it('names a stand-in’s http origin (a test’s) for frames as well', () => {
    const sources = paymentScriptSources(
      parseEnv({
        NODE_ENV: 'production',
        ...MIDTRANS,
        PAYMENT_SCRIPT_URL: 'http://127.0.0.1:4100/v2/assets/js/midtrans-new-3ds.min.js',
      }),
    )
    expect(sources.script).toEqual(['http://127.0.0.1:4100'])
    expect(sources.frame).toEqual(['http://127.0.0.1:4100', 'https:'])
  })

  it('without a script: nothing, so the simulator in development opens no provider origin', () => {
    expect(paymentScriptSources(parseEnv({ NODE_ENV: 'development' }))).toEqual({
      script: [],
      connect: [],
      frame: [],
    })
  })

  it('reaches the page’s policy', () => {
    const saved = { ...process.env }
    try {
      Object.assign(process.env, { NODE_ENV: 'production', ...MIDTRANS })
      resetServerEnvCache()
      const policy = contentSecurityPolicy('bm9uY2U=')
      expect(policy).toContain(
        "connect-src 'self' https://api.midtrans.com https://api.sandbox.midtrans.com",
      )
      expect(policy).toContain("frame-src 'self' https:")
      expect(policy).toMatch(/script-src [^;]*https:\/\/api\.midtrans\.com/)
    } finally {
      process.env = saved
      resetServerEnvCache()
    }
  })
})
