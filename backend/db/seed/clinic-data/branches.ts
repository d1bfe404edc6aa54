/**
 * The Diri Klinik branches: seven open ones across five time-zone-spanning provinces and one
 * closed for renovation (Bekasi), so `isActive` filtering shows. Addresses use real kecamatan,
 * kota and postal codes of those neighbourhoods (checked against data/postal-codes-by-district.csv);
 * street numbers and phone lines are made up for this project.
 */
import type { OpeningHours } from '../../../../contract/clinic/schemas'
import { image } from '../content-data/images'
import type { SeedBranch } from './types'

/** Monday to Saturday with the same hours, and Sunday's (null: closed on Sunday). */
function week(
  weekdays: [opens: string, closes: string],
  saturday: [opens: string, closes: string] | null,
  sunday: [opens: string, closes: string] | null,
): OpeningHours[] {
  const days: OpeningHours[] = [1, 2, 3, 4, 5].map((day) => ({
    day,
    opens: weekdays[0],
    closes: weekdays[1],
  }))
  if (saturday) days.push({ day: 6, opens: saturday[0], closes: saturday[1] })
  if (sunday) days.push({ day: 7, opens: sunday[0], closes: sunday[1] })
  return days
}

/**
 * Each branch's own view (scripts/make-content-images.ts draws one composition per motif): the
 * clinic in front of something of its city, and what the picture shows, in words.
 */
const BRANCH_VIEWS: Record<string, { motif: string; shows: string }> = {
  'diri-klinik-kemang': {
    motif: 'pepohonan',
    shows: 'rumah klinik berhalaman di antara pepohonan rindang',
  },
  'diri-klinik-menteng': { motif: 'monas', shows: 'gedung klinik dengan Monas di kejauhan' },
  'diri-klinik-dago': {
    motif: 'gunung',
    shows: 'gedung klinik dengan perbukitan Bandung di belakangnya',
  },
  'diri-klinik-renon': {
    motif: 'candi-bentar',
    shows: 'gapura candi bentar khas Bali di samping klinik',
  },
  'diri-klinik-panakkukang': {
    motif: 'pinisi',
    shows: 'ruko klinik dengan kapal pinisi khas Makassar di laut',
  },
  'diri-klinik-jayapura': {
    motif: 'teluk',
    shows: 'klinik di tepi teluk dengan perbukitan hijau',
  },
  'diri-klinik-darmo': {
    motif: 'jembatan',
    shows: 'gedung klinik dengan Jembatan Suramadu di kejauhan',
  },
  'diri-klinik-bekasi': {
    motif: 'renovasi',
    shows: 'gedung klinik berperancah karena sedang direnovasi',
  },
}

function picture(id: string, name: string) {
  const view = BRANCH_VIEWS[id]
  if (!view) throw new Error(`No picture for the branch ${id}`)
  return image(`klinik/cabang/${id}`, `Ilustrasi ${name}: ${view.shows}`, 'branch', {
    width: 1200,
    height: 800,
    motif: view.motif,
  })
}

function roomPicture(id: string, alt: string) {
  return image(`klinik/cabang/${id}-ruang-perawatan`, alt, 'scene', { width: 800, height: 600 })
}

