/**
 * The singleton pages: landing, about us, advisors, FAQ, the three legal texts, the interim page,
 * and the headers of the article, promotion and testimony pages.
 */
import type { ContentBlock, Hero, Seo, Step } from '../../../../contract/content/schemas'
import { image } from './images'

const COMPANY = 'PT Diri Sehat Indonesia'

const section = (id: string, title: string, body: string[], bullets?: string[]): ContentBlock => ({
  layout: 'TEXT_ONLY',
  id,
  title,
  body,
  ...(bullets ? { bullets } : {}),
})

const ogImage = image('pages/diri-og', 'Diri, konsultasi dokter online', 'banner', {
  width: 1200,
  height: 630,
  label: 'Diri',
})

const landingHeroImage = image(
  'pages/beranda-hero',
  'Ilustrasi seseorang berkonsultasi dengan dokter lewat ponsel',
  'scene',
  { width: 1200, height: 900 },
)

const steps: Step[] = [
  {
    title: 'Pilih keluhanmu',
    body: 'Pilih poliklinik dan kondisi yang paling sesuai, lalu jawab beberapa pertanyaan singkat.',
    image: image('pages/langkah-1', '', 'steps', { width: 400, height: 400, label: '1' }),
  },
  {
    title: 'Ngobrol dengan dokter',
    body: 'Dokter membaca jawabanmu dan membalas lewat chat, biasanya di hari yang sama.',
    image: image('pages/langkah-2', '', 'steps', { width: 400, height: 400, label: '2' }),
  },
  {
    title: 'Terima rencana perawatan',
    body: 'Dapatkan saran dan, bila perlu, resep yang dikirim ke rumah dengan kemasan tertutup.',
    image: image('pages/langkah-3', '', 'steps', { width: 400, height: 400, label: '3' }),
  },
]

