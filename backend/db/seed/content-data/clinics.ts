/**
 * The pages of every polyclinic and condition seeded by ../polyclinics.ts (same slugs): a
 * picture, what the clinic or condition is about, how a consultation helps, and questions.
 */
import type { ContentBlock, FaqItem, Hero, Seo } from '../../../../contract/content/schemas'
import { image } from './images'

interface ConditionText {
  symptoms: string[]
  about: string[]
  care: string[]
  warning: string
  faq: Array<[question: string, answer: string]>
}

/** By condition slug. */
const conditionTexts: Record<string, ConditionText> = {
  jerawat: {
    symptoms: [
      'Komedo putih atau hitam di dahi, hidung, dan dagu',
      'Benjolan merah yang nyeri saat disentuh',
      'Jerawat yang muncul berulang di area yang sama',
      'Kulit berminyak sepanjang hari',
    ],
    about: [
      'Jerawat terjadi ketika pori tersumbat oleh minyak dan sel kulit mati, lalu meradang. Hormon, stres, genetik, dan produk yang kurang cocok bisa ikut memicunya.',
      'Jerawat bukan tanda kamu kurang bersih. Kondisi ini sangat umum dan bisa dirawat dengan pendekatan yang tepat.',
    ],
    care: [
      'Dokter akan menanyakan pola jerawat, produk yang kamu pakai, dan siklus haid bila relevan. Dari situ, dokter menyusun rutinitas dan obat oles atau minum yang sesuai.',
    ],
    warning:
      'Segera konsultasi jika jerawat meradang besar dan nyeri, meninggalkan bopeng, atau muncul setelah mulai minum obat tertentu.',
    faq: [
      [
        'Berapa lama sampai jerawat membaik?',
        'Umumnya perbaikan mulai terlihat setelah 6 sampai 8 minggu pemakaian rutin. Dokter akan memantau dan menyesuaikan perawatan bila perlu.',
      ],
      [
        'Apakah saya harus berhenti memakai makeup?',
        'Tidak selalu. Pilih produk berlabel non-komedogenik dan bersihkan dengan teliti setiap malam.',
      ],
    ],
  },
  'flek-hitam': {
    symptoms: [
      'Bercak cokelat di pipi, dahi, atau atas bibir',
      'Bercak makin gelap setelah terkena matahari',
      'Warna kulit wajah tidak rata',
    ],
    about: [
      'Flek hitam muncul karena produksi pigmen yang berlebihan, dipicu sinar matahari, perubahan hormon, atau bekas peradangan. Salah satu jenisnya, melasma, sering muncul saat hamil atau memakai kontrasepsi hormonal.',
    ],
    care: [
      'Dokter akan membantu memastikan jenis flekmu dan meresepkan krim yang aman. Perlindungan dari matahari setiap hari adalah bagian penting dari perawatan.',
      'Flek membutuhkan waktu berbulan-bulan untuk memudar dan bisa kambuh, sehingga kontrol rutin sangat membantu.',
    ],
    warning:
      'Periksakan segera jika bercak berubah bentuk, warnanya tidak rata, membesar cepat, atau berdarah.',
    faq: [
      [
        'Apakah krim pemutih bisa menghilangkan flek?',
        'Hindari krim tanpa izin edar karena bisa mengandung merkuri atau steroid kuat. Gunakan krim sesuai resep dan pengawasan dokter.',
      ],
      [
        'Bisakah flek hilang permanen?',
        'Flek bisa memudar banyak, tetapi sebagian, terutama melasma, mudah kambuh. Tabir surya setiap hari membantu mempertahankan hasil.',
      ],
    ],
  },
  'bekas-jerawat': {
    symptoms: [
      'Noda cokelat atau kemerahan setelah jerawat sembuh',
      'Cekungan kecil atau bopeng di pipi',
      'Tekstur kulit tidak rata',
    ],
    about: [
      'Bekas jerawat terbagi menjadi noda warna dan bekas cekung. Noda warna biasanya memudar seiring waktu, sedangkan bopeng terjadi karena kerusakan kolagen dan butuh tindakan.',
    ],
    care: [
      'Dokter akan menilai jenis bekas jerawatmu, memastikan jerawat aktif terkendali, lalu menyarankan krim atau tindakan di klinik yang sesuai.',
    ],
    warning: 'Konsultasi jika bekas jerawat terus bertambah karena jerawat aktif belum terkendali.',
    faq: [
      [
        'Apakah bopeng bisa hilang dengan krim?',
        'Krim dapat membantu tekstur dan warna, tetapi bopeng yang dalam biasanya memerlukan tindakan seperti laser atau microneedling di klinik.',
      ],
      [
        'Kenapa noda bekas jerawat saya makin gelap?',
        'Paparan matahari dapat membuat noda lebih gelap. Gunakan tabir surya setiap hari.',
      ],
    ],
  },
  'kulit-kusam': {
    symptoms: [
      'Kulit tampak lelah dan kurang bercahaya',
      'Warna kulit tidak rata',
      'Permukaan kulit terasa kasar atau kering',
    ],
    about: [
      'Kulit kusam sering disebabkan penumpukan sel kulit mati, kulit kering, kurang tidur, dan paparan matahari. Kondisi ini umum dan biasanya membaik dengan rutinitas yang tepat.',
    ],
    care: [
      'Dokter akan membantumu memilih pembersih, pelembap, tabir surya, dan bahan aktif yang sesuai jenis kulitmu, tanpa harus membeli banyak produk.',
    ],
    warning:
      'Periksakan diri jika kulit kusam disertai rasa lelah berlebihan, pucat, atau bercak gelap yang melebar.',
    faq: [
      [
        'Apakah saya perlu eksfoliasi setiap hari?',
        'Tidak. Satu sampai dua kali seminggu dengan eksfoliator lembut sudah cukup untuk kebanyakan orang.',
      ],
      [
        'Kapan hasilnya terlihat?',
        'Perubahan biasanya terlihat dalam 4 sampai 8 minggu jika rutinitas dijalankan konsisten.',
      ],
    ],
  },
  'rambut-rontok': {
    symptoms: [
      'Rambut yang rontok terlihat jauh lebih banyak dari biasanya',
      'Belahan rambut makin lebar',
      'Ikatan rambut terasa lebih tipis',
    ],
    about: [
      'Rambut rontok bisa dipicu stres, sakit, melahirkan, diet ketat, kekurangan zat gizi, gangguan tiroid, atau faktor keturunan. Sebagian jenis kerontokan membaik sendiri, sebagian lain perlu ditangani.',
    ],
    care: [
      'Dokter akan menanyakan riwayat kesehatan dan kebiasaanmu, lalu menyarankan perawatan, perbaikan gizi, atau pemeriksaan darah bila diperlukan.',
    ],
    warning:
      'Konsultasi segera jika muncul area botak berbentuk bulat, kulit kepala meradang, atau kerontokan disertai gejala lain.',
    faq: [
      [
        'Apakah keramas setiap hari membuat rambut rontok?',
        'Tidak. Rambut yang terlihat rontok saat keramas adalah rambut yang memang sudah lepas dari akarnya.',
      ],
      [
        'Berapa lama rambut tumbuh kembali?',
        'Pada kerontokan karena stres, rambut umumnya mulai tumbuh kembali dalam 3 sampai 6 bulan.',
      ],
    ],
  },
  ketombe: {
    symptoms: [
      'Serpihan putih atau kekuningan di rambut dan bahu',
      'Kulit kepala gatal',
      'Kulit kepala berminyak atau kemerahan',
    ],
    about: [
      'Ketombe berkaitan dengan jamur yang hidup alami di kulit kepala dan produksi minyak. Kondisi ini tidak menular dan bisa dikendalikan dengan perawatan yang tepat.',
    ],
    care: [
      'Dokter akan membantu membedakan ketombe dari kondisi lain seperti psoriasis, lalu menyarankan sampo dan cara pemakaian yang sesuai.',
    ],
    warning:
      'Periksakan diri jika serpihan sangat tebal, menyebar ke wajah, atau kulit kepala terasa nyeri dan bernanah.',
    faq: [
      [
        'Apakah ketombe bisa sembuh total?',
        'Ketombe bisa dikendalikan dengan baik, tetapi sering kambuh. Pemakaian sampo khusus secara berkala membantu mencegahnya.',
      ],
      [
        'Apakah ketombe menyebabkan rambut rontok?',
        'Ketombe jarang menyebabkan kerontokan langsung, tetapi menggaruk yang berlebihan dapat merusak rambut.',
      ],
    ],
  },
  'kebotakan-pria': {
    symptoms: [
      'Garis rambut di pelipis mundur',
      'Rambut di puncak kepala menipis',
      'Rambut baru tumbuh lebih halus dan pendek',
    ],
    about: [
      'Kebotakan pola pria dipengaruhi faktor keturunan dan hormon. Prosesnya bertahap, dan semakin awal ditangani, semakin banyak rambut yang bisa dipertahankan.',
    ],
    care: [
      'Dokter akan menjelaskan pilihan obat oles dan obat minum beserta efek sampingnya, serta memantau hasilnya secara berkala.',
    ],
    warning:
      'Konsultasi jika kerontokan terjadi sangat cepat, tidak berpola, atau disertai gatal dan kemerahan di kulit kepala.',
    faq: [
      [
        'Apakah obatnya harus dipakai terus?',
        'Umumnya ya. Jika obat dihentikan, kerontokan cenderung kembali. Dokter akan membahas rencana jangka panjangnya denganmu.',
      ],
      ['Kapan hasil pengobatan terlihat?', 'Biasanya setelah 3 sampai 6 bulan pemakaian rutin.'],
    ],
  },
  'haid-tidak-teratur': {
    symptoms: [
      'Siklus haid lebih pendek dari 21 hari atau lebih panjang dari 35 hari',
      'Haid tidak datang beberapa bulan',
      'Jumlah darah haid berubah drastis',
    ],
    about: [
      'Haid tidak teratur bisa dipicu stres, perubahan berat badan, olahraga berat, atau kondisi hormonal seperti sindrom ovarium polikistik dan gangguan tiroid.',
    ],
    care: [
      'Dokter akan menanyakan catatan siklusmu dan keluhan lain, lalu menyarankan pemeriksaan atau perawatan yang sesuai dengan rencanamu, termasuk jika kamu ingin hamil.',
    ],
    warning:
      'Segera periksa ke fasilitas kesehatan jika perdarahan sangat banyak, disertai pusing berat, atau kamu mungkin sedang hamil.',
    faq: [
      [
        'Apakah stres bisa membuat haid telat?',
        'Bisa. Stres memengaruhi hormon yang mengatur siklus haid. Jika telat berulang, sebaiknya konsultasikan.',
      ],
      [
        'Perlukah saya tes kehamilan?',
        'Jika kamu aktif secara seksual dan haid terlambat, tes kehamilan adalah langkah pertama yang disarankan.',
      ],
    ],
  },
  keputihan: {
    symptoms: [
      'Keputihan berubah warna menjadi kuning, hijau, atau abu-abu',
      'Berbau tidak sedap',
      'Gatal atau perih di area kewanitaan',
    ],
    about: [
      'Keputihan normal berwarna bening atau putih tanpa bau menyengat. Perubahan warna, bau, atau rasa gatal bisa menandakan infeksi jamur, bakteri, atau infeksi menular seksual.',
    ],
    care: [
      'Dokter akan menanyakan keluhanmu dengan sopan dan rahasia, lalu menyarankan pengobatan atau pemeriksaan langsung bila diperlukan.',
    ],
    warning:
      'Periksakan diri langsung jika disertai demam, nyeri perut bawah yang hebat, atau perdarahan di luar haid.',
    faq: [
      [
        'Apakah keputihan perlu dibersihkan dengan sabun khusus?',
        'Tidak perlu. Cukup bersihkan bagian luar dengan air. Sabun atau cairan pembersih bagian dalam dapat mengganggu keseimbangan alami vagina.',
      ],
      [
        'Apakah konsultasinya dijaga kerahasiaannya?',
        'Ya. Semua percakapan dan data kesehatanmu dijaga kerahasiaannya.',
      ],
    ],
  },
  kontrasepsi: {
    symptoms: [
      'Ingin menunda atau mengatur jarak kehamilan',
      'Merasa kurang cocok dengan metode kontrasepsi sekarang',
      'Ingin tahu efek samping metode tertentu',
    ],
    about: [
      'Ada banyak pilihan kontrasepsi, dari pil, suntik, implan, IUD, sampai kondom. Setiap metode punya kelebihan dan pertimbangan sesuai kondisi kesehatanmu.',
    ],
    care: [
      'Dokter akan menanyakan riwayat kesehatan dan rencanamu, lalu menjelaskan pilihan yang aman. Untuk metode tertentu, dokter akan mengarahkan kamu ke fasilitas kesehatan terdekat.',
    ],
    warning:
      'Segera periksa jika muncul nyeri dada, sesak napas, nyeri betis, atau sakit kepala hebat saat memakai kontrasepsi hormonal.',
    faq: [
      [
        'Apakah pil KB membuat gemuk?',
        'Pada sebagian orang berat badan bisa sedikit berubah, tetapi banyak yang tidak mengalaminya. Diskusikan dengan dokter jika kamu khawatir.',
      ],
      [
        'Bisakah saya berganti metode?',
        'Bisa. Dokter akan membantu mengatur perpindahan supaya tetap terlindungi.',
      ],
    ],
  },
  'disfungsi-ereksi': {
    symptoms: [
      'Sulit mendapatkan ereksi',
      'Ereksi tidak bertahan cukup lama',
      'Keluhan terjadi berulang selama beberapa minggu',
    ],
    about: [
      'Disfungsi ereksi cukup umum dan bisa berkaitan dengan stres, kelelahan, merokok, diabetes, tekanan darah tinggi, atau efek obat. Kondisi ini juga bisa menjadi tanda awal masalah pembuluh darah.',
    ],
    care: [
      'Dokter akan bertanya secara rahasia tentang keluhan dan kesehatanmu secara umum, lalu menjelaskan pilihan penanganan yang aman.',
    ],
    warning:
      'Jangan membeli obat kuat tanpa resep, terutama jika kamu memiliki penyakit jantung atau minum obat nitrat.',
    faq: [
      [
        'Apakah keluhan ini bisa diatasi?',
        'Pada banyak orang bisa, dengan perubahan gaya hidup, pengobatan, atau penanganan penyebabnya.',
      ],
      [
        'Apakah pasangan saya akan tahu?',
        'Tidak. Konsultasi dan pengiriman obat dijaga kerahasiaannya.',
      ],
    ],
  },
  'ejakulasi-dini': {
    symptoms: [
      'Ejakulasi terjadi lebih cepat dari yang diinginkan',
      'Sulit menunda ejakulasi',
      'Merasa cemas atau frustrasi karenanya',
    ],
    about: [
      'Ejakulasi dini adalah keluhan seksual yang umum pada pria. Penyebabnya bisa psikologis, biologis, atau gabungan keduanya.',
    ],
    care: [
      'Dokter akan menjelaskan teknik latihan, pilihan obat, dan bila perlu konseling. Semua dibicarakan dengan tenang dan tanpa menghakimi.',
    ],
    warning: 'Konsultasi jika keluhan disertai nyeri, darah pada air mani, atau gangguan berkemih.',
    faq: [
      [
        'Apakah ejakulasi dini bisa membaik?',
        'Ya, banyak pria mengalami perbaikan dengan latihan dan penanganan yang tepat.',
      ],
      [
        'Apakah saya perlu pemeriksaan langsung?',
        'Tidak selalu. Dokter akan menyarankan pemeriksaan langsung bila ada tanda yang memerlukannya.',
      ],
    ],
  },
  'berat-badan-berlebih': {
    symptoms: [
      'Berat badan naik bertahap dan sulit turun',
      'Lingkar pinggang bertambah',
      'Mudah lelah saat beraktivitas',
    ],
    about: [
      'Berat badan dipengaruhi pola makan, aktivitas, tidur, stres, hormon, dan obat-obatan. Menurunkannya dengan sehat berarti mengubah kebiasaan secara bertahap.',
    ],
    care: [
      'Dokter akan menilai kondisi kesehatanmu dan menyusun target yang realistis, termasuk pola makan dan aktivitas yang sesuai keseharianmu.',
    ],
    warning:
      'Hindari obat pelangsing tanpa izin edar. Konsultasikan jika berat badan naik sangat cepat tanpa sebab yang jelas.',
    faq: [
      [
        'Berapa target penurunan yang aman?',
        'Sekitar setengah sampai satu kilogram per minggu umumnya dianggap aman.',
      ],
      [
        'Apakah saya harus berhenti makan nasi?',
        'Tidak harus. Mengatur porsi dan memilih sumber karbohidrat yang lebih kaya serat sering kali sudah membantu.',
      ],
    ],
  },
  obesitas: {
    symptoms: [
      'Indeks massa tubuh 30 atau lebih',
      'Napas mudah terengah-engah',
      'Nyeri lutut atau punggung saat beraktivitas',
    ],
    about: [
      'Obesitas meningkatkan risiko diabetes, tekanan darah tinggi, dan penyakit jantung. Kondisi ini dipengaruhi banyak faktor dan bukan semata soal kemauan.',
    ],
    care: [
      'Dokter akan menyusun rencana bertahap yang mencakup pola makan, aktivitas, tidur, dan bila sesuai, pengobatan. Pemeriksaan gula darah dan kolesterol mungkin disarankan.',
    ],
    warning:
      'Segera periksa jika muncul nyeri dada, sesak napas berat, atau mendengkur keras dengan henti napas saat tidur.',
    faq: [
      [
        'Apakah ada obat untuk obesitas?',
        'Ada, tetapi hanya untuk kondisi tertentu dan harus dengan resep serta pemantauan dokter.',
      ],
      [
        'Olahraga apa yang aman untuk pemula?',
        'Jalan kaki, bersepeda santai, dan berenang adalah pilihan yang ramah untuk sendi.',
      ],
    ],
  },
  'demam-dan-flu': {
    symptoms: [
      'Demam dan badan meriang',
      'Hidung tersumbat atau berair',
      'Batuk dan nyeri tenggorokan',
    ],
    about: [
      'Flu disebabkan virus dan biasanya membaik dalam satu minggu dengan istirahat dan cukup minum. Antibiotik tidak membantu infeksi virus.',
    ],
    care: [
      'Dokter akan membantu meredakan gejala dan menjelaskan tanda-tanda yang memerlukan pemeriksaan langsung.',
    ],
    warning:
      'Segera ke IGD jika sesak napas, demam tinggi lebih dari tiga hari, muncul bintik merah, atau sangat lemas.',
    faq: [
      [
        'Apakah saya perlu antibiotik?',
        'Umumnya tidak, karena flu disebabkan virus. Dokter akan menilai apakah ada tanda infeksi bakteri.',
      ],
      [
        'Kapan saya bisa kembali beraktivitas?',
        'Setelah bebas demam minimal 24 jam tanpa obat penurun panas dan badan terasa cukup kuat.',
      ],
    ],
  },
  maag: {
    symptoms: [
      'Perih atau panas di ulu hati',
      'Kembung dan sering bersendawa',
      'Mual setelah makan',
    ],
    about: [
      'Keluhan maag bisa dipicu jadwal makan tidak teratur, makanan pedas atau berlemak, kopi, stres, atau obat pereda nyeri tertentu.',
    ],
    care: [
      'Dokter akan menanyakan pola keluhan dan kebiasaan makanmu, lalu memberi obat dan saran yang sesuai.',
    ],
    warning:
      'Segera ke fasilitas kesehatan jika muntah darah, buang air besar hitam, berat badan turun tanpa sebab, atau nyeri hebat.',
    faq: [
      [
        'Apakah maag bisa kambuh?',
        'Bisa, terutama jika pemicunya berulang. Mengenali pemicu membantu mencegahnya.',
      ],
      [
        'Bolehkah minum kopi?',
        'Pada sebagian orang kopi memicu keluhan. Coba kurangi dan perhatikan perubahannya.',
      ],
    ],
  },
  'sakit-kepala': {
    symptoms: [
      'Nyeri kepala berulang',
      'Kepala terasa diikat atau berdenyut',
      'Sensitif terhadap cahaya atau suara',
    ],
    about: [
      'Sakit kepala tegang dan migrain adalah jenis yang paling sering. Kurang tidur, stres, telat makan, dan terlalu lama menatap layar bisa menjadi pemicunya.',
    ],
    care: [
      'Dokter akan menanyakan pola sakit kepalamu, menyarankan obat yang tepat, dan membantu mengenali pemicunya.',
    ],
    warning:
      'Segera ke IGD jika sakit kepala sangat hebat dan tiba-tiba, disertai lemah separuh badan, bicara pelo, atau kaku leher dengan demam.',
    faq: [
      [
        'Apakah sering minum obat sakit kepala berbahaya?',
        'Terlalu sering minum obat pereda nyeri justru bisa memicu sakit kepala baru. Diskusikan dengan dokter jika kamu membutuhkannya lebih dari dua kali seminggu.',
      ],
      [
        'Bagaimana cara mencatat pola sakit kepala?',
        'Catat waktu, lama, kekuatan nyeri, dan apa yang kamu lakukan sebelumnya.',
      ],
    ],
  },
  'kolesterol-tinggi': {
    symptoms: [
      'Hasil cek kolesterol total atau LDL di atas batas normal',
      'Riwayat keluarga dengan penyakit jantung',
      'Sering makan gorengan dan makanan bersantan',
    ],
    about: [
      'Kolesterol tinggi sering tidak bergejala, sehingga baru diketahui dari pemeriksaan darah. Kondisi ini meningkatkan risiko penyakit jantung dan stroke.',
    ],
    care: [
      'Dokter akan membaca hasil laboratoriummu, menyusun pola makan yang sesuai, dan menilai apakah obat diperlukan.',
    ],
    warning: 'Segera ke IGD jika muncul nyeri dada, sesak napas, atau kelemahan separuh badan.',
    faq: [
      [
        'Apakah kolesterol bisa turun tanpa obat?',
        'Pada sebagian orang bisa, dengan perubahan pola makan dan olahraga. Dokter akan menilai kebutuhanmu.',
      ],
      [
        'Berapa sering saya perlu cek ulang?',
        'Biasanya setelah 3 bulan perubahan gaya hidup, lalu sesuai saran dokter.',
      ],
    ],
  },
  anemia: {
    symptoms: [
      'Mudah lelah dan lemas',
      'Wajah dan telapak tangan pucat',
      'Sering pusing atau berdebar',
    ],
    about: [
      'Anemia terjadi ketika kadar hemoglobin dalam darah rendah. Penyebab tersering adalah kekurangan zat besi, misalnya karena haid yang banyak atau asupan yang kurang.',
    ],
    care: [
      'Dokter akan menyarankan pemeriksaan darah, perbaikan asupan zat besi, dan suplemen bila diperlukan.',
    ],
    warning:
      'Segera periksa jika sangat sesak, pingsan, atau ada perdarahan yang tidak biasa seperti buang air besar hitam.',
    faq: [
      [
        'Makanan apa yang kaya zat besi?',
        'Daging merah, hati, ikan, telur, kacang-kacangan, dan sayuran hijau. Vitamin C membantu penyerapannya.',
      ],
      [
        'Bolehkah minum suplemen zat besi sendiri?',
        'Sebaiknya setelah dipastikan lewat pemeriksaan, karena kelebihan zat besi juga tidak baik.',
      ],
    ],
  },
  'stres-dan-cemas': {
    symptoms: [
      'Sering khawatir berlebihan',
      'Jantung berdebar dan sulit rileks',
      'Sulit berkonsentrasi',
    ],
    about: [
      'Cemas adalah respons alami, tetapi jika berlangsung hampir setiap hari dan mengganggu aktivitas, kondisi ini perlu diperhatikan dan bisa ditangani.',
    ],
    care: [
      'Dokter akan mendengarkan ceritamu, membantu mengenali pemicunya, dan menyarankan teknik pengelolaan, konseling, atau obat bila diperlukan.',
    ],
    warning:
      'Jika kamu memiliki pikiran untuk menyakiti diri sendiri, segera hubungi 119 atau datang ke IGD terdekat.',
    faq: [
      [
        'Apakah saya harus minum obat?',
        'Tidak selalu. Banyak orang terbantu dengan konseling dan perubahan kebiasaan. Obat dipertimbangkan sesuai kondisi.',
      ],
      [
        'Apakah cerita saya dirahasiakan?',
        'Ya. Semua percakapan dijaga kerahasiaannya sesuai etika kedokteran.',
      ],
    ],
  },
  'sulit-tidur': {
    symptoms: [
      'Butuh waktu lama untuk tertidur',
      'Sering terbangun di malam hari',
      'Bangun tidak segar',
    ],
    about: [
      'Sulit tidur bisa dipicu stres, kebiasaan sebelum tidur, kafein, jadwal kerja bergilir, atau kondisi medis lain. Kurang tidur jangka panjang memengaruhi suasana hati dan kesehatan.',
    ],
    care: [
      'Dokter akan membantu memperbaiki kebiasaan tidur dan mencari penyebab yang mendasarinya, serta menilai apakah perlu pengobatan.',
    ],
    warning:
      'Konsultasi jika kamu mendengkur keras dengan henti napas, atau sangat mengantuk saat menyetir.',
    faq: [
      [
        'Apakah obat tidur aman?',
        'Obat tidur hanya untuk jangka pendek dan harus sesuai resep dokter.',
      ],
      [
        'Berapa lama tidur yang cukup?',
        'Orang dewasa umumnya membutuhkan 7 sampai 9 jam setiap malam.',
      ],
    ],
  },
}

