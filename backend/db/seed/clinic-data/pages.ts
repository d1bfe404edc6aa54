/**
 * The clinic's singleton pages: the landing (hero, how a visit goes, questions), the pages around
 * the treatment, branch, promotion, testimony, program and subscription lists, and the
 * subscription terms.
 */
import type { FaqItem } from '../../../../contract/content/schemas'
import { image } from '../content-data/images'
import type { SeedClinicPage, SeedClinicPageKey } from './types'

const ogImage = image(
  'klinik/halaman/diri-klinik-og',
  'Diri Klinik, perawatan kulit bersama dokter',
  'banner',
  {
    width: 1200,
    height: 630,
    label: 'Klinik',
  },
)

function faq(prefix: string, items: Array<[question: string, answer: string]>): FaqItem[] {
  return items.map(([question, answer], index) => ({
    id: `klinik-${prefix}-${index + 1}`,
    question,
    answer: [answer],
  }))
}

function stepImage(n: number) {
  return image(`klinik/halaman/langkah-kunjungan-${n}`, '', 'steps', {
    width: 400,
    height: 400,
    label: String(n),
  })
}

export const clinicPageSeed: Record<SeedClinicPageKey, SeedClinicPage> = {
  'clinic-landing': {
    seo: {
      title: 'Diri Klinik: Perawatan Kulit Bersama Dokter',
      description:
        'Facial, peeling, laser, dan perawatan jerawat yang diawasi dokter di 7 kota. Pilih perawatan, cabang, dan jadwal langsung dari aplikasi Diri.',
      image: ogImage,
    },
    hero: {
      eyebrow: 'Diri Klinik',
      title: 'Rawat kulitmu langsung bersama dokter',
      subtitle:
        'Konsultasi dulu, baru perawatan. Dokter kami membantu memilih yang memang kamu butuhkan, di cabang terdekat.',
      image: image(
        'klinik/halaman/hero-klinik',
        'Pasien berbincang dengan dokter di Diri Klinik',
        'scene',
        {
          width: 1200,
          height: 800,
        },
      ),
      cta: { label: 'Lihat Perawatan', href: '/klinik/perawatan' },
    },
    blocks: [
      {
        layout: 'TEXT_IMAGE',
        id: 'kenapa-diri-klinik',
        title: 'Kenapa Diri Klinik?',
        body: [
          'Setiap perawatan di Diri Klinik dimulai dengan pemeriksaan dokter. Kami tidak menjual paket sebelum dokter melihat kulitmu.',
          'Catatan perawatanmu tersimpan di aplikasi, jadi dokter di cabang mana pun bisa melanjutkan dari sesi sebelumnya.',
        ],
        bullets: [
          'Dokter umum estetika dan dokter spesialis kulit',
          'Produk dan alat terdaftar di BPOM dan Kemenkes',
          'Harga tertulis jelas sebelum kamu memesan',
        ],
        image: image('klinik/halaman/kenapa-diri-klinik', '', 'scene', { width: 800, height: 600 }),
        imagePosition: 'right',
      },
      {
        layout: 'TEXT_ONLY',
        id: 'konsultasi-online-dulu',
        title: 'Belum yakin perlu ke klinik?',
        body: [
          'Kamu bisa konsultasi online dulu dengan dokter Diri. Bila dokter menilai kamu butuh tindakan, kamu akan diarahkan ke perawatan dan cabang yang sesuai.',
        ],
      },
    ],
    steps: [
      {
        title: 'Pilih perawatan',
        body: 'Lihat daftar perawatan, harga, dan lama tindakannya. Bingung memilih? Pilih konsultasi dokter saja.',
        image: stepImage(1),
      },
      {
        title: 'Pilih cabang dan jadwal',
        body: 'Pilih cabang terdekat, lalu pilih hari dan jam yang kosong. Jam mengikuti waktu setempat cabang.',
        image: stepImage(2),
      },
      {
        title: 'Datang ke klinik',
        body: 'Datang 10 menit lebih awal. Dokter akan memeriksa kulitmu sebelum perawatan dimulai.',
        image: stepImage(3),
      },
      {
        title: 'Kontrol',
        body: 'Dokter menjadwalkan kontrol untuk melihat perkembangan. Kamu akan diingatkan lewat aplikasi.',
        image: stepImage(4),
      },
    ],
    faq: faq('landing', [
      [
        'Apakah harus konsultasi dokter dulu?',
        'Ya. Setiap kunjungan pertama dimulai dengan pemeriksaan singkat oleh dokter supaya perawatannya aman dan sesuai kulitmu.',
      ],
      [
        'Bagaimana cara membayar?',
        'Kamu membayar di kasir klinik setelah perawatan, dengan kartu debit, kartu kredit, QRIS, atau dompet digital.',
      ],
      [
        'Bisakah saya mengganti jadwal?',
        'Bisa, paling lambat 3 jam sebelum jadwal, lewat aplikasi. Tidak ada biaya tambahan.',
      ],
      [
        'Apakah remaja boleh datang sendiri?',
        'Pasien di bawah 17 tahun perlu didampingi orang tua atau wali, terutama untuk tindakan peeling, laser, dan injeksi.',
      ],
    ]),
  },
  'clinic-treatments': {
    seo: {
      title: 'Perawatan di Diri Klinik',
      description:
        'Daftar perawatan Diri Klinik: facial, perawatan jerawat, peeling, laser dan cahaya, serta injeksi. Lengkap dengan harga mulai dan lama tindakan.',
      image: ogImage,
    },
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-perawatan',
        body: [
          'Harga yang tertulis adalah harga mulai untuk satu sesi. Dokter akan menjelaskan biaya lengkapnya sebelum tindakan, dan kamu bebas memutuskan.',
        ],
      },
    ],
  },
  'clinic-branches': {
    seo: {
      title: 'Cabang Diri Klinik di Indonesia',
      description:
        'Temukan cabang Diri Klinik terdekat di Jakarta, Bandung, Surabaya, Denpasar, Makassar, dan Jayapura, lengkap dengan alamat dan jam buka.',
      image: ogImage,
    },
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-cabang',
        title: 'Cabang kami',
        body: [
          'Diri Klinik hadir di enam kota, dari Jakarta sampai Jayapura. Jam buka setiap cabang ditulis dalam waktu setempat (WIB, WITA, atau WIT).',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cabang-tutup-sementara',
        title: 'Cabang yang tutup sementara',
        body: [
          'Diri Klinik Bekasi sedang direnovasi. Selama itu, kamu bisa memesan jadwal di cabang Kemang atau Menteng.',
        ],
      },
    ],
  },
  'clinic-promotions': {
    seo: {
      title: 'Promo Diri Klinik',
      description:
        'Promo perawatan kulit di Diri Klinik yang sedang berjalan dan yang akan datang. Cek syarat, cabang, dan periode setiap promo.',
      image: ogImage,
    },
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-promo',
        body: [
          'Setiap promo punya periode dan cabangnya sendiri. Baca syaratnya sebelum memesan, ya. Harga promo terpasang otomatis saat kamu memesan jadwal di dalam periode promo.',
        ],
      },
    ],
  },
  'clinic-testimonies': {
    seo: {
      title: 'Cerita Pasien Diri Klinik',
      description:
        'Cerita pasien Diri Klinik setelah perawatan jerawat, bekas jerawat, flek, dan kulit kusam. Hasil setiap orang bisa berbeda.',
      image: ogImage,
    },
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-testimoni',
        body: [
          'Cerita-cerita ini dibagikan pasien kami dengan izin mereka. Nama ditulis singkat untuk menjaga privasi.',
        ],
      },
    ],
    disclaimer:
      'Hasil setiap orang bisa berbeda, tergantung kondisi kulit, jumlah sesi, dan perawatan di rumah. Dokter akan menjelaskan hasil yang realistis untukmu saat konsultasi.',
  },
  'clinic-programs': {
    seo: {
      title: 'Program Perawatan Diri Klinik',
      description:
        'Program perawatan kulit Diri Klinik: beberapa sesi dalam beberapa minggu, dipantau dokter dari awal sampai akhir, dengan harga lebih hemat.',
      image: ogImage,
    },
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-program',
        title: 'Apa itu program perawatan?',
        body: [
          'Program adalah rangkaian sesi perawatan untuk satu tujuan, misalnya jerawat atau bopeng, yang dibayar sekali di awal. Dokter memantau perkembanganmu di setiap kontrol.',
          'Harga program lebih hemat dibanding membayar setiap sesi satu per satu.',
        ],
      },
    ],
    faq: faq('program', [
      [
        'Bagaimana bila saya tidak bisa menyelesaikan program?',
        'Sesi yang belum terpakai bisa dipakai sampai 3 bulan setelah program berakhir. Setelah itu, sesi dianggap hangus.',
      ],
      [
        'Bolehkah program dijalani di cabang yang berbeda?',
        'Boleh, selama cabang tersebut menyediakan perawatan di dalam program.',
      ],
      [
        'Apakah program bisa dicicil?',
        'Bisa dengan kartu kredit tertentu, cicilan 3 atau 6 bulan. Tanyakan di kasir klinik.',
      ],
    ]),
  },
  'clinic-subscriptions': {
    seo: {
      title: 'Langganan Perawatan Diri Klinik',
      description:
        'Langganan perawatan kulit bulanan di Diri Klinik: facial, peeling, dan konsultasi dokter rutin dengan harga bulanan yang tetap.',
      image: ogImage,
    },
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'tentang-langganan',
        title: 'Rawat kulit rutin, bayar bulanan',
        body: [
          'Dengan berlangganan, kamu mendapat perawatan dan konsultasi dokter setiap bulan dengan biaya tetap. Cocok bila kamu ingin merawat kulit secara teratur.',
          'Masuk ke akunmu untuk melihat harga khusus member.',
        ],
      },
    ],
    faq: faq('langganan', [
      [
        'Kapan tagihan bulanan dibayar?',
        'Tagihan dibayar setiap bulan pada tanggal yang sama dengan tanggal kamu mulai berlangganan.',
      ],
      [
        'Apakah perawatan yang tidak terpakai bisa dipindah ke bulan berikutnya?',
        'Tidak. Jatah perawatan setiap bulan berlaku untuk bulan itu saja, supaya perawatanmu tetap rutin.',
      ],
      [
        'Bagaimana cara berhenti berlangganan?',
        'Langganan berakhir sendiri di akhir periodenya. Pembatalan sebelum itu diatur di Syarat dan Ketentuan Langganan.',
      ],
    ]),
  },
  'clinic-subscription-terms': {
    seo: {
      title: 'Syarat dan Ketentuan Langganan Diri Klinik',
      description:
        'Syarat dan ketentuan langganan perawatan Diri Klinik: pendaftaran, pembayaran, pembatalan, penjadwalan ulang, dan privasi.',
    },
    title: 'Syarat dan Ketentuan Langganan',
    effectiveFrom: '2026-11-01T00:00:00.000+07:00',
    blocks: [
      {
        layout: 'TEXT_ONLY',
        id: 'definisi',
        title: '1. Definisi',
        body: [
          '"Langganan" adalah paket perawatan bulanan Diri Klinik yang dibayar setiap bulan selama periode yang dipilih (3, 6, atau 12 bulan).',
          '"Kami" adalah PT Diri Sehat Indonesia sebagai pengelola Diri Klinik. "Kamu" adalah pemilik akun Diri yang berlangganan.',
          '"Jatah bulanan" adalah perawatan dan konsultasi yang termasuk dalam paket untuk satu bulan langganan.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'pendaftaran',
        title: '2. Pendaftaran',
        body: [
          'Langganan hanya dapat dibeli oleh pemilik akun Diri berusia 17 tahun ke atas. Pasien di bawah 17 tahun dapat didaftarkan oleh orang tua atau wali.',
          'Sebelum perawatan pertama, kamu akan diperiksa dokter. Bila dokter menilai paket yang kamu pilih tidak sesuai, kamu boleh mengganti paket atau membatalkan tanpa biaya.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'pembayaran',
        title: '3. Pembayaran',
        body: [
          'Tagihan pertama dibayar saat mendaftar. Tagihan berikutnya dibayar setiap bulan pada tanggal yang sama.',
          'Bila pembayaran bulanan terlambat lebih dari 7 hari, jatah bulan itu ditahan sampai pembayaran diterima. Harga member hanya berlaku selama akunmu tetap berstatus member.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'pembatalan',
        title: '4. Pembatalan',
        body: [
          'Kamu dapat membatalkan langganan kapan saja lewat aplikasi. Pembatalan berlaku di akhir bulan langganan yang sedang berjalan.',
          'Tagihan yang sudah dibayar tidak dikembalikan, kecuali bila dokter menyatakan kamu tidak dapat melanjutkan perawatan karena alasan kesehatan. Dalam hal itu, sisa bulan yang belum berjalan dikembalikan penuh.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'penjadwalan-ulang',
        title: '5. Penjadwalan ulang',
        body: [
          'Jadwal perawatan dapat diubah tanpa biaya paling lambat 3 jam sebelum jadwal. Bila kamu tidak datang tanpa mengubah jadwal, perawatan itu dianggap sudah terpakai.',
          'Jatah bulanan yang tidak terpakai tidak dapat dipindah ke bulan berikutnya.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'cabang-dan-perawatan',
        title: '6. Cabang dan perawatan',
        body: [
          'Langganan dapat dipakai di semua cabang Diri Klinik yang sedang buka dan menyediakan perawatan tersebut.',
          'Dokter berhak menunda atau mengganti perawatan bila kondisi kulitmu saat itu tidak memungkinkan, misalnya kulit sedang terbakar matahari atau meradang.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'privasi',
        title: '7. Privasi',
        body: [
          'Catatan perawatan dan foto perkembangan kulitmu disimpan sebagai rekam medis dan hanya dapat dilihat oleh kamu serta tenaga kesehatan yang merawatmu.',
          'Kami tidak memakai foto kulitmu untuk promosi tanpa izin tertulis darimu.',
        ],
      },
      {
        layout: 'TEXT_ONLY',
        id: 'perubahan-ketentuan',
        title: '8. Perubahan ketentuan',
        body: [
          'Kami dapat mengubah ketentuan ini. Perubahan diberitahukan lewat aplikasi paling lambat 14 hari sebelum berlaku, dan tidak mengubah harga langganan yang sedang berjalan.',
        ],
      },
    ],
  },
}