export const pageSeed: Record<string, Record<string, unknown>> = {
  landing: {
    seo: {
      title: 'Diri: Konsultasi Dokter Online untuk Kulit, Rambut, dan Kesehatanmu',
      description:
        'Konsultasi dengan dokter dari rumah untuk jerawat, flek hitam, rambut rontok, kesehatan wanita, dan lainnya. Obat dikirim ke alamatmu.',
      image: ogImage,
    } satisfies Seo,
    hero: {
      eyebrow: 'Konsultasi dokter online',
      title: 'Rawat kulit dan kesehatanmu bersama dokter, dari rumah',
      subtitle:
        'Ceritakan keluhanmu, dapatkan saran dari dokter, dan terima perawatan yang sesuai tanpa perlu antre.',
      image: landingHeroImage,
      cta: { label: 'Mulai Konsultasi', href: '/poliklinik' },
    } satisfies Hero,
    featuredConditionIds: ['1.1', '1.2', '1.3', '2.1', '3.1', '5.1'],
    steps,
    blocks: [
      {
        layout: 'TEXT_IMAGE',
        id: 'kenapa-diri',
        title: 'Kenapa berkonsultasi di Diri?',
        body: [
          'Setiap konsultasi ditangani dokter yang memiliki STR aktif. Dokter membaca ceritamu dengan teliti dan menjelaskan pilihan perawatan dengan bahasa yang mudah dipahami.',
          'Kami tidak menjanjikan hasil instan. Kami membantu kamu merawat diri dengan cara yang aman dan masuk akal.',
        ],
        bullets: [
          'Dokter berpengalaman dan terdaftar',
          'Privasi terjaga, kemasan obat tertutup',
          'Konsultasi lanjutan untuk memantau perkembangan',
        ],
        image: image('pages/kenapa-diri', '', 'product', { width: 800, height: 800 }),
        imagePosition: 'right',
      },
    ] satisfies ContentBlock[],
  },

  'about-us': {
    seo: {
      title: 'Tentang Kami',
      description:
        'Diri membantu orang Indonesia mendapatkan saran dokter yang tepercaya untuk kulit, rambut, dan kesehatan sehari-hari.',
      image: ogImage,
    } satisfies Seo,
    hero: {
      eyebrow: 'Tentang Diri',
      title: 'Perawatan yang jujur, dekat, dan mudah dijangkau',
      subtitle:
        'Kami percaya setiap orang berhak mendapat penjelasan dokter yang jelas tanpa harus antre berjam-jam.',
      image: image('pages/tentang-kami', 'Ilustrasi tim dokter Diri', 'scene', {
        width: 1200,
        height: 800,
      }),
    } satisfies Hero,
    stats: [
      { value: '6', label: 'dokter pendamping' },
      { value: '8', label: 'poliklinik' },
      { value: '21', label: 'kondisi yang bisa dikonsultasikan' },
    ],
    blocks: [
      section('cerita-kami', 'Cerita kami', [
        'Diri berawal dari pengalaman sederhana: banyak dari kita menunda ke dokter untuk keluhan kulit, rambut, atau kesehatan yang terasa sensitif. Alasannya beragam, dari malu, sibuk, sampai bingung harus ke mana.',
        'Kami membangun Diri supaya konsultasi dengan dokter terasa semudah mengirim pesan, tanpa mengurangi ketelitian dan etika kedokteran.',
      ]),
      {
        layout: 'TEXT_IMAGE',
        id: 'cara-kami-bekerja',
        title: 'Cara kami bekerja',
        body: [
          'Setiap keluhan dibaca oleh dokter yang sesuai bidangnya. Jika kondisimu memerlukan pemeriksaan langsung, dokter akan mengatakannya dengan jelas dan membantu mengarahkanmu.',
          'Obat dan produk hanya direkomendasikan bila memang dibutuhkan, dan dikirim dari apotek mitra yang berizin.',
        ],
        image: image('pages/cara-kami-bekerja', '', 'steps', { width: 800, height: 800 }),
        imagePosition: 'left',
      },
      section(
        'nilai-kami',
        'Yang kami pegang',
        ['Tiga hal ini menjadi pegangan kami dalam setiap konsultasi.'],
        [
          'Jujur: tidak ada janji hasil instan atau klaim berlebihan.',
          'Aman: setiap saran berdasarkan ilmu kedokteran dan kondisi pribadimu.',
          'Rahasia: data kesehatanmu dijaga dan tidak dijual kepada siapa pun.',
        ],
      ),
      section('alamat', 'Kantor kami', [
        `${COMPANY}, Jl. Kemang Raya No. 10, Jakarta Selatan 12730. Email: halo@diri.id.`,
      ]),
    ] satisfies ContentBlock[],
  },

  advisor: {
    seo: {
      title: 'Dokter Pendamping',
      description:
        'Kenali dokter yang menangani konsultasimu di Diri: spesialis kulit, kesehatan wanita, gizi klinik, kedokteran jiwa, dan dokter umum.',
      image: ogImage,
    } satisfies Seo,
    hero: {
      eyebrow: 'Dokter pendamping',
      title: 'Dokter yang mendengarkan ceritamu',
      subtitle:
        'Setiap dokter di Diri memiliki Surat Tanda Registrasi aktif dan berpengalaman di bidangnya.',
    } satisfies Hero,
    blocks: [
      section('standar', 'Standar kami', [
        'Dokter kami mengikuti pedoman praktik kedokteran yang berlaku dan kode etik kedokteran Indonesia. Mereka akan menyarankan pemeriksaan langsung bila keluhanmu tidak bisa dinilai secara online.',
      ]),
    ] satisfies ContentBlock[],
  },

  faq: {
    seo: {
      title: 'Pertanyaan yang Sering Diajukan',
      description:
        'Jawaban atas pertanyaan seputar konsultasi, pembayaran, pengiriman obat, dan privasi di Diri.',
      image: ogImage,
    } satisfies Seo,
    hero: {
      eyebrow: 'FAQ',
      title: 'Ada yang ingin kamu tanyakan?',
      subtitle:
        'Kumpulan pertanyaan yang paling sering kami terima. Tidak menemukan jawabannya? Hubungi kami lewat Pusat Bantuan.',
    } satisfies Hero,
    blocks: [] satisfies ContentBlock[],
  },

  privacy: {
    title: 'Kebijakan Privasi',
    effectiveFrom: '2026-01-01T00:00:00.000Z',
    seo: {
      title: 'Kebijakan Privasi',
      description: `Bagaimana ${COMPANY} mengumpulkan, menggunakan, dan melindungi data pribadi dan data kesehatanmu.`,
    } satisfies Seo,
    blocks: [
      section('pendahuluan', '1. Pendahuluan', [
        `Kebijakan Privasi ini menjelaskan bagaimana ${COMPANY} ("Diri", "kami") mengumpulkan, menggunakan, menyimpan, dan melindungi data pribadi Pengguna layanan Diri, baik melalui situs web maupun aplikasi.`,
        'Kebijakan ini disusun dengan memperhatikan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi serta peraturan perundang-undangan lain yang berlaku di Republik Indonesia.',
      ]),
      section(
        'data-yang-dikumpulkan',
        '2. Data yang Kami Kumpulkan',
        [
          'Kami mengumpulkan data yang kamu berikan secara langsung maupun yang terbentuk saat kamu menggunakan layanan, antara lain:',
        ],
        [
          'Data identitas: nama, nomor telepon, tanggal lahir, dan jenis kelamin.',
          'Data kesehatan: keluhan, jawaban kuesioner, foto yang kamu unggah, riwayat konsultasi, dan resep.',
          'Data transaksi: alamat pengiriman, riwayat pembelian, dan metode pembayaran.',
          'Data teknis: alamat IP, jenis perangkat, dan catatan penggunaan layanan.',
        ],
      ),
      section('penggunaan-data', '3. Penggunaan Data', [
        'Data digunakan untuk menyediakan layanan konsultasi, memproses pesanan dan pengiriman, menghubungi kamu terkait layanan, meningkatkan mutu layanan, serta memenuhi kewajiban hukum.',
        'Data kesehatan hanya diakses oleh dokter yang menanganimu dan petugas yang berwenang sesuai kebutuhan layanan. Kami tidak menjual data pribadimu kepada pihak mana pun.',
      ]),
      section('pembagian-data', '4. Pembagian Data kepada Pihak Ketiga', [
        'Kami dapat membagikan data secara terbatas kepada apotek mitra, penyedia jasa pengiriman, dan penyedia layanan pembayaran, semata-mata untuk menyelesaikan layanan yang kamu minta.',
        'Pihak ketiga tersebut terikat perjanjian untuk menjaga kerahasiaan data dan hanya menggunakannya sesuai tujuan yang disepakati.',
      ]),
      section('penyimpanan-keamanan', '5. Penyimpanan dan Keamanan', [
        'Data disimpan di server yang berada di wilayah Indonesia dengan pengamanan teknis dan organisasi yang wajar, termasuk enkripsi dan pembatasan akses.',
        'Rekam medis disimpan sesuai jangka waktu yang diwajibkan peraturan perundang-undangan di bidang kesehatan.',
      ]),
      section(
        'hak-pengguna',
        '6. Hak Pengguna',
        ['Sebagai subjek data pribadi, kamu berhak untuk:'],
        [
          'Mengakses dan memperoleh salinan data pribadimu.',
          'Memperbaiki data yang tidak akurat.',
          'Meminta penghapusan data, sepanjang tidak bertentangan dengan kewajiban hukum kami.',
          'Menarik kembali persetujuan pemrosesan data.',
        ],
      ),
      section('perubahan', '7. Perubahan Kebijakan', [
        'Kami dapat memperbarui Kebijakan Privasi ini dari waktu ke waktu. Perubahan penting akan kami beritahukan melalui aplikasi atau situs web sebelum berlaku.',
      ]),
      section('kontak', '8. Hubungi Kami', [
        `Pertanyaan atau permintaan terkait data pribadi dapat dikirim ke privasi@diri.id atau ke alamat ${COMPANY}, Jl. Kemang Raya No. 10, Jakarta Selatan 12730.`,
      ]),
    ] satisfies ContentBlock[],
  },

  terms: {
    title: 'Syarat dan Ketentuan',
    effectiveFrom: '2026-01-01T00:00:00.000Z',
    seo: {
      title: 'Syarat dan Ketentuan',
      description: `Syarat dan ketentuan penggunaan layanan Diri yang dikelola oleh ${COMPANY}.`,
    } satisfies Seo,
    blocks: [
      section('ketentuan-umum', '1. Ketentuan Umum', [
        `Syarat dan Ketentuan ini mengatur penggunaan layanan Diri yang dikelola oleh ${COMPANY}. Dengan mendaftar atau menggunakan layanan, Pengguna dianggap telah membaca, memahami, dan menyetujui seluruh isi Syarat dan Ketentuan ini.`,
      ]),
      section(
        'definisi',
        '2. Definisi',
        [],
        [
          '"Layanan" adalah konsultasi kesehatan online, penjualan produk, dan fitur lain yang tersedia di Diri.',
          '"Pengguna" adalah setiap orang yang mengakses atau menggunakan Layanan.',
          '"Dokter" adalah tenaga medis yang memiliki Surat Tanda Registrasi dan Surat Izin Praktik yang berlaku.',
        ],
      ),
      section('akun', '3. Akun Pengguna', [
        'Pengguna wajib memberikan data yang benar dan menjaga kerahasiaan kode masuk yang dikirim ke nomor teleponnya. Segala aktivitas yang dilakukan melalui akun menjadi tanggung jawab Pengguna.',
        'Pengguna berusia di bawah 18 tahun wajib menggunakan Layanan dengan pendampingan orang tua atau wali.',
      ]),
      section('layanan-konsultasi', '4. Layanan Konsultasi', [
        'Konsultasi online tidak menggantikan pemeriksaan fisik langsung dan tidak ditujukan untuk keadaan gawat darurat. Dalam keadaan darurat, Pengguna wajib segera menghubungi 119 atau mendatangi instalasi gawat darurat terdekat.',
        'Dokter berhak menolak memberikan resep atau menyarankan pemeriksaan langsung apabila kondisi Pengguna tidak dapat dinilai secara online.',
      ]),
      section('pembayaran', '5. Harga dan Pembayaran', [
        'Harga layanan dan produk tercantum dalam Rupiah dan sudah termasuk pajak yang berlaku, kecuali dinyatakan lain. Promo berlaku sesuai syarat masing-masing dan tidak dapat diuangkan.',
      ]),
      section('pengiriman-pengembalian', '6. Pengiriman dan Pengembalian', [
        'Produk dikirim ke alamat yang dicantumkan Pengguna. Obat resep yang telah dikirim tidak dapat dikembalikan, kecuali terdapat kesalahan atau kerusakan dari pihak kami.',
      ]),
      section(
        'larangan',
        '7. Larangan',
        ['Pengguna dilarang:'],
        [
          'Memberikan informasi palsu atau menggunakan identitas orang lain.',
          'Menjual kembali obat resep yang diperoleh melalui Layanan.',
          'Mengganggu atau mencoba merusak sistem Layanan.',
        ],
      ),
      section('batasan-tanggung-jawab', '8. Batasan Tanggung Jawab', [
        'Diri berupaya menyediakan Layanan sebaik mungkin, namun tidak menjamin hasil perawatan tertentu karena respons setiap orang terhadap perawatan berbeda-beda.',
      ]),
      section('hukum', '9. Hukum yang Berlaku', [
        'Syarat dan Ketentuan ini tunduk pada hukum Republik Indonesia. Perselisihan diselesaikan secara musyawarah terlebih dahulu, dan apabila tidak tercapai kesepakatan, melalui Pengadilan Negeri Jakarta Selatan.',
      ]),
    ] satisfies ContentBlock[],
  },

  'consultation-agreement': {
    title: 'Persetujuan Konsultasi',
    effectiveFrom: '2026-01-01T00:00:00.000Z',
    seo: {
      title: 'Persetujuan Konsultasi',
      description:
        'Persetujuan yang kamu berikan sebelum berkonsultasi dengan dokter melalui layanan telemedisin Diri.',
    } satisfies Seo,
    blocks: [
      section('pernyataan', '1. Pernyataan Persetujuan', [
        `Dengan memulai konsultasi, saya menyatakan setuju untuk menerima pelayanan telemedisin dari Dokter yang bekerja sama dengan ${COMPANY} ("Diri").`,
      ]),
      section('sifat-layanan', '2. Sifat Layanan Telemedisin', [
        'Saya memahami bahwa konsultasi dilakukan secara jarak jauh melalui pesan tertulis dan foto, tanpa pemeriksaan fisik langsung. Penilaian Dokter terbatas pada informasi yang saya berikan.',
        'Saya memahami bahwa Dokter dapat menyarankan pemeriksaan langsung ke fasilitas kesehatan apabila diperlukan.',
      ]),
      section(
        'kewajiban-pasien',
        '3. Kewajiban Saya',
        [],
        [
          'Memberikan informasi kesehatan yang benar dan lengkap, termasuk obat yang sedang saya konsumsi dan riwayat alergi.',
          'Menggunakan obat sesuai petunjuk Dokter dan segera melaporkan efek samping.',
          'Tidak menggunakan layanan ini untuk keadaan gawat darurat.',
        ],
      ),
      section('kerahasiaan', '4. Kerahasiaan', [
        'Seluruh informasi yang saya sampaikan dicatat sebagai rekam medis elektronik dan dijaga kerahasiaannya sesuai Kebijakan Privasi Diri serta peraturan perundang-undangan.',
      ]),
      section('risiko', '5. Risiko dan Keterbatasan', [
        'Saya memahami bahwa setiap perawatan memiliki kemungkinan efek samping dan hasil yang berbeda pada setiap orang. Dokter akan menjelaskan manfaat dan risiko perawatan yang disarankan.',
      ]),
      section('pencabutan', '6. Pencabutan Persetujuan', [
        'Saya dapat menghentikan konsultasi kapan saja. Biaya konsultasi yang telah dimulai tidak dapat dikembalikan, kecuali ditentukan lain dalam syarat promo atau kebijakan pengembalian dana.',
      ]),
    ] satisfies ContentBlock[],
  },

  interim: {
    title: 'Sebelum mulai konsultasi',
    intro:
      'Supaya dokter bisa membantumu dengan baik, siapkan beberapa hal berikut. Prosesnya hanya beberapa menit.',
    seo: {
      title: 'Sebelum Mulai Konsultasi',
      description: 'Hal-hal yang perlu kamu siapkan sebelum berkonsultasi dengan dokter di Diri.',
    } satisfies Seo,
    checklist: [
      {
        title: 'Ceritakan keluhanmu dengan jujur',
        body: 'Sejak kapan keluhan muncul, apa yang sudah dicoba, dan apa yang membuatnya membaik atau memburuk.',
      },
      {
        title: 'Siapkan daftar obat dan produk',
        body: 'Termasuk obat rutin, suplemen, dan produk perawatan yang kamu pakai saat ini.',
      },
      {
        title: 'Ambil foto di cahaya terang',
        body: 'Untuk keluhan kulit dan rambut, foto tanpa filter di dekat jendela membantu dokter menilai dengan tepat.',
      },
      {
        title: 'Kenali tanda darurat',
        body: 'Sesak napas berat, nyeri dada, atau pingsan bukan untuk konsultasi online. Segera hubungi 119.',
      },
    ] satisfies Step[],
    // The complaint flow (spec §9: 1000) opens the complaint list when no flowId came along.
    cta: { label: 'Saya mengerti, lanjutkan', href: '/keluhan?flowId=1000' },
    blocks: [] satisfies ContentBlock[],
  },

  testimony: {
    seo: {
      title: 'Cerita Mereka',
      description:
        'Cerita member Diri yang merawat jerawat, flek, rambut rontok, dan keluhan lain bersama dokter.',
      image: ogImage,
    } satisfies Seo,
    hero: {
      eyebrow: 'Testimoni',
      title: 'Cerita mereka yang merawat diri bersama dokter',
      subtitle:
        'Setiap perjalanan berbeda. Ini beberapa cerita yang dibagikan member kami dengan izin.',
    } satisfies Hero,
    disclaimer:
      'Hasil perawatan berbeda pada setiap orang. Foto dan cerita dibagikan dengan persetujuan member; nama ditampilkan sebatas nama depan.',
    blocks: [] satisfies ContentBlock[],
  },

  articles: {
    seo: {
      title: 'Artikel Kesehatan',
      description:
        'Bacaan seputar jerawat, perawatan kulit, rambut, kesehatan wanita, dan gaya hidup sehat, ditinjau oleh dokter.',
      image: ogImage,
    } satisfies Seo,
    hero: {
      eyebrow: 'Artikel',
      title: 'Bacaan sehat, ditinjau dokter',
      subtitle: 'Informasi yang mudah dipahami untuk membantumu merawat diri setiap hari.',
    } satisfies Hero,
  },

  promotions: {
    seo: {
      title: 'Promo',
      description: 'Promo konsultasi dokter dan produk perawatan yang sedang berlangsung di Diri.',
      image: ogImage,
    } satisfies Seo,
    hero: {
      eyebrow: 'Promo',
      title: 'Promo yang sedang berlangsung',
      subtitle: 'Rawat dirimu lebih hemat. Perhatikan masa berlaku dan syarat setiap promo.',
    } satisfies Hero,
  },
}

