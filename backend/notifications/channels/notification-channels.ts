/**
 * The channels a notification may leave by, as this deployment has them: each null when it is
 * not configured (configured-channels.ts). Tests pass their own.
 */
import type { EmailSender } from './email-sender'
import type { PushSender } from './push-sender'

/** A WhatsApp message of one notification (whatsapp-notification-sender.ts). */
export interface WhatsAppNotificationSender {
  send(message: { phone: string; text: string; path: string }): Promise<void>
}

export interface NotificationChannels {
  email: EmailSender | null
  push: PushSender | null
  whatsapp: WhatsAppNotificationSender | null
  /** The site's address, for the links in messages (PUBLIC_SITE_URL). */
  siteUrl: string
}
