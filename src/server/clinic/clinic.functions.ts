/**
 * The clinic's calls that carry the session's token: the subscription page (token optional, spec
 * §6: a member sees member prices and their reminders) and the subscription reminder (members).
 */
import { createServerFn } from '@tanstack/react-start'
import { SubscriptionReminderInput } from '../../../contract/clinic/schemas'
import { ApiError } from '../../../contract/errors'
import { getSubscriptionPage, setSubscriptionReminder } from '../../api/clinic/calls'
import { memberMiddleware, sessionMiddleware } from '../auth/auth.middleware'

/** The subscription packages, with member prices and reminders when a member asks. */
export const getSubscriptionPageForMe = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(({ context }) => getSubscriptionPage(context.token))

export type SubscriptionReminderResult = { ok: true } | { ok: false; message: string }

/**
 * 'Ingatkan saya': idempotent per member and package, so pressing again (or finishing an intent
 * twice) leaves one reminder. The API's refusals (an unknown package) come back as a message.
 */
export const remindMeOfSubscription = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(SubscriptionReminderInput)
  .handler(async ({ context, data }): Promise<SubscriptionReminderResult> => {
    try {
      await setSubscriptionReminder(context.token, data.subscriptionPackageId)
      return { ok: true }
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 400 || error.status === 404 || error.status === 409) &&
        error.body
      ) {
        return { ok: false, message: error.body.message }
      }
      throw error
    }
  })
