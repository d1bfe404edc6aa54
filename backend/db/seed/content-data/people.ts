/**
 * The advisors (doctors) and the members' testimonies. Names, registration numbers and stories
 * are written for this project; testimonies say plainly that results differ per person.
 */
import { image } from './images'

export const advisorSeed = [
  {
    id: 'anisa-rahma',
    name: 'dr. Anisa Rahma, Sp.D.V.E',
    initials: 'AR',
    title: 'Dokter Spesialis Dermatologi, Venereologi, dan Estetika',
    strNumber: 'STR 3121100320145871',
    experienceYears: 11,
    education: [
      'Pendidikan Dokter, Universitas Indonesia',
      'Spesialis Dermatologi dan Venereologi, Universitas Gadjah Mada',
    ],
    focus: ['Jerawat', 'Bekas jerawat', 'Flek hitam'],
    bio: [
      'dr. Anisa senang membantu pasien memahami kulitnya sendiri, bukan sekadar memberi daftar produk. Ia terbiasa menyusun rutinitas yang sederhana supaya mudah dijalankan setiap hari.',
      'Di luar praktik, ia aktif menulis materi edukasi tentang penggunaan tabir surya dan bahaya krim pemutih tanpa izin edar.',
    ],
  },
  {
    id: 'dimas-aditya',
    name: 'dr. Dimas Aditya, Sp.D.V.E',
    initials: 'DA',
    title: 'Dokter Spesialis Dermatologi dan Venereologi',
    strNumber: 'STR 3321100319137602',
    experienceYears: 9,
    education: [
      'Pendidikan Dokter, Universitas Diponegoro',
      'Spesialis Dermatologi dan Venereologi, Universitas Airlangga',
    ],
    focus: ['Rambut rontok', 'Kebotakan pria', 'Ketombe'],
    bio: [
      'dr. Dimas menaruh perhatian khusus pada masalah rambut dan kulit kepala, keluhan yang sering dianggap sepele padahal cukup memengaruhi rasa percaya diri.',
      'Ia terbiasa menjelaskan pilihan pengobatan beserta efek sampingnya dengan bahasa yang mudah dipahami.',
    ],
  },
  {
    id: 'bayu-pratama',
    name: 'dr. Bayu Pratama',
    initials: 'BP',
    title: 'Dokter Umum',
    strNumber: 'STR 3171100121152208',
    experienceYears: 7,
    education: ['Pendidikan Dokter, Universitas Padjadjaran'],
    focus: ['Keluhan umum', 'Maag', 'Sakit kepala'],
    bio: [
      'dr. Bayu menangani keluhan sehari-hari, dari demam sampai gangguan pencernaan. Ia selalu memastikan pasien tahu tanda bahaya yang membutuhkan pemeriksaan langsung.',
      'Sebelum bergabung dengan Diri, ia bertugas di puskesmas dan instalasi gawat darurat.',
    ],
  },
  {
    id: 'eka-wulandari',
    name: 'dr. Eka Wulandari, Sp.OG',
    initials: 'EW',
    title: 'Dokter Spesialis Obstetri dan Ginekologi',
    strNumber: 'STR 3521100318129944',
    experienceYears: 13,
    education: [
      'Pendidikan Dokter, Universitas Brawijaya',
      'Spesialis Obstetri dan Ginekologi, Universitas Airlangga',
    ],
    focus: ['Haid tidak teratur', 'Keputihan', 'Kontrasepsi'],
    bio: [
      'dr. Eka percaya setiap perempuan berhak mendapat penjelasan yang jujur dan tidak menghakimi tentang kesehatan reproduksinya.',
      'Ia berpengalaman mendampingi pasien dengan gangguan siklus haid dan membantu memilih kontrasepsi yang sesuai.',
    ],
  },
  {
    id: 'fajar-nugroho',
    name: 'dr. Fajar Nugroho, Sp.GK',
    initials: 'FN',
    title: 'Dokter Spesialis Gizi Klinik',
    strNumber: 'STR 3471100320160317',
    experienceYears: 8,
    education: [
      'Pendidikan Dokter, Universitas Sebelas Maret',
      'Spesialis Gizi Klinik, Universitas Indonesia',
    ],
    focus: ['Berat badan', 'Kolesterol tinggi', 'Anemia'],
    bio: [
      'dr. Fajar membantu pasien menyusun pola makan yang realistis, menyesuaikan dengan kebiasaan, budaya makan, dan kondisi kesehatan masing-masing.',
      'Menurutnya, perubahan kecil yang bertahan lebih berarti daripada diet ketat yang hanya bertahan beberapa minggu.',
    ],
  },
  {
    id: 'gita-maharani',
    name: 'dr. Gita Maharani, Sp.KJ',
    initials: 'GM',
    title: 'Dokter Spesialis Kedokteran Jiwa',
    strNumber: 'STR 3273100319148826',
    experienceYears: 10,
    education: [
      'Pendidikan Dokter, Universitas Hasanuddin',
      'Spesialis Kedokteran Jiwa, Universitas Padjadjaran',
    ],
    focus: ['Stres dan cemas', 'Sulit tidur', 'Suasana hati'],
    bio: [
      'dr. Gita menciptakan ruang yang aman untuk bercerita. Ia mendengarkan dengan sabar dan membantu pasien memahami apa yang sedang mereka rasakan.',
      'Ia juga rutin mengisi kelas daring tentang kesehatan mental di tempat kerja.',
    ],
  },
].map(({ initials, ...advisor }, index) => ({
  ...advisor,
  position: index + 1,
  photo: image(`advisors/${advisor.id}`, `Foto ${advisor.name}`, 'avatar', {
    width: 480,
    height: 480,
    label: initials,
  }),
}))

