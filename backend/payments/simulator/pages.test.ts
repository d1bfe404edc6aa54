/**
 * The simulator's pages: each renders in Indonesian with the amount and its
 * buttons, works as a plain form post, frames only where the checkout frames it, and each button
 * moves the charge and tells the API by webhook. Only the order's owner reads or presses
 * a page (the site calls these with the member's token); anyone else gets the 404 page.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { SIMULATOR_3DS_OTP } from '../../../contract/checkout/simulator-schemas'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { seedShop } from '../../db/seed/shop'
import { setUpTestApi } from '../../test/harness'
import {
  cardTokenFor,
  placeTestOrder,
  readBack,
  simulatorApiPath,
  stockOf,
  type TestOrder,
} from '../testing/orders'

const api = setUpTestApi()
/** Budi's token: the test orders are his. */
let owner: string
beforeEach(async () => {
  await seedShop(api().db)
  owner = await api().signIn(DEMO_PHONES.budi)
})

const challengeOrder = async () =>
  placeTestOrder(api(), {
    type: 'card',
    methodId: 'card',
    cardToken: await cardTokenFor(api(), '4000 0000 0000 3220'),
  })

const ORDERS = {
  '3ds': challengeOrder,
  va: () => placeTestOrder(api(), { type: 'va', methodId: 'va-bca' }),
  ewallet: () => placeTestOrder(api(), { type: 'ewallet', methodId: 'ewallet-gopay' }),
  qris: () => placeTestOrder(api(), { type: 'qris', methodId: 'qris' }),
} as const
const KINDS = Object.keys(ORDERS) as Array<keyof typeof ORDERS>

/**
 * The page as the site asks for it on the member's behalf: their token and the platform header
 * (src/server/checkout/demo-payment-pages.server.ts). `token: null` is a caller without a session.
 */
const open = (path: string, token: string | null = owner) =>
  api().request('GET', path, token === null ? {} : { token })

