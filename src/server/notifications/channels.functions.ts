import { createServerFn } from '@tanstack/react-start'
import { isApiError } from '../../../contract/errors'
import { PushSubscriptionInput } from '../../../contract/notifications/preferences'
import {
  getNotificationPreferences,
  listDevMailbox,
  subscribeToPush,
} from '../../api/notifications/channel-calls'
import { memberMiddleware } from '../auth/auth.middleware'

export const getMyNotificationPreferences = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .handler(({ context }) => getNotificationPreferences(context.token))

export const subscribeMyBrowserToPush = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(PushSubscriptionInput)
  .handler(({ context, data }) => subscribeToPush(context.token, data))

/** The development mailbox's emails, or null where there is none (SMTP, or a deployment). */
export const getDevMailbox = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return await listDevMailbox()
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
})
