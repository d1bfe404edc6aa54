/**
 * A local SMTP server for tests (`smtp-server` on 127.0.0.1, any port): it takes what nodemailer
 * sends and keeps each message parsed (`mailparser`), so a test reads what arrived as a mail
 * client would. `refuseNext(code)` makes the next message meet an SMTP error answer at RCPT TO.
 */
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedEmail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  parsed: ParsedMail
}

export interface SmtpFake {
  /** `smtp://127.0.0.1:<port>`: SMTP_URL. */
  url: string
  readonly received: readonly ReceivedEmail[]
  refuseNext(responseCode: number): void
  close(): Promise<void>
}

export async function startSmtpFake(): Promise<SmtpFake> {
  const received: ReceivedEmail[] = []
  let refusal: number | null = null
  const server = new SMTPServer({
    // Loopback in a test: no TLS, no sign-in, as a developer's Mailpit would be.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal !== null) {
        const code = refusal
        refusal = null
        const error = new Error('Mailbox unavailable (a test refusal)') as Error & {
          responseCode: number
        }
        error.responseCode = code
        callback(error)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (code) => {
      refusal = code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
