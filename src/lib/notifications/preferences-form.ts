/**
 * The preferences form of `/akun/notifikasi`, which works before the app's JavaScript has loaded
 * (ADR 007): a checkbox per channel and topic the member may switch, named `channel.topic`, and a
 * hidden `shown` field listing them, so a box left unticked reads as off rather than as absent.
 */
import * as v from 'valibot'
import { NotificationChannel, NotificationTopic } from '../../../contract/notifications/kinds'
import type { PreferenceChoice } from '../../../contract/notifications/preferences'

export const PREFERENCES_FORM_PATH = '/akun/notifikasi/simpan'
/** 3 channels × 6 topics of short names: far under this. */
export const PREFERENCES_FORM_MAX_BODY_BYTES = 4 * 1024
export const PREFERENCES_SHOWN_FIELD = 'shown'

export function choiceField(channel: NotificationChannel, topic: NotificationTopic): string {
  return `${channel}.${topic}`
}

/** `channel.topic` as its two parts, or null when either is not one of ours. */
function parseField(field: string): [NotificationChannel, NotificationTopic] | null {
  const [channelName, topicName, ...rest] = field.split('.')
  const channel = v.safeParse(NotificationChannel, channelName)
  const topic = v.safeParse(NotificationTopic, topicName)
  return rest.length === 0 && channel.success && topic.success
    ? [channel.output, topic.output]
    : null
}

/** The choices the form shows and their ticks, or null when a field is not one of ours. */
export function readPreferencesForm(data: FormData): PreferenceChoice[] | null {
  const shown = data.get(PREFERENCES_SHOWN_FIELD)
  if (typeof shown !== 'string' || shown.length > 1000) return null
  const choices: PreferenceChoice[] = []
  for (const field of shown.split(' ').filter(Boolean)) {
    const parsed = parseField(field)
    if (!parsed) return null
    const [channel, topic] = parsed
    choices.push({ channel, topic, enabled: data.get(field) === 'on' })
  }
  return choices
}
