// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MidtransResponse } from '../../lib/checkout/midtrans-card'
import {
  loadPaymentScript,
  resetPaymentScriptForTests,
} from '../../lib/checkout/payment-script-loader'
import { orderCardChallenge } from '../../machines/checkout/checkout.fixtures'
import { PaymentInstructions } from './payment-instructions'

// The QRIS code's server function is not this test's: the card's challenge draws no code.
vi.mock('../../server/checkout/payment-qr.functions', () => ({ getMyPaymentQr: vi.fn() }))

const REDIRECT = 'https://api.sandbox.veritrans.co.id/v2/token/rba/redirect/481111-1114-abc'
const order = {
  ...orderCardChallenge,
  payment: { ...orderCardChallenge.payment, actionUrl: REDIRECT },
}

async function midtransOnThePage() {
  let result: ((response: MidtransResponse) => void) | undefined
  const authenticate = vi.fn(
    (
      url: string,
      options: Parameters<NonNullable<Window['MidtransNew3ds']>['authenticate']>[1],
    ) => {
      options.performAuthentication(`${url}#framed-by-midtrans`)
      result = options.onSuccess
    },
  )
  window.MidtransNew3ds = { getCardToken: vi.fn(), authenticate }
  const loaded = loadPaymentScript({
    url: 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js',
    midtrans: { clientKey: 'SB-Mid-client-publik123', environment: 'sandbox' },
  })
  document.head.querySelector('script')?.dispatchEvent(new Event('load'))
  await loaded
  return {
    authenticate,
    finish: () => result?.({ status_code: '200', transaction_status: 'capture' }),
  }
}

afterEach(() => {
  cleanup()
  resetPaymentScriptForTests()
  document.head.innerHTML = ''
  delete window.MidtransNew3ds
})

describe('the card’s 3-D Secure page in the checkout', () => {
  it('with Midtrans: opened through MidtransNew3ds.authenticate, framed where it says, and its result heard', async () => {
    const { authenticate, finish } = await midtransOnThePage()
    const done = vi.fn()
    render(<PaymentInstructions order={order} payment={order.payment} onChallengeDone={done} />)
    const frame = await screen.findByTitle('Verifikasi 3-D Secure')
    expect(frame.getAttribute('src')).toBe(`${REDIRECT}#framed-by-midtrans`)
    expect(authenticate).toHaveBeenCalledWith(REDIRECT, expect.anything())
    expect(done).not.toHaveBeenCalled()
    act(() => finish())
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('with the simulator (no provider script): the frame shows the charge’s own page', async () => {
    render(<PaymentInstructions order={order} payment={order.payment} />)
    const frame = await screen.findByTitle('Verifikasi 3-D Secure')
    expect(frame.getAttribute('src')).toBe(REDIRECT)
  })

  it('when Midtrans’s script failed to load: the page still shows in the frame', async () => {
    const failed = loadPaymentScript({
      url: 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js',
      midtrans: { clientKey: 'SB-Mid-client-publik123', environment: 'sandbox' },
    })
    document.head.querySelector('script')?.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(/did not load/)
    render(<PaymentInstructions order={order} payment={order.payment} />)
    const frame = await screen.findByTitle('Verifikasi 3-D Secure')
    expect(frame.getAttribute('src')).toBe(REDIRECT)
  })
})
