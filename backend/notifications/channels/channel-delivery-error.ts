/**
 * A notification a channel did not take, and whether it may have gone out anyway. The delivery
 * worker sends a notification again only when `maybeSent` is false: a retry may never give a
 * member the same message twice (deliver-notification.ts).
 */
import type { NotificationChannel } from '../../../contract/notifications/kinds'

export class ChannelDeliveryError extends Error {
  override name = 'ChannelDeliveryError'

  constructor(
    message: string,
    readonly details: { channel: NotificationChannel; maybeSent: boolean; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
  }
}
