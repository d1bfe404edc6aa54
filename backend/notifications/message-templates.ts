/**
 * What each kind of notification says when it leaves the app (issue 29 §3): one Indonesian
 * message per kind, the same for every member and every event of that kind. Health details never
 * leave in a message: not the complaint, not the doctor's reply, not a product or a treatment's
 * name; the message says what happened in general and links to the page in the app that says more
 * (behind sign-in).
 */
import type { NotificationKind } from '../../contract/notifications/kinds'

export interface MessageTemplate {
  /** The email's subject, the push's title, the first line of the WhatsApp text. */
  title: string
  /** One or two sentences with no detail of the member's own. */
  body: string
  /** The button under it. */
  action: string
}

export const MESSAGE_TEMPLATES = {
  'consult.doctor_joined': {
    title: 'Dokter sudah bergabung di konsultasimu',
    body: 'Dokter siap membaca ceritamu. Buka Diri untuk melanjutkan konsultasi.',
    action: 'Buka konsultasi',
  },
  'consult.doctor_replied': {
    title: 'Dokter membalas konsultasimu',
    body: 'Ada pesan baru dari dokter. Buka Diri untuk membacanya.',
    action: 'Baca balasan',
  },
  'consult.closed': {
    title: 'Konsultasimu sudah selesai',
    body: 'Dokter menutup konsultasimu dan memberi rekomendasi. Lihat di Diri.',
    action: 'Lihat rekomendasi',
  },
  'order.paid': {
    title: 'Pembayaran pesananmu berhasil',
    body: 'Pesananmu sedang kami siapkan. Lihat detailnya di Diri.',
    action: 'Lihat pesanan',
  },
  'order.failed': {
    title: 'Pembayaran pesananmu gagal',
    body: 'Pembayaranmu belum berhasil. Kamu bisa mencoba lagi dengan metode lain di Diri.',
    action: 'Lihat pesanan',
  },
  'order.expired': {
    title: 'Batas waktu pembayaran pesananmu habis',
    body: 'Pesananmu dibatalkan karena belum dibayar. Kamu bisa memesan lagi di Diri.',
    action: 'Lihat pesanan',
  },
  'order.shipped': {
    title: 'Pesananmu sedang dikirim',
    body: 'Pesananmu sudah diserahkan ke kurir. Lacak pengirimannya di Diri.',
    action: 'Lacak pesanan',
  },
  'order.delivered': {
    title: 'Pesananmu sudah sampai',
    body: 'Kurir sudah mengantarkan pesananmu. Lihat detailnya di Diri.',
    action: 'Lihat pesanan',
  },
  'booking.confirmed': {
    title: 'Booking-mu sudah terkonfirmasi',
    body: 'Tiket booking-mu sudah siap. Tunjukkan di klinik saat kamu datang.',
    action: 'Lihat tiket',
  },
  'booking.rescheduled': {
    title: 'Jadwal booking-mu berubah',
    body: 'Booking-mu pindah ke jadwal baru. Lihat jam dan tanggalnya di Diri.',
    action: 'Lihat jadwal',
  },
  'booking.cancelled': {
    title: 'Booking-mu dibatalkan',
    body: 'Booking-mu sudah dibatalkan. Lihat detailnya di Diri.',
    action: 'Lihat booking',
  },
  'booking.reminder_day': {
    title: 'Pengingat: booking-mu besok',
    body: 'Jangan lupa jadwalmu di klinik besok. Lihat jam dan lokasinya di Diri.',
    action: 'Lihat tiket',
  },
  'booking.reminder_hours': {
    title: 'Pengingat: booking-mu 2 jam lagi',
    body: 'Jadwalmu di klinik sebentar lagi. Lihat lokasinya di Diri.',
    action: 'Lihat tiket',
  },
  'refund.owed': {
    title: 'Dana kamu akan dikembalikan',
    body: 'Kami sedang memproses pengembalian danamu. Lihat statusnya di Diri.',
    action: 'Lihat status',
  },
  'refund.paid': {
    title: 'Dana kamu sudah dikembalikan',
    body: 'Pengembalian danamu sudah kami kirim. Lihat detailnya di Diri.',
    action: 'Lihat detail',
  },
  'security.sign_in': {
    title: 'Ada yang masuk ke akun Diri-mu',
    body: 'Akunmu baru saja dipakai masuk. Jika itu bukan kamu, segera keluar dari semua perangkat di Diri.',
    action: 'Buka akun',
  },
} as const satisfies Record<NotificationKind, MessageTemplate>

/** Where a message links: the notification's own page when it is a path of ours, else the list. */
export function messagePath(url: string | null): string {
  // A path of this site only: '//host' or a full URL would send the member elsewhere.
  return url && /^\/(?!\/)/.test(url) ? url : '/notifikasi'
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** The email of one kind: a plain-text part and an HTML part that say the same. */
export function renderEmail(kind: NotificationKind, siteUrl: string, path: string): RenderedEmail {
  const template = MESSAGE_TEMPLATES[kind]
  const link = `${siteUrl}${path}`
  const settings = `${siteUrl}/akun/notifikasi`
  const text = [
    'Halo,',
    '',
    `${template.title}.`,
    template.body,
    '',
    `${template.action}: ${link}`,
    '',
    'Demi privasimu, email ini tidak memuat detail kesehatan atau pesananmu; semuanya ada di Diri setelah kamu masuk.',
    `Atur notifikasi: ${settings}`,
    '',
  ].join('\n')
  const html = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(template.title)}</title></head>
<body style="margin:0;padding:24px;background:#f7f5f2;font-family:Arial,Helvetica,sans-serif;color:#1f1d1a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px">Halo,</p>
<h1 style="font-size:20px;line-height:1.3;margin:0 0 8px">${escapeHtml(template.title)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(template.body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f1d1a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:999px">${escapeHtml(template.action)}</a></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#5c5852">Demi privasimu, email ini tidak memuat detail kesehatan atau pesananmu; semuanya ada di Diri setelah kamu masuk. <a href="${escapeHtml(settings)}" style="color:#5c5852">Atur notifikasi</a></p>
</div>
</body>
</html>
`
  return { subject: template.title, text, html }
}

/** What a push shows (the service worker's `push` handler) and where its click goes. */
export function renderPush(kind: NotificationKind, path: string, notificationId: string) {
  const template = MESSAGE_TEMPLATES[kind]
  return { title: template.title, body: template.body, url: path, tag: notificationId }
}

/** The WhatsApp template's one body parameter. */
export function renderWhatsAppText(kind: NotificationKind): string {
  const template = MESSAGE_TEMPLATES[kind]
  return `${template.title}. ${template.body}`
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}
