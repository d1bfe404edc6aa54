import { createServerEntry, getResponseHeaders } from '@tanstack/react-start/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../contract/errors'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import * as authCalls from '../../api/auth/calls'
import {
  SIGN_IN_CHANGE_FORM_PATH,
  SIGN_IN_CODE_FORM_PATH,
  SIGN_IN_VERIFY_FORM_PATH,
} from './sign-in-form'
import {
  changeNumberFromForm,
  requestCodeFromForm,
  verifyCodeFromForm,
} from './sign-in-form.server'

vi.mock('../../api/auth/calls', () => ({ requestOtp: vi.fn(), verifyOtp: vi.fn() }))
const requestOtp = vi.mocked(authCalls.requestOtp)
const verifyOtp = vi.mocked(authCalls.verifyOtp)

afterEach(() => {
  vi.resetAllMocks()
  setCookies = []
})

const SITE = 'http://localhost:3000'
const CHALLENGE = 'c'.repeat(43)
const PHONE = '+6281300000201'
const SAME_SITE = { 'sec-fetch-site': 'same-origin', origin: SITE }

type Handler = (request: Request) => Promise<Response>

function formPost(
  path: string,
  fields: Record<string, string>,
  {
    cookies = {},
    headers = SAME_SITE,
  }: { cookies?: Record<string, string>; headers?: object } = {},
) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

/** The cookies the answer sets, as Start adds them to it on the way out (its helper state). */
let setCookies: string[] = []

/** As the server route runs it: inside Start's request scope, where the cookies are read. */
function send(handler: Handler, request: Request) {
  return createServerEntry({
    fetch: async () => {
      const response = await handler(request)
      setCookies = getResponseHeaders().getSetCookie()
      return response
    },
  }).fetch(request)
}

function locationOf(response: Response) {
  expect(response.status).toBe(303)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.headers.get('location') ?? ''
}

/** The value a cookie was set to (decoded), or undefined when it was not set; '' when deleted. */
function cookieSet(name: string): string | undefined {
  const line = setCookies.find((cookie) => cookie.startsWith(`${name}=`))
  if (line === undefined) return undefined
  const value = decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '')
  return /max-age=0|expires=thu, 01 jan 1970/i.test(line) ? '' : value
}

function flash() {
  return JSON.parse(cookieSet('diriSignInFlash') ?? 'null')
}

const stepCookie = { diriSignInStep: JSON.stringify({ phone: PHONE, sentAt: Date.now() }) }

describe('who may post the forms', () => {
  it.each([
    ['step 1', requestCodeFromForm, SIGN_IN_CODE_FORM_PATH],
    ['step 2', verifyCodeFromForm, SIGN_IN_VERIFY_FORM_PATH],
    ["'Ganti nomor'", changeNumberFromForm, SIGN_IN_CHANGE_FORM_PATH],
  ])('refuses %s from another site with 403, and calls nothing', async (_step, handler, path) => {
    const response = await send(
      handler,
      formPost(
        path,
        { phone: '0813-0000-0201', code: '123456' },
        {
          cookies: { ...stepCookie, diriSignIn: CHALLENGE },
          headers: { 'sec-fetch-site': 'cross-site', origin: 'https://jahat.example' },
        },
      ),
    )
    expect(response.status).toBe(403)
    expect(await response.text()).toMatch(/tidak datang dari halaman Diri/)
    expect(requestOtp).not.toHaveBeenCalled()
    expect(verifyOtp).not.toHaveBeenCalled()
    expect(setCookies).toEqual([])
  })
})

