/**
 * `POST /carts/missing`: a regimen's (or the skin quiz's) 'Tambah Semua'. Only the products the
 * cart does not hold yet go in, in one transaction under the member's cart lock, so a second
 * press, a second tab or a retry never doubles what is there; adding them again anyway is the
 * member's explicit second choice, an ordinary `POST /carts`.
 */
import { Hono } from 'hono'
import { CartAddInput, type CartAddMissingResult } from '../../../contract/shop/schemas'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { readJson } from '../../http/validation'
import { loadCart, lockCart } from './cart'
import { addLinesToCart } from './cart-add'

export function cartMissingRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/carts/missing', member, async (c) => {
    const { items } = await readJson(c, CartAddInput)
    const memberId = c.var.member.id
    const outcome = await db.transaction(async (tx) => {
      // Under the lock the cart read is the one this insert changes: two presses at once see
      // each other's products as already there.
      await lockCart(tx, memberId)
      return addLinesToCart(tx, memberId, items, clock.now(), 'missing')
    })
    const cart = await loadCart(db, memberId)
    return c.json({ ...outcome, cart } satisfies CartAddMissingResult, 201)
  })
}
