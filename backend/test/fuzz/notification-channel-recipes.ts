/** The fuzz's recipes for the notification channels' endpoints (routes/notification-channels.ts). */
import {
  NotificationPreferencesInput,
  PushSubscriptionInput,
  PushSubscriptionRemoval,
} from '../../../contract/notifications/preferences'
import type { FuzzRecipe } from './requests'

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-subscription',
  keys: {
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
  },
}

export const NOTIFICATION_CHANNEL_RECIPES: Readonly<Record<string, FuzzRecipe>> = {
  'GET /notifications/preferences': { member: true },
  'PUT /notifications/preferences': {
    member: true,
    body: NotificationPreferencesInput,
    bodySamples: [
      {
        choices: [
          { channel: 'email', topic: 'consult', enabled: false },
          { channel: 'push', topic: 'marketing', enabled: true },
        ],
      },
    ],
  },
  'POST /notifications/push-subscriptions': {
    member: true,
    body: PushSubscriptionInput,
    bodySamples: [SUBSCRIPTION],
  },
  'DELETE /notifications/push-subscriptions': {
    member: true,
    body: PushSubscriptionRemoval,
    bodySamples: [{ endpoint: SUBSCRIPTION.endpoint }],
  },
  'GET /dev/mailbox': { member: false },
}
