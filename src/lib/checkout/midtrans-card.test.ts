// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tokenizeCard } from './card-tokenizer'
import { authenticateWithMidtrans, type MidtransResponse } from './midtrans-card'
import { loadPaymentScript, resetPaymentScriptForTests } from './payment-script-loader'

const CARD = {
  number: '4811111111111114',
  expMonth: '12',
  expYear: '2030',
  cvc: '123',
  name: 'Pembeli Uji',
}

type Callbacks = {
  onSuccess: (r: MidtransResponse) => void
  onFailure: (r: MidtransResponse) => void
}

/** Midtrans's script on the page, answering getCardToken with `answer`. */
async function midtransAnswering(answer: (card: unknown, callbacks: Callbacks) => void) {
  const getCardToken = vi.fn(answer)
  window.MidtransNew3ds = { getCardToken, authenticate: vi.fn() }
  const loaded = loadPaymentScript({
    url: 'https://api.midtrans.com/v2/assets/js/midtrans-new-3ds.min.js',
    midtrans: { clientKey: 'SB-Mid-client-publik123', environment: 'sandbox' },
  })
  document.head.querySelector('script')?.dispatchEvent(new Event('load'))
  await loaded
  return getCardToken
}

afterEach(() => {
  resetPaymentScriptForTests()
  document.head.innerHTML = ''
  delete window.MidtransNew3ds
  vi.unstubAllGlobals()
})

describe('a card with Midtrans', () => {
  it('is tokenized by Midtrans’s script, in its documented fields, and never sent to our server', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const getCardToken = await midtransAnswering((_card, { onSuccess }) =>
      onSuccess({ status_code: '200', token_id: '48111111-1114-token' }),
    )

    await expect(tokenizeCard(CARD)).resolves.toEqual({ ok: true, token: '48111111-1114-token' })
    expect(getCardToken).toHaveBeenCalledWith(
      {
        card_number: '4811111111111114',
        card_exp_month: '12',
        card_exp_year: '2030',
        card_cvv: '123',
      },
      expect.anything(),
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each([
    [
      ['card_number does not match with luhn algorithm'],
      'Nomor kartu tidak valid. Periksa lagi angkanya.',
    ],
    [['card_exp_year must be in the future'], 'Masa berlaku kartu tidak valid atau sudah lewat.'],
    [['card_cvv must be 3 digits'], 'CVV tidak valid. Periksa 3 atau 4 angka di belakang kartu.'],
    [[], 'Kartu belum bisa dipakai. Periksa data kartumu atau pakai kartu lain.'],
  ])('a refusal (%j) comes back in Indonesian', async (validation_messages, message) => {
    await midtransAnswering((_card, { onFailure }) =>
      onFailure({
        status_code: '400',
        status_message: 'One or more parameters in the payload is invalid.',
        validation_messages,
      }),
    )
    await expect(tokenizeCard(CARD)).resolves.toEqual({ ok: false, message })
  })

  it('a script that never answers ends in a message the member can act on, not a wait forever', async () => {
    vi.useFakeTimers()
    try {
      await midtransAnswering(() => {})
      const result = tokenizeCard(CARD)
      await vi.advanceTimersByTimeAsync(30_000)
      await expect(result).resolves.toEqual({
        ok: false,
        message: 'Layanan pembayaran kartu tidak menjawab. Periksa koneksimu, lalu coba lagi.',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('3-D Secure: the script hands the page to show, and any result says look at the order', () => {
    const shown: string[] = []
    const done = vi.fn()
    window.MidtransNew3ds = {
      getCardToken: vi.fn(),
      authenticate: (url, options) => {
        options.performAuthentication(`${url}?framed`)
        options.onFailure({ transaction_status: 'deny' })
      },
    }
    expect(
      authenticateWithMidtrans('https://api.sandbox.veritrans.co.id/v2/3ds/x', {
        show: (url) => shown.push(url),
        done,
      }),
    ).toBe(true)
    expect(shown).toEqual(['https://api.sandbox.veritrans.co.id/v2/3ds/x?framed'])
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('3-D Secure without the script: says so, the caller frames the page itself', () => {
    expect(authenticateWithMidtrans('https://x.test/3ds', { show: vi.fn(), done: vi.fn() })).toBe(
      false,
    )
  })
})