describe('step 1: the number', () => {
  it('sends the code and opens step 2, the number in HttpOnly cookies and never in the address', async () => {
    requestOtp.mockResolvedValue({ phone: PHONE, expiresInSeconds: 300, challengeId: CHALLENGE })
    const response = await send(
      requestCodeFromForm,
      formPost(SIGN_IN_CODE_FORM_PATH, { phone: '0813-0000-0201', redirect: '/product/serum' }),
    )
    const location = locationOf(response)
    expect(location).toBe('/masuk?redirect=%2Fproduct%2Fserum')
    expect(requestOtp).toHaveBeenCalledWith(PHONE)
    expect(cookieSet('diriSignIn')).toBe(CHALLENGE)
    expect(JSON.parse(cookieSet('diriSignInStep') ?? '{}')).toEqual({
      phone: PHONE,
      sentAt: expect.any(Number),
    })
    for (const line of setCookies.filter((cookie) => /^diriSignIn/.test(cookie))) {
      expect(line).toMatch(/HttpOnly/i)
      expect(line).toMatch(/SameSite=Lax/i)
      expect(line).toMatch(/Max-Age=300/i)
    }
  })

  it('keeps a number that is not a mobile number as typed, with the reason, and asks nothing', async () => {
    const location = locationOf(
      await send(requestCodeFromForm, formPost(SIGN_IN_CODE_FORM_PATH, { phone: '0213-4567' })),
    )
    expect(location).toBe('/masuk')
    expect(requestOtp).not.toHaveBeenCalled()
    expect(flash()).toEqual({
      step: 'phone',
      typed: '0213-4567',
      message: 'Nomor HP belum benar. Contoh: 0812 3456 7890.',
    })
  })

  it("shows the API's refusal on step 1 with the number as typed", async () => {
    const message = 'Terlalu sering meminta kode. Coba lagi dalam 2 menit.'
    requestOtp.mockRejectedValue(new ApiError(429, '/auth/otp', { statusCode: 429, message }))
    const location = locationOf(
      await send(
        requestCodeFromForm,
        formPost(SIGN_IN_CODE_FORM_PATH, { phone: '0813 0000 0201' }),
      ),
    )
    expect(location).toBe('/masuk')
    expect(flash()).toEqual({ step: 'phone', typed: '0813 0000 0201', message })
    expect(cookieSet('diriSignIn')).toBeUndefined()
    expect(cookieSet('diriSignInStep')).toBeUndefined()
  })

  it("shows a refused 'Kirim ulang kode' on step 2, where it was pressed", async () => {
    const message = 'Terlalu sering meminta kode. Coba lagi dalam 2 menit.'
    requestOtp.mockRejectedValue(new ApiError(429, '/auth/otp', { statusCode: 429, message }))
    await send(
      requestCodeFromForm,
      formPost(SIGN_IN_CODE_FORM_PATH, { phone: PHONE, ulang: '1' }, { cookies: stepCookie }),
    )
    expect(flash()).toEqual({ step: 'code', message })
  })

  it('sends a member already signed in on, without a code', async () => {
    const location = locationOf(
      await send(
        requestCodeFromForm,
        formPost(
          SIGN_IN_CODE_FORM_PATH,
          { phone: '0813-0000-0201', redirect: '/akun' },
          { cookies: { diriAuth: JSON.stringify({ accessToken: 'token-putri' }) } },
        ),
      ),
    )
    expect(location).toBe('/akun')
    expect(requestOtp).not.toHaveBeenCalled()
  })
})

