/**
 * The mutants of every machine with a test model, by the machine's name (as `qaModels`): what
 * `npm run qa:mutants` applies, one at a time.
 */
import { authMutants } from './auth.mutants'
import { bookingMutants } from './booking.mutants'
import { checkoutMutants } from './checkout.mutants'
import { consultStartMutants } from './consult-start.mutants'
import { consultationMutants } from './consultation.mutants'
import type { Mutant } from './mutant'

export const qaMutants: Record<string, readonly Mutant[]> = {
  'consult-start': consultStartMutants,
  auth: authMutants,
  consultation: consultationMutants,
  checkout: checkoutMutants,
  booking: bookingMutants,
}
