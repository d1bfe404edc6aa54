/**
 * Notification emails: SMTP through nodemailer (SMTP_URL, MAIL_FROM), or the development mailbox
 * (`dev_mailbox`, shown at /dev/kotak-surat) where no SMTP server is configured on a developer's
 * machine. Which one runs is app.config.ts's `emailChannelMode`; the mailbox says what it is on
 * its page and in the start-up log, and never runs in a real deployment.
 */
import nodemailer from 'nodemailer'
import type { Database } from '../../db/client'
import { devMailbox } from '../../db/schema/notification-channels'
import type { RenderedEmail } from '../message-templates'
import { ChannelDeliveryError } from './channel-delivery-error'

export interface EmailSender {
  readonly mode: 'smtp' | 'mailbox'
  send(message: RenderedEmail & { to: string }): Promise<void>
}

/** How long an SMTP conversation may take before it counts as unanswered. */
const SMTP_TIMEOUT_MS = 15_000

/**
 * nodemailer's commands before the message itself: a failure there means the server never took
 * it. A failure during or after DATA with no answer may follow a message already accepted.
 */
const BEFORE_DATA = /^(CONN|EHLO|HELO|STARTTLS|AUTH|MAIL FROM|RCPT TO)/i

export function createSmtpEmailSender(options: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  const server = smtpServerName(options.url)
  return {
    mode: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message })
      } catch (error) {
        const { command, responseCode, code } = error as {
          command?: string
          responseCode?: number
          code?: string
        }
        // An answer from the server to the message itself (a 5xx after DATA) is a refusal too.
        const maybeSent = !(command && BEFORE_DATA.test(command)) && responseCode === undefined
        throw new ChannelDeliveryError(
          `The SMTP server ${server} did not take the email "${message.subject}": ${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''} at ${command ?? 'connect'}${maybeSent ? '; it may have been sent all the same' : ''}`,
          { channel: 'email', maybeSent, cause: error },
        )
      }
    },
  }
}

/** The stand-in: every email is kept in the database for /dev/kotak-surat, and sent to nobody. */
export function createMailboxEmailSender(options: { db: Database; from: string }): EmailSender {
  return {
    mode: 'mailbox',
    async send(message) {
      await options.db.insert(devMailbox).values({
        to: message.to,
        from: options.from,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
    },
  }
}

/** Host and port only: the URL's user and password stay out of errors and logs. */
export function smtpServerName(url: string): string {
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.host}`
}
