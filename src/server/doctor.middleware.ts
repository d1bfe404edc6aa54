import { createMiddleware } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { getDoctorMe } from '../api/doctor/calls'
import { isApiError } from '../api/errors'
import { memberMiddleware } from './auth.middleware'
import { DoctorOnlyError } from './doctor.refusal'

/**
 * As `memberMiddleware`, and refuses the call unless the member is a doctor: the API's own answer
 * to `GET /v2/doctor/me` decides (403 for a member), never the session's copy of the role, so a
 * role taken away counts at once. The handler gets the doctor (name, polyclinic) with the token.
 */
export const doctorMiddleware = createMiddleware({ type: 'function' })
  .middleware([memberMiddleware])
  .server(async ({ next, context }) => {
    let doctor: Awaited<ReturnType<typeof getDoctorMe>>
    try {
      doctor = await getDoctorMe(context.token)
    } catch (error) {
      if (!isApiError(error, 403)) throw error
      setResponseStatus(403)
      throw new DoctorOnlyError()
    }
    return next({ context: { token: context.token, doctor } })
  })
