/**
 * Six promotions around November and December 2026: five running (one for members only) and
 * one that ended in October, so the pages show every state.
 */
import type { ContentBlock } from '../../../../contract/content/schemas'
import { image } from './images'

interface PromotionText {
  id: string
  title: string
  summary: string
  label: string
  validFrom: string
  validUntil: string
  code: string | null
  membersOnly: boolean
  terms: string[]
  howToUse: string[]
  about: string[]
}

const texts: PromotionText[] = [
  {
    id: 'konsultasi-hemat-november',
    title: 'Konsultasi Hemat November',
    summary: 'Potongan Rp25.000 untuk konsultasi online dengan dokter di semua poliklinik.',
    label: 'Rp25rb',
    validFrom: '2026-11-01T00:00:00.000+07:00',
    validUntil: '2026-11-30T23:59:59.000+07:00',
    code: 'HEMATNOV',
    membersOnly: false,
    terms: [
      'Berlaku untuk biaya konsultasi online, tidak termasuk obat dan ongkos kirim.',
      'Satu kali pemakaian untuk setiap akun.',
      'Tidak dapat digabung dengan promo lain.',
    ],
    howToUse: [
      'Pilih keluhan dan jawab pertanyaan dokter.',
      'Masukkan kode HEMATNOV di halaman pembayaran.',
      'Potongan langsung terlihat sebelum kamu membayar.',
    ],
    about: [
      'Masih menunda konsultasi karena biaya? Selama November, kamu bisa berkonsultasi dengan dokter lebih hemat untuk keluhan kulit, rambut, kesehatan wanita, dan lainnya.',
      'Dokter akan membaca jawabanmu, bertanya lebih lanjut bila perlu, lalu menyusun rencana perawatan yang sesuai.',
    ],
  },
  {
    id: 'gratis-ongkir-akhir-tahun',
    title: 'Gratis Ongkir Akhir Tahun',
    summary:
      'Gratis ongkos kirim obat dan produk perawatan ke seluruh Indonesia, minimal belanja Rp150.000.',
    label: 'Ongkir 0',
    validFrom: '2026-11-15T00:00:00.000+07:00',
    validUntil: '2026-12-31T23:59:59.000+07:00',
    code: null,
    membersOnly: false,
    terms: [
      'Minimal belanja Rp150.000 setelah diskon.',
      'Potongan ongkos kirim maksimal Rp30.000 per pesanan.',
      'Berlaku otomatis tanpa kode.',
    ],
    howToUse: [
      'Tambahkan produk ke keranjang hingga minimal Rp150.000.',
      'Pilih alamat pengiriman.',
      'Potongan ongkos kirim diterapkan otomatis saat checkout.',
    ],
    about: [
      'Obat dan produk perawatan dari dokter bisa sampai ke rumahmu tanpa ongkos kirim, dari Sabang sampai Merauke.',
      'Semua produk dikemas rapi dan tertutup sehingga privasimu tetap terjaga.',
    ],
  },
  {
    id: 'paket-kulit-tenang',
    title: 'Paket Kulit Tenang',
    summary: 'Diskon 20% untuk paket perawatan jerawat setelah konsultasi dengan dokter.',
    label: '20%',
    validFrom: '2026-11-10T00:00:00.000+07:00',
    validUntil: '2026-12-15T23:59:59.000+07:00',
    code: 'KULITTENANG',
    membersOnly: false,
    terms: [
      'Berlaku untuk paket perawatan yang direkomendasikan dokter setelah konsultasi jerawat.',
      'Diskon maksimal Rp75.000.',
      'Obat resep hanya diberikan sesuai penilaian dokter.',
    ],
    howToUse: [
      'Mulai konsultasi di Poliklinik Kulit untuk keluhan jerawat.',
      'Setelah dokter memberi rekomendasi, masukkan kode KULITTENANG saat membayar paket.',
    ],
    about: [
      'Perawatan jerawat butuh waktu dan konsistensi. Paket ini membantu kamu menjalankan rutinitas dari dokter tanpa harus membeli produk satu per satu.',
      'Hasil perawatan berbeda pada setiap orang. Dokter akan memantau perkembanganmu lewat konsultasi lanjutan.',
    ],
  },
  {
    id: 'hari-kesehatan-nasional',
    title: 'Hari Kesehatan Nasional',
    summary: 'Konsultasi pertama di Poliklinik Umum dan Poliklinik Gizi hanya Rp19.000.',
    label: 'Rp19rb',
    validFrom: '2026-11-12T00:00:00.000+07:00',
    validUntil: '2026-12-12T23:59:59.000+07:00',
    code: 'SEHAT19',
    membersOnly: false,
    terms: [
      'Berlaku untuk konsultasi pertama di Poliklinik Umum atau Poliklinik Gizi.',
      'Satu kali pemakaian untuk setiap akun.',
      'Kuota terbatas setiap harinya.',
    ],
    howToUse: [
      'Pilih keluhan di Poliklinik Umum atau Poliklinik Gizi.',
      'Masukkan kode SEHAT19 di halaman pembayaran.',
    ],
    about: [
      'Dalam rangka Hari Kesehatan Nasional, kami ingin lebih banyak orang berani memeriksakan keluhannya sejak dini.',
      'Mulai dari maag, sakit kepala, sampai pola makan, ceritakan keluhanmu dan dapatkan saran dari dokter.',
    ],
  },
  {
    id: 'khusus-member-diskon-30',
    title: 'Khusus Member: Diskon 30% Konsultasi Lanjutan',
    summary: 'Untuk kamu yang sudah punya akun: potongan 30% untuk konsultasi lanjutan.',
    label: '30%',
    validFrom: '2026-11-01T00:00:00.000+07:00',
    validUntil: '2026-12-31T23:59:59.000+07:00',
    code: 'MEMBER30',
    membersOnly: true,
    terms: [
      'Hanya untuk member yang sudah masuk ke akunnya.',
      'Berlaku untuk konsultasi lanjutan dengan keluhan yang sama.',
      'Diskon maksimal Rp50.000.',
    ],
    howToUse: [
      'Masuk ke akun Diri kamu.',
      'Buka riwayat konsultasi dan pilih konsultasi lanjutan.',
      'Masukkan kode MEMBER30 di halaman pembayaran.',
    ],
    about: [
      'Terima kasih sudah mempercayakan kesehatanmu kepada Diri. Konsultasi lanjutan membantu dokter memantau perkembangan perawatanmu.',
    ],
  },
  {
    id: 'bulan-peduli-rambut',
    title: 'Bulan Peduli Rambut',
    summary: 'Diskon 15% untuk konsultasi di Poliklinik Rambut selama Oktober.',
    label: '15%',
    validFrom: '2026-10-01T00:00:00.000+07:00',
    validUntil: '2026-10-31T23:59:59.000+07:00',
    code: 'RAMBUT15',
    membersOnly: false,
    terms: [
      'Berlaku untuk konsultasi di Poliklinik Rambut.',
      'Satu kali pemakaian untuk setiap akun.',
    ],
    howToUse: [
      'Pilih keluhan di Poliklinik Rambut.',
      'Masukkan kode RAMBUT15 di halaman pembayaran.',
    ],
    about: [
      'Rambut rontok, ketombe, dan kebotakan bisa ditangani lebih baik jika diperiksa sejak awal.',
    ],
  },
]

export const promotionSeed = texts.map((text) => {
  const banner = image(`promotions/${text.id}`, `Banner promo: ${text.title}`, 'banner', {
    width: 1200,
    height: 600,
    label: text.label,
  })
  const blocks: ContentBlock[] = [
    { layout: 'TEXT_ONLY', id: 'tentang-promo', title: 'Tentang promo ini', body: text.about },
  ]
  return {
    id: text.id,
    title: text.title,
    summary: text.summary,
    image: banner,
    validFrom: new Date(text.validFrom),
    validUntil: new Date(text.validUntil),
    code: text.code,
    membersOnly: text.membersOnly,
    terms: text.terms,
    howToUse: text.howToUse,
    blocks,
  }
})
