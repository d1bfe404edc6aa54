/**
 * The channels this deployment has, from its environment (SMTP_URL, MAIL_FROM, VAPID_*,
 * WHATSAPP_NOTIFICATION_TEMPLATE_NAME), with the line the start-up log says about each.
 */
import { emailChannelMode, type ServerEnv } from '../../../app.config'
import type { Database } from '../../db/client'
import {
  createMailboxEmailSender,
  createSmtpEmailSender,
  type EmailSender,
  smtpServerName,
} from './email-sender'
import type { NotificationChannels, WhatsAppNotificationSender } from './notification-channels'
import { createPushSender } from './push-sender'
import { resolveVapidKeys } from './vapid-keys'
import { createWhatsAppNotificationSender } from './whatsapp-notification-sender'

export interface ConfiguredChannels {
  channels: NotificationChannels
  /** What the start-up log says, a line per channel (`warning`: console.warn). */
  announcements: Array<{ level: 'info' | 'warning'; text: string }>
}

export async function configuredNotificationChannels(
  env: ServerEnv,
  options: { db: Database; dataDir?: string | undefined },
): Promise<ConfiguredChannels> {
  const announcements: ConfiguredChannels['announcements'] = []
  const emailMode = emailChannelMode(env)
  let email: EmailSender | null = null
  if (emailMode === 'smtp' && env.SMTP_URL) {
    email = createSmtpEmailSender({ url: env.SMTP_URL, from: env.MAIL_FROM })
    announcements.push({
      level: 'info',
      text: `[api] Notification emails go by SMTP through ${smtpServerName(env.SMTP_URL)}, from ${env.MAIL_FROM}.`,
    })
  } else if (emailMode === 'mailbox') {
    email = createMailboxEmailSender({ db: options.db, from: env.MAIL_FROM })
    announcements.push({
      level: 'info',
      text: '[api] No SMTP_URL: notification emails go to the development mailbox at /dev/kotak-surat and reach nobody.',
    })
  } else {
    announcements.push({
      level: 'warning',
      text: '[api] WARNING: SMTP_URL is unset in what looks like a real deployment: notifications are sent by no email (they stay in the app, and /akun/notifikasi says email is unavailable). Set SMTP_URL to send them.',
    })
  }

  const vapid = await resolveVapidKeys({
    configured: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
    dataDir: options.dataDir,
    mayGenerate: emailMode !== 'off' || Boolean(env.VAPID_PUBLIC_KEY),
  })
  const push = vapid
    ? createPushSender({
        vapid: {
          publicKey: vapid.publicKey,
          privateKey: vapid.privateKey,
          subject: env.VAPID_SUBJECT ?? `mailto:${addressOf(env.MAIL_FROM)}`,
        },
      })
    : null
  announcements.push(
    vapid
      ? {
          level: 'info',
          text: `[api] Web Push is on with ${vapid.source === 'configured' ? 'the configured VAPID keys' : 'VAPID keys made for this machine (DATA_DIR)'}.`,
        }
      : {
          level: 'warning',
          text: '[api] WARNING: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset in what looks like a real deployment: Web Push is off. Set both (`npx web-push generate-vapid-keys`) to turn it on.',
        },
  )

  let whatsapp: WhatsAppNotificationSender | null = null
  if (
    env.WHATSAPP_NOTIFICATION_TEMPLATE_NAME &&
    env.WHATSAPP_ACCESS_TOKEN &&
    env.WHATSAPP_PHONE_NUMBER_ID
  ) {
    whatsapp = createWhatsAppNotificationSender({
      accessToken: env.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      templateName: env.WHATSAPP_NOTIFICATION_TEMPLATE_NAME,
      apiVersion: env.WHATSAPP_API_VERSION,
      apiBaseUrl: env.WHATSAPP_API_BASE_URL,
    })
    announcements.push({
      level: 'info',
      text: `[api] Notifications go by WhatsApp too: template ${env.WHATSAPP_NOTIFICATION_TEMPLATE_NAME}.`,
    })
  }
  return { channels: { email, push, whatsapp, siteUrl: env.PUBLIC_SITE_URL }, announcements }
}

/** `Diri <a@b.id>` → `a@b.id`. */
function addressOf(from: string): string {
  return from.match(/<([^>]+)>/)?.[1] ?? from
}
