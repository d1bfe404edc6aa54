/**
 * The choices of `/akun/notifikasi` as a plain form (ADR 007): it posts to
 * `/akun/notifikasi/simpan` with or without the app's JavaScript. A topic per fieldset, a checkbox
 * per channel this deployment has; security shown ticked and disabled with why, marketing a
 * consent of its own below the rest, unticked until the member ticks it.
 */
import {
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationTopic,
} from '../../../contract/notifications/kinds'
import type { NotificationPreferences } from '../../../contract/notifications/preferences'
import { CHANNEL_LABELS, TOPIC_LABELS } from '../../lib/notifications/channel-labels'
import {
  choiceField,
  PREFERENCES_FORM_PATH,
  PREFERENCES_SHOWN_FIELD,
} from '../../lib/notifications/preferences-form'

const NOT_READY: Partial<Record<NotificationChannel, string>> = {
  email: 'Belum ada alamat email di profilmu, jadi email belum bisa kami kirim.',
  push: 'Push aktif setelah kamu menekan "Beri tahu saya saat dokter membalas" di chat konsultasi.',
}

export function NotificationPreferencesForm({
  preferences,
}: {
  preferences: NotificationPreferences
}) {
  const channels = preferences.channels.filter((status) => status.available)
  const missing = preferences.channels.filter((status) => !status.available)
  const enabled = (channel: NotificationChannel, topic: NotificationTopic) =>
    preferences.choices.find((choice) => choice.channel === channel && choice.topic === topic)
      ?.enabled ?? false
  const editable = NOTIFICATION_TOPICS.filter((topic) => topic !== 'security').flatMap((topic) =>
    channels.map(({ channel }) => choiceField(channel, topic)),
  )
  const topics = NOTIFICATION_TOPICS.filter((topic) => topic !== 'marketing')

  return (
    <form method="post" action={PREFERENCES_FORM_PATH} className="notification-preferences">
      <input type="hidden" name={PREFERENCES_SHOWN_FIELD} value={editable.join(' ')} />
      <p className="muted">
        Notifikasi di aplikasi selalu ada di halaman Notifikasi. Di sini kamu memilih apa yang juga
        kami kirim lewat{' '}
        {channels.map(({ channel }) => CHANNEL_LABELS[channel]).join(', ') || 'kanal lain'}. Pesan
        kami tidak pernah memuat detail kesehatanmu, hanya tautan ke Diri.
      </p>
      {channels
        .filter((status) => !status.ready && NOT_READY[status.channel])
        .map((status) => (
          <p key={status.channel} className="notification-preferences__note">
            <strong>{CHANNEL_LABELS[status.channel]}:</strong> {NOT_READY[status.channel]}
          </p>
        ))}
      {missing.length > 0 ? (
        <p className="notification-preferences__note">
          {missing.map(({ channel }) => CHANNEL_LABELS[channel]).join(' dan ')} belum tersedia di
          Diri saat ini.
        </p>
      ) : null}
      {topics.map((topic) => (
        <TopicFieldset
          key={topic}
          topic={topic}
          channels={channels.map(({ channel }) => channel)}
          enabled={enabled}
        />
      ))}
      <fieldset className="notification-topic notification-topic--consent">
        <legend className="notification-topic__name">Persetujuan promosi</legend>
        <p id="topik-marketing-info" className="notification-topic__covers">
          Boleh kami kirimi promo dan kabar produk Diri? Ini persetujuan terpisah: mati sampai kamu
          menyalakannya, dan bisa kamu matikan lagi kapan saja.
        </p>
        <div className="notification-topic__channels">
          {channels.map(({ channel }) => (
            <ChannelCheckbox
              key={channel}
              channel={channel}
              topic="marketing"
              checked={enabled(channel, 'marketing')}
              describedBy="topik-marketing-info"
            />
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary">
        Simpan pilihan
      </button>
    </form>
  )
}

function TopicFieldset({
  topic,
  channels,
  enabled,
}: {
  topic: NotificationTopic
  channels: NotificationChannel[]
  enabled: (channel: NotificationChannel, topic: NotificationTopic) => boolean
}) {
  const locked = topic === 'security'
  const info = `topik-${topic}-info`
  return (
    <fieldset className="notification-topic">
      <legend className="notification-topic__name">{TOPIC_LABELS[topic].name}</legend>
      <p id={info} className="notification-topic__covers">
        {TOPIC_LABELS[topic].covers}
        {locked
          ? ' Selalu aktif: demi keamanan akunmu, pemberitahuan ini tidak bisa dimatikan.'
          : null}
      </p>
      <div className="notification-topic__channels">
        {channels.map((channel) => (
          <ChannelCheckbox
            key={channel}
            channel={channel}
            topic={topic}
            checked={locked || enabled(channel, topic)}
            locked={locked}
            describedBy={info}
          />
        ))}
      </div>
    </fieldset>
  )
}

function ChannelCheckbox({
  channel,
  topic,
  checked,
  locked = false,
  describedBy,
}: {
  channel: NotificationChannel
  topic: NotificationTopic
  checked: boolean
  locked?: boolean
  describedBy: string
}) {
  const id = `notifikasi-${channel}-${topic}`
  return (
    <div className="notification-channel">
      {/* A disabled box is never posted: the locked ones are not in `shown` either. */}
      <input
        id={id}
        type="checkbox"
        name={locked ? undefined : choiceField(channel, topic)}
        defaultChecked={checked}
        disabled={locked}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>{CHANNEL_LABELS[channel]}</label>
    </div>
  )
}
