/**
 * Five clinic promotions around late 2026 (today in the seed's story: 24 November 2026): three
 * running, one that ended in October and one that starts in January 2027, so the pages show
 * every status. Some are tied to a treatment, some to a few branches, some to every branch.
 */
import { image } from '../content-data/images'
import type { SeedClinicPromotion } from './types'

interface PromotionText {
  id: string
  title: string
  summary: string
  label: string
  validFrom: string
  validUntil: string
  normalPrice: number
  promoPrice: number
  treatmentId: string | null
  clinicIds: string[]
  terms: string[]
  about: string[]
  details: string[]
  howToUse: string[]
}

const texts: PromotionText[] = [
  {
    id: 'facial-acne-akhir-tahun',
    title: 'Facial Acne Akhir Tahun',
    summary: 'Facial Acne hanya Rp175.000 di semua cabang Diri Klinik sampai akhir Desember.',
    label: '-30%',
    validFrom: '2026-11-15T00:00:00.000+07:00',
    validUntil: '2026-12-31T23:59:59.000+07:00',
    normalPrice: 250000,
    promoPrice: 175000,
    treatmentId: 'facial-acne',
    clinicIds: [],
    terms: [
      'Berlaku untuk satu sesi Facial Acne per akun selama periode promo.',
      'Berlaku di semua cabang Diri Klinik yang sedang buka.',
      'Tidak dapat digabung dengan promo atau paket lain.',
      'Jadwal harus dipesan lewat aplikasi sebelum datang.',
    ],
    about: [
      'Tutup tahun dengan kulit yang lebih bersih. Selama promo, Facial Acne lengkap dengan konsultasi singkat, ekstraksi komedo, dan masker penenang bisa kamu nikmati dengan harga lebih hemat.',
    ],
    details: [
      'Harga promo sudah termasuk konsultasi singkat dengan dokter atau terapis sebelum facial.',
      'Produk yang disarankan untuk dipakai di rumah dibayar terpisah dan tidak wajib dibeli.',
    ],
    howToUse: [
      'Pilih Facial Acne di halaman Perawatan Klinik.',
      'Pilih cabang dan jadwal yang kamu mau, lalu konfirmasi pesanan.',
      'Harga promo langsung terpasang; bayar di kasir klinik setelah perawatan.',
    ],
  },
  {
    id: 'laser-rejuvenation-kemang-darmo',
    title: 'Laser Rejuvenation di Kemang dan Darmo',
    summary: 'Laser Rejuvenation Rp900.000 per sesi, khusus di cabang Kemang dan Darmo.',
    label: 'Rp900rb',
    validFrom: '2026-11-01T00:00:00.000+07:00',
    validUntil: '2027-01-31T23:59:59.000+07:00',
    normalPrice: 1200000,
    promoPrice: 900000,
    treatmentId: 'laser-rejuvenation',
    clinicIds: ['diri-klinik-kemang', 'diri-klinik-darmo'],
    terms: [
      'Hanya berlaku di Diri Klinik Kemang dan Diri Klinik Darmo.',
      'Berlaku untuk maksimal 3 sesi per akun selama periode promo.',
      'Dokter berhak menunda tindakan bila kulit sedang terbakar matahari atau meradang.',
      'Tidak dapat digabung dengan promo lain.',
    ],
    about: [
      'Kulit kusam dan pori besar setelah setahun penuh aktivitas? Laser Rejuvenation membantu kulit tampak lebih cerah dan kencang, tanpa masa pemulihan.',
    ],
    details: [
      'Promo ini hanya di cabang yang punya ruang laser tersendiri, supaya jadwalmu lebih mudah didapat.',
      'Setiap sesi didahului pemeriksaan dokter untuk mengatur energi laser sesuai kulitmu.',
    ],
    howToUse: [
      'Pilih Laser Rejuvenation di halaman Perawatan Klinik.',
      'Pilih cabang Kemang atau Darmo beserta jadwalnya.',
      'Harga promo terpasang otomatis saat kamu mengonfirmasi pesanan.',
    ],
  },
  {
    id: 'kunjungan-pertama-timur',
    title: 'Kunjungan Pertama di Bali, Makassar, dan Jayapura',
    summary: 'Konsultasi dokter dan analisis kulit cukup Rp99.000 untuk kunjungan pertamamu.',
    label: 'Rp99rb',
    validFrom: '2026-11-01T00:00:00.000+07:00',
    validUntil: '2027-03-31T23:59:59.000+07:00',
    normalPrice: 250000,
    promoPrice: 99000,
    treatmentId: null,
    clinicIds: ['diri-klinik-renon', 'diri-klinik-panakkukang', 'diri-klinik-jayapura'],
    terms: [
      'Khusus pasien yang belum pernah datang ke cabang Diri Klinik mana pun.',
      'Berlaku di Diri Klinik Renon, Panakkukang, dan Jayapura.',
      'Termasuk konsultasi dokter dan analisis kulit dengan alat, tidak termasuk tindakan.',
    ],
    about: [
      'Baru pertama kali ke klinik kulit? Mulai dengan mengenal kulitmu dulu. Dokter akan memeriksa kulitmu dengan alat analisis, menjelaskan hasilnya, dan menyarankan perawatan bila memang perlu.',
    ],
    details: [
      'Tidak ada kewajiban membeli perawatan atau produk setelah konsultasi.',
      'Hasil analisis kulit tersimpan di akunmu, jadi bisa dibandingkan saat kontrol berikutnya.',
    ],
    howToUse: [
      'Pilih cabang Renon, Panakkukang, atau Jayapura di halaman Cabang Klinik.',
      'Pesan jadwal kunjungan di hari dan jam yang kamu mau.',
      'Tunjukkan kode pesanan di kasir; harga promo berlaku otomatis untuk kunjungan pertama.',
    ],
  },
  {
    id: 'bulan-peduli-kulit-oktober',
    title: 'Bulan Peduli Kulit',
    summary: 'Chemical Peeling Glikolat diskon 30% di semua cabang selama Oktober.',
    label: '-30%',
    validFrom: '2026-10-01T00:00:00.000+07:00',
    validUntil: '2026-10-31T23:59:59.000+07:00',
    normalPrice: 450000,
    promoPrice: 315000,
    treatmentId: 'chemical-peeling',
    clinicIds: [],
    terms: [
      'Berlaku untuk Chemical Peeling Glikolat selama Oktober 2026.',
      'Satu sesi per akun.',
      'Tidak dapat digabung dengan promo lain.',
    ],
    about: [
      'Sepanjang Oktober kami mengajak lebih banyak orang merawat kulit dengan pengawasan dokter, dimulai dari chemical peeling yang aman dan terjangkau.',
    ],
    details: [
      'Promo ini sudah berakhir. Lihat promo lain yang sedang berjalan di halaman Promo Klinik.',
    ],
    howToUse: [
      'Pilih Chemical Peeling Glikolat di halaman Perawatan Klinik.',
      'Pilih cabang dan jadwal.',
      'Harga promo terpasang otomatis saat kamu mengonfirmasi pesanan.',
    ],
  },
  {
    id: 'skin-booster-tahun-baru',
    title: 'Skin Booster Tahun Baru',
    summary:
      'Skin Booster Rp1.950.000 per sesi di Kemang, Menteng, dan Darmo, mulai 1 Januari 2027.',
    label: 'Rp1,95jt',
    validFrom: '2027-01-01T00:00:00.000+07:00',
    validUntil: '2027-02-28T23:59:59.000+07:00',
    normalPrice: 2500000,
    promoPrice: 1950000,
    treatmentId: 'skin-booster',
    clinicIds: ['diri-klinik-kemang', 'diri-klinik-menteng', 'diri-klinik-darmo'],
    terms: [
      'Berlaku mulai 1 Januari sampai 28 Februari 2027.',
      'Hanya di Diri Klinik Kemang, Menteng, dan Darmo.',
      'Harga untuk satu sesi; maksimal 3 sesi per akun selama periode promo.',
      'Tindakan dilakukan setelah konsultasi dan persetujuan dokter.',
    ],
    about: [
      'Awali tahun dengan kulit yang lebih lembap dan kenyal. Skin Booster memberi asam hialuronat langsung ke lapisan kulit, dilakukan oleh dokter dengan produk terdaftar BPOM.',
    ],
    details: [
      'Jadwal sudah bisa dipesan sekarang untuk tanggal mulai 1 Januari 2027.',
      'Bila dokter menilai skin booster belum cocok untukmu, kamu hanya membayar biaya konsultasi.',
    ],
    howToUse: [
      'Pilih Skin Booster di halaman Perawatan Klinik.',
      'Pilih cabang Kemang, Menteng, atau Darmo, dengan jadwal mulai 1 Januari 2027.',
      'Harga promo berlaku otomatis untuk jadwal di dalam periode promo.',
    ],
  },
]

export const clinicPromotionSeed: SeedClinicPromotion[] = texts.map((text) => ({
  id: text.id,
  title: text.title,
  summary: text.summary,
  image: image(`klinik/promo/${text.id}`, `Banner promo klinik: ${text.title}`, 'banner', {
    width: 1200,
    height: 600,
    label: text.label,
  }),
  validFrom: text.validFrom,
  validUntil: text.validUntil,
  normalPrice: text.normalPrice,
  promoPrice: text.promoPrice,
  treatmentId: text.treatmentId,
  clinicIds: text.clinicIds,
  terms: text.terms,
  blocks: [
    { layout: 'TEXT_ONLY', id: 'tentang-promo', title: 'Tentang promo ini', body: text.about },
    {
      layout: 'TEXT_ONLY',
      id: 'yang-perlu-diketahui',
      title: 'Yang perlu kamu tahu',
      body: text.details,
    },
  ],
  howToUse: text.howToUse,
}))
