import { beforeEach } from 'vitest'
import { seedCheckout } from '../../db/seed/checkout'
import { seedClinic } from '../../db/seed/clinic'
import { seedContent } from '../../db/seed/content'
import { seedShop } from '../../db/seed/shop'
import { setUpTestApi, type TestApi } from '../harness'

/**
 * The harness's app with the whole seed in place before each test: the harness re-seeds only the
 * demo members, and an endpoint fuzzed against an empty shop or empty pages would answer 404 to
 * everything and prove little. About 50 ms a test on PGlite.
 */
export function setUpSeededApi(): () => TestApi {
  const api = setUpTestApi()
  beforeEach(async () => {
    await seedShop(api().db)
    await seedContent(api().db)
    // After both: the checkout's promotion rules name content promotions, its weights products.
    await seedCheckout(api().db)
    await seedClinic(api().db)
  })
  return api
}
