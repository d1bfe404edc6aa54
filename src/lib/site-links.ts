/** The public pages the header menu and the footer link to (one list, so none is forgotten). */
export const MAIN_LINKS = [
  { to: '/', label: 'Beranda' },
  { to: '/poliklinik', label: 'Poliklinik' },
  { to: '/klinik', label: 'Klinik' },
  { to: '/artikel', label: 'Artikel' },
  { to: '/promo', label: 'Promo' },
  { to: '/testimoni', label: 'Testimoni' },
] as const

export const MORE_LINKS = [
  { to: '/keluhan', label: 'Ceritakan Keluhan' },
  { to: '/advisor', label: 'Dokter Kami' },
  { to: '/tentang-kami', label: 'Tentang Kami' },
  { to: '/faq', label: 'FAQ' },
  { to: '/interim', label: 'Sebelum Konsultasi' },
  { to: '/help-center', label: 'Pusat Bantuan' },
] as const

export const LEGAL_LINKS = [
  { to: '/kebijakan-privasi', label: 'Kebijakan Privasi' },
  { to: '/syarat-ketentuan', label: 'Syarat dan Ketentuan' },
  { to: '/persetujuan-konsultasi', label: 'Persetujuan Konsultasi' },
] as const
