// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  loadPaymentScript,
  paymentScriptSettled,
  resetPaymentScriptForTests,
} from './payment-script-loader'

const URL_A = 'https://pay.example.test/v1/diri-3ds.js'

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
    const first = loadPaymentScript(URL_A)
    const again = loadPaymentScript(URL_A)
    expect(again).toBe(first)
    expect(scripts().map((script) => [script.src, script.async])).toEqual([[URL_A, true]])
    scripts()[0]?.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBeUndefined()
    await expect(paymentScriptSettled()).resolves.toBe(true)
  })

  it('a failed load says so to the card step, and the next ask adds it again', async () => {
    const failed = loadPaymentScript(URL_A)
    const settled = paymentScriptSettled()
    scripts()[0]?.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(/did not load/)
    await expect(settled).resolves.toBe(false)
    expect(scripts()).toHaveLength(0)
    // Asked later, by the card step: still not ready, never the simulator's way round.
    await expect(paymentScriptSettled()).resolves.toBe(false)

    const retried = loadPaymentScript(URL_A)
    expect(scripts()).toHaveLength(1)
    scripts()[0]?.dispatchEvent(new Event('load'))
    await expect(retried).resolves.toBeUndefined()
    await expect(paymentScriptSettled()).resolves.toBe(true)
  })
})
