/**
 * The machines with a test model, by the name `npm run qa:replay` and the QA spec know them by.
 * A machine joins when its model (tests/qa/models/) maps all its states and events.
 */
import type { AnyTestModel } from '../model'
import { authModel } from '../models/auth.model'
import { bookingModel } from '../models/booking.model'
import { checkoutModel } from '../models/checkout.model'
import { consultStartModel } from '../models/consult-start.model'
import { consultationModel } from '../models/consultation.model'

export const qaModels: Record<string, AnyTestModel> = {
  'consult-start': consultStartModel,
  auth: authModel,
  consultation: consultationModel,
  booking: bookingModel,
  checkout: checkoutModel,
}
