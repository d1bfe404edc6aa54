/**
 * The clinic's treatments: five categories and twenty treatments, each offered at three to seven
 * of the open branches. Oxygen Facial is no longer offered (`isActive: false`). Prices are the
 * lowest price of one session, in rupiah.
 */
import { image } from '../content-data/images'
import type { SeedTreatment, SeedTreatmentCategory } from './types'

export const treatmentCategorySeed: SeedTreatmentCategory[] = [
  { slug: 'facial', name: 'Facial' },
  { slug: 'perawatan-jerawat', name: 'Perawatan Jerawat' },
  { slug: 'peeling', name: 'Peeling' },
  { slug: 'laser', name: 'Laser & Cahaya' },
  { slug: 'injeksi', name: 'Injeksi' },
]

/** Short names of the open branches, to keep the lists below readable. */
const BRANCH = {
  K: 'diri-klinik-kemang',
  M: 'diri-klinik-menteng',
  D: 'diri-klinik-dago',
  R: 'diri-klinik-renon',
  P: 'diri-klinik-panakkukang',
  J: 'diri-klinik-jayapura',
  S: 'diri-klinik-darmo',
} as const
type BranchCode = keyof typeof BRANCH

interface TreatmentText {
  id: string
  name: string
  category: string
  summary: string
  priceFrom: number
  durationMinutes: number
  picture: 'scene' | 'closeup'
  about: string[]
  suits: string[]
  results: string[]
  steps: Array<[title: string, body: string]>
  /** Captions of the before/after pairs ('4 sesi dalam 8 minggu'). */
  beforeAfter: string[]
  preparation: string[]
  faq: Array<[question: string, answer: string]>
  /** Branch codes, e.g. 'KMDS'. */
  clinics: string
  isActive?: boolean
}