describe('step 2: the code', () => {
  const grant = {
    accessToken: 'a'.repeat(40),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    isNewMember: false,
  }

  it("signs in with the browser's challenge and goes to the redirect, forgetting the attempt", async () => {
    verifyOtp.mockResolvedValue(grant as Awaited<ReturnType<typeof authCalls.verifyOtp>>)
    const location = locationOf(
      await send(
        verifyCodeFromForm,
        formPost(
          SIGN_IN_VERIFY_FORM_PATH,
          { code: ' 123456 ', redirect: '/product/serum?tambah=serum&qty=1' },
          { cookies: { ...stepCookie, diriSignIn: CHALLENGE } },
        ),
      ),
    )
    expect(location).toBe('/product/serum?tambah=serum&qty=1')
    expect(verifyOtp).toHaveBeenCalledWith(PHONE, '123456', CHALLENGE)
    expect(JSON.parse(cookieSet('diriAuth') ?? '{}')).toEqual({ accessToken: grant.accessToken })
    expect(cookieSet('diriSignIn')).toBe('')
    expect(cookieSet('diriSignInStep')).toBe('')
  })

  it('sends a new member through the first-sign-in profile step, then to the redirect', async () => {
    verifyOtp.mockResolvedValue({ ...grant, isNewMember: true } as Awaited<
      ReturnType<typeof authCalls.verifyOtp>
    >)
    const location = locationOf(
      await send(
        verifyCodeFromForm,
        formPost(
          SIGN_IN_VERIFY_FORM_PATH,
          { code: '123456', redirect: '/product/serum?tambah=serum&qty=1' },
          { cookies: { ...stepCookie, diriSignIn: CHALLENGE } },
        ),
      ),
    )
    expect(location).toBe(
      `/masuk/profil?${new URLSearchParams({ redirect: '/product/serum?tambah=serum&qty=1' })}`,
    )
  })

  it('goes to the landing page when the redirect leaves the site', async () => {
    verifyOtp.mockResolvedValue(grant as Awaited<ReturnType<typeof authCalls.verifyOtp>>)
    const location = locationOf(
      await send(
        verifyCodeFromForm,
        formPost(
          SIGN_IN_VERIFY_FORM_PATH,
          { code: '123456', redirect: '//evil.example/' },
          { cookies: { ...stepCookie, diriSignIn: CHALLENGE } },
        ),
      ),
    )
    expect(location).toBe('/')
  })

  it("comes back to step 2 with the API's words for a wrong code", async () => {
    const message = 'Kode OTP salah. Sisa percobaan: 4.'
    verifyOtp.mockRejectedValue(new ApiError(400, '/auth/otp', { statusCode: 400, message }))
    const location = locationOf(
      await send(
        verifyCodeFromForm,
        formPost(
          SIGN_IN_VERIFY_FORM_PATH,
          { code: '000000', redirect: '/akun' },
          { cookies: { ...stepCookie, diriSignIn: CHALLENGE } },
        ),
      ),
    )
    expect(location).toBe('/masuk?redirect=%2Fakun')
    expect(flash()).toEqual({ step: 'code', message })
    expect(cookieSet('diriAuth')).toBeUndefined()
  })

  it('refuses a code that is not six digits without asking the API', async () => {
    await send(
      verifyCodeFromForm,
      formPost(
        SIGN_IN_VERIFY_FORM_PATH,
        { code: '12ab' },
        { cookies: { ...stepCookie, diriSignIn: CHALLENGE } },
      ),
    )
    expect(verifyOtp).not.toHaveBeenCalled()
    expect(flash()).toEqual({ step: 'code', message: 'Kode OTP terdiri dari 6 angka.' })
  })

  it('says to ask for a new code when this browser sent none (or its time passed)', async () => {
    await send(verifyCodeFromForm, formPost(SIGN_IN_VERIFY_FORM_PATH, { code: '123456' }))
    expect(verifyOtp).not.toHaveBeenCalled()
    expect(flash()).toEqual({
      step: 'phone',
      typed: '',
      message: 'Kode sudah kedaluwarsa. Minta kode baru.',
    })
  })

  it('says the service is down, in words, when the API fails', async () => {
    expectConsoleError(/\[sign-in\] API call failed/)
    verifyOtp.mockRejectedValue(
      new ApiError(500, '/auth/otp', { statusCode: 500, message: 'boom' }),
    )
    await send(
      verifyCodeFromForm,
      formPost(
        SIGN_IN_VERIFY_FORM_PATH,
        { code: '123456' },
        { cookies: { ...stepCookie, diriSignIn: CHALLENGE } },
      ),
    )
    expect(flash()).toEqual({
      step: 'code',
      message: 'Layanan sedang bermasalah. Coba lagi sebentar lagi.',
    })
  })
})

describe("'Ganti nomor'", () => {
  it('forgets the number and goes back to step 1', async () => {
    const location = locationOf(
      await send(
        changeNumberFromForm,
        formPost(SIGN_IN_CHANGE_FORM_PATH, { redirect: '/akun' }, { cookies: stepCookie }),
      ),
    )
    expect(location).toBe('/masuk?redirect=%2Fakun')
    expect(cookieSet('diriSignInStep')).toBe('')
  })
})
