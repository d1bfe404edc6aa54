// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  loadPaymentScript,
  paymentScriptSettled,
  resetPaymentScriptForTests,
} from './payment-script-loader'

const URL_A = 'https://pay.example.test/v1/diri-3ds.js'
const SCRIPT_A = { url: URL_A, midtrans: null }

function scripts() {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[data-payment-provider]')]
}

afterEach(() => {
  resetPaymentScriptForTests()
  document.head.innerHTML = ''
})

describe('the payment provider’s script', () => {
  it('is not in the page until asked for, and settles at once when never asked', async () => {
    expect(scripts()).toHaveLength(0)
    await expect(paymentScriptSettled()).resolves.toBe(true)
  })

  it('is added once, async, however often the payment step asks', async () => {
    const first = loadPaymentScript(SCRIPT_A)
    const again = loadPaymentScript(SCRIPT_A)
    expect(again).toBe(first)
    expect(scripts().map((script) => [script.src, script.async])).toEqual([[URL_A, true]])
    scripts()[0]?.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBeUndefined()
    await expect(paymentScriptSettled()).resolves.toBe(true)
  })

  it('a failed load says so to the card step, and the next ask adds it again', async () => {
    const failed = loadPaymentScript(SCRIPT_A)
    const settled = paymentScriptSettled()
    scripts()[0]?.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(/did not load/)
    await expect(settled).resolves.toBe(false)
    expect(scripts()).toHaveLength(0)
    // Asked later, by the card step: still not ready, never the simulator's way round.
    await expect(paymentScriptSettled()).resolves.toBe(false)

    const retried = loadPaymentScript(SCRIPT_A)
    expect(scripts()).toHaveLength(1)
    scripts()[0]?.dispatchEvent(new Event('load'))
    await expect(retried).resolves.toBeUndefined()
    await expect(paymentScriptSettled()).resolves.toBe(true)
  })
})

describe('Midtrans’s script', () => {
  it('carries the tag Midtrans’s docs write: id, environment and the public client key', () => {
    void loadPaymentScript({
      url: 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js',
      midtrans: { clientKey: 'SB-Mid-client-publik123', environment: 'sandbox' },
    }).catch(() => {})
    const [script] = scripts()
    expect(script?.id).toBe('midtrans-script')
    expect(script?.getAttribute('data-environment')).toBe('sandbox')
    expect(script?.getAttribute('data-client-key')).toBe('SB-Mid-client-publik123')
    expect(script?.src).toBe('https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js')
  })
})