interface TestimonyText {
  id: string
  name: string
  age: number | null
  city: string
  condition: string
  quote: string
  publishedAt: string
}

const beforeAfter: Array<TestimonyText & { story: string[]; durationWeeks: number }> = [
  {
    id: 'nadia-jerawat',
    name: 'Nadia',
    age: 24,
    city: 'Bandung',
    condition: 'jerawat',
    quote: 'Akhirnya aku tahu jerawatku muncul karena apa, jadi perawatannya lebih terarah.',
    durationWeeks: 12,
    publishedAt: '2026-11-10T03:00:00.000Z',
    story: [
      'Aku sudah mencoba banyak produk yang viral, tapi jerawat di dagu selalu datang lagi setiap bulan. Lewat konsultasi, dokter menjelaskan polanya berkaitan dengan siklus haid.',
      'Rutinitasku disederhanakan jadi tiga langkah ditambah obat oles resep. Setelah sekitar tiga bulan, jerawat baru jauh berkurang, meski sesekali masih muncul.',
    ],
  },
  {
    id: 'rizky-bekas-jerawat',
    name: 'Rizky',
    age: 27,
    city: 'Surabaya',
    condition: 'bekas-jerawat',
    quote: 'Noda gelapnya memudar pelan-pelan. Yang penting sabar dan disiplin pakai tabir surya.',
    durationWeeks: 16,
    publishedAt: '2026-10-28T03:00:00.000Z',
    story: [
      'Noda cokelat bekas jerawat di pipiku bikin aku malas berfoto. Dokter menjelaskan bahwa noda seperti ini bisa memudar, tapi perlu perlindungan dari matahari setiap hari.',
      'Aku rutin memakai krim yang diresepkan dan tabir surya. Hasilnya bertahap, dan di minggu ke-16 warnanya sudah jauh lebih rata.',
    ],
  },
  {
    id: 'maya-flek-hitam',
    name: 'Maya',
    age: 35,
    city: 'Jakarta',
    condition: 'flek-hitam',
    quote: 'Dokter jujur bilang flek butuh waktu lama. Justru itu yang bikin aku percaya.',
    durationWeeks: 20,
    publishedAt: '2026-10-15T03:00:00.000Z',
    story: [
      'Flek di pipiku makin jelas setelah melahirkan. Dokter menjelaskan kemungkinan melasma dan kenapa aku harus berhenti memakai krim pemutih yang kubeli daring.',
      'Dengan krim resep dan tabir surya, fleknya memudar perlahan. Aku masih kontrol rutin karena melasma bisa kambuh.',
    ],
  },
  {
    id: 'dewi-kulit-kusam',
    name: 'Dewi',
    age: 29,
    city: 'Yogyakarta',
    condition: 'kulit-kusam',
    quote: 'Ternyata aku cuma perlu rutinitas yang konsisten, bukan produk yang banyak.',
    durationWeeks: 8,
    publishedAt: '2026-09-30T03:00:00.000Z',
    story: [
      'Kulitku terlihat lelah karena sering lembur. Dokter membantuku menyusun rutinitas pagi dan malam yang singkat, ditambah niasinamida.',
      'Setelah dua bulan, kulitku terasa lebih lembap dan tampak lebih segar. Tidur cukup ternyata juga berpengaruh besar.',
    ],
  },
  {
    id: 'andre-rambut-rontok',
    name: 'Andre',
    age: 31,
    city: 'Medan',
    condition: 'rambut-rontok',
    quote:
      'Rambut rontokku ternyata berkaitan dengan stres dan pola makan. Sekarang jauh berkurang.',
    durationWeeks: 14,
    publishedAt: '2026-09-12T03:00:00.000Z',
    story: [
      'Setelah beberapa bulan kerja dengan tekanan tinggi, rambutku rontok banyak sekali. Dokter menanyakan banyak hal, termasuk pola makan dan tidurku.',
      'Aku mengikuti saran perawatan dan memperbaiki kebiasaan. Sekitar tiga bulan kemudian, kerontokan berkurang dan rambut baru mulai tumbuh.',
    ],
  },
  {
    id: 'hendra-kebotakan',
    name: 'Hendra',
    age: 29,
    city: 'Semarang',
    condition: 'kebotakan-pria',
    quote: 'Menyesal tidak konsultasi lebih awal, tapi senang garis rambutku sekarang stabil.',
    durationWeeks: 24,
    publishedAt: '2026-08-25T03:00:00.000Z',
    story: [
      'Garis rambutku mundur sejak usia 25. Dokter menjelaskan pilihan obat, efek sampingnya, dan bahwa hasilnya baru terlihat setelah beberapa bulan.',
      'Setelah enam bulan pengobatan rutin, kerontokan berhenti dan bagian depan terlihat sedikit lebih penuh. Hasil tiap orang bisa berbeda.',
    ],
  },
]