/** A button pressed: the form post a browser sends without JavaScript, passed on by the site. */
const press = (path: string, fields: Record<string, string>, token: string | null = owner) =>
  api().request('POST', path, {
    ...(token === null ? {} : { token }),
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

async function page(response: Response, status = 200) {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i)
  return text
}

/** The API's address of the page the browser opens on the site (the order's `actionUrl`). */
const pathOf = (order: TestOrder) => simulatorApiPath(order.opened.actionUrl)

describe('every page', () => {
  it.each(KINDS)(
    '%s renders: the Mode demo note, the amount, its buttons, a policy of its own',
    async (kind) => {
      const order = await ORDERS[kind]()
      expect(order.opened.actionUrl).toBe(`/pembayaran/demo/${kind}/${order.opened.providerRef}`)
      const response = await open(pathOf(order))
      const html = await page(response)
      expect(html).toContain('<html lang="id">')
      expect(html).toContain(
        '<p class="banner" role="note" aria-label="Mode demo"><strong>Mode demo:</strong> Tidak ada uang yang berpindah. Pembayaran ini hanya simulasi.</p>',
      )
      expect(html).toContain('Rp150.000')
      const buttons = [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1])
      expect(buttons).toEqual(
        kind === '3ds'
          ? ['Setujui', 'Tolak', 'Batalkan']
          : [kind === 'va' ? 'Saya sudah bayar' : 'Bayar', 'Biarkan kedaluwarsa'],
      )
      const policy = response.headers.get('content-security-policy') ?? ''
      const nonce = /style-src 'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toBeTruthy()
      expect(html).toContain(`<style nonce="${nonce}">`)
      expect(policy).toContain("default-src 'none'")
      expect(policy).toContain("form-action 'self'")
      expect(response.headers.get('cache-control')).toMatch(/(^|, )no-store$/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    },
  )

  it('the 3-D Secure challenge may be framed by the site itself and nobody else; the others by nobody', async () => {
    const challenge = await open(pathOf(await challengeOrder()))
    expect(challenge.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(challenge.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const va = await open(pathOf(await ORDERS.va()))
    expect(va.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(va.headers.get('x-frame-options')).toBe('DENY')
  })

  it('the challenge labels its code field and shows the simulator’s code', async () => {
    const html = await page(await open(pathOf(await challengeOrder())))
    expect(html).toContain('<label for="otp">Kode OTP</label>')
    expect(html).toMatch(
      /<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code"/,
    )
    expect(html).toContain(`Di mode demo, kode OTP-nya <strong>${SIMULATOR_3DS_OTP}</strong>`)
    expect(html).toContain('Visa •••• 3220')
  })

  it('the VA page shows the bank, the number in groups of four and the deadline in WIB', async () => {
    const order = await ORDERS.va()
    const html = await page(await open(pathOf(order)))
    const vaNumber = order.opened.vaNumber ?? ''
    expect(vaNumber).toMatch(/^70012\d{11}$/)
    expect(html).toContain(vaNumber.replace(/(\d{4})(?=\d)/g, '$1 '))
    expect(html).toContain('Transfer ke Virtual Account BCA')
    // Placed at 02:01 UTC on 2 June 2025 with 24 hours to pay.
    expect(html).toContain('Selasa, 3 Juni 2025 pukul 09.01 WIB')
  })

  it('the QRIS page draws the payload as an SVG with a name for screen readers', async () => {
    const order = await ORDERS.qris()
    expect(order.opened.qrString).toMatch(
      /^000201010212.*5303360.*5406150000.*5802ID.*6304[0-9A-F]{4}$/,
    )
    const html = await page(await open(pathOf(order)))
    expect(html).toMatch(
      /<svg class="qr" role="img" aria-label="Kode QRIS untuk membayar Rp150\.000 ke Diri"/,
    )
  })

  it('the e-wallet page names the wallet it stands for', async () => {
    const html = await page(await open(pathOf(await ORDERS.ewallet())))
    expect(html).toContain('Bayar dengan GoPay')
  })

  it('an unknown reference, or one of another kind of page, is a 404 page in Indonesian', async () => {
    const va = await ORDERS.va()
    for (const path of [
      '/payments/simulator/va/sim_tidak_ada',
      `/payments/simulator/3ds/${va.opened.providerRef}`,
    ]) {
      const html = await page(await open(path), 404)
      expect(html).toContain('<h1>Pembayaran tidak ditemukan</h1>')
      const pressed = await page(await press(path, { action: 'pay' }), 404)
      expect(pressed).toContain('Pembayaran tidak ditemukan')
    }
  })

  it('a post that names no button of the page is a 400 page, and changes nothing', async () => {
    const order = await ORDERS.va()
    const forms: Array<Record<string, string>> = [{}, { action: 'approve' }, { action: 'bayar' }]
    for (const fields of forms) {
      const html = await page(await press(pathOf(order), fields), 400)
      expect(html).toContain('Pilihan tidak dikenal')
    }
    const json = await api().request('POST', pathOf(order), {
      token: owner,
      body: { action: 'pay' },
    })
    await page(json, 400)
    expect((await readBack(api(), order.orderId)).payments[0]?.status).toBe('pending')
  })
})

describe('who may read and press a page', () => {
  /** Every button of each page, the ones that move a charge. */
  const PRESSES: Record<keyof typeof ORDERS, Array<Record<string, string>>> = {
    '3ds': [
      { action: 'approve', otp: SIMULATOR_3DS_OTP },
      { action: 'deny' },
      { action: 'abandon' },
    ],
    va: [{ action: 'pay' }, { action: 'expire' }],
    ewallet: [{ action: 'pay' }, { action: 'expire' }],
    qris: [{ action: 'pay' }, { action: 'expire' }],
  }

  /** A stranger without a session, another member (Sari), a token the API never issued. */
  const others = async () => ({
    'no session': null,
    'another member': await api().signIn(DEMO_PHONES.sari),
    'a made-up token': 'tidak-ada-token-seperti-ini',
  })

  it.each(KINDS)(
    '%s: anyone but the owner gets the 404 page, for the page and every button, and nothing moves',
    async (kind) => {
      const order = await ORDERS[kind]()
      const before = await readBack(api(), order.orderId)
      for (const [who, token] of Object.entries(await others())) {
        const read = await page(await open(pathOf(order), token), 404)
        expect(read, who).toContain('<h1>Pembayaran tidak ditemukan</h1>')
        expect(read, who).not.toContain('Rp150.000')
        for (const fields of PRESSES[kind]) {
          const pressed = await page(await press(pathOf(order), fields, token), 404)
          expect(pressed, `${who} pressing ${fields.action}`).toContain(
            'Pembayaran tidak ditemukan',
          )
        }
      }
      expect(await readBack(api(), order.orderId)).toEqual(before)
      expect((await api().simulator.findCharge(order.opened.providerRef))?.status).toBe(
        before.payments[0]?.status,
      )
    },
  )

  it.each(KINDS)('%s: the owner reads the page and pays with it', async (kind) => {
    const order = await ORDERS[kind]()
    expect(await page(await open(pathOf(order)))).toContain('Rp150.000')
    const html = await page(await press(pathOf(order), PRESSES[kind][0] ?? {}))
    expect(html).toContain('Pembayaran berhasil')
    expect((await readBack(api(), order.orderId)).order.status).toBe('paid')
  })
})

describe('the 3-D Secure buttons', () => {
  it('Setujui with a wrong code shows the error and lets them try again; nothing moves', async () => {
    const order = await challengeOrder()
    const html = await page(await press(pathOf(order), { action: 'approve', otp: '000000' }), 422)
    expect(html).toContain('Kode OTP salah. Periksa lagi lalu coba sekali lagi.')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('Setujui')
    expect((await readBack(api(), order.orderId)).payments[0]?.status).toBe('requires_action')
  })

  it('Setujui with the right code pays: the charge, then by webhook the payment and the order', async () => {
    const order = await challengeOrder()
    const response = await press(pathOf(order), {
      action: 'approve',
      otp: ` ${SIMULATOR_3DS_OTP} `,
    })
    const html = await page(response)
    expect(html).toContain('Pembayaran berhasil')
    expect(html).toContain(
      `<a class="button primary" href="/akun/pesanan/${order.orderId}" target="_top">Lihat pesanan</a>`,
    )
    // The result goes to the checkout that framed or opened the page, on this origin only.
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1]
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toContain(
      `{"source":"diri-payment","ref":"${order.opened.providerRef}","result":"approved"}`,
    )
    expect(html).toContain('window.parent.postMessage(message, origin)')

    expect(await api().simulator.chargeStatus(order.opened.providerRef)).toMatchObject({
      status: 'paid',
    })
    const { order: stored, payments, events } = await readBack(api(), order.orderId)
    expect(payments[0]?.status).toBe('paid')
    expect(stored.status).toBe('paid')
    // 'paid' (delivered twice, recorded once) and the challenge's stale 'requires_action' after it.
    expect(events.map((event) => event.status)).toEqual(['paid', 'requires_action'])
  })

  it('Setujui again after it paid shows the result, and changes nothing', async () => {
    const order = await challengeOrder()
    await press(pathOf(order), { action: 'approve', otp: SIMULATOR_3DS_OTP })
    const before = await readBack(api(), order.orderId)
    const html = await page(await press(pathOf(order), { action: 'deny' }))
    expect(html).toContain('Pembayaran berhasil')
    expect(await readBack(api(), order.orderId)).toEqual(before)
  })

  it('Tolak fails the payment with its reason; the order still awaits payment', async () => {
    const order = await challengeOrder()
    const html = await page(await press(pathOf(order), { action: 'deny' }))
    expect(html).toContain('Pembayaran ditolak')
    expect(html).toContain('Verifikasi 3-D Secure ditolak. Kamu bisa membayar lagi.')
    expect(html).toContain('"result":"denied"')
    const { order: stored, payments } = await readBack(api(), order.orderId)
    expect(payments[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Verifikasi 3-D Secure ditolak. Kamu bisa membayar lagi.',
    })
    expect(stored.status).toBe('awaiting_payment')
  })

  it('Batalkan fails the payment at once, so the member can pay again straight away', async () => {
    const order = await challengeOrder()
    const html = await page(await press(pathOf(order), { action: 'abandon' }))
    expect(html).toContain('Verifikasi dibatalkan')
    expect(html).toContain('"result":"abandoned"')
    const { order: stored, payments } = await readBack(api(), order.orderId)
    expect(payments[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Verifikasi 3-D Secure dibatalkan. Kamu bisa membayar lagi.',
    })
    expect(stored.status).toBe('awaiting_payment')
  })
})

describe('the VA, e-wallet and QRIS buttons', () => {
  it.each(['va', 'ewallet', 'qris'] as const)('%s: Bayar pays the order', async (kind) => {
    const order = await ORDERS[kind]()
    const html = await page(await press(pathOf(order), { action: 'pay' }))
    expect(html).toContain('Pembayaran berhasil')
    expect(html).toContain('"result":"paid"')
    const { order: stored, payments } = await readBack(api(), order.orderId)
    expect(payments[0]?.status).toBe('paid')
    expect(stored.status).toBe('paid')
  })

  it.each(['va', 'ewallet', 'qris'] as const)(
    '%s: Biarkan kedaluwarsa expires the payment and the order, and puts the stock back once',
    async (kind) => {
      const before = await stockOf(api())
      const order = await ORDERS[kind]()
      const html = await page(await press(pathOf(order), { action: 'expire' }))
      expect(html).toContain('Waktu pembayaran habis')
      expect(html).toContain('"result":"expired"')
      await press(pathOf(order), { action: 'expire' })
      const { order: stored, payments, events, stock } = await readBack(api(), order.orderId)
      expect(payments[0]?.status).toBe('expired')
      expect(stored.status).toBe('expired')
      expect(events.map((event) => event.status)).toEqual(['expired'])
      expect(stock).toEqual(before)
    },
  )

  it('a charge past its time cannot be paid: its page and its buttons say it expired', async () => {
    const order = await placeTestOrder(api(), {
      type: 'qris',
      methodId: 'qris',
      expiresInMs: 15 * 60 * 1000,
    })
    api().clock.advance(16 * 60 * 1000)
    expect(await page(await open(pathOf(order)))).toContain('Waktu pembayaran habis')
    const html = await page(await press(pathOf(order), { action: 'pay' }))
    expect(html).toContain('Waktu pembayaran habis')
    const { order: stored, payments } = await readBack(api(), order.orderId)
    expect(payments[0]?.status).toBe('expired')
    expect(stored.status).toBe('expired')
  })
})
