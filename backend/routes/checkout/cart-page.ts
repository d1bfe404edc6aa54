/** The cart page's copy: `GET /dc-frontend/cart-page`, public and the same for everyone. */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { CartPageContent } from '../../../contract/checkout/schemas'
import { shopPages } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { notFound } from '../../http/problem'
import { publicJson } from '../content/public-json'

export function cartPageRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>().get('/dc-frontend/cart-page', async (c) => {
    const [page] = await db.select().from(shopPages).where(eq(shopPages.key, 'cart'))
    if (!page) throw notFound('Halaman tidak ditemukan.')
    // The stored document is checked against the contract as it is read, like the shop's pages.
    return publicJson(c, v.parse(CartPageContent, page.content))
  })
}
