import { createServerEntry, getResponseHeaders } from '@tanstack/react-start/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_COOKIE } from '../../../app.config'
import { ApiError, ApiNetworkError } from '../../../contract/errors'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import * as bookingCalls from '../../api/booking/calls'
import { CANCEL_FORM_PATH } from './cancel-form'
import { cancelFromForm } from './cancel-form.server'

vi.mock('../../api/booking/calls', () => ({ cancelBooking: vi.fn() }))
const cancelBooking = vi.mocked(bookingCalls.cancelBooking)

afterEach(() => {
  vi.resetAllMocks()
  setCookies = []
})

const SITE = 'http://localhost:3000'
const NUMBER = 'DK-7K3M9Q2X4A'
const PASS = `/akun/booking/${NUMBER}`
const SAME_SITE = { 'sec-fetch-site': 'same-origin', origin: SITE }
const API_PATH = `/v2/member/offline-clinic-booking/${NUMBER}/cancel`

/** The form as a browser posts it from the pass (or as `headers` say). */
function formPost(
  fields: Array<[string, string]>,
  { token, headers = SAME_SITE }: { token?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`${SITE}${CANCEL_FORM_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(token
        ? { cookie: `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: token }))}` }
        : {}),
    },
    body: new URLSearchParams(fields),
  })
}

let setCookies: string[] = []

/** As the server route runs it: inside Start's request scope, where the cookies are read. */
function send(request: Request) {
  return createServerEntry({
    fetch: async () => {
      const response = await cancelFromForm(request)
      setCookies = getResponseHeaders().getSetCookie()
      return response
    },
  }).fetch(request)
}

function redirectOf(response: Response) {
  expect(response.status).toBe(303)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.headers.get('location') ?? ''
}

const refusal = (status: number) =>
  new ApiError(status, API_PATH, { statusCode: status, message: 'Booking tidak bisa dibatalkan.' })

describe("'Batalkan Booking' before the app runs", () => {
  it('cancels with the reason, under a fresh key, and lands on the pass with ?batal=ok', async () => {
    cancelBooking.mockResolvedValue({} as never)
    const response = await send(
      formPost(
        [
          ['booking', NUMBER],
          ['alasan', '  Ada acara keluarga. '],
        ],
        { token: 'token-sari' },
      ),
    )
    expect(redirectOf(response)).toBe(`${PASS}?batal=ok`)
    expect(cancelBooking).toHaveBeenCalledWith(
      'token-sari',
      NUMBER,
      { reason: 'Ada acara keluarga.' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    )
  })

  it('sends no reason when the field is left empty', async () => {
    cancelBooking.mockResolvedValue({} as never)
    await send(
      formPost(
        [
          ['booking', NUMBER],
          ['alasan', '   '],
        ],
        { token: 'token-sari' },
      ),
    )
    expect(cancelBooking).toHaveBeenCalledWith('token-sari', NUMBER, {}, expect.any(String))
  })

  it('sends a visitor to sign in and back to the pass', async () => {
    const response = await send(formPost([['booking', NUMBER]]))
    const url = new URL(redirectOf(response), SITE)
    expect([url.pathname, url.searchParams.get('redirect')]).toEqual(['/masuk', PASS])
    expect(cancelBooking).not.toHaveBeenCalled()
  })

  it('clears a session the API no longer accepts', async () => {
    cancelBooking.mockRejectedValue(refusal(401))
    const response = await send(formPost([['booking', NUMBER]], { token: 'token-lama' }))
    expect(new URL(redirectOf(response), SITE).pathname).toBe('/masuk')
    expect(setCookies).toEqual([expect.stringMatching(new RegExp(`^${AUTH_COOKIE}=;.*Max-Age=0`))])
  })

  it('lands on the pass with ?batal=gagal when refused (inside the cut-off), without logging it', async () => {
    cancelBooking.mockRejectedValue(refusal(422))
    const response = await send(formPost([['booking', NUMBER]], { token: 'token-sari' }))
    expect(redirectOf(response)).toBe(`${PASS}?batal=gagal`)
  })

  it('says the same, and logs it, when the API cannot be reached', async () => {
    expectConsoleError(/Cancelling a booking from the form failed/)
    cancelBooking.mockRejectedValue(new ApiNetworkError(API_PATH, false))
    const response = await send(formPost([['booking', NUMBER]], { token: 'token-sari' }))
    expect(redirectOf(response)).toBe(`${PASS}?batal=gagal`)
  })
})

describe('a post that is not our form', () => {
  it('refuses one from another site (403), and cancels nothing', async () => {
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }
    const response = await send(formPost([['booking', NUMBER]], { token: 'token-sari', headers }))
    expect(response.status).toBe(403)
    expect(cancelBooking).not.toHaveBeenCalled()
  })

  it.each([
    ['without a booking number', []],
    ['with a number that is not one', [['booking', '../akun']]],
    [
      'with a reason over 500 characters',
      [
        ['booking', NUMBER],
        ['alasan', 'x'.repeat(501)],
      ],
    ],
  ] as Array<[string, Array<[string, string]>]>)('refuses one %s (400)', async (_, fields) => {
    const response = await send(formPost(fields, { token: 'token-sari' }))
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/Data pembatalan tidak dikenali/)
    expect(cancelBooking).not.toHaveBeenCalled()
  })
})
