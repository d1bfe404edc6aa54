/** How `/akun/notifikasi` names the channels and topics, and what each topic covers. */
import type { NotificationChannel, NotificationTopic } from '../../../contract/notifications/kinds'

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'Email',
  push: 'Push di browser',
  whatsapp: 'WhatsApp',
}

export const TOPIC_LABELS: Record<NotificationTopic, { name: string; covers: string }> = {
  consult: { name: 'Konsultasi', covers: 'Dokter bergabung, membalas, atau menutup konsultasimu.' },
  order: { name: 'Pesanan', covers: 'Pembayaran berhasil, gagal, atau kedaluwarsa; pengiriman.' },
  booking: {
    name: 'Booking klinik',
    covers: 'Konfirmasi, perubahan jadwal, pembatalan, pengingat.',
  },
  refund: { name: 'Pengembalian dana', covers: 'Dana yang akan dan sudah dikembalikan.' },
  security: { name: 'Keamanan akun', covers: 'Saat ada yang masuk ke akunmu.' },
  marketing: {
    name: 'Promo dan kabar Diri',
    covers: 'Penawaran dan info produk. Hanya jika kamu setuju.',
  },
}
