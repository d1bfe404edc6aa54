/**
 * Three care programs (a set of sessions over some weeks, paid once) and three subscription
 * packages (paid monthly). The yearly package is not on sale until February 2027, so visitors
 * see 'Ingatkan saya'.
 */
import { image } from '../content-data/images'
import type { SeedProgram, SeedSubscriptionPackage } from './types'

export const programSeed: SeedProgram[] = [
  {
    id: 'program-bebas-jerawat-12-minggu',
    name: 'Program Bebas Jerawat 12 Minggu',
    summary:
      'Enam sesi perawatan jerawat selama 12 minggu, dengan konsultasi dokter di awal, tengah, dan akhir program.',
    image: image(
      'klinik/program/program-bebas-jerawat-12-minggu',
      'Ilustrasi Program Bebas Jerawat 12 Minggu',
      'closeup',
      { width: 1200, height: 800 },
    ),
    durationWeeks: 12,
    sessions: 6,
    price: 2100000,
    includes: [
      '3x Facial Acne',
      '3x Acne Peel Salisilat',
      'Konsultasi dokter di minggu ke-1, ke-6, dan ke-12',
      'Suntik jerawat bila dibutuhkan, maksimal 3 titik',
      'Foto perkembangan kulit di setiap kontrol',
    ],
    treatmentIds: ['facial-acne', 'facial-acne-peel', 'suntik-jerawat'],
  },
  {
    id: 'program-samarkan-bopeng-6-bulan',
    name: 'Program Samarkan Bopeng 6 Bulan',
    summary:
      'Microneedling dan TCA Cross yang diatur dokter selama 6 bulan untuk bekas jerawat cekung.',
    image: image(
      'klinik/program/program-samarkan-bopeng-6-bulan',
      'Ilustrasi Program Samarkan Bopeng 6 Bulan',
      'closeup',
      { width: 1200, height: 800 },
    ),
    durationWeeks: 24,
    sessions: 5,
    price: 6500000,
    includes: [
      '4x Microneedling untuk Bekas Jerawat',
      '1x TCA Cross untuk bopeng yang dalam',
      'Krim anestesi di setiap sesi',
      'Konsultasi dokter spesialis di awal dan akhir program',
      'Serum pemulihan untuk dipakai di rumah',
    ],
    treatmentIds: ['microneedling-bekas-jerawat', 'tca-cross-bopeng'],
  },
  {
    id: 'program-kulit-cerah-8-minggu',
    name: 'Program Kulit Cerah 8 Minggu',
    summary: 'Peeling dan facial bergantian selama 8 minggu untuk kulit kusam dan flek ringan.',
    image: image(
      'klinik/program/program-kulit-cerah-8-minggu',
      'Ilustrasi Program Kulit Cerah 8 Minggu',
      'scene',
      { width: 1200, height: 800 },
    ),
    durationWeeks: 8,
    sessions: 4,
    price: 1450000,
    includes: [
      '2x Chemical Peeling Glikolat',
      '2x Facial Brightening',
      'Konsultasi dokter di awal dan akhir program',
      'Tabir surya ukuran perjalanan',
    ],
    treatmentIds: ['chemical-peeling', 'facial-brightening'],
  },
]

export const subscriptionPackageSeed: SeedSubscriptionPackage[] = [
  {
    id: 'langganan-rawat-rutin-3-bulan',
    name: 'Rawat Rutin 3 Bulan',
    summary: 'Satu facial setiap bulan dan konsultasi dokter, untuk kamu yang baru mulai rutin.',
    price: 249000,
    memberPrice: 219000,
    periodMonths: 3,
    benefits: [
      '1x Facial Acne, Brightening, atau Hydrating setiap bulan',
      '1x konsultasi dokter setiap bulan',
      'Diskon 10% untuk perawatan lain',
      'Bebas biaya ganti jadwal',
    ],
    availableFrom: null,
  },
  {
    id: 'langganan-kulit-sehat-6-bulan',
    name: 'Kulit Sehat 6 Bulan',
    summary: 'Facial dan peeling bergantian setiap bulan, dengan kontrol dokter yang teratur.',
    price: 449000,
    memberPrice: 399000,
    periodMonths: 6,
    benefits: [
      '1x facial atau peeling pilihan setiap bulan',
      '1x Terapi Cahaya LED setiap bulan',
      'Konsultasi dokter tanpa batas selama berlangganan',
      'Diskon 15% untuk perawatan laser dan injeksi',
      'Prioritas jadwal akhir pekan',
    ],
    availableFrom: null,
  },
  {
    id: 'langganan-perawatan-lengkap-12-bulan',
    name: 'Perawatan Lengkap 12 Bulan',
    summary:
      'Perawatan bulanan setahun penuh, termasuk laser setiap tiga bulan. Mulai Februari 2027.',
    price: 899000,
    memberPrice: null,
    periodMonths: 12,
    benefits: [
      '1x facial atau peeling pilihan setiap bulan',
      '1x Laser Rejuvenation setiap 3 bulan',
      'Konsultasi dokter tanpa batas',
      'Diskon 20% untuk perawatan lain',
      'Bisa dipakai di semua cabang Diri Klinik',
    ],
    availableFrom: '2027-02-01T00:00:00.000+07:00',
  },
]
