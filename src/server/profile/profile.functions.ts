import { createServerFn } from '@tanstack/react-start'
import { memberMiddleware } from '../auth/auth.middleware'
import { ProfileInput, saveProfileFor, skipProfileFor } from './profile.server'

/** Saves the signed-in member's profile; a refusal comes back by field, not as an error. */
export const saveMyProfile = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(ProfileInput)
  .handler(({ context, data }) => saveProfileFor(context.token, data))

/** 'Lewati' on the first-sign-in step: it is not asked again. */
export const skipFirstProfile = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .handler(async ({ context }) => {
    await skipProfileFor(context.token)
    return { ok: true as const }
  })
