/**
 * The shop (spec §7 "Shop"): catalogue, products, ratings, regimens, skin quiz, school, cart, and
 * the cart's saved-for-later list.
 */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'
import { cartRoutes } from './shop/cart'
import { cartMissingRoutes } from './shop/cart-missing'
import { catalogueRoutes } from './shop/catalogue'
import { shopPageRoutes } from './shop/pages'
import { ratingRoutes } from './shop/ratings'
import { savedItemRoutes } from './shop/saved-items'

export function shopRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .route('/', catalogueRoutes(deps))
    .route('/', ratingRoutes(deps))
    .route('/', shopPageRoutes(deps))
    .route('/', cartRoutes(deps))
    .route('/', savedItemRoutes(deps))
    .route('/', cartMissingRoutes(deps))
}
