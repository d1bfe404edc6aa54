/** The runtime with PAYMENT_PROVIDER=midtrans: Midtrans's notification route, no simulator. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetServerEnvCache } from '../../../app.config'
import { startApiRuntime } from '../../runtime'
import { FAKE_CLIENT_KEY, FAKE_SERVER_KEY } from '../testing/midtrans-fake'

const MIDTRANS_ENV = {
  PAYMENT_PROVIDER: 'midtrans',
  MIDTRANS_SERVER_KEY: FAKE_SERVER_KEY,
  MIDTRANS_CLIENT_KEY: FAKE_CLIENT_KEY,
  MIDTRANS_ENV: 'sandbox',
  PUBLIC_SITE_URL: 'https://diri.example',
  // An https site must name where sign-in codes go (ADR 024); here the log, as a test may.
  OTP_PROVIDER: 'log',
}

afterEach(() => {
  vi.unstubAllEnvs()
  resetServerEnvCache()
})

describe('startApiRuntime with PAYMENT_PROVIDER=midtrans', () => {
  it("serves Midtrans's notification route instead of the simulator's pages, and names the URL to set at Midtrans", async () => {
    for (const [key, value] of Object.entries(MIDTRANS_ENV)) vi.stubEnv(key, value)
    resetServerEnvCache()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const runtime = await startApiRuntime({ publicPath: '/api' })
    try {
      const forged = await runtime.fetch(
        new Request('http://api.test/payments/midtrans/notification', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            order_id: 'x',
            status_code: '200',
            gross_amount: '1.00',
            signature_key: '0'.repeat(128),
          }),
        }),
      )
      expect(forged.status).toBe(401)
      const simulatorPage = await runtime.fetch(
        new Request('http://api.test/payments/simulator/va/sim_x', {
          headers: { 'diri-platform': 'web' },
        }),
      )
      expect(simulatorPage.status).toBe(404)
      expect(info.mock.calls.map((call) => String(call[0]))).toContain(
        '[api] Payments go to Midtrans (sandbox). Its Payment Notification URL: https://diri.example/api/payments/midtrans/notification',
      )
    } finally {
      info.mockRestore()
      await runtime.close()
    }
    // A whole start: migrations and the seed, on a machine shared with other suites.
  }, 120_000)
})
