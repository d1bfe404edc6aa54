import * as v from 'valibot'
import { listOf, Timestamp } from '../shared-schemas'

export const Feed = v.object({
  id: v.string(),
  type: v.picklist(['article', 'promotion', 'reminder', 'consult']),
  title: v.string(),
  body: v.string(),
  url: v.nullable(v.string()),
  createdAt: Timestamp,
})
export type Feed = v.InferOutput<typeof Feed>
export const FeedList = listOf(Feed)

/** `PATCH /accounts/settings` takes the analytics client id or the ad click id (spec §7). */
export const AccountSettingsBody = v.union([
  v.strictObject({ gaClientId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  v.strictObject({ fbc: v.pipe(v.string(), v.minLength(1), v.maxLength(500)) }),
])
export type AccountSettingsBody = v.InferInput<typeof AccountSettingsBody>

export const AccountSettings = v.object({
  gaClientId: v.nullable(v.string()),
  fbc: v.nullable(v.string()),
})
export type AccountSettings = v.InferOutput<typeof AccountSettings>