interface ClinicText {
  label: string
  intro: string[]
  how: string[]
  team: string
  faq: Array<[question: string, answer: string]>
}

/** By polyclinic slug. */
const clinicTexts: Record<string, ClinicText> = {
  'poliklinik-kulit': {
    label: 'Kulit',
    intro: [
      'Poliklinik Kulit membantu kamu merawat masalah kulit wajah dan tubuh, dari jerawat, bekas jerawat, flek hitam, sampai kulit kusam.',
    ],
    how: [
      'Kamu cukup menjawab beberapa pertanyaan dan mengunggah foto kulit bila diminta. Dokter akan membaca jawabanmu, bertanya lebih lanjut, lalu menyusun rencana perawatan.',
    ],
    team: 'Ditangani oleh dokter spesialis dermatologi dan dokter umum yang berpengalaman menangani keluhan kulit.',
    faq: [
      [
        'Apakah saya perlu mengunggah foto?',
        'Foto membantu dokter menilai kondisi kulitmu. Foto hanya dilihat oleh dokter yang menanganimu.',
      ],
      [
        'Apakah obatnya dikirim ke rumah?',
        'Ya, obat dan produk yang diresepkan dapat dikirim ke alamatmu dengan kemasan tertutup.',
      ],
    ],
  },
  'poliklinik-rambut': {
    label: 'Rambut',
    intro: [
      'Poliklinik Rambut membantu mencari penyebab rambut rontok, ketombe, dan kebotakan, lalu menyusun perawatan yang sesuai.',
    ],
    how: [
      'Dokter akan menanyakan riwayat kerontokan, kebiasaan perawatan rambut, dan kesehatanmu. Foto kulit kepala dari beberapa sudut sangat membantu.',
    ],
    team: 'Ditangani oleh dokter spesialis dermatologi yang berpengalaman dengan masalah rambut dan kulit kepala.',
    faq: [
      [
        'Berapa lama perawatan rambut terlihat hasilnya?',
        'Umumnya 3 sampai 6 bulan, karena rambut tumbuh perlahan.',
      ],
      [
        'Apakah saya perlu cek darah?',
        'Dokter akan menyarankannya jika ada dugaan kekurangan zat gizi atau gangguan hormon.',
      ],
    ],
  },
  'poliklinik-kesehatan-wanita': {
    label: 'Wanita',
    intro: [
      'Poliklinik Kesehatan Wanita adalah ruang yang aman untuk membicarakan siklus haid, keputihan, dan kontrasepsi tanpa rasa canggung.',
    ],
    how: [
      'Ceritakan keluhanmu lewat pertanyaan yang disediakan. Dokter akan menjelaskan kemungkinan penyebabnya dan langkah selanjutnya, termasuk jika perlu pemeriksaan langsung.',
    ],
    team: 'Ditangani oleh dokter spesialis obstetri dan ginekologi serta dokter umum.',
    faq: [
      [
        'Apakah dokternya perempuan?',
        'Tim kami terdiri dari dokter perempuan dan laki-laki. Semuanya menjaga privasi dan etika profesi.',
      ],
      [
        'Bisakah saya berkonsultasi saat hamil?',
        'Bisa untuk pertanyaan umum, tetapi pemeriksaan kehamilan tetap perlu dilakukan langsung di fasilitas kesehatan.',
      ],
    ],
  },
  'poliklinik-kesehatan-seksual': {
    label: 'Pria',
    intro: [
      'Poliklinik Kesehatan Seksual membantu pria membicarakan disfungsi ereksi dan ejakulasi dini secara rahasia, tanpa antre dan tanpa rasa canggung.',
    ],
    how: [
      'Pertanyaannya dirancang agar mudah dijawab. Dokter akan menilai kondisi kesehatanmu secara umum sebelum menyarankan pengobatan.',
    ],
    team: 'Ditangani oleh dokter yang terbiasa menangani keluhan kesehatan seksual pria.',
    faq: [
      [
        'Apakah identitas saya aman?',
        'Ya. Data dan percakapanmu dijaga kerahasiaannya, dan paket dikirim tanpa keterangan isi.',
      ],
      [
        'Apakah obatnya aman untuk penderita darah tinggi?',
        'Tergantung kondisi dan obat yang kamu minum. Karena itu dokter akan menanyakan riwayat kesehatanmu terlebih dulu.',
      ],
    ],
  },
  'poliklinik-berat-badan': {
    label: 'Berat',
    intro: [
      'Poliklinik Berat Badan membantu kamu menurunkan berat badan dengan cara yang sehat, realistis, dan sesuai kondisi tubuhmu.',
    ],
    how: [
      'Dokter akan menanyakan pola makan, aktivitas, tidur, dan riwayat kesehatanmu, lalu menyusun target bertahap yang bisa kamu jalankan.',
    ],
    team: 'Ditangani oleh dokter spesialis gizi klinik dan dokter umum.',
    faq: [
      [
        'Apakah ada program khusus?',
        'Rencana disusun untuk setiap orang, dengan konsultasi lanjutan untuk memantau perkembangan.',
      ],
      [
        'Apakah saya akan diberi obat pelangsing?',
        'Obat hanya dipertimbangkan untuk kondisi tertentu dan selalu dengan pemantauan dokter.',
      ],
    ],
  },
  'poliklinik-umum': {
    label: 'Umum',
    intro: [
      'Poliklinik Umum melayani keluhan sehari-hari seperti demam, flu, maag, dan sakit kepala, langsung dari rumah.',
    ],
    how: [
      'Ceritakan keluhanmu, dan dokter umum akan membantu meredakan gejala serta memberi tahu kapan kamu perlu pemeriksaan langsung.',
    ],
    team: 'Ditangani oleh dokter umum yang berpengalaman di layanan primer dan gawat darurat.',
    faq: [
      [
        'Apakah bisa untuk keadaan darurat?',
        'Tidak. Untuk keadaan darurat seperti sesak berat atau nyeri dada, segera hubungi 119 atau datang ke IGD.',
      ],
      [
        'Bisakah saya mendapat surat keterangan sakit?',
        'Dokter dapat memberikannya bila sesuai dengan kondisi yang dinilai saat konsultasi.',
      ],
    ],
  },
  'poliklinik-gizi': {
    label: 'Gizi',
    intro: [
      'Poliklinik Gizi membantu kamu menyusun pola makan sesuai kondisi kesehatan, misalnya kolesterol tinggi atau anemia.',
    ],
    how: [
      'Dokter akan meninjau kebiasaan makan dan hasil pemeriksaan bila ada, lalu memberi saran yang mudah diterapkan dengan makanan sehari-hari.',
    ],
    team: 'Ditangani oleh dokter spesialis gizi klinik.',
    faq: [
      [
        'Apakah saya perlu membawa hasil laboratorium?',
        'Jika ada, unggah hasil pemeriksaan terbaru supaya dokter bisa menilai kondisimu dengan lebih tepat.',
      ],
      [
        'Apakah menu yang disarankan mahal?',
        'Tidak harus. Dokter akan menyesuaikan dengan bahan makanan yang mudah kamu dapatkan.',
      ],
    ],
  },
  'poliklinik-kesehatan-mental': {
    label: 'Mental',
    intro: [
      'Poliklinik Kesehatan Mental adalah ruang aman untuk bercerita tentang stres, kecemasan, dan sulit tidur, bersama dokter yang mendengarkan tanpa menghakimi.',
    ],
    how: [
      'Kamu bisa bercerita dengan kata-katamu sendiri. Dokter akan membantu memahami apa yang kamu rasakan dan menyarankan langkah selanjutnya.',
    ],
    team: 'Ditangani oleh dokter spesialis kedokteran jiwa dan dokter umum.',
    faq: [
      [
        'Apakah ini menggantikan layanan darurat?',
        'Tidak. Jika kamu dalam bahaya atau memiliki pikiran menyakiti diri, segera hubungi 119 atau datang ke IGD terdekat.',
      ],
      [
        'Apakah keluarga saya akan tahu?',
        'Tidak, kecuali kamu mengizinkannya atau ada keadaan yang membahayakan keselamatan.',
      ],
    ],
  },
}