export const branchSeed: SeedBranch[] = [
  {
    id: 'diri-klinik-kemang',
    name: 'Diri Klinik Kemang',
    summary: 'Klinik di Jalan Kemang Raya, Jakarta Selatan, dengan parkir di halaman sendiri.',
    isActive: true,
    address: {
      street: 'Jl. Kemang Raya No. 18, Bangka',
      district: 'Mampang Prapatan',
      city: 'Kota Jakarta Selatan',
      provinceId: '31',
      postalCode: '12730',
    },
    coordinates: { latitude: -6.2612, longitude: 106.8143 },
    phone: '+62215550118',
    timeZone: 'Asia/Jakarta',
    openingHours: week(['10:00', '20:00'], ['10:00', '20:00'], ['10:00', '16:00']),
    image: picture('diri-klinik-kemang', 'Diri Klinik Kemang'),
    blocks: [
      {
        layout: 'TEXT_IMAGE',
        id: 'tentang-cabang',
        title: 'Tentang Diri Klinik Kemang',
        body: [
          'Cabang Kemang adalah klinik Diri yang paling lama melayani di Jakarta Selatan. Ruangannya tenang, dengan enam ruang perawatan dan dua ruang konsultasi dokter.',
          'Kamu bisa konsultasi dulu dengan dokter sebelum memutuskan perawatan. Tidak ada paksaan membeli paket.',
        ],
        image: roomPicture('diri-klinik-kemang', 'Ruang perawatan wajah di Diri Klinik Kemang'),
        imagePosition: 'right',
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cara-ke-sini',
        title: 'Cara ke sini',
        body: [
          'Klinik ada di sisi timur Jalan Kemang Raya, sekitar 200 meter dari perempatan Kemang Raya dan Jalan Kemang Selatan.',
        ],
        bullets: [
          'Mobil dan motor: parkir gratis di halaman klinik untuk 12 mobil.',
          'Transportasi umum: naik MRT sampai Stasiun Blok M BCA, lanjut ojek online sekitar 10 menit.',
          'TransJakarta: turun di halte Kemang, lalu jalan kaki sekitar 5 menit.',
        ],
      },
    ],
    facilities: [
      'Parkir gratis di halaman',
      'Ruang tunggu ber-AC',
      'Wi-Fi gratis',
      'Musala',
      'Ruang laktasi',
      'Pembayaran non-tunai',
    ],
    openedAt: '2019-09-14',
    patientsServed: 8650,
  },
  {
    id: 'diri-klinik-menteng',
    name: 'Diri Klinik Menteng',
    summary: 'Klinik di Menteng, Jakarta Pusat, dekat Stasiun Gondangdia.',
    isActive: true,
    address: {
      street: 'Jl. H.O.S. Cokroaminoto No. 45, Menteng',
      district: 'Menteng',
      city: 'Kota Jakarta Pusat',
      provinceId: '31',
      postalCode: '10310',
    },
    coordinates: { latitude: -6.1983, longitude: 106.8305 },
    phone: '+62213150045',
    timeZone: 'Asia/Jakarta',
    openingHours: week(['09:00', '19:00'], ['09:00', '17:00'], null),
    image: picture('diri-klinik-menteng', 'Diri Klinik Menteng'),
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-cabang',
        title: 'Tentang Diri Klinik Menteng',
        body: [
          'Cabang Menteng menempati rumah lama bergaya kolonial yang kami tata ulang menjadi klinik yang nyaman. Banyak pasien datang saat jam istirahat kantor, jadi kami buka lebih pagi, pukul 09.00.',
          'Hari Minggu cabang ini tutup. Untuk jadwal akhir pekan, kamu bisa memilih hari Sabtu atau cabang Kemang.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cara-ke-sini',
        title: 'Cara ke sini',
        body: ['Klinik berada di Jalan H.O.S. Cokroaminoto, tidak jauh dari Taman Suropati.'],
        bullets: [
          'KRL: turun di Stasiun Gondangdia, lalu jalan kaki sekitar 10 menit.',
          'Parkir: tersedia untuk 6 mobil di depan klinik; saat penuh, ada parkir berbayar di gedung sebelah.',
          'Motor: parkir di sisi kiri bangunan.',
        ],
      },
    ],
    facilities: [
      'Ruang tunggu ber-AC',
      'Wi-Fi gratis',
      'Dekat stasiun KRL',
      'Loker barang pribadi',
      'Pembayaran non-tunai',
    ],
    openedAt: '2020-08-03',
    patientsServed: 6120,
  },
  {
    id: 'diri-klinik-dago',
    name: 'Diri Klinik Dago',
    summary: 'Klinik di Jalan Ir. H. Juanda (Dago), Bandung, buka juga hari Minggu.',
    isActive: true,
    address: {
      street: 'Jl. Ir. H. Juanda No. 120, Dago',
      district: 'Coblong',
      city: 'Kota Bandung',
      provinceId: '32',
      postalCode: '40135',
    },
    coordinates: { latitude: -6.8853, longitude: 107.6134 },
    phone: '+62222501120',
    timeZone: 'Asia/Jakarta',
    openingHours: week(['10:00', '20:00'], ['09:00', '20:00'], ['10:00', '16:00']),
    image: picture('diri-klinik-dago', 'Diri Klinik Dago'),
    blocks: [
      {
        layout: 'TEXT_IMAGE',
        id: 'tentang-cabang',
        title: 'Tentang Diri Klinik Dago',
        body: [
          'Cabang Dago dekat dengan banyak kampus, jadi pasien kami banyak yang mahasiswa dan pekerja muda. Karena itu kami sediakan paket perawatan jerawat dengan harga yang lebih ramah di kantong.',
          'Hari Sabtu klinik buka lebih pagi, pukul 09.00, supaya kamu bisa perawatan sebelum jalan-jalan akhir pekan.',
        ],
        image: roomPicture('diri-klinik-dago', 'Ruang perawatan di Diri Klinik Dago'),
        imagePosition: 'left',
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cara-ke-sini',
        title: 'Cara ke sini',
        body: [
          'Klinik ada di Jalan Dago bagian atas, sebelum Simpang Dago bila kamu datang dari arah kota.',
        ],
        bullets: [
          'Angkot: jurusan Kalapa–Dago, turun tepat di depan klinik.',
          'Parkir: 8 mobil dan 20 motor di halaman belakang, masuk lewat gang di sebelah kiri.',
          'Akhir pekan Jalan Dago sering padat, beri waktu tambahan 15–20 menit.',
        ],
      },
    ],
    facilities: [
      'Parkir mobil dan motor',
      'Ruang tunggu ber-AC',
      'Wi-Fi gratis',
      'Musala',
      'Pembayaran non-tunai',
    ],
    openedAt: '2021-04-17',
    patientsServed: 5480,
  },
  {
    id: 'diri-klinik-renon',
    name: 'Diri Klinik Renon',
    summary: 'Klinik di Renon, Denpasar, dekat Lapangan Puputan Margarana (WITA).',
    isActive: true,
    address: {
      street: 'Jl. Raya Puputan No. 88, Renon',
      district: 'Denpasar Selatan',
      city: 'Kota Denpasar',
      provinceId: '51',
      postalCode: '80226',
    },
    coordinates: { latitude: -8.6721, longitude: 115.2338 },
    phone: '+623614750088',
    timeZone: 'Asia/Makassar',
    openingHours: week(['09:00', '19:00'], ['09:00', '19:00'], ['10:00', '15:00']),
    image: picture('diri-klinik-renon', 'Diri Klinik Renon'),
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-cabang',
        title: 'Tentang Diri Klinik Renon',
        body: [
          'Cabang pertama kami di Bali. Kulit yang sering terpapar matahari butuh perhatian khusus, jadi dokter di Renon banyak menangani flek, kulit kusam, dan kulit terbakar matahari.',
          'Semua jam di halaman ini memakai waktu Denpasar (WITA), satu jam lebih cepat dari Jakarta.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cara-ke-sini',
        title: 'Cara ke sini',
        body: ['Klinik ada di Jalan Raya Puputan, sekitar 300 meter dari Lapangan Renon.'],
        bullets: [
          'Parkir: 10 mobil di depan klinik, gratis.',
          'Dari Bandara I Gusti Ngurah Rai: sekitar 25 menit berkendara lewat Jalan By Pass Ngurah Rai.',
        ],
      },
      {
        layout: 'IMAGE_ONLY',
        id: 'ruang-perawatan',
        image: roomPicture('diri-klinik-renon', 'Ruang perawatan di Diri Klinik Renon'),
        caption: 'Ruang perawatan dengan jendela ke taman belakang.',
      },
    ],
    facilities: [
      'Parkir gratis',
      'Ruang tunggu ber-AC',
      'Wi-Fi gratis',
      'Pelayanan dalam bahasa Inggris',
      'Pembayaran non-tunai',
    ],
    openedAt: '2022-02-12',
    patientsServed: 3870,
  },
  {
    id: 'diri-klinik-panakkukang',
    name: 'Diri Klinik Panakkukang',
    summary: 'Klinik di kawasan Boulevard Panakkukang, Makassar (WITA).',
    isActive: true,
    address: {
      street: 'Jl. Boulevard Raya No. 12, Masale',
      district: 'Panakkukang',
      city: 'Kota Makassar',
      provinceId: '73',
      postalCode: '90231',
    },
    coordinates: { latitude: -5.1556, longitude: 119.4462 },
    phone: '+624114660012',
    timeZone: 'Asia/Makassar',
    openingHours: week(['10:00', '20:00'], ['10:00', '18:00'], null),
    image: picture('diri-klinik-panakkukang', 'Diri Klinik Panakkukang'),
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-cabang',
        title: 'Tentang Diri Klinik Panakkukang',
        body: [
          'Cabang Panakkukang adalah klinik Diri pertama di Sulawesi. Kami hadir supaya kamu di Makassar dan sekitarnya tidak perlu terbang ke Jawa untuk perawatan kulit yang diawasi dokter.',
          'Hari Minggu klinik tutup. Jam di halaman ini memakai waktu Makassar (WITA).',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cara-ke-sini',
        title: 'Cara ke sini',
        body: [
          'Klinik berada di deretan ruko Jalan Boulevard, tidak jauh dari pusat perbelanjaan Panakkukang.',
        ],
        bullets: [
          'Parkir: di depan ruko, dijaga petugas; parkir motor di sisi kanan.',
          'Pete-pete: jurusan Panakkukang, turun di Jalan Boulevard.',
        ],
      },
    ],
    facilities: ['Parkir di depan ruko', 'Ruang tunggu ber-AC', 'Wi-Fi gratis', 'Musala'],
    openedAt: '2023-06-10',
    patientsServed: 2340,
  },
  {
    id: 'diri-klinik-jayapura',
    name: 'Diri Klinik Jayapura',
    summary: 'Klinik di Jalan Ahmad Yani, pusat Kota Jayapura (WIT).',
    isActive: true,
    address: {
      street: 'Jl. Ahmad Yani No. 25, Gurabesi',
      district: 'Jayapura Utara',
      city: 'Kota Jayapura',
      provinceId: '91',
      postalCode: '99111',
    },
    coordinates: { latitude: -2.5371, longitude: 140.7058 },
    phone: '+62967533025',
    timeZone: 'Asia/Jayapura',
    openingHours: week(['09:00', '18:00'], ['09:00', '15:00'], null),
    image: picture('diri-klinik-jayapura', 'Diri Klinik Jayapura'),
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-cabang',
        title: 'Tentang Diri Klinik Jayapura',
        body: [
          'Cabang termuda kami, di pusat Kota Jayapura. Dokter spesialis kulit praktik setiap Jumat dan Sabtu, dan dokter estetika kami praktik setiap hari kerja.',
          'Jam di halaman ini memakai waktu Jayapura (WIT), dua jam lebih cepat dari Jakarta.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cara-ke-sini',
        title: 'Cara ke sini',
        body: [
          'Klinik ada di lantai dasar gedung perkantoran di Jalan Ahmad Yani, dekat Taman Imbi.',
        ],
        bullets: [
          'Parkir: di basement gedung, gratis 2 jam pertama dengan stempel klinik.',
          'Taksi atau ojek: sebut "Taman Imbi", klinik sekitar 3 menit jalan kaki dari sana.',
        ],
      },
    ],
    facilities: [
      'Parkir basement',
      'Ruang tunggu ber-AC',
      'Wi-Fi gratis',
      'Akses kursi roda',
      'Pembayaran non-tunai',
    ],
    openedAt: '2024-10-05',
    patientsServed: 1240,
  },
  {
    id: 'diri-klinik-darmo',
    name: 'Diri Klinik Darmo',
    summary: 'Klinik di Jalan Raya Darmo, Surabaya, dekat Taman Bungkul.',
    isActive: true,
    address: {
      street: 'Jl. Raya Darmo No. 77, Darmo',
      district: 'Wonokromo',
      city: 'Kota Surabaya',
      provinceId: '35',
      postalCode: '60241',
    },
    coordinates: { latitude: -7.2887, longitude: 112.7392 },
    phone: '+62315670077',
    timeZone: 'Asia/Jakarta',
    openingHours: week(['10:00', '20:00'], ['10:00', '20:00'], ['10:00', '16:00']),
    image: picture('diri-klinik-darmo', 'Diri Klinik Darmo'),
    blocks: [
      {
        layout: 'TEXT_IMAGE',
        id: 'tentang-cabang',
        title: 'Tentang Diri Klinik Darmo',
        body: [
          'Cabang Surabaya kami berada di salah satu jalan paling rindang di kota ini. Di sini tersedia ruang laser tersendiri, jadi perawatan laser dan IPL bisa dijadwalkan setiap hari.',
          'Klinik juga buka hari Minggu sampai pukul 16.00.',
        ],
        image: roomPicture('diri-klinik-darmo', 'Ruang laser di Diri Klinik Darmo'),
        imagePosition: 'right',
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cara-ke-sini',
        title: 'Cara ke sini',
        body: [
          'Klinik ada di Jalan Raya Darmo arah selatan, sekitar 400 meter dari Taman Bungkul.',
        ],
        bullets: [
          'Suroboyo Bus: turun di halte Darmo, lalu jalan kaki sekitar 5 menit.',
          'Parkir: 8 mobil di halaman depan; saat penuh, petugas akan mengarahkan ke parkir samping.',
        ],
      },
    ],
    facilities: [
      'Parkir gratis',
      'Ruang tunggu ber-AC',
      'Ruang laser tersendiri',
      'Wi-Fi gratis',
      'Musala',
      'Pembayaran non-tunai',
    ],
    openedAt: '2023-11-18',
    patientsServed: 3150,
  },
  {
    id: 'diri-klinik-bekasi',
    name: 'Diri Klinik Bekasi',
    summary: 'Sedang renovasi: sementara tutup, pasien dilayani di cabang Kemang dan Menteng.',
    isActive: false,
    address: {
      street: 'Jl. Jend. Ahmad Yani No. 9, Margajaya',
      district: 'Bekasi Selatan',
      city: 'Kota Bekasi',
      provinceId: '32',
      postalCode: '17141',
    },
    coordinates: { latitude: -6.2431, longitude: 106.9912 },
    phone: '+62218850009',
    timeZone: 'Asia/Jakarta',
    openingHours: week(['10:00', '20:00'], ['10:00', '20:00'], null),
    image: picture('diri-klinik-bekasi', 'Diri Klinik Bekasi'),
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'sedang-renovasi',
        title: 'Sedang renovasi',
        body: [
          'Diri Klinik Bekasi sedang kami renovasi supaya ruang perawatannya lebih luas. Selama renovasi, klinik tutup sementara.',
          'Jadwal perawatanmu bisa dipindah ke cabang Kemang atau Menteng tanpa biaya tambahan. Hubungi kami lewat chat di aplikasi.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cara-ke-sini',
        title: 'Lokasi',
        body: [
          'Klinik berada di Jalan Jenderal Ahmad Yani, tidak jauh dari Stadion Patriot Candrabhaga.',
        ],
      },
    ],
    facilities: ['Parkir gratis', 'Ruang tunggu ber-AC', 'Wi-Fi gratis', 'Musala'],
    openedAt: '2022-05-21',
    patientsServed: 2980,
  },
]