const texts: TreatmentText[] = [
  // Facial ------------------------------------------------------------------------------------
  {
    id: 'facial-acne',
    name: 'Facial Acne',
    category: 'facial',
    summary: 'Facial untuk kulit berjerawat: membersihkan pori, mengeluarkan komedo, menenangkan.',
    priceFrom: 250000,
    durationMinutes: 60,
    picture: 'closeup',
    about: [
      'Facial Acne adalah facial yang disusun khusus untuk kulit berminyak dan berjerawat. Terapis membersihkan wajah, melunakkan komedo dengan uap, mengeluarkannya dengan alat steril, lalu memakai masker yang menenangkan kemerahan.',
      'Sebelum facial, dokter melihat kondisi jerawatmu dulu. Jerawat yang sedang meradang besar tidak dipencet, tetapi dirawat dengan cara lain.',
    ],
    suits: [
      'Kulit berminyak dengan banyak komedo hitam atau putih',
      'Jerawat ringan sampai sedang',
      'Kamu yang ingin rutin membersihkan pori setiap 2–4 minggu',
    ],
    results: [
      'Pori terasa lebih bersih dan komedo berkurang setelah satu sesi. Untuk jerawat yang sering kambuh, facial membantu bila digabung dengan rutinitas dan obat dari dokter.',
      'Wajah bisa sedikit kemerahan 1–2 jam setelah ekstraksi. Ini wajar dan akan hilang sendiri.',
    ],
    steps: [
      [
        'Konsultasi singkat',
        'Dokter atau terapis melihat jenis jerawat dan menanyakan produk yang kamu pakai.',
      ],
      [
        'Pembersihan dan uap',
        'Wajah dibersihkan dua kali, lalu diuap supaya komedo lebih mudah dikeluarkan.',
      ],
      ['Ekstraksi komedo', 'Komedo dikeluarkan dengan alat steril, pelan-pelan dan tidak dipaksa.'],
      [
        'Masker penenang',
        'Masker berbahan tenang, seperti sulfur atau centella, dipakai 15 menit.',
      ],
      ['Tabir surya', 'Perawatan ditutup dengan pelembap ringan dan tabir surya.'],
    ],
    beforeAfter: ['4 sesi dalam 8 minggu, dengan krim dari dokter', '6 sesi dalam 12 minggu'],
    preparation: [
      'Datang tanpa makeup, atau bersihkan makeup di klinik.',
      'Hentikan scrub dan produk retinoid 3 hari sebelumnya.',
      'Ceritakan obat jerawat yang sedang kamu pakai kepada dokter.',
      'Hindari memencet jerawat sendiri menjelang perawatan.',
    ],
    faq: [
      [
        'Apakah Facial Acne sakit?',
        'Saat komedo dikeluarkan akan terasa sedikit perih, tetapi terapis bekerja pelan dan kamu bisa minta berhenti sebentar kapan saja.',
      ],
      [
        'Seberapa sering sebaiknya facial?',
        'Umumnya setiap 2 sampai 4 minggu. Dokter akan menyarankan jarak yang sesuai dengan kondisi kulitmu.',
      ],
    ],
    clinics: 'KMDRPJS',
  },
  {
    id: 'facial-brightening',
    name: 'Facial Brightening',
    category: 'facial',
    summary: 'Facial untuk kulit kusam dan warna tidak rata, dengan serum vitamin C dan masker.',
    priceFrom: 300000,
    durationMinutes: 60,
    picture: 'scene',
    about: [
      'Facial Brightening membantu mengangkat sel kulit mati di permukaan dan memberi serum yang membantu meratakan warna kulit, seperti vitamin C dan niasinamida.',
      'Facial ini tidak memutihkan. Tujuannya kulit tampak lebih segar dan warnanya lebih rata.',
    ],
    suits: [
      'Kulit kusam karena kurang tidur, polusi, atau sering di luar ruangan',
      'Warna kulit tidak rata ringan',
      'Persiapan sebelum acara penting',
    ],
    results: [
      'Kulit biasanya tampak lebih segar sesaat setelah facial. Hasil yang lebih bertahan terlihat setelah 3–4 sesi, ditambah tabir surya setiap hari.',
      'Kulit sensitif bisa terasa hangat sebentar saat serum dipakai. Sampaikan kepada terapis bila terasa perih.',
    ],
    steps: [
      ['Pembersihan', 'Wajah dibersihkan dan dinilai tingkat kekusamannya.'],
      ['Eksfoliasi ringan', 'Sel kulit mati diangkat dengan enzim buah yang lembut.'],
      ['Serum dan pijat', 'Serum vitamin C dioleskan sambil wajah dipijat ringan.'],
      ['Masker dan tabir surya', 'Masker lembap dipakai 15 menit, lalu ditutup tabir surya.'],
    ],
    beforeAfter: ['3 sesi dalam 6 minggu'],
    preparation: [
      'Hentikan scrub dan eksfoliasi di rumah 3 hari sebelumnya.',
      'Beri tahu kami bila kulitmu sedang terbakar matahari.',
      'Bawa tabir surya kesayanganmu bila ada.',
    ],
    faq: [
      [
        'Apakah hasilnya langsung terlihat?',
        'Kulit biasanya tampak lebih segar hari itu juga. Untuk warna kulit yang lebih rata, butuh beberapa sesi dan tabir surya setiap hari.',
      ],
      [
        'Apakah aman untuk ibu hamil?',
        'Sebagian bahan bisa diganti dengan yang aman untuk kehamilan. Sampaikan kepada dokter sebelum perawatan.',
      ],
    ],
    clinics: 'KMDRPJS',
  },
  {
    id: 'facial-hydrating',
    name: 'Facial Hydrating',
    category: 'facial',
    summary:
      'Facial untuk kulit kering dan mengelupas, menambah kelembapan dan memperbaiki lapisan kulit.',
    priceFrom: 275000,
    durationMinutes: 60,
    picture: 'scene',
    about: [
      'Facial Hydrating memberi kelembapan berlapis dengan asam hialuronat, ceramide, dan masker gel yang dingin. Tidak ada ekstraksi, jadi cocok untuk kulit yang sedang rewel.',
    ],
    suits: [
      'Kulit kering, kencang, atau mengelupas',
      'Kulit yang terasa perih setelah memakai obat jerawat atau retinoid',
      'Kamu yang sering berada di ruangan ber-AC seharian',
    ],
    results: [
      'Kulit terasa lebih lembap dan halus setelah satu sesi. Untuk kulit yang lapisan pelindungnya rusak, dokter akan menambah pelembap yang dipakai di rumah.',
      'Risikonya kecil. Sesekali muncul kemerahan ringan yang hilang dalam beberapa jam.',
    ],
    steps: [
      ['Pembersihan lembut', 'Wajah dibersihkan dengan pembersih tanpa busa.'],
      ['Serum pelembap', 'Serum asam hialuronat dipakai berlapis.'],
      ['Masker gel dingin', 'Masker gel dipakai 20 menit sambil kamu beristirahat.'],
    ],
    beforeAfter: [],
    preparation: [
      'Tidak perlu persiapan khusus.',
      'Ceritakan obat oles yang sedang kamu pakai.',
      'Datang tanpa makeup bila bisa.',
    ],
    faq: [
      [
        'Kulitku berminyak tapi terasa kering. Apakah cocok?',
        'Bisa. Kulit berminyak juga bisa kekurangan air. Dokter akan membantu memastikan kondisi kulitmu.',
      ],
      [
        'Berapa lama hasilnya bertahan?',
        'Rasa lembap biasanya bertahan beberapa hari. Supaya bertahan lama, pakai pelembap yang sesuai setiap hari.',
      ],
    ],
    clinics: 'KDRJ',
  },
  {
    id: 'microdermabrasi',
    name: 'Microdermabrasi',
    category: 'facial',
    summary:
      'Pengelupasan lapisan teratas kulit dengan alat berujung kristal halus dan hisapan lembut.',
    priceFrom: 350000,
    durationMinutes: 45,
    picture: 'closeup',
    about: [
      'Microdermabrasi mengangkat lapisan sel kulit mati paling atas dengan alat berujung kristal halus, lalu menghisapnya. Kulit terasa lebih halus dan produk perawatan lebih mudah meresap.',
    ],
    suits: ['Tekstur kulit kasar', 'Kulit kusam', 'Bekas jerawat berwarna kecokelatan yang ringan'],
    results: [
      'Kulit terasa lebih halus setelah sesi pertama. Untuk tekstur yang lebih rata, biasanya dibutuhkan 4–6 sesi dengan jarak 2 minggu.',
      'Kulit bisa kemerahan dan sedikit kering 1–2 hari. Tidak dianjurkan untuk jerawat yang sedang meradang.',
    ],
    steps: [
      ['Pembersihan', 'Wajah dibersihkan dan dikeringkan.'],
      ['Microdermabrasi', 'Alat digerakkan perlahan di setiap area wajah, dua sampai tiga lapis.'],
      ['Serum dan pelembap', 'Serum menenangkan dipakai, lalu pelembap.'],
      ['Tabir surya', 'Ditutup dengan tabir surya SPF 30 atau lebih.'],
    ],
    beforeAfter: ['5 sesi dalam 10 minggu'],
    preparation: [
      'Hentikan retinoid dan AHA/BHA 5 hari sebelumnya.',
      'Jangan waxing atau mencukur area wajah 3 hari sebelumnya.',
      'Hindari berjemur seminggu sebelum perawatan.',
    ],
    faq: [
      [
        'Apakah ada masa pemulihan?',
        'Hampir tidak ada. Kamu bisa langsung beraktivitas, cukup hindari matahari dan pakai tabir surya.',
      ],
      [
        'Apakah bisa untuk bopeng?',
        'Microdermabrasi hanya bekerja di permukaan, jadi kurang efektif untuk bopeng yang dalam. Untuk itu dokter biasanya menyarankan microneedling atau laser fraksional.',
      ],
    ],
    clinics: 'KMDPS',
  },
  {
    id: 'facial-oxygen',
    name: 'Oxygen Facial',
    category: 'facial',
    summary:
      'Facial dengan semprotan serum bertekanan. Sudah tidak tersedia, diganti Facial Hydrating.',
    priceFrom: 400000,
    durationMinutes: 60,
    picture: 'scene',
    about: [
      'Oxygen Facial menyemprotkan serum dengan tekanan udara ke permukaan kulit. Perawatan ini sudah tidak kami sediakan; untuk kulit yang butuh kelembapan, dokter kami menyarankan Facial Hydrating.',
    ],
    suits: ['Kulit kusam dan kering'],
    results: ['Kulit terasa segar sesaat setelah perawatan.'],
    steps: [
      ['Pembersihan', 'Wajah dibersihkan.'],
      ['Semprotan serum', 'Serum disemprotkan ke seluruh wajah.'],
      ['Pelembap', 'Ditutup dengan pelembap dan tabir surya.'],
    ],
    beforeAfter: [],
    preparation: [
      'Datang tanpa makeup.',
      'Hentikan scrub 3 hari sebelumnya.',
      'Ceritakan produk yang sedang kamu pakai.',
    ],
    faq: [
      [
        'Kenapa Oxygen Facial tidak tersedia lagi?',
        'Hasilnya mirip dengan Facial Hydrating yang lebih terjangkau, jadi kami memilih fokus pada perawatan itu.',
      ],
      [
        'Saya punya paket Oxygen Facial yang belum terpakai. Bagaimana?',
        'Sisa sesi bisa ditukar dengan Facial Hydrating atau Facial Brightening. Hubungi kami lewat chat di aplikasi.',
      ],
    ],
    clinics: 'KMD',
    isActive: false,
  },
  // Perawatan jerawat ---------------------------------------------------------------------------
  {
    id: 'facial-acne-peel',
    name: 'Acne Peel Salisilat',
    category: 'perawatan-jerawat',
    summary: 'Peeling asam salisilat untuk jerawat dan komedo, membersihkan pori sampai ke dalam.',
    priceFrom: 400000,
    durationMinutes: 45,
    picture: 'closeup',
    about: [
      'Asam salisilat larut dalam minyak, sehingga bisa masuk ke pori dan membersihkan sumbatan yang memicu jerawat. Dokter mengoleskan cairan peeling dalam kadar yang aman untuk kulitmu.',
      'Acne Peel sering digabung dengan facial atau obat oles dari dokter untuk hasil yang lebih baik.',
    ],
    suits: [
      'Jerawat ringan sampai sedang yang sering kambuh',
      'Komedo di hidung, dahi, dan dagu',
      'Kulit berminyak',
    ],
    results: [
      'Jerawat biasanya mulai berkurang setelah 2–3 sesi dengan jarak 2 minggu.',
      'Kulit bisa mengelupas halus 2–4 hari setelahnya. Jangan dikelupas paksa. Tidak cocok bila kamu alergi aspirin.',
    ],
    steps: [
      ['Penilaian dokter', 'Dokter melihat jerawatmu dan menentukan kadar peeling.'],
      [
        'Pembersihan dan pelindung',
        'Wajah dibersihkan; sudut mata, hidung, dan bibir diberi pelindung.',
      ],
      ['Peeling', 'Cairan dioleskan 3–5 menit. Akan terasa hangat atau sedikit perih.'],
      ['Netralisasi dan tabir surya', 'Wajah dibilas, diberi pelembap dan tabir surya.'],
    ],
    beforeAfter: ['3 sesi dalam 6 minggu', '4 sesi dalam 8 minggu, dengan obat oles dari dokter'],
    preparation: [
      'Hentikan retinoid, AHA/BHA, dan scrub 5 hari sebelumnya.',
      'Sampaikan bila kamu alergi aspirin atau sedang hamil.',
      'Hindari berjemur seminggu sebelumnya.',
      'Siapkan tabir surya untuk dipakai setelahnya.',
    ],
    faq: [
      [
        'Apakah jerawat bisa muncul lebih banyak setelah peeling?',
        'Kadang muncul beberapa jerawat kecil di minggu pertama karena sumbatan naik ke permukaan. Biasanya mereda sendiri. Bila berat, hubungi dokter.',
      ],
      [
        'Bolehkah memakai makeup setelahnya?',
        'Sebaiknya tunggu 24 jam supaya kulit tidak teriritasi.',
      ],
      [
        'Apakah aman untuk remaja?',
        'Aman untuk remaja dengan kadar yang disesuaikan. Pasien di bawah 17 tahun perlu didampingi orang tua.',
      ],
    ],
    clinics: 'KMDRPJS',
  },
  {
    id: 'suntik-jerawat',
    name: 'Suntik Jerawat',
    category: 'perawatan-jerawat',
    summary:
      'Suntikan obat antiradang langsung ke jerawat besar supaya cepat kempis dalam 1–3 hari.',
    priceFrom: 200000,
    durationMinutes: 30,
    picture: 'closeup',
    about: [
      'Suntik jerawat adalah suntikan obat antiradang (kortikosteroid) dalam dosis sangat kecil ke dalam jerawat yang besar dan nyeri. Tindakan ini hanya dilakukan oleh dokter.',
      'Harga yang tercantum untuk satu sampai tiga titik jerawat.',
    ],
    suits: [
      'Jerawat batu atau jerawat besar yang nyeri',
      'Jerawat yang perlu cepat kempis, misalnya sebelum acara',
    ],
    results: [
      'Jerawat biasanya kempis dalam 1–3 hari dan nyerinya berkurang.',
      'Bila dosisnya berlebihan, kulit bisa sedikit cekung sementara. Karena itu dokter memakai dosis kecil dan tidak menyuntik titik yang sama berulang kali.',
    ],
    steps: [
      ['Pemeriksaan dokter', 'Dokter memastikan benjolan memang jerawat yang cocok disuntik.'],
      ['Pembersihan', 'Area jerawat dibersihkan dengan antiseptik.'],
      ['Suntikan', 'Obat disuntikkan dengan jarum sangat halus, hanya beberapa detik.'],
    ],
    beforeAfter: ['1 kali suntik, hasil 3 hari kemudian'],
    preparation: [
      'Jangan memencet jerawat sebelum datang.',
      'Sampaikan obat yang sedang kamu minum.',
      'Datang tanpa makeup di area jerawat.',
    ],
    faq: [
      [
        'Apakah suntik jerawat menyembuhkan jerawat selamanya?',
        'Tidak. Suntikan hanya mengempiskan jerawat yang disuntik. Untuk mencegah jerawat baru, kamu tetap butuh perawatan rutin dari dokter.',
      ],
      ['Apakah sakit?', 'Seperti digigit semut sebentar. Jarumnya sangat halus.'],
    ],
    clinics: 'KMDRPJS',
  },
  {
    id: 'ekstraksi-komedo',
    name: 'Ekstraksi Komedo',
    category: 'perawatan-jerawat',
    summary: 'Pengeluaran komedo hitam dan putih dengan alat steril, tanpa facial lengkap.',
    priceFrom: 180000,
    durationMinutes: 30,
    picture: 'closeup',
    about: [
      'Ekstraksi komedo adalah bagian inti dari facial, dilakukan sendiri tanpa masker dan pijat. Cocok bila kamu hanya ingin komedo dibersihkan dengan cepat dan aman.',
    ],
    suits: [
      'Komedo hitam di hidung dan dagu',
      'Komedo putih (milia) yang mengganjal',
      'Kamu yang waktunya terbatas',
    ],
    results: [
      'Pori tampak lebih bersih hari itu juga. Komedo bisa muncul lagi bila pori kembali tersumbat, jadi dokter mungkin menyarankan produk perawatan di rumah.',
      'Kemerahan ringan bisa muncul 1–2 jam setelahnya.',
    ],
    steps: [
      ['Pembersihan dan uap', 'Wajah dibersihkan dan diuap 5 menit.'],
      ['Ekstraksi', 'Komedo dikeluarkan dengan alat steril.'],
      ['Penenang', 'Kulit diberi cairan antiseptik dan gel penenang.'],
    ],
    beforeAfter: ['2 sesi dalam 4 minggu'],
    preparation: [
      'Datang tanpa makeup.',
      'Hentikan scrub 3 hari sebelumnya.',
      'Jangan memencet komedo sendiri menjelang perawatan.',
    ],
    faq: [
      [
        'Apa bedanya dengan Facial Acne?',
        'Facial Acne lebih lengkap: ada masker penenang dan penilaian jerawat. Ekstraksi Komedo lebih singkat dan hanya membersihkan komedo.',
      ],
      [
        'Apakah pori akan mengecil?',
        'Pori tampak lebih kecil saat bersih, tetapi ukuran pori sebagian besar ditentukan faktor bawaan.',
      ],
    ],
    clinics: 'KDPJS',
  },
  {
    id: 'microneedling-bekas-jerawat',
    name: 'Microneedling untuk Bekas Jerawat',
    category: 'perawatan-jerawat',
    summary:
      'Tusukan jarum sangat halus untuk merangsang kolagen dan menyamarkan bopeng ringan sampai sedang.',
    priceFrom: 1500000,
    durationMinutes: 75,
    picture: 'closeup',
    about: [
      'Microneedling memakai alat berjarum sangat halus yang membuat luka mikro di kulit. Luka mikro ini merangsang kulit membentuk kolagen baru, sehingga bekas jerawat cekung perlahan terisi.',
      'Sebelum tindakan, wajah diberi krim anestesi supaya kamu lebih nyaman.',
    ],
    suits: [
      'Bopeng atau bekas jerawat cekung ringan sampai sedang',
      'Pori besar dan tekstur kulit tidak rata',
      'Jerawat yang sudah terkendali (tidak sedang meradang)',
    ],
    results: [
      'Perubahan mulai terlihat 4–6 minggu setelah sesi pertama, karena kolagen terbentuk perlahan. Umumnya dibutuhkan 3–6 sesi dengan jarak 4–6 minggu.',
      'Wajah akan merah seperti terbakar matahari 1–3 hari. Risiko lain yang jarang: infeksi dan flek setelah peradangan, terutama bila tidak memakai tabir surya.',
    ],
    steps: [
      [
        'Konsultasi dokter',
        'Dokter menilai jenis bopeng dan memastikan tidak ada jerawat aktif yang meradang.',
      ],
      ['Krim anestesi', 'Krim anestesi dioleskan dan didiamkan 30–40 menit.'],
      [
        'Microneedling',
        'Dokter menggerakkan alat di area bopeng dengan kedalaman yang disesuaikan.',
      ],
      ['Serum dan masker', 'Serum penenang dan masker dingin dipakai untuk mengurangi kemerahan.'],
      ['Kontrol', 'Kamu dijadwalkan kontrol untuk melihat perkembangan dan sesi berikutnya.'],
    ],
    beforeAfter: ['3 sesi dalam 4 bulan', '5 sesi dalam 6 bulan'],
    preparation: [
      'Hentikan retinoid dan obat jerawat oles 5–7 hari sebelumnya.',
      'Jangan berjemur atau memakai self-tanning 2 minggu sebelumnya.',
      'Sampaikan bila kamu mudah berkeloid atau sedang minum obat pengencer darah.',
      'Siapkan waktu istirahat 1–2 hari bila pekerjaanmu banyak bertemu orang.',
    ],
    faq: [
      [
        'Berapa sesi sampai bopeng hilang?',
        'Bopeng jarang hilang sepenuhnya, tetapi bisa jauh tersamarkan. Kebanyakan pasien butuh 3 sampai 6 sesi.',
      ],
      ['Kapan boleh memakai makeup lagi?', 'Setelah 24–48 jam, saat kulit tidak lagi perih.'],
      [
        'Apakah bisa saat jerawat masih aktif?',
        'Jerawat yang meradang perlu dirawat dulu. Dokter akan mengatur urutan perawatannya.',
      ],
    ],
    clinics: 'KMDRPS',
  },
  // Peeling -----------------------------------------------------------------------------------
  {
    id: 'chemical-peeling',
    name: 'Chemical Peeling Glikolat',
    category: 'peeling',
    summary: 'Peeling asam glikolat untuk kulit kusam, tekstur kasar, dan noda bekas jerawat.',
    priceFrom: 450000,
    durationMinutes: 45,
    picture: 'closeup',
    about: [
      'Chemical peeling memakai cairan asam glikolat untuk melepaskan sel kulit mati, sehingga kulit baru yang lebih rata muncul ke permukaan. Kadar dan lama pemakaian ditentukan dokter.',
    ],
    suits: [
      'Kulit kusam dan tekstur kasar',
      'Noda kecokelatan bekas jerawat',
      'Flek ringan di permukaan',
    ],
    results: [
      'Kulit tampak lebih cerah dan halus setelah 1–2 minggu. Untuk noda dan flek, biasanya butuh 3–5 sesi dengan jarak 2–4 minggu.',
      'Setelah peeling kulit bisa kemerahan, kering, dan mengelupas halus. Tanpa tabir surya, kulit justru bisa menggelap.',
    ],
    steps: [
      ['Penilaian dokter', 'Dokter memilih kadar asam sesuai kondisi kulit.'],
      ['Persiapan kulit', 'Wajah dibersihkan dan dihilangkan minyaknya.'],
      ['Peeling', 'Cairan dioleskan merata dan dipantau setiap menit.'],
      ['Netralisasi', 'Asam dinetralkan, lalu wajah diberi pelembap dan tabir surya.'],
    ],
    beforeAfter: ['4 sesi dalam 10 minggu'],
    preparation: [
      'Hentikan retinoid, AHA/BHA, dan scrub 5 hari sebelumnya.',
      'Jangan waxing atau laser di wajah 2 minggu sebelumnya.',
      'Hindari matahari langsung seminggu sebelum dan sesudahnya.',
      'Sampaikan bila kamu sedang hamil atau menyusui.',
    ],
    faq: [
      [
        'Apakah kulit akan mengelupas parah?',
        'Dengan kadar yang kami pakai, kulit biasanya hanya mengelupas halus seperti sisik tipis selama beberapa hari.',
      ],
      [
        'Apakah boleh langsung bekerja?',
        'Boleh. Wajah mungkin sedikit kemerahan beberapa jam, tetapi kebanyakan pasien langsung kembali bekerja.',
      ],
    ],
    clinics: 'KMDRPJS',
  },
  {
    id: 'peeling-mandelat',
    name: 'Peeling Mandelat untuk Flek',
    category: 'peeling',
    summary:
      'Peeling asam mandelat yang lembut, untuk flek dan kulit sawo matang yang mudah menggelap.',
    priceFrom: 500000,
    durationMinutes: 45,
    picture: 'closeup',
    about: [
      'Asam mandelat memiliki molekul lebih besar dari asam glikolat, sehingga meresap lebih pelan dan lebih jarang membuat iritasi. Karena itu peeling ini sering dipilih untuk kulit sawo matang yang mudah meninggalkan noda gelap.',
    ],
    suits: [
      'Flek dan melasma ringan',
      'Noda gelap setelah jerawat',
      'Kulit sensitif yang tidak cocok dengan peeling lain',
    ],
    results: [
      'Flek perlahan memudar setelah 4–6 sesi dengan jarak 2 minggu. Melasma bisa kambuh, jadi tabir surya dan krim dari dokter tetap perlu dipakai.',
      'Efek samping biasanya ringan: rasa hangat, kemerahan, dan sedikit kering.',
    ],
    steps: [
      ['Penilaian dokter', 'Dokter memastikan jenis flek dan memilih kadar peeling.'],
      ['Pembersihan', 'Wajah dibersihkan dan dihilangkan minyaknya.'],
      ['Peeling', 'Cairan mandelat dioleskan 5–10 menit.'],
      ['Pelembap dan tabir surya', 'Wajah dibilas, lalu diberi pelembap dan tabir surya.'],
    ],
    beforeAfter: ['6 sesi dalam 12 minggu, dengan tabir surya setiap hari'],
    preparation: [
      'Hentikan retinoid dan scrub 5 hari sebelumnya.',
      'Pakai tabir surya setiap hari sejak seminggu sebelumnya.',
      'Ceritakan krim yang sedang kamu pakai untuk flek.',
    ],
    faq: [
      [
        'Apakah aman untuk kulit sensitif?',
        'Asam mandelat termasuk peeling yang paling lembut. Dokter tetap akan mencoba di area kecil dulu bila kulitmu sangat sensitif.',
      ],
      [
        'Apakah flek bisa hilang total?',
        'Flek bisa memudar banyak, tetapi sebagian, terutama melasma, mudah kambuh. Kontrol rutin membantu menjaga hasil.',
      ],
    ],
    clinics: 'KMRS',
  },
  {
    id: 'tca-cross-bopeng',
    name: 'TCA Cross untuk Bopeng',
    category: 'peeling',
    summary: 'Pengolesan asam kadar tinggi di titik bopeng yang dalam dan sempit (ice pick scar).',
    priceFrom: 900000,
    durationMinutes: 60,
    picture: 'closeup',
    about: [
      'TCA Cross adalah tindakan dokter yang mengoleskan asam trikloroasetat kadar tinggi tepat ke dasar bopeng yang sempit dan dalam. Asam merangsang dinding bopeng membentuk kolagen baru, sehingga bopeng perlahan menjadi dangkal.',
    ],
    suits: [
      'Bopeng kecil dan dalam seperti tusukan jarum (ice pick scar)',
      'Bopeng yang kurang membaik dengan microneedling saja',
    ],
    results: [
      'Bopeng menjadi lebih dangkal setelah 2–4 sesi dengan jarak 4–6 minggu.',
      'Titik yang diolesi akan memutih, lalu membentuk keropeng kecil yang lepas dalam 5–7 hari. Pada kulit sawo matang ada risiko noda gelap sementara.',
    ],
    steps: [
      ['Pemetaan bopeng', 'Dokter menandai bopeng yang cocok untuk TCA Cross.'],
      ['Pembersihan', 'Wajah dibersihkan dan dihilangkan minyaknya.'],
      ['Pengolesan', 'Asam dioleskan titik demi titik dengan aplikator runcing.'],
      ['Perawatan setelahnya', 'Kamu diberi salep dan petunjuk perawatan keropeng di rumah.'],
    ],
    beforeAfter: ['3 sesi dalam 4 bulan'],
    preparation: [
      'Hentikan retinoid 7 hari sebelumnya.',
      'Jangan berjemur 2 minggu sebelumnya.',
      'Sampaikan bila kamu mudah berkeloid.',
    ],
    faq: [
      [
        'Apakah boleh mengelupas keropengnya?',
        'Jangan. Biarkan lepas sendiri supaya tidak meninggalkan noda.',
      ],
      [
        'Bisakah digabung dengan microneedling?',
        'Bisa, dan sering memberi hasil lebih baik. Dokter akan mengatur jarak antara kedua tindakan.',
      ],
    ],
    clinics: 'KMS',
  },
  // Laser & cahaya ----------------------------------------------------------------------------
  {
    id: 'laser-rejuvenation',
    name: 'Laser Rejuvenation',
    category: 'laser',
    summary: 'Laser lembut untuk kulit kusam, pori besar, dan garis halus, tanpa masa pemulihan.',
    priceFrom: 1200000,
    durationMinutes: 60,
    picture: 'scene',
    about: [
      'Laser Rejuvenation memakai laser Nd:YAG energi rendah yang menghangatkan lapisan dalam kulit. Panas ini merangsang kolagen dan membantu meratakan warna kulit.',
      'Karena energinya rendah, kulit tidak terluka dan kamu bisa langsung beraktivitas.',
    ],
    suits: [
      'Kulit kusam dan warna tidak rata',
      'Pori besar dan garis halus',
      'Kamu yang ingin perawatan tanpa masa pemulihan',
    ],
    results: [
      'Kulit tampak lebih cerah dan kencang setelah 3–5 sesi dengan jarak 2–4 minggu.',
      'Kulit bisa terasa hangat dan kemerahan ringan selama beberapa jam. Risiko flek atau luka bakar kecil bila kulit baru terbakar matahari, karena itu jangan berjemur sebelumnya.',
    ],
    steps: [
      ['Konsultasi dokter', 'Dokter menilai kulit dan mengatur energi laser.'],
      ['Pembersihan dan pelindung mata', 'Wajah dibersihkan dan kamu memakai kacamata pelindung.'],
      ['Laser', 'Laser digerakkan di seluruh wajah. Terasa hangat dan seperti dijentik pelan.'],
      ['Penenang dan tabir surya', 'Kulit diberi gel dingin, pelembap, dan tabir surya.'],
    ],
    beforeAfter: ['4 sesi dalam 3 bulan'],
    preparation: [
      'Jangan berjemur dan jangan memakai self-tanning 2 minggu sebelumnya.',
      'Hentikan retinoid 5 hari sebelumnya.',
      'Sampaikan obat yang membuat kulit peka cahaya, misalnya antibiotik tertentu.',
      'Datang tanpa makeup.',
    ],
    faq: [
      [
        'Apakah laser membuat kulit menipis?',
        'Tidak. Laser ini justru merangsang pembentukan kolagen baru di lapisan dalam kulit.',
      ],
      [
        'Kapan hasilnya terlihat?',
        'Sebagian orang melihat kulit lebih cerah setelah sesi pertama. Hasil yang lebih nyata biasanya setelah 3 sesi.',
      ],
    ],
    clinics: 'KMRS',
  },
  {
    id: 'ipl-flek-kemerahan',
    name: 'IPL untuk Flek dan Kemerahan',
    category: 'laser',
    summary: 'Cahaya berdenyut (IPL) untuk flek matahari, bintik cokelat, dan kemerahan di wajah.',
    priceFrom: 1000000,
    durationMinutes: 45,
    picture: 'scene',
    about: [
      'IPL (intense pulsed light) memancarkan cahaya dengan beberapa panjang gelombang. Cahaya ini diserap pigmen cokelat dan pembuluh darah kecil, sehingga flek dan kemerahan perlahan memudar.',
    ],
    suits: [
      'Flek matahari dan bintik cokelat',
      'Kemerahan dan pembuluh darah halus di pipi',
      'Kulit yang sering terpapar matahari',
    ],
    results: [
      'Flek biasanya tampak lebih gelap dulu selama 3–7 hari, lalu mengelupas halus dan memudar. Umumnya butuh 3–5 sesi dengan jarak 4 minggu.',
      'IPL tidak cocok untuk melasma tertentu dan kulit yang baru terbakar matahari. Dokter akan memastikan jenis flekmu dulu.',
    ],
    steps: [
      ['Penilaian dokter', 'Dokter memastikan jenis flek dan mengatur filter cahaya.'],
      ['Gel dingin', 'Gel dingin dioleskan di wajah dan kamu memakai kacamata pelindung.'],
      ['IPL', 'Alat ditempelkan dan memancarkan cahaya. Terasa seperti dijentik karet.'],
      ['Perawatan setelahnya', 'Gel dibersihkan, lalu kulit diberi pelembap dan tabir surya.'],
    ],
    beforeAfter: ['3 sesi dalam 3 bulan', '4 sesi dalam 4 bulan'],
    preparation: [
      'Jangan berjemur 2–4 minggu sebelumnya.',
      'Hentikan retinoid dan produk pemutih 5 hari sebelumnya.',
      'Sampaikan bila kamu punya riwayat melasma.',
    ],
    faq: [
      [
        'Kenapa fleknya malah menggelap?',
        'Itu tanda pigmen sedang naik ke permukaan. Dalam seminggu biasanya mengelupas halus. Jangan digaruk atau dikelupas.',
      ],
      [
        'Apakah IPL sama dengan laser?',
        'Mirip, tetapi IPL memakai cahaya dengan beberapa panjang gelombang, sedangkan laser satu panjang gelombang.',
      ],
    ],
    clinics: 'KDRS',
  },
  {
    id: 'carbon-laser-peel',
    name: 'Carbon Laser Peel',
    category: 'laser',
    summary: 'Masker karbon yang ditembak laser, untuk kulit berminyak, pori besar, dan kusam.',
    priceFrom: 850000,
    durationMinutes: 60,
    picture: 'scene',
    about: [
      'Wajah diolesi masker karbon tipis yang meresap ke pori. Laser kemudian memanaskan karbon itu, sehingga minyak dan kotoran di pori ikut terangkat dan kulit terasa lebih kencang.',
    ],
    suits: [
      'Kulit berminyak dengan pori besar',
      'Kulit kusam',
      'Jerawat ringan dengan banyak komedo',
    ],
    results: [
      'Kulit tampak lebih bersih dan minyak berkurang untuk beberapa hari setelah sesi pertama. Untuk pori dan minyak yang lebih terkendali, biasanya 4–6 sesi dengan jarak 2 minggu.',
      'Kemerahan ringan bisa muncul selama 1–2 jam.',
    ],
    steps: [
      ['Pembersihan', 'Wajah dibersihkan dan dikeringkan.'],
      ['Masker karbon', 'Masker karbon dioleskan tipis dan didiamkan sampai kering.'],
      ['Laser', 'Laser digerakkan di seluruh wajah; terdengar bunyi letupan kecil.'],
      [
        'Pembersihan dan tabir surya',
        'Sisa karbon dibersihkan, lalu kulit diberi pelembap dan tabir surya.',
      ],
    ],
    beforeAfter: ['5 sesi dalam 10 minggu'],
    preparation: [
      'Jangan berjemur 2 minggu sebelumnya.',
      'Hentikan retinoid 3 hari sebelumnya.',
      'Datang tanpa makeup.',
    ],
    faq: [
      [
        'Apakah Carbon Laser Peel sakit?',
        'Terasa hangat dan seperti dijentik ringan. Kebanyakan pasien tidak butuh krim anestesi.',
      ],
      [
        'Apakah bisa menghilangkan jerawat?',
        'Membantu mengurangi minyak dan komedo, tetapi jerawat yang meradang tetap butuh perawatan dari dokter.',
      ],
    ],
    clinics: 'KMDPS',
  },
  {
    id: 'laser-fraksional-bopeng',
    name: 'Laser Fraksional CO2 untuk Bopeng',
    category: 'laser',
    summary:
      'Laser fraksional untuk bopeng sedang sampai dalam, dengan masa pemulihan sekitar seminggu.',
    priceFrom: 2500000,
    durationMinutes: 90,
    picture: 'scene',
    about: [
      'Laser fraksional CO2 membuat titik-titik luka mikro yang sangat kecil dan rapat di kulit. Kulit lalu memperbaiki diri dengan kolagen baru, sehingga bopeng menjadi lebih dangkal dan tekstur lebih rata.',
      'Tindakan ini dilakukan oleh dokter spesialis kulit.',
    ],
    suits: [
      'Bopeng sedang sampai dalam',
      'Bekas luka lama di wajah',
      'Kamu yang bisa mengambil waktu pemulihan sekitar 5–7 hari',
    ],
    results: [
      'Tekstur mulai membaik sebulan setelah tindakan dan terus membaik sampai 3–6 bulan. Umumnya butuh 2–4 sesi dengan jarak 2–3 bulan.',
      'Setelah tindakan kulit merah, bengkak, dan berkeropeng halus selama 5–7 hari. Risiko noda gelap setelah peradangan cukup sering pada kulit sawo matang, jadi dokter biasanya memberi krim persiapan 2–4 minggu sebelumnya.',
    ],
    steps: [
      [
        'Konsultasi dokter spesialis',
        'Dokter menilai bopeng dan memberi krim persiapan bila perlu.',
      ],
      ['Krim anestesi', 'Krim anestesi dioleskan 45–60 menit.'],
      ['Laser', 'Laser ditembakkan di area bopeng. Terasa panas dan seperti ditusuk halus.'],
      ['Kompres dingin dan salep', 'Wajah dikompres dingin dan diberi salep pemulihan.'],
      ['Kontrol', 'Kontrol seminggu kemudian untuk memastikan kulit pulih dengan baik.'],
    ],
    beforeAfter: ['2 sesi dalam 6 bulan'],
    preparation: [
      'Pakai krim persiapan dari dokter 2–4 minggu sebelumnya bila diresepkan.',
      'Jangan berjemur 4 minggu sebelumnya.',
      'Sampaikan bila kamu pernah herpes di wajah atau mudah berkeloid.',
      'Kosongkan jadwal penting seminggu setelah tindakan.',
    ],
    faq: [
      [
        'Berapa lama sampai bisa beraktivitas normal?',
        'Kebanyakan pasien kembali bekerja setelah 5–7 hari, saat keropeng halus sudah lepas.',
      ],
      [
        'Apakah hasilnya permanen?',
        'Kolagen yang terbentuk bertahan lama, tetapi kulit tetap menua. Perawatan dan tabir surya membantu menjaga hasil.',
      ],
    ],
    clinics: 'KMS',
  },
  {
    id: 'terapi-cahaya-led',
    name: 'Terapi Cahaya LED',
    category: 'laser',
    summary: 'Sinar LED biru dan merah untuk menenangkan jerawat dan kemerahan, tanpa rasa sakit.',
    priceFrom: 150000,
    durationMinutes: 30,
    picture: 'scene',
    about: [
      'Terapi LED memakai cahaya biru yang membantu mengurangi bakteri penyebab jerawat, dan cahaya merah yang membantu menenangkan peradangan. Kamu cukup berbaring dengan mata tertutup pelindung.',
      'Terapi ini sering ditambahkan setelah facial atau peeling.',
    ],
    suits: [
      'Jerawat ringan dan kemerahan',
      'Kulit yang baru selesai facial atau peeling',
      'Kulit sensitif yang tidak cocok dengan tindakan lain',
    ],
    results: [
      'Kemerahan biasanya lebih tenang setelah beberapa sesi. Untuk jerawat, hasil lebih baik bila dilakukan 1–2 kali seminggu selama 4 minggu, bersama perawatan dari dokter.',
      'Hampir tidak ada efek samping. Tidak dianjurkan bila kamu sedang minum obat yang membuat kulit peka cahaya.',
    ],
    steps: [
      ['Pembersihan', 'Wajah dibersihkan.'],
      ['Penyinaran', 'Kamu berbaring di bawah panel LED selama 20 menit dengan pelindung mata.'],
      ['Pelembap', 'Ditutup dengan pelembap dan tabir surya.'],
    ],
    beforeAfter: [],
    preparation: [
      'Tidak perlu persiapan khusus.',
      'Sampaikan obat yang sedang kamu minum.',
      'Datang tanpa makeup bila bisa.',
    ],
    faq: [
      [
        'Apakah cahaya LED berbahaya untuk mata?',
        'Kamu selalu memakai pelindung mata selama terapi, jadi aman.',
      ],
      [
        'Apakah bisa dilakukan sendiri?',
        'Boleh ditambahkan setelah facial, atau dipesan sendiri sebagai perawatan singkat.',
      ],
    ],
    clinics: 'KDRPJS',
  },
  // Injeksi -----------------------------------------------------------------------------------
  {
    id: 'skin-booster',
    name: 'Skin Booster',
    category: 'injeksi',
    summary:
      'Suntikan asam hialuronat di lapisan kulit untuk kulit lebih lembap, kenyal, dan bercahaya.',
    priceFrom: 2500000,
    durationMinutes: 45,
    picture: 'closeup',
    about: [
      'Skin booster adalah suntikan asam hialuronat cair yang disebar merata di lapisan kulit, bukan untuk mengisi volume. Asam hialuronat mengikat air, sehingga kulit terasa lebih lembap dan kenyal dari dalam.',
      'Tindakan dilakukan dokter dengan produk yang terdaftar di BPOM.',
    ],
    suits: [
      'Kulit kering dan kusam yang tidak membaik dengan pelembap',
      'Garis halus di pipi dan sekitar mata',
      'Tekstur kulit kurang halus',
    ],
    results: [
      'Kulit biasanya terasa lebih lembap 2 minggu setelah sesi pertama. Dianjurkan 3 sesi dengan jarak 4 minggu, lalu perawatan ulang setiap 6 bulan.',
      'Bekas suntikan berupa benjolan kecil hilang dalam 1–2 hari. Memar bisa muncul dan hilang dalam seminggu.',
    ],
    steps: [
      ['Konsultasi dokter', 'Dokter menilai kulit dan menjelaskan area yang akan disuntik.'],
      ['Krim anestesi', 'Krim anestesi dioleskan 30 menit.'],
      ['Suntikan', 'Dokter menyuntikkan asam hialuronat titik demi titik di area yang disepakati.'],
      ['Kompres dingin', 'Area suntikan dikompres dingin untuk mengurangi bengkak.'],
    ],
    beforeAfter: ['3 sesi dalam 3 bulan'],
    preparation: [
      'Hindari obat pengencer darah, minyak ikan, dan vitamin E 5 hari sebelumnya, bila dokter mengizinkan.',
      'Jangan minum alkohol sehari sebelumnya.',
      'Sampaikan bila kamu sedang hamil atau menyusui.',
      'Datang tanpa makeup.',
    ],
    faq: [
      [
        'Apakah skin booster sama dengan filler?',
        'Tidak. Filler mengisi volume di area tertentu, sedangkan skin booster disebar tipis untuk melembapkan kulit.',
      ],
      [
        'Berapa lama hasilnya bertahan?',
        'Biasanya 6 sampai 9 bulan, tergantung kondisi kulit dan gaya hidup.',
      ],
      [
        'Apakah meninggalkan bekas?',
        'Benjolan kecil dan kemerahan biasanya hilang dalam 1–2 hari.',
      ],
    ],
    clinics: 'KMDRS',
  },
  {
    id: 'mesoterapi-wajah',
    name: 'Mesoterapi Wajah',
    category: 'injeksi',
    summary: 'Suntikan mikro berisi vitamin dan asam hialuronat untuk kulit kusam dan lelah.',
    priceFrom: 1500000,
    durationMinutes: 60,
    picture: 'closeup',
    about: [
      'Mesoterapi memasukkan campuran vitamin, asam amino, dan asam hialuronat dalam dosis kecil ke lapisan atas kulit dengan jarum halus. Tujuannya kulit tampak lebih segar dan lembap.',
    ],
    suits: [
      'Kulit kusam dan tampak lelah',
      'Kulit dehidrasi',
      'Persiapan kulit sebelum acara penting, 2–3 minggu sebelumnya',
    ],
    results: [
      'Kulit tampak lebih segar 1–2 minggu setelah tindakan. Umumnya dianjurkan 3–4 sesi dengan jarak 2–4 minggu.',
      'Bisa muncul benjolan kecil, kemerahan, dan memar ringan yang hilang dalam beberapa hari.',
    ],
    steps: [
      ['Konsultasi dokter', 'Dokter memilih campuran sesuai kebutuhan kulitmu.'],
      ['Krim anestesi', 'Krim anestesi dioleskan 20–30 menit.'],
      ['Suntikan mikro', 'Dokter menyuntikkan campuran dengan jarum halus di seluruh wajah.'],
      ['Masker penenang', 'Ditutup masker dingin dan tabir surya.'],
    ],
    beforeAfter: ['3 sesi dalam 8 minggu'],
    preparation: [
      'Hindari obat pengencer darah dan minyak ikan 5 hari sebelumnya, bila dokter mengizinkan.',
      'Jangan minum alkohol sehari sebelumnya.',
      'Jadwalkan paling lambat 2 minggu sebelum acara penting.',
    ],
    faq: [
      [
        'Apa bedanya dengan skin booster?',
        'Mesoterapi berisi campuran vitamin dan bahan lain dalam dosis kecil, sedangkan skin booster fokus pada asam hialuronat. Dokter akan menyarankan yang sesuai.',
      ],
      [
        'Apakah boleh langsung beraktivitas?',
        'Boleh. Hindari makeup, olahraga berat, dan sauna selama 24 jam.',
      ],
    ],
    clinics: 'KMDP',
  },
  {
    id: 'injeksi-botulinum',
    name: 'Injeksi Botulinum Toxin',
    category: 'injeksi',
    summary:
      'Suntikan untuk melemaskan otot yang membuat garis kerut di dahi, antara alis, dan sudut mata.',
    priceFrom: 3500000,
    durationMinutes: 45,
    picture: 'closeup',
    about: [
      'Botulinum toxin melemaskan otot wajah tertentu untuk sementara, sehingga garis kerut karena ekspresi, seperti kerutan di dahi dan di antara alis, menjadi lebih halus.',
      'Tindakan hanya dilakukan oleh dokter yang terlatih, dengan produk yang terdaftar di BPOM. Harga tercantum untuk satu area.',
    ],
    suits: [
      'Garis kerut di dahi, antara alis, atau sudut mata (kerutan senyum)',
      'Usia di atas 21 tahun',
    ],
    results: [
      'Hasil mulai terlihat 3–7 hari setelah suntikan dan paling jelas setelah 2 minggu. Efeknya bertahan sekitar 3–6 bulan.',
      'Efek samping yang mungkin: memar kecil, sakit kepala ringan, dan, jarang, kelopak mata sedikit turun sementara. Tidak untuk ibu hamil atau menyusui.',
    ],
    steps: [
      ['Konsultasi dokter', 'Dokter melihat gerak otot wajahmu dan menandai titik suntikan.'],
      [
        'Suntikan',
        'Obat disuntikkan di beberapa titik dengan jarum sangat halus, sekitar 10 menit.',
      ],
      [
        'Kontrol 2 minggu',
        'Kamu kontrol untuk melihat hasil; dokter menambah dosis kecil bila perlu.',
      ],
    ],
    beforeAfter: [],
    preparation: [
      'Hindari obat pengencer darah dan minyak ikan 5 hari sebelumnya, bila dokter mengizinkan.',
      'Jangan minum alkohol sehari sebelumnya.',
      'Sampaikan bila kamu punya penyakit saraf atau otot, atau sedang hamil.',
    ],
    faq: [
      [
        'Apakah wajah akan kaku?',
        'Dengan dosis yang tepat, ekspresimu tetap alami. Yang berkurang hanya garis kerut di area yang disuntik.',
      ],
      [
        'Apa yang harus dihindari setelah suntik?',
        'Jangan berbaring 4 jam, jangan memijat area suntikan, dan hindari olahraga berat selama 24 jam.',
      ],
    ],
    clinics: 'KMR',
  },
]