const toFaq = (prefix: string, items: Array<[string, string]>): FaqItem[] =>
  items.map(([question, answer], index) => ({
    id: `${prefix}-${index + 1}`,
    question,
    answer: [answer],
  }))

export interface SeedClinicInput {
  slug: string
  name: string
  description: string
  conditions: Array<{ slug: string; name: string; summary: string; flowId: string }>
}

/** The page of a polyclinic; throws when a seeded polyclinic has no text (a test catches it). */
export function polyclinicPageSeed(clinic: SeedClinicInput) {
  const text = clinicTexts[clinic.slug]
  if (!text) throw new Error(`No page text for ${clinic.slug}`)
  const picture = image(`polyclinics/${clinic.slug}`, `Ilustrasi ${clinic.name}`, 'scene', {
    width: 1200,
    height: 800,
    label: text.label,
  })
  const seo: Seo = {
    title: `${clinic.name}: Konsultasi Dokter Online`,
    description: clinic.description,
    image: picture,
  }
  const hero: Hero = {
    eyebrow: 'Poliklinik',
    title: clinic.name,
    subtitle: clinic.description,
    image: picture,
  }
  const blocks: ContentBlock[] = [
    { layout: 'TEXT_ONLY', id: 'tentang', title: `Tentang ${clinic.name}`, body: text.intro },
    {
      layout: 'TEXT_IMAGE',
      id: 'cara-konsultasi',
      title: 'Cara konsultasinya',
      body: text.how,
      bullets: clinic.conditions.map((condition) => condition.name),
      image: image(`polyclinics/${clinic.slug}-konsultasi`, '', 'steps', {
        width: 800,
        height: 800,
      }),
      imagePosition: 'right',
    },
    { layout: 'TEXT_ONLY', id: 'tim-dokter', title: 'Tim dokter', body: [text.team] },
  ]
  return { seo, hero, image: picture, blocks, faq: toFaq(clinic.slug, text.faq) }
}

