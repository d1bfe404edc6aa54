/**
 * The simulator's endpoints, the ones a provider serves to browsers: the card tokens its script
 * calls, and the pages of each charge with the buttons that play the member's bank or app.
 *
 * The card tokens need no member, as a provider's script needs none, and are limited per address
 * (`card-token` in http/anonymous-write-limits.ts, ADR 025). A page, to be read or pressed, needs the member whose order the charge
 * pays: the browser opens it on the site (`/pembayaran/demo/…`), which reads the
 * session there and calls this with the member's token, since the API never sees the cookie.
 * Anyone else, signed in or not, gets the same 404 page as an unknown charge.
 */
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  CARD_EXPIRED_MESSAGE,
  type CardToken,
  CardTokenInput,
  isCardExpired,
} from '../../../contract/checkout/simulator-schemas'
import { orders, payments } from '../../db/schema/checkout'
import type { ApiDeps, ApiEnv } from '../../deps'
import { limitAnonymousWrite } from '../../http/anonymous-write-limits'
import { memberOrVisitor } from '../../http/middleware'
import { invalidInput } from '../../http/problem'
import { readJson } from '../../http/validation'
import type { Html } from './html'
import { badRequestPage, chargePage, notFoundPage, resultPage } from './pages'
import {
  PAGE_OF_TYPE,
  type PaymentSimulator,
  type SimulatorAction,
  type SimulatorCharge,
} from './simulator'

/** The buttons each page has. */
const PAGE_ACTIONS: Readonly<Record<SimulatorCharge['type'], readonly SimulatorAction[]>> = {
  card: ['approve', 'deny', 'abandon'],
  va: ['pay', 'expire'],
  ewallet: ['pay', 'expire'],
  qris: ['pay', 'expire'],
}

const CHARGE_TYPES = Object.keys(PAGE_OF_TYPE) as Array<keyof typeof PAGE_OF_TYPE>

/**
 * A simulator page with its own policy: nothing but its nonce'd style and script, forms posted
 * to this origin only; framed by the site itself for the 3-D Secure challenge (the checkout
 * shows it in a frame), by nobody otherwise. The API's securityHeaders keeps a page's own policy.
 */
function sendPage(
  c: Context<ApiEnv>,
  status: ContentfulStatusCode,
  render: (nonce: string) => Html,
  options: { framedBySite: boolean },
) {
  const nonce = randomBytes(16).toString('base64')
  const ancestors = options.framedBySite ? "'self'" : "'none'"
  c.header(
    'content-security-policy',
    [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
  )
  c.header('x-frame-options', options.framedBySite ? 'SAMEORIGIN' : 'DENY')
  c.header('referrer-policy', 'no-referrer')
  // A page shows a charge's state of the moment: never kept, never shown again from a cache.
  c.header('cache-control', 'no-store')
  return c.html(render(nonce).text, status)
}

export function simulatorRoutes(deps: ApiDeps, simulator: PaymentSimulator) {
  const { db, clock } = deps

  /**
   * The charge behind a page's address and the order it pays, if it is of that page's kind and
   * the caller's own order; null for anything else, so a stranger learns nothing from the answer.
   */
  async function ownedCharge(c: Context<ApiEnv>, type: SimulatorCharge['type'], ref: string) {
    const member = await memberOrVisitor(deps, c)
    if (!member) return null
    const [owned] = await db
      .select({ orderId: payments.orderId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.providerRef, ref), eq(orders.memberId, member.id)))
    if (!owned) return null
    const charge = await simulator.findCharge(ref)
    return charge?.type === type ? { charge, orderId: owned.orderId } : null
  }

  const app = new Hono<ApiEnv>().post('/payments/simulator/card/tokens', async (c) => {
    const card = await readJson(c, CardTokenInput)
    if (isCardExpired(card.expMonth, card.expYear, clock.now())) {
      throw invalidInput([{ path: 'expYear', message: CARD_EXPIRED_MESSAGE }], CARD_EXPIRED_MESSAGE)
    }
    await limitAnonymousWrite(deps, c, 'card-token')
    return c.json((await simulator.tokenize(card)) satisfies CardToken, 201)
  })

  for (const type of CHARGE_TYPES) {
    const path = `/payments/simulator/${PAGE_OF_TYPE[type]}/:ref`
    const framedBySite = type === 'card'

    app.get(path, async (c) => {
      const owned = await ownedCharge(c, type, c.req.param('ref') ?? '')
      if (!owned) return sendPage(c, 404, notFoundPage, { framedBySite })
      const { charge, orderId } = owned
      return sendPage(c, 200, (nonce) => chargePage({ nonce, charge, orderId }), { framedBySite })
    })

    app.post(path, async (c) => {
      const ref = c.req.param('ref') ?? ''
      const owned = await ownedCharge(c, type, ref)
      if (!owned) return sendPage(c, 404, notFoundPage, { framedBySite })
      const { orderId } = owned
      const form = await readForm(c)
      const action = PAGE_ACTIONS[type].find((name) => name === form?.action)
      if (!form || !action) return sendPage(c, 400, badRequestPage, { framedBySite })
      const otp = typeof form.otp === 'string' ? form.otp : undefined
      const outcome = await simulator.act(ref, action, { otp })
      switch (outcome.kind) {
        case 'unknown':
          return sendPage(c, 404, notFoundPage, { framedBySite })
        case 'not_allowed':
          return sendPage(c, 400, badRequestPage, { framedBySite })
        case 'wrong_otp':
          return sendPage(
            c,
            422,
            (nonce) =>
              chargePage({
                nonce,
                charge: outcome.charge,
                orderId,
                otpError: 'Kode OTP salah. Periksa lagi lalu coba sekali lagi.',
              }),
            { framedBySite },
          )
        case 'done':
          return sendPage(
            c,
            200,
            (nonce) =>
              resultPage({ nonce, charge: outcome.charge, orderId, result: outcome.result }),
            { framedBySite },
          )
        case 'already':
          return sendPage(
            c,
            200,
            (nonce) => chargePage({ nonce, charge: outcome.charge, orderId }),
            {
              framedBySite,
            },
          )
      }
    })
  }
  return app
}

/** The posted form's fields; null for a body that is not a readable form. */
async function readForm(c: Context<ApiEnv>): Promise<Record<string, unknown> | null> {
  try {
    return await c.req.parseBody()
  } catch {
    return null
  }
}
