import { createMiddleware } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { isApiError } from '../../../contract/errors'
import { getDoctorMe } from '../../api/doctor/calls'
import { memberMiddleware } from '../auth/auth.middleware'

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
      // The API's own refusal (an ApiError 403, 'Halaman ini khusus dokter Diri.') crosses to the
      // browser as itself (error-transport.ts), where the console's error page says so.
      if (isApiError(error, 403)) setResponseStatus(403)
      throw error
    }
    return next({ context: { token: context.token, doctor } })
  })
