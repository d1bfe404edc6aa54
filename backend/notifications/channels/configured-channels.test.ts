/**
 * The notification channels' configuration (issue 29 §3–§4): SMTP_URL, MAIL_FROM and the VAPID
 * keys validated at start, the development mailbox only where nothing looks deployed, VAPID keys
 * made once under DATA_DIR, and WhatsApp's template message.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../../app.config'
import { MailboxList } from '../../../contract/notifications/preferences'
import { members } from '../../db/schema/members'
import { notifications } from '../../db/schema/notifications'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { startProviderFake } from '../../otp/testing/fake-http'
import { expectBody, setUpTestApi } from '../../test/harness'
import { deliverNotification } from '../deliver-notification'
import { configuredNotificationChannels } from './configured-channels'
import { resolveVapidKeys, VAPID_KEYS_FILE } from './vapid-keys'
import { createWhatsAppNotificationSender } from './whatsapp-notification-sender'

const api = setUpTestApi()
const LOCAL = { NODE_ENV: 'production', OTP_PROVIDER: 'log' }
const DEPLOYED = {
  ...LOCAL,
  PUBLIC_SITE_URL: 'https://diri.example',
  PAYMENT_PROVIDER: 'simulator',
}

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
  folders.length = 0
})

describe('the environment', () => {
  it('refuses an SMTP_URL that is no smtp URL, naming it and hiding its value', () => {
    const parse = () => parseEnv({ ...LOCAL, SMTP_URL: 'http://user:rahasia@mail.example.com' })
    expect(parse).toThrow(ConfigError)
    expect(parse).toThrow(/SMTP_URL=\(hidden\): expected .*an smtp:\/\/ or smtps:\/\/ URL/)
    expect(parse).not.toThrow(/rahasia/)
  })

  it('refuses a MAIL_FROM that is no address', () => {
    expect(() => parseEnv({ ...LOCAL, MAIL_FROM: 'Diri' })).toThrow(
      /MAIL_FROM="Diri": expected .*an address like notifikasi@diri\.id, or Diri <notifikasi@diri\.id>/,
    )
  })

  it('refuses one VAPID key without the other', () => {
    const keys = { publicKey: 'B'.repeat(87) }
    expect(() => parseEnv({ ...LOCAL, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      'VAPID_PRIVATE_KEY is unset while its pair is set',
    )
  })

  it('refuses a WhatsApp notification template without the WhatsApp number', () => {
    expect(() =>
      parseEnv({ ...LOCAL, WHATSAPP_NOTIFICATION_TEMPLATE_NAME: 'diri_notifikasi' }),
    ).toThrow('WHATSAPP_ACCESS_TOKEN is required when WHATSAPP_NOTIFICATION_TEMPLATE_NAME is set')
  })
})

describe('the channels a start-up gets', () => {
  it('are the development mailbox and generated VAPID keys on a fresh machine', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'diri-channels-'))
    folders.push(dataDir)
    const { channels, announcements } = await configuredNotificationChannels(parseEnv(LOCAL), {
      db: api().db,
      dataDir,
    })
    expect(channels.email?.mode).toBe('mailbox')
    expect(channels.push?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(channels.whatsapp).toBeNull()
    expect(announcements.map((line) => line.text)).toContain(
      '[api] No SMTP_URL: notification emails go to the development mailbox at /dev/kotak-surat and reach nobody.',
    )
    // Kept for the owner only, and the same pair after a restart.
    const file = join(dataDir, VAPID_KEYS_FILE)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    const again = await resolveVapidKeys({ configured: {}, dataDir, mayGenerate: true })
    expect(again?.publicKey).toBe(channels.push?.publicKey)
    expect(JSON.parse(await readFile(file, 'utf8')).publicKey).toBe(again?.publicKey)
  })

  it('have no email and no push in a deployment without SMTP_URL and VAPID keys, and say so', async () => {
    const { channels, announcements } = await configuredNotificationChannels(parseEnv(DEPLOYED), {
      db: api().db,
      dataDir: undefined,
    })
    expect(channels.email).toBeNull()
    expect(channels.push).toBeNull()
    expect(
      announcements.filter((line) => line.level === 'warning').map((line) => line.text),
    ).toEqual([
      expect.stringContaining('SMTP_URL is unset in what looks like a real deployment'),
      expect.stringContaining('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset'),
    ])
  })

  it('send by SMTP when SMTP_URL is set, in a deployment too', async () => {
    const { channels } = await configuredNotificationChannels(
      parseEnv({ ...DEPLOYED, SMTP_URL: 'smtp://user:pass@mail.example.com:587' }),
      { db: api().db },
    )
    expect(channels.email?.mode).toBe('smtp')
  })
})

describe('the development mailbox', () => {
  it('keeps what would be emailed and lists it at /dev/mailbox', async () => {
    const app = api()
    const { channels } = await configuredNotificationChannels(parseEnv(LOCAL), { db: app.db })
    app.deps.notificationChannels = channels
    const [putri] = await app.db.select().from(members).where(eq(members.phone, DEMO_PHONES.putri))
    if (!putri) throw new Error('Putri is not seeded')
    const [row] = await app.db
      .insert(notifications)
      .values({
        memberId: putri.id,
        kind: 'order.paid',
        title: 'x',
        body: 'y',
        url: '/akun/pesanan/1',
      })
      .returning()
    if (!row) throw new Error('No notification')

    await deliverNotification(app.deps, row.id)

    const { data } = await expectBody(await app.request('GET', '/dev/mailbox'), 200, MailboxList)
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({
      to: 'putri.lestari@example.com',
      from: 'Diri <notifikasi@diri.localhost>',
      subject: 'Pembayaran pesananmu berhasil',
    })
    expect(data[0]?.text).toContain('http://localhost:3000/akun/pesanan/1')
  })
})

describe('WhatsApp', () => {
  it("sends the kind's text and the page's path in the notification template", async () => {
    const fake = await startProviderFake(() => [200, { messages: [{ id: 'wamid.1' }] }])
    try {
      const sender = createWhatsAppNotificationSender({
        accessToken: 'token-0123456789',
        phoneNumberId: '1065',
        templateName: 'diri_notifikasi',
        apiVersion: 'v25.0',
        apiBaseUrl: fake.url,
      })
      await sender.send({
        phone: '+6281200000001',
        text: 'Dokter membalas konsultasimu. Buka Diri.',
        path: '/akun/konsultasi',
      })
      expect(fake.requests).toHaveLength(1)
      expect(fake.requests[0]).toMatchObject({
        method: 'POST',
        path: '/v25.0/1065/messages',
        body: {
          to: '6281200000001',
          type: 'template',
          template: {
            name: 'diri_notifikasi',
            language: { code: 'id' },
            components: [
              {
                type: 'body',
                parameters: [{ type: 'text', text: 'Dokter membalas konsultasimu. Buka Diri.' }],
              },
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: 'akun/konsultasi' }],
              },
            ],
          },
        },
      })
      expect(fake.requests[0]?.headers.authorization).toBe('Bearer token-0123456789')
    } finally {
      await fake.close()
    }
  })
})