function clinicIds(codes: string): string[] {
  return [...codes].map((code) => BRANCH[code as BranchCode])
}

export const treatmentSeed: SeedTreatment[] = texts.map((text) => ({
  id: text.id,
  name: text.name,
  categorySlug: text.category,
  summary: text.summary,
  priceFrom: text.priceFrom,
  durationMinutes: text.durationMinutes,
  image: image(`klinik/perawatan/${text.id}`, `Ilustrasi perawatan ${text.name}`, text.picture, {
    width: 1200,
    height: 800,
  }),
  blocks: [
    { layout: 'TEXT_ONLY', id: 'apa-itu', title: `Apa itu ${text.name}?`, body: text.about },
    {
      layout: 'TEXT_ONLY',
      id: 'cocok-untuk',
      title: 'Cocok untuk siapa?',
      body: [
        'Perawatan ini cocok untuk kamu dengan kondisi berikut. Dokter akan memastikannya saat konsultasi.',
      ],
      bullets: text.suits,
    },
    { layout: 'TEXT_ONLY', id: 'hasil-dan-risiko', title: 'Hasil dan risiko', body: text.results },
  ],
  steps: text.steps.map(([title, body]) => ({ title, body })),
  beforeAfter: text.beforeAfter.map((caption, index) => {
    const n = index + 1
    return {
      id: `${text.id}-${n}`,
      before: image(
        `klinik/perawatan/${text.id}-${n}-before`,
        `Kondisi kulit sebelum ${text.name}`,
        'skin',
        { width: 600, height: 600, variant: 'before' },
      ),
      after: image(
        `klinik/perawatan/${text.id}-${n}-after`,
        `Kondisi kulit setelah ${text.name}, ${caption}`,
        'skin',
        { width: 600, height: 600, variant: 'after' },
      ),
      caption,
    }
  }),
  preparation: text.preparation,
  faq: text.faq.map(([question, answer], index) => ({
    id: `klinik-${text.id}-${index + 1}`,
    question,
    answer: [answer],
  })),
  clinicIds: clinicIds(text.clinics),
  isActive: text.isActive ?? true,
}))
