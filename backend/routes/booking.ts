/**
 * The member's clinic booking (spec §7 "Clinic booking (member)"; contract in
 * contract/booking/schemas.ts). Built in `./booking/`. The fixed paths are mounted before
 * `…/{bookingNumber}` so 'config' and 'get-available-dates' are never read as booking numbers.
 */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'
import { availabilityRoutes } from './booking/availability'
import { bookRoutes } from './booking/book'
import { bookableClinicRoutes } from './booking/bookable-clinic'
import { bookingListRoutes } from './booking/bookings'
import { cancelRoutes } from './booking/cancel'
import { bookingCartRoutes } from './booking/cart'
import { rescheduleRoutes } from './booking/reschedule'

export function bookingRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .route('/', bookableClinicRoutes(deps))
    .route('/', bookingCartRoutes(deps))
    .route('/', availabilityRoutes(deps))
    .route('/', bookRoutes(deps))
    .route('/', rescheduleRoutes(deps))
    .route('/', cancelRoutes(deps))
    .route('/', bookingListRoutes(deps))
}
