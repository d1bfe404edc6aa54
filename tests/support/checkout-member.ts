/**
 * A fresh member for a checkout journey, set up through the API as a member's earlier visits
 * would have left them: signed in, one primary address in Jakarta, items in the cart. Each
 * journey gets its own number, so journeys never share a cart, an order or a checkout's progress.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../app.config'
import { AccessGrant } from '../../src/api/auth/schemas'
import { TEST_OTP } from './app-server'

const API_HEADERS = { 'diri-platform': 'web' }

/** Gambir, Jakarta Pusat: a seeded province → city → district → postal code chain. */
const GAMBIR = {
  provinceId: '31',
  cityId: '31.71',
  suburbId: '31.71.01',
  postalCodeId: '31.71.01-10110',
}

let nextNumber = 0

/** `0812 7700 0001`, `0812 7700 0002`, …: a new member each time (the run's server is fresh). */
export function freshPhone() {
  nextNumber += 1
  return `0812 7700 ${String(1000 + nextNumber).padStart(4, '0')}`
}

export interface CheckoutMember {
  phone: string
  token: string
}

export async function memberWithCart(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<CheckoutMember> {
  const phone = freshPhone()
  const asked = await request.post('/api/auth/otp/request', {
    headers: API_HEADERS,
    data: { phone },
  })
  if (!asked.ok())
    throw new Error(`OTP request for ${phone}: ${asked.status()} ${await asked.text()}`)
  const verified = await request.post('/api/auth/otp/verify', {
    headers: API_HEADERS,
    data: { phone, code: TEST_OTP },
  })
  if (!verified.ok()) throw new Error(`OTP verify for ${phone}: ${verified.status()}`)
  const { accessToken } = v.parse(AccessGrant, await verified.json())
  const member = { ...API_HEADERS, authorization: `Bearer ${accessToken}` }

  const address = await request.post('/api/addresses', {
    headers: member,
    data: {
      label: 'Rumah',
      recipientName: 'Pembeli Uji',
      phone,
      ...GAMBIR,
      street: 'Jl. Medan Merdeka Barat No. 12, RT 01/RW 02',
      isPrimary: true,
    },
  })
  if (!address.ok())
    throw new Error(`Address for ${phone}: ${address.status()} ${await address.text()}`)
  if (items.length > 0) {
    const cart = await request.post('/api/carts', { headers: member, data: { items } })
    if (!cart.ok()) throw new Error(`Cart for ${phone}: ${cart.status()} ${await cart.text()}`)
  }

  // The session cookie as the site writes it on sign-in (HttpOnly, JSON holding the token).
  await context.addCookies([
    {
      name: AUTH_COOKIE,
      value: encodeURIComponent(JSON.stringify({ accessToken })),
      url: baseURL,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
  return { phone, token: accessToken }
}
