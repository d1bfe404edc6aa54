/**
 * Notifications by WhatsApp, through the Cloud API the sign-in codes use (otp/whatsapp-sender.ts,
 * ADR 024) and its request (otp/provider-request.ts): a utility template in Indonesian whose body
 * takes one text (the kind's generic message, message-templates.ts) and whose URL button takes the
 * page's path under the site's address. A message outside a 24-hour conversation must be a
 * template approved by Meta, so the text of each kind goes in as its parameter.
 */
import { OtpDeliveryError } from '../../otp/otp-delivery-error'
import { postToProvider } from '../../otp/provider-request'
import { WHATSAPP_API_BASE_URL, WHATSAPP_TEMPLATE_LANGUAGE } from '../../otp/whatsapp-sender'
import { ChannelDeliveryError } from './channel-delivery-error'
import type { WhatsAppNotificationSender } from './notification-channels'

export interface WhatsAppNotificationOptions {
  accessToken: string
  phoneNumberId: string
  templateName: string
  apiVersion: string
  apiBaseUrl?: string | undefined
  fetch?: typeof fetch | undefined
}

export function notificationTemplateMessage(
  phone: string,
  text: string,
  path: string,
  templateName: string,
) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: phone.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: templateName,
      language: { code: WHATSAPP_TEMPLATE_LANGUAGE },
      components: [
        { type: 'body', parameters: [{ type: 'text', text }] },
        // The button's URL is the site's address with `{{1}}` after it: the page's path.
        {
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: path.replace(/^\//, '') }],
        },
      ],
    },
  }
}

export function createWhatsAppNotificationSender(
  options: WhatsAppNotificationOptions,
): WhatsAppNotificationSender {
  const base = (options.apiBaseUrl ?? WHATSAPP_API_BASE_URL).replace(/\/+$/, '')
  const url = `${base}/${options.apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`
  return {
    async send({ phone, text, path }) {
      let status: number
      try {
        const answer = await postToProvider({
          provider: 'WhatsApp',
          url,
          bearer: options.accessToken,
          body: notificationTemplateMessage(phone, text, path, options.templateName),
          timeoutMs: 10_000,
          hidden: [options.accessToken],
          fetch: options.fetch,
        })
        status = answer.status
      } catch (error) {
        const maybeSent = error instanceof OtpDeliveryError ? error.details.maybeSent : true
        throw new ChannelDeliveryError((error as Error).message, {
          channel: 'whatsapp',
          maybeSent,
          cause: error,
        })
      }
      if (status >= 200 && status < 300) return
      throw new ChannelDeliveryError(
        `WhatsApp refused the notification with template ${options.templateName}: HTTP ${status}`,
        // Graph answers its errors before sending; only a 5xx leaves it unknown.
        { channel: 'whatsapp', maybeSent: status >= 500 },
      )
    },
  }
}
