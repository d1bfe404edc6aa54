/** What recipes of several domains name: a seeded product, and a fresh key for every attempt. */
import { randomUUID } from 'node:crypto'
import { IDEMPOTENCY_HEADER } from '../../../contract/checkout/schemas'

export const SEEDED_PRODUCT = 'serum-niacinamide-10'

export const freshIdempotencyKey = () => ({ [IDEMPOTENCY_HEADER]: randomUUID() })