/** Twenty questions in four groups; the `featured` ones also appear on the landing page. */
export const faqSeed: Array<{
  slug: string
  title: string
  items: Array<{ question: string; answer: string[]; featured?: boolean }>
}> = [
  {
    slug: 'konsultasi',
    title: 'Konsultasi',
    items: [
      {
        question: 'Bagaimana cara memulai konsultasi?',
        answer: [
          'Pilih poliklinik dan keluhan yang sesuai, masuk dengan nomor teleponmu, lalu jawab pertanyaan singkat. Dokter akan membalas lewat chat.',
        ],
        featured: true,
      },
      {
        question: 'Berapa lama dokter membalas?',
        answer: [
          'Sebagian besar konsultasi dibalas di hari yang sama pada jam layanan, pukul 08.00 sampai 22.00 WIB.',
        ],
        featured: true,
      },
      {
        question: 'Apakah dokternya sungguhan?',
        answer: [
          'Ya. Semua dokter memiliki Surat Tanda Registrasi (STR) aktif. Kamu bisa melihat profil mereka di halaman Dokter Pendamping.',
        ],
        featured: true,
      },
      {
        question: 'Keluhan apa saja yang bisa dikonsultasikan?',
        answer: [
          'Keluhan kulit, rambut, kesehatan wanita, kesehatan seksual pria, berat badan, gizi, keluhan umum, dan kesehatan mental. Daftar lengkapnya ada di halaman Poliklinik.',
        ],
      },
      {
        question: 'Apakah konsultasi online bisa untuk keadaan darurat?',
        answer: [
          'Tidak. Untuk keadaan darurat seperti sesak napas berat, nyeri dada, atau pingsan, segera hubungi 119 atau datang ke IGD terdekat.',
        ],
      },
      {
        question: 'Bisakah saya berkonsultasi lagi setelah perawatan berjalan?',
        answer: [
          'Bisa. Konsultasi lanjutan membantu dokter memantau perkembangan dan menyesuaikan perawatanmu.',
        ],
      },
    ],
  },
  {
    slug: 'obat-dan-pengiriman',
    title: 'Obat dan Pengiriman',
    items: [
      {
        question: 'Apakah obat dikirim ke rumah?',
        answer: [
          'Ya. Obat dan produk dikirim dari apotek mitra berizin ke alamatmu dengan kemasan tertutup.',
        ],
        featured: true,
      },
      {
        question: 'Berapa lama pengiriman?',
        answer: [
          'Untuk Jabodetabek umumnya 1 sampai 2 hari kerja, dan 2 sampai 5 hari kerja untuk kota lain.',
        ],
      },
      {
        question: 'Apakah saya bisa membeli obat resep tanpa konsultasi?',
        answer: ['Tidak. Obat resep hanya diberikan setelah dokter menilai kondisimu.'],
      },
      {
        question: 'Bagaimana jika obat yang saya terima rusak?',
        answer: [
          'Hubungi kami lewat Pusat Bantuan dalam 2 x 24 jam sejak paket diterima, sertakan foto paket dan produknya.',
        ],
      },
      {
        question: 'Apakah isi paket terlihat dari luar?',
        answer: ['Tidak. Paket dikemas polos tanpa keterangan isi.'],
      },
    ],
  },
  {
    slug: 'pembayaran-dan-promo',
    title: 'Pembayaran dan Promo',
    items: [
      {
        question: 'Metode pembayaran apa saja yang tersedia?',
        answer: ['Transfer virtual account, dompet digital, dan kartu kredit atau debit.'],
      },
      {
        question: 'Bagaimana cara memakai kode promo?',
        answer: [
          'Masukkan kode promo di halaman pembayaran sebelum membayar. Potongan akan langsung terlihat jika syaratnya terpenuhi.',
        ],
        featured: true,
      },
      {
        question: 'Kenapa kode promo saya tidak bisa dipakai?',
        answer: [
          'Periksa masa berlaku, minimal transaksi, dan poliklinik yang berlaku. Beberapa promo hanya untuk member yang sudah masuk.',
        ],
      },
      {
        question: 'Apakah biaya konsultasi bisa dikembalikan?',
        answer: [
          'Jika dokter menilai keluhanmu tidak dapat ditangani secara online sebelum konsultasi berjalan, biaya akan dikembalikan.',
        ],
      },
    ],
  },
  {
    slug: 'akun-dan-privasi',
    title: 'Akun dan Privasi',
    items: [
      {
        question: 'Bagaimana cara masuk ke akun?',
        answer: [
          'Masukkan nomor teleponmu, lalu ketik kode 6 digit yang kami kirim lewat SMS. Tidak perlu kata sandi.',
        ],
      },
      {
        question: 'Apakah data kesehatan saya aman?',
        answer: [
          'Ya. Data kesehatanmu hanya diakses oleh dokter yang menanganimu dan disimpan dengan pengamanan yang ketat. Kami tidak menjual data kepada siapa pun.',
        ],
      },
      {
        question: 'Bisakah saya menghapus akun?',
        answer: [
          'Bisa. Ajukan lewat Pusat Bantuan. Rekam medis tetap disimpan selama jangka waktu yang diwajibkan peraturan.',
        ],
      },
      {
        question: 'Bagaimana jika nomor telepon saya berganti?',
        answer: [
          'Hubungi Pusat Bantuan. Kami akan memverifikasi identitasmu sebelum memindahkan akun ke nomor baru.',
        ],
      },
      {
        question: 'Apakah foto yang saya unggah bisa dilihat orang lain?',
        answer: ['Tidak. Foto hanya dapat dilihat oleh dokter yang menangani konsultasimu.'],
      },
    ],
  },
]
