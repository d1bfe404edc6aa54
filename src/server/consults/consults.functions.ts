import { createServerFn } from '@tanstack/react-start'
import { ConsultExistsQuery } from '../../../contract/consults/schemas'
import { findExistingConsult, listMyConsults } from '../../api/consults/calls'
import { memberMiddleware } from '../auth/auth.middleware'
import { faultHeaders } from '../http/fault-injection.server'

/** The member's open consult for a flow, or null when there is none (the API's 404). */
export const checkExistingConsult = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(ConsultExistsQuery)
  .handler(({ context, data }) => findExistingConsult(context.token, data.flowId, faultHeaders()))

export const getMyConsults = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => listMyConsults(context.token))
