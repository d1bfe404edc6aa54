import { createServerEntry, getResponseHeaders } from '@tanstack/react-start/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_COOKIE } from '../../../app.config'
import { ApiError, ApiNetworkError } from '../../../contract/errors'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import * as clinicCalls from '../../api/clinic/calls'
import { SUBSCRIPTION_FORM_PATH } from './subscription-form'
import { remindFromForm } from './subscription-form.server'

vi.mock('../../api/clinic/calls', () => ({ setSubscriptionReminder: vi.fn() }))
const setSubscriptionReminder = vi.mocked(clinicCalls.setSubscriptionReminder)

afterEach(() => {
  vi.resetAllMocks()
  setCookies = []
})

const SITE = 'http://localhost:3000'
const PACKAGE = 'langganan-perawatan-lengkap-12-bulan'
const SAME_SITE = { 'sec-fetch-site': 'same-origin', origin: SITE }

/** The form as a browser posts it from /langganan (or as `headers` say). */
function formPost(
  fields: Array<[string, string]>,
  { token, headers = SAME_SITE }: { token?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`${SITE}${SUBSCRIPTION_FORM_PATH}`, {
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
      const response = await remindFromForm(request)
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

function backAfterSignIn(location: string) {
  const url = new URL(location, SITE)
  expect(url.pathname).toBe('/masuk')
  return url.searchParams.get('redirect')
}

describe("'Ingatkan saya' before the app runs", () => {
  it("sets a member's reminder and lands on the package", async () => {
    setSubscriptionReminder.mockResolvedValue({
      subscriptionPackageId: PACKAGE,
      createdAt: '2026-11-24T10:00:00.000Z',
    })
    const response = await send(formPost([['paket', PACKAGE]], { token: 'token-sari' }))
    expect(redirectOf(response)).toBe(`/langganan#paket-${PACKAGE}`)
    expect(setSubscriptionReminder).toHaveBeenCalledWith('token-sari', PACKAGE)
  })

  it('sends a visitor to sign in, back with the intent the page completes', async () => {
    const response = await send(formPost([['paket', PACKAGE]]))
    expect(backAfterSignIn(redirectOf(response))).toBe(`/langganan?ingatkan=${PACKAGE}`)
    expect(setSubscriptionReminder).not.toHaveBeenCalled()
  })

  it('clears a session the API no longer accepts, and takes the visitor way', async () => {
    setSubscriptionReminder.mockRejectedValue(
      new ApiError(401, '/v2/member/subscriptions/reminder', { statusCode: 401, message: 'x' }),
    )
    const response = await send(formPost([['paket', PACKAGE]], { token: 'token-lama' }))
    expect(backAfterSignIn(redirectOf(response))).toBe(`/langganan?ingatkan=${PACKAGE}`)
    expect(setCookies).toEqual([expect.stringMatching(new RegExp(`^${AUTH_COOKIE}=;.*Max-Age=0`))])
  })

  it('goes back to the packages with ?gagal=1 when the reminder could not be set', async () => {
    expectConsoleError(/Subscription reminder from the form failed/)
    setSubscriptionReminder.mockRejectedValue(
      new ApiNetworkError('/v2/member/subscriptions/reminder', false),
    )
    const response = await send(formPost([['paket', PACKAGE]], { token: 'token-sari' }))
    expect(redirectOf(response)).toBe('/langganan?gagal=1')
  })

  it('says the same for a package the API does not know, without logging it as a failure', async () => {
    setSubscriptionReminder.mockRejectedValue(
      new ApiError(404, '/v2/member/subscriptions/reminder', { statusCode: 404, message: 'x' }),
    )
    const response = await send(formPost([['paket', 'paket-lama']], { token: 'token-sari' }))
    expect(redirectOf(response)).toBe('/langganan?gagal=1')
  })
})

describe('a post that is not our form', () => {
  it.each([
    ['from another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['with no way to tell where it came from', {}],
  ])('refuses one %s (403), and sets nothing', async (_, headers) => {
    const response = await send(formPost([['paket', PACKAGE]], { token: 'token-sari', headers }))
    expect(response.status).toBe(403)
    expect(setSubscriptionReminder).not.toHaveBeenCalled()
  })

  it.each([
    ['without a package', []],
    ['with a package id that is not one', [['paket', '../akun']]],
  ] as Array<[string, Array<[string, string]>]>)('refuses one %s (400)', async (_, fields) => {
    const response = await send(formPost(fields, { token: 'token-sari' }))
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/Paket tidak dikenali/)
    expect(setSubscriptionReminder).not.toHaveBeenCalled()
  })
})