/** The page of a condition. */
export function conditionPageSeed(
  clinic: SeedClinicInput,
  condition: SeedClinicInput['conditions'][number],
) {
  const text = conditionTexts[condition.slug]
  if (!text) throw new Error(`No page text for ${condition.slug}`)
  const picture = image(`conditions/${condition.slug}`, `Ilustrasi ${condition.name}`, 'closeup', {
    width: 1200,
    height: 800,
  })
  const seo: Seo = {
    title: `${condition.name}: Penyebab, Gejala, dan Konsultasi Dokter`,
    description: condition.summary,
    image: picture,
  }
  const hero: Hero = {
    eyebrow: clinic.name,
    title: condition.name,
    subtitle: condition.summary,
    image: picture,
  }
  const blocks: ContentBlock[] = [
    {
      layout: 'TEXT_IMAGE',
      id: 'tentang',
      title: `Mengenal ${condition.name.toLowerCase()}`,
      body: text.about,
      image: picture,
      imagePosition: 'left',
    },
    { layout: 'TEXT_ONLY', id: 'penanganan', title: 'Bagaimana dokter membantu', body: text.care },
    {
      layout: 'TEXT_ONLY',
      id: 'waspada',
      title: 'Kapan harus segera periksa',
      body: [text.warning],
    },
  ]
  return {
    seo,
    hero,
    image: picture,
    symptoms: text.symptoms,
    blocks,
    faq: toFaq(condition.slug, text.faq),
  }
}
