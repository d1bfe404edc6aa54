import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import {
  orderPaymentFailed,
  paymentMethods,
  savedAwaitingPayment,
} from '../../machines/checkout/checkout.fixtures'
import { start } from '../../machines/checkout/checkout.harness'
import { networkDown } from '../../machines/shared/actor-fixtures'
import { CheckoutBody } from './checkout-body'
import * as laterSteps from './later-steps'

/** The checkout page's body over a checkout whose effects answer as given (the harness's fakes). */
function renderCheckout(answers: Parameters<typeof start>[0]) {
  const checkout = start(answers)
  const page = renderPage('/keranjang', {
    path: '/keranjang',
    signedIn: true,
    component: () => (
      <CheckoutBody
        actor={checkout.actor}
        walking={false}
        later={laterSteps}
        laterFailed={false}
        content={undefined}
        onSessionEnded={async () => false}
      />
    ),
  })
  return { ...checkout, ...page }
}

describe('CheckoutBody while paying', () => {
  it("offers 'Coba Lagi' on 'Bayar lagi' when its payment methods failed to load", async () => {
    let methodLoads = 0
    const { user, fake } = renderCheckout({
      loadCheckout: async () => savedAwaitingPayment,
      refreshOrder: async () => orderPaymentFailed,
      loadPaymentMethods: async () => {
        methodLoads += 1
        if (methodLoads === 1) throw networkDown
        return paymentMethods
      },
    })
    const form = await screen.findByRole('form', { name: 'Bayar lagi' })
    await within(form).findByText('Metode pembayaran belum bisa dimuat.')
    const failed = within(form)
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('Metode pembayaran belum bisa dimuat.'))
    if (!failed) throw new Error('No alert says the methods failed to load')
    expect(within(form).getByRole('button', { name: /^Bayar Lagi Rp/ })).toBeDisabled()

    await user.click(within(failed).getByRole('button', { name: 'Coba Lagi' }))

    expect(await within(form).findByRole('radio', { name: /^BCA Virtual Account/ })).toBeVisible()
    expect(within(form).queryByText('Metode pembayaran belum bisa dimuat.')).not.toBeInTheDocument()
    expect(fake.loadPaymentMethods).toHaveBeenCalledTimes(2)
  })

  it('says the status cannot be checked when a checkout resumed while paying fails its first check', async () => {
    renderCheckout({
      loadCheckout: async () => savedAwaitingPayment,
      refreshOrder: async () => {
        throw networkDown
      },
    })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Selesaikan pembayaran' }),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Status pembayaran belum bisa diperiksa. Kami terus mencoba; kamu juga bisa membukanya di halaman pesanan.',
    )
    expect(screen.getByRole('link', { name: 'Lihat pesanan' })).toHaveAttribute(
      'href',
      `/akun/pesanan/${savedAwaitingPayment.settings.orderId}`,
    )
  })
})