const videos: Array<TestimonyText & { durationSeconds: number; transcript: string[] }> = [
  {
    id: 'sinta-jerawat-video',
    name: 'Sinta',
    age: 22,
    city: 'Malang',
    condition: 'jerawat',
    quote: 'Konsultasinya dari kamar kos, obatnya diantar. Praktis banget buat mahasiswa.',
    durationSeconds: 74,
    publishedAt: '2026-11-05T03:00:00.000Z',
    transcript: [
      'Halo, aku Sinta. Dulu aku malu keluar rumah karena jerawat meradang di pipi.',
      'Aku konsultasi lewat chat, dokternya tanya detail banget soal produk yang kupakai. Setelah rutin pakai obat dari dokter selama dua bulan, jerawatku jauh lebih tenang.',
    ],
  },
  {
    id: 'putra-berat-badan-video',
    name: 'Putra',
    age: 38,
    city: 'Makassar',
    condition: 'berat-badan-berlebih',
    quote: 'Targetnya kecil-kecil, jadi aku tidak merasa tersiksa.',
    durationSeconds: 92,
    publishedAt: '2026-10-20T03:00:00.000Z',
    transcript: [
      'Saya Putra. Dokter bilang kolesterol dan berat badan saya perlu diperhatikan.',
      'Kami mulai dari hal sederhana: kurangi minuman manis dan jalan kaki setiap pagi. Dalam empat bulan berat saya turun tujuh kilogram dan saya merasa lebih bertenaga.',
    ],
  },
  {
    id: 'lina-haid-video',
    name: 'Lina',
    age: 26,
    city: 'Denpasar',
    condition: 'haid-tidak-teratur',
    quote: 'Aku bisa cerita tanpa malu, dan dokternya menjelaskan dengan sabar.',
    durationSeconds: 68,
    publishedAt: '2026-10-02T03:00:00.000Z',
    transcript: [
      'Hai, aku Lina. Haidku sering telat sampai dua bulan dan aku bingung harus mulai dari mana.',
      'Dokter memintaku mencatat siklus dan menyarankan pemeriksaan lanjutan. Sekarang aku lebih paham kondisiku dan tahu apa yang harus dipantau.',
    ],
  },
  {
    id: 'arif-ketombe-video',
    name: 'Arif',
    age: 33,
    city: 'Palembang',
    condition: 'ketombe',
    quote: 'Ternyata cara keramasku yang kurang tepat. Sekarang kulit kepala jauh lebih nyaman.',
    durationSeconds: 55,
    publishedAt: '2026-09-18T03:00:00.000Z',
    transcript: [
      'Saya Arif. Ketombe saya parah, sampai gatal dan merah di kulit kepala.',
      'Dokter menyarankan sampo khusus dan cara pakainya, didiamkan beberapa menit sebelum dibilas. Dalam tiga minggu gatalnya berkurang banyak.',
    ],
  },
  {
    id: 'yuni-sulit-tidur-video',
    name: 'Yuni',
    age: 41,
    city: 'Balikpapan',
    condition: 'sulit-tidur',
    quote: 'Tidurku lebih nyenyak setelah mengubah kebiasaan kecil sebelum tidur.',
    durationSeconds: 81,
    publishedAt: '2026-09-01T03:00:00.000Z',
    transcript: [
      'Halo, saya Yuni. Berbulan-bulan saya baru bisa tidur jam dua pagi.',
      'Dokter membantu saya mengenali kecemasan yang membuat sulit tidur dan mengajari teknik relaksasi. Sekarang saya bisa tidur lebih awal hampir setiap malam.',
    ],
  },
  {
    id: 'tono-maag-video',
    name: 'Tono',
    age: 45,
    city: 'Bogor',
    condition: 'maag',
    quote: 'Dokter menjelaskan kapan saya harus periksa langsung. Itu bikin saya tenang.',
    durationSeconds: 63,
    publishedAt: '2026-08-14T03:00:00.000Z',
    transcript: [
      'Saya Tono, sering perih di ulu hati kalau telat makan.',
      'Lewat konsultasi, saya dapat obat dan saran jadwal makan. Dokter juga menjelaskan tanda bahaya yang perlu diperiksa ke rumah sakit. Sekarang keluhan jauh berkurang.',
    ],
  },
]

export const testimonySeed = [
  ...beforeAfter.map(({ story, durationWeeks, ...text }) => ({
    ...text,
    type: 'before_after' as const,
    details: {
      type: 'before_after' as const,
      story,
      durationWeeks,
      before: image(
        `testimonies/${text.id}-before`,
        `Kondisi kulit ${text.name} sebelum perawatan`,
        'skin',
        {
          width: 600,
          height: 600,
          variant: 'before',
        },
      ),
      after: image(
        `testimonies/${text.id}-after`,
        `Kondisi kulit ${text.name} setelah ${durationWeeks} minggu perawatan`,
        'skin',
        { width: 600, height: 600, variant: 'after' },
      ),
    },
  })),
  ...videos.map(({ durationSeconds, transcript, ...text }) => ({
    ...text,
    type: 'video' as const,
    details: {
      type: 'video' as const,
      durationSeconds,
      transcript,
      poster: image(`testimonies/${text.id}`, `Cuplikan video testimoni ${text.name}`, 'avatar', {
        width: 960,
        height: 540,
        label: text.name.slice(0, 1),
      }),
    },
  })),
]
