/**
 * The blog: 24 articles in 5 categories, written for this project. Friendly ("kamu"), careful
 * (no miracle claims; when to see a doctor), each made of an introduction, two titled sections
 * and a closing note.
 */
import type { ArticleAuthor, ContentBlock } from '../../../../contract/content/schemas'
import { image } from './images'

export const articleCategorySeed = [
  { slug: 'jerawat', name: 'Jerawat' },
  { slug: 'perawatan-kulit', name: 'Perawatan Kulit' },
  { slug: 'rambut', name: 'Rambut' },
  { slug: 'kesehatan-wanita', name: 'Kesehatan Wanita' },
  { slug: 'gaya-hidup', name: 'Gaya Hidup' },
] as const

type CategorySlug = (typeof articleCategorySeed)[number]['slug']

/**
 * What each topic's cover shows (scripts/make-content-images.ts draws one composition per topic):
 * the picture, not the title that is printed beside it.
 */
const TOPIC_PICTURES: Record<CategorySlug, string> = {
  jerawat: 'Ilustrasi wajah dengan beberapa jerawat, plester jerawat, dan tube gel totol',
  'perawatan-kulit': 'Ilustrasi botol serum, toner, dan toples pelembap berjajar dengan daun',
  rambut: 'Ilustrasi rambut panjang tergerai dan sisir',
  'kesehatan-wanita': 'Ilustrasi kalender siklus haid dengan tanggal yang ditandai dan bunga',
  'gaya-hidup': 'Ilustrasi semangkuk buah, segelas air putih, dan bulan untuk tidur cukup',
}

const EDITOR: ArticleAuthor = { name: 'Tim Redaksi Diri', title: 'Penulis Kesehatan' }
const REVIEWERS = {
  anisa: { name: 'dr. Anisa Rahma, Sp.D.V.E', title: 'Dokter Spesialis Dermatologi' },
  dimas: { name: 'dr. Dimas Aditya, Sp.D.V.E', title: 'Dokter Spesialis Dermatologi' },
  bayu: { name: 'dr. Bayu Pratama', title: 'Dokter Umum' },
  eka: { name: 'dr. Eka Wulandari, Sp.OG', title: 'Dokter Spesialis Obstetri dan Ginekologi' },
  fajar: { name: 'dr. Fajar Nugroho, Sp.GK', title: 'Dokter Spesialis Gizi Klinik' },
  gita: { name: 'dr. Gita Maharani, Sp.KJ', title: 'Dokter Spesialis Kedokteran Jiwa' },
} satisfies Record<string, ArticleAuthor>

interface ArticleText {
  id: string
  title: string
  category: CategorySlug
  /** The condition slug for 'Mulai Konsul', when the article is about one. */
  condition?: string
  reviewer: keyof typeof REVIEWERS
  excerpt: string
  intro: string[]
  sections: Array<{ title: string; body: string[]; bullets?: string[] }>
  closing: string
}

const texts: ArticleText[] = [
  {
    id: 'jerawat-hormonal',
    title: 'Jerawat Hormonal: Kenapa Muncul Menjelang Haid?',
    category: 'jerawat',
    condition: 'jerawat',
    reviewer: 'anisa',
    excerpt:
      'Jerawat yang rajin muncul di dagu dan rahang menjelang haid sering berkaitan dengan hormon. Begini cara mengenalinya.',
    intro: [
      'Kalau jerawatmu selalu muncul di dagu, rahang, atau leher beberapa hari sebelum haid, kamu tidak sendirian. Pola seperti ini sering disebut jerawat hormonal dan banyak dialami perempuan usia 20 sampai 40 tahun.',
      'Menjelang haid, kadar hormon berubah dan kelenjar minyak bisa bekerja lebih aktif. Minyak berlebih bercampur sel kulit mati lalu menyumbat pori, dan di situlah bakteri penyebab jerawat mudah berkembang.',
    ],
    sections: [
      {
        title: 'Ciri-ciri yang perlu kamu perhatikan',
        body: [
          'Jerawat hormonal biasanya berupa benjolan merah yang terasa nyeri dan berada agak dalam di bawah kulit. Letaknya cenderung di sepertiga bawah wajah dan polanya berulang setiap bulan.',
          'Catat kapan jerawat muncul selama dua atau tiga siklus. Catatan sederhana ini sangat membantu dokter membedakan jerawat hormonal dari jerawat karena produk atau kebiasaan lain.',
        ],
      },
      {
        title: 'Yang bisa kamu lakukan',
        body: [
          'Perawatan dasar tetap penting: bersihkan wajah dua kali sehari dengan pembersih lembut dan pilih pelembap berlabel non-komedogenik. Jangan memencet jerawat yang meradang karena risiko bekasnya lebih besar.',
        ],
        bullets: [
          'Gunakan bahan aktif seperti asam salisilat atau benzoil peroksida dengan konsentrasi rendah terlebih dulu.',
          'Ganti sarung bantal secara rutin, kira-kira dua kali seminggu.',
          'Tidur cukup dan kelola stres, karena keduanya ikut memengaruhi hormon.',
        ],
      },
    ],
    closing:
      'Kalau jerawat terasa sangat nyeri, meninggalkan bekas, atau haidmu juga tidak teratur, sebaiknya konsultasikan dengan dokter. Ada pilihan perawatan resep yang bisa disesuaikan dengan kondisimu.',
  },
  {
    id: 'mitos-jerawat',
    title: '7 Mitos Jerawat yang Masih Sering Dipercaya',
    category: 'jerawat',
    condition: 'jerawat',
    reviewer: 'anisa',
    excerpt:
      'Dari pasta gigi sampai larangan makan cokelat, banyak saran soal jerawat yang ternyata kurang tepat. Yuk, luruskan bersama.',
    intro: [
      'Hampir semua orang pernah mendapat saran soal jerawat dari teman atau media sosial. Sebagian memang membantu, tetapi tidak sedikit yang justru membuat kulit makin iritasi.',
      'Memahami mana yang mitos dan mana yang fakta bisa menghemat waktu, uang, dan tentu saja menjaga kulitmu tetap sehat.',
    ],
    sections: [
      {
        title: 'Mitos yang sebaiknya kamu tinggalkan',
        body: [
          'Pasta gigi bukan obat jerawat. Kandungannya bisa membuat kulit kering dan perih, sehingga peradangan malah bertambah. Menggosok wajah terlalu keras juga tidak membuat pori lebih bersih, tetapi merusak lapisan pelindung kulit.',
          'Jerawat juga tidak disebabkan oleh kulit yang kotor. Penyebab utamanya adalah kombinasi minyak, sel kulit mati, bakteri, dan peradangan, yang dipengaruhi faktor genetik serta hormon.',
        ],
        bullets: [
          'Mitos: berjemur mengeringkan jerawat. Faktanya, sinar matahari bisa membuat bekas jerawat lebih gelap.',
          'Mitos: kulit berminyak tidak perlu pelembap. Faktanya, kulit yang kekurangan air bisa memproduksi minyak lebih banyak.',
          'Mitos: jerawat hanya dialami remaja. Faktanya, jerawat dewasa cukup umum.',
        ],
      },
      {
        title: 'Bagaimana dengan makanan?',
        body: [
          'Penelitian menunjukkan makanan dengan indeks glikemik tinggi dan susu pada sebagian orang dapat berkaitan dengan jerawat. Namun, efeknya berbeda pada setiap orang, jadi tidak perlu menghindari semua makanan favoritmu sekaligus.',
          'Coba perhatikan pola kulitmu selama beberapa minggu. Jika ada makanan tertentu yang konsisten diikuti jerawat baru, kurangi perlahan dan lihat perubahannya.',
        ],
      },
    ],
    closing:
      'Perawatan jerawat butuh waktu sekitar 6 sampai 8 minggu sebelum hasilnya terlihat. Kalau belum ada perbaikan, dokter bisa membantu menyusun perawatan yang lebih terarah.',
  },
  {
    id: 'memilih-pembersih-wajah-berjerawat',
    title: 'Cara Memilih Pembersih Wajah untuk Kulit Berjerawat',
    category: 'jerawat',
    condition: 'jerawat',
    reviewer: 'anisa',
    excerpt:
      'Pembersih wajah adalah langkah pertama rutinitasmu. Ini panduan memilih yang membersihkan tanpa membuat kulit kering.',
    intro: [
      'Banyak orang dengan kulit berjerawat memilih pembersih yang terasa "kesat" karena mengira kulit jadi lebih bersih. Padahal, rasa kesat sering berarti lapisan pelindung kulit ikut terkikis.',
      'Pembersih yang baik mengangkat minyak dan kotoran berlebih, tetapi tetap meninggalkan kulit terasa nyaman setelah dibilas.',
    ],
    sections: [
      {
        title: 'Kandungan yang bisa kamu cari',
        body: [
          'Asam salisilat membantu membersihkan pori dari dalam, sedangkan benzoil peroksida dalam bentuk sabun cuci muka bisa mengurangi bakteri. Untuk kulit sensitif, pembersih bebas pewangi dengan pH seimbang biasanya lebih nyaman.',
        ],
        bullets: [
          'Pilih label non-komedogenik atau tidak menyumbat pori.',
          'Hindari butiran scrub kasar saat jerawat sedang meradang.',
          'Perhatikan pewangi dan alkohol tinggi jika kulitmu mudah perih.',
        ],
      },
      {
        title: 'Cara mencuci muka yang benar',
        body: [
          'Basahi wajah dengan air suam-suam kuku, usapkan pembersih dengan ujung jari selama sekitar 30 detik, lalu bilas sampai bersih. Keringkan dengan handuk bersih dengan cara ditepuk, bukan digosok.',
          'Dua kali sehari sudah cukup. Mencuci muka terlalu sering justru bisa memicu kulit kering dan iritasi.',
        ],
      },
    ],
    closing:
      'Jika kulitmu terasa terbakar, gatal, atau kemerahan setelah memakai pembersih baru, hentikan pemakaiannya. Dokter bisa membantu memilihkan produk yang sesuai dengan kondisi kulitmu.',
  },
  {
    id: 'bekas-jerawat-pih-dan-bopeng',
    title: 'Bekas Jerawat: Bedanya Noda Gelap dan Bopeng',
    category: 'jerawat',
    condition: 'bekas-jerawat',
    reviewer: 'anisa',
    excerpt:
      'Tidak semua bekas jerawat sama. Mengenali jenisnya membantu kamu memilih perawatan yang masuk akal.',
    intro: [
      'Setelah jerawat sembuh, sering tertinggal noda cokelat, kemerahan, atau cekungan kecil di kulit. Ketiganya sama-sama disebut bekas jerawat, tetapi penyebab dan penanganannya berbeda.',
      'Kabar baiknya, sebagian besar noda warna dapat memudar seiring waktu, apalagi jika kulit dilindungi dari sinar matahari.',
    ],
    sections: [
      {
        title: 'Noda gelap dan kemerahan',
        body: [
          'Noda cokelat muncul karena kulit memproduksi pigmen lebih banyak setelah peradangan. Noda ini lebih mudah terjadi pada kulit sawo matang dan biasanya memudar dalam beberapa bulan.',
          'Kemerahan yang tersisa berasal dari pembuluh darah kecil di area bekas radang. Tabir surya setiap hari dan bahan seperti niasinamida dapat membantu prosesnya.',
        ],
      },
      {
        title: 'Bopeng atau bekas cekung',
        body: [
          'Bopeng terjadi ketika peradangan merusak jaringan kolagen di bawah kulit. Bekas ini tidak hilang hanya dengan krim dan biasanya membutuhkan tindakan di klinik.',
        ],
        bullets: [
          'Atasi jerawat aktif terlebih dahulu supaya bekas baru tidak terus bertambah.',
          'Jangan memencet atau mengorek jerawat.',
          'Diskusikan pilihan tindakan dengan dokter, karena tiap jenis bopeng butuh pendekatan berbeda.',
        ],
      },
    ],
    closing:
      'Hasil perawatan bekas jerawat berbeda pada setiap orang dan butuh kesabaran. Dokter dapat membantu menilai jenis bekasmu dan menyusun rencana yang realistis.',
  },
  {
    id: 'jerawat-punggung',
    title: 'Jerawat Punggung: Penyebab dan Cara Merawatnya',
    category: 'jerawat',
    condition: 'jerawat',
    reviewer: 'dimas',
    excerpt:
      'Jerawat di punggung sering luput dari perhatian sampai terasa gatal atau nyeri. Ini kebiasaan yang bisa membantu.',
    intro: [
      'Kulit punggung punya banyak kelenjar minyak dan sering tertutup pakaian seharian. Kombinasi keringat, gesekan, dan pori yang tersumbat membuat area ini mudah berjerawat.',
      'Karena letaknya sulit dijangkau, jerawat punggung sering dibiarkan sampai meninggalkan noda. Padahal, beberapa kebiasaan sederhana bisa membuat perbedaan.',
    ],
    sections: [
      {
        title: 'Pemicu yang sering terjadi',
        body: [
          'Pakaian ketat dari bahan yang tidak menyerap keringat, tas punggung yang menekan kulit, dan kebiasaan menunda mandi setelah olahraga bisa memperparah jerawat punggung.',
          'Sisa sampo dan kondisioner yang mengalir ke punggung juga bisa menyumbat pori. Bilas rambut terlebih dulu, baru bersihkan tubuh.',
        ],
      },
      {
        title: 'Rutinitas yang bisa dicoba',
        body: ['Perawatan punggung tidak perlu rumit, yang penting dilakukan secara konsisten.'],
        bullets: [
          'Mandi dan ganti baju segera setelah berkeringat.',
          'Gunakan sabun mandi dengan asam salisilat atau benzoil peroksida dua sampai tiga kali seminggu.',
          'Pilih pakaian berbahan katun yang longgar.',
        ],
      },
    ],
    closing:
      'Jika jerawat punggung terasa sangat gatal, berbentuk bintil kecil yang seragam, atau tidak membaik dalam beberapa minggu, bisa jadi itu kondisi lain seperti radang folikel jamur. Dokter dapat membantu memastikannya.',
  },
  {
    id: 'skincare-saat-jerawat-meradang',
    title: 'Skincare Apa yang Perlu Dijeda Saat Jerawat Meradang?',
    category: 'jerawat',
    condition: 'jerawat',
    reviewer: 'anisa',
    excerpt:
      'Saat kulit sedang meradang, lebih sedikit produk sering kali lebih baik. Begini cara menyederhanakan rutinitasmu.',
    intro: [
      'Ketika jerawat sedang banyak dan kemerahan, wajar kalau kamu ingin mencoba semua produk sekaligus. Sayangnya, terlalu banyak bahan aktif justru bisa membuat kulit makin perih.',
      'Fokus utama saat kulit meradang adalah menenangkan dan melindungi lapisan pelindung kulit.',
    ],
    sections: [
      {
        title: 'Yang sebaiknya dijeda sementara',
        body: [
          'Scrub butiran, peeling dengan konsentrasi tinggi, dan penggunaan beberapa eksfoliator sekaligus sebaiknya dihentikan dulu. Produk dengan pewangi kuat juga bisa memperparah iritasi.',
        ],
        bullets: [
          'Scrub fisik dan sikat wajah.',
          'Kombinasi AHA, BHA, dan retinoid dalam satu malam.',
          'Masker yang terasa panas atau menyengat.',
        ],
      },
      {
        title: 'Rutinitas sederhana yang tetap dijalankan',
        body: [
          'Pembersih lembut, satu bahan aktif untuk jerawat, pelembap, dan tabir surya sudah cukup untuk kebanyakan orang. Beri waktu kulit beradaptasi sebelum menambah produk lain.',
          'Saat memperkenalkan produk baru, coba dulu di area kecil seperti rahang selama beberapa hari.',
        ],
      },
    ],
    closing:
      'Kalau kulit terus perih, mengelupas berat, atau jerawat meradang menyebar, berhentilah mencoba-coba dan konsultasikan dengan dokter.',
  },
  {
    id: 'rutinitas-skincare-dasar',
    title: 'Rutinitas Skincare Dasar untuk Pemula',
    category: 'perawatan-kulit',
    condition: 'kulit-kusam',
    reviewer: 'anisa',
    excerpt:
      'Tidak perlu sepuluh langkah. Tiga produk dasar sudah cukup untuk memulai perawatan kulit yang konsisten.',
    intro: [
      'Melihat rak skincare yang penuh produk bisa membuat bingung. Padahal, perawatan kulit yang baik dimulai dari langkah yang sederhana dan bisa kamu jalankan setiap hari.',
      'Konsistensi jauh lebih penting daripada jumlah produk. Rutinitas pendek yang rutin dijalankan hasilnya lebih baik daripada rutinitas panjang yang sering terlewat.',
    ],
    sections: [
      {
        title: 'Tiga langkah utama',
        body: [
          'Pagi hari, cukup bersihkan wajah, gunakan pelembap, lalu tabir surya. Malam hari, bersihkan wajah dengan teliti dan gunakan pelembap lagi.',
        ],
        bullets: [
          'Pembersih lembut yang tidak membuat kulit kesat.',
          'Pelembap sesuai jenis kulit: gel untuk kulit berminyak, krim untuk kulit kering.',
          'Tabir surya minimal SPF 30, dipakai setiap pagi meski di dalam ruangan.',
        ],
      },
      {
        title: 'Kapan menambah bahan aktif?',
        body: [
          'Setelah rutinitas dasar berjalan sekitar dua sampai empat minggu tanpa masalah, kamu bisa menambah satu bahan aktif sesuai kebutuhan, misalnya niasinamida untuk kulit kusam.',
          'Tambahkan satu produk dalam satu waktu supaya kamu tahu produk mana yang cocok dan mana yang memicu iritasi.',
        ],
      },
    ],
    closing:
      'Setiap kulit berbeda. Kalau kamu ragu memilih produk, dokter bisa membantu menyusun rutinitas yang sesuai dengan jenis dan keluhan kulitmu.',
  },
  {
    id: 'pentingnya-tabir-surya',
    title: 'Tabir Surya Setiap Hari, Perlu atau Tidak?',
    category: 'perawatan-kulit',
    condition: 'flek-hitam',
    reviewer: 'anisa',
    excerpt:
      'Sinar matahari di Indonesia cukup kuat sepanjang tahun. Tabir surya membantu mencegah flek dan penuaan dini.',
    intro: [
      'Indonesia berada di garis khatulistiwa, sehingga paparan sinar ultraviolet cukup tinggi hampir sepanjang tahun, bahkan saat cuaca mendung.',
      'Sinar UV berperan dalam munculnya flek hitam, kulit kusam, dan garis halus. Karena itu tabir surya sering disebut langkah perawatan kulit yang paling penting.',
    ],
    sections: [
      {
        title: 'Cara memakai yang tepat',
        body: [
          'Gunakan kira-kira dua ruas jari tabir surya untuk wajah dan leher. Oleskan sebagai langkah terakhir rutinitas pagi, sekitar 15 menit sebelum keluar rumah.',
          'Jika kamu banyak beraktivitas di luar ruangan atau berkeringat, ulangi setiap dua sampai tiga jam.',
        ],
        bullets: [
          'Pilih SPF 30 atau lebih dengan perlindungan spektrum luas.',
          'Kulit berminyak bisa memilih tekstur gel atau cair yang ringan.',
          'Lengkapi dengan topi atau payung saat matahari terik.',
        ],
      },
      {
        title: 'Tabir surya dan kulit berjerawat',
        body: [
          'Banyak orang berjerawat menghindari tabir surya karena takut pori tersumbat. Sekarang sudah banyak pilihan berlabel non-komedogenik yang nyaman untuk kulit berminyak.',
        ],
      },
    ],
    closing:
      'Jika kulitmu selalu perih atau muncul ruam setelah memakai tabir surya, konsultasikan dengan dokter untuk mencari formula yang lebih cocok.',
  },
  {
    id: 'mengenal-niasinamida',
    title: 'Mengenal Niasinamida dan Manfaatnya untuk Kulit',
    category: 'perawatan-kulit',
    condition: 'kulit-kusam',
    reviewer: 'anisa',
    excerpt:
      'Niasinamida termasuk bahan aktif yang cukup ramah untuk banyak jenis kulit. Ketahui cara memakainya dengan aman.',
    intro: [
      'Niasinamida adalah salah satu bentuk vitamin B3. Bahan ini populer karena dapat membantu meratakan warna kulit, menjaga kelembapan, dan mengontrol minyak.',
      'Dibandingkan beberapa bahan aktif lain, niasinamida umumnya bisa ditoleransi dengan baik, tetapi tetap perlu dipakai dengan bijak.',
    ],
    sections: [
      {
        title: 'Manfaat yang bisa kamu harapkan',
        body: [
          'Pemakaian rutin selama beberapa minggu dapat membantu kulit terlihat lebih cerah dan rata. Niasinamida juga mendukung lapisan pelindung kulit sehingga kulit tidak mudah kering.',
          'Hasilnya bertahap. Jangan berharap perubahan besar dalam beberapa hari saja.',
        ],
      },
      {
        title: 'Tips memakainya',
        body: ['Mulailah dari konsentrasi rendah dan amati respons kulitmu.'],
        bullets: [
          'Konsentrasi 2 sampai 5 persen sudah cukup untuk kebanyakan orang.',
          'Bisa dipakai pagi atau malam, sebelum pelembap.',
          'Hentikan jika muncul rasa panas, gatal, atau kemerahan yang menetap.',
        ],
      },
    ],
    closing:
      'Niasinamida bukan obat untuk semua masalah kulit. Untuk flek yang membandel atau jerawat yang meradang, diskusikan pilihan lain dengan dokter.',
  },
  {
    id: 'flek-hitam-dan-melasma',
    title: 'Flek Hitam dan Melasma: Apa Bedanya?',
    category: 'perawatan-kulit',
    condition: 'flek-hitam',
    reviewer: 'anisa',
    excerpt:
      'Bercak gelap di wajah bisa berupa flek matahari atau melasma. Penanganannya berbeda, jadi penting mengenalinya.',
    intro: [
      'Bercak cokelat di pipi, dahi, atau atas bibir sering disebut flek. Namun, sebagian di antaranya sebenarnya melasma, kondisi yang dipengaruhi hormon dan sinar matahari.',
      'Membedakan keduanya membantu kamu memilih perawatan yang aman dan punya harapan yang realistis.',
    ],
    sections: [
      {
        title: 'Mengenali cirinya',
        body: [
          'Flek karena matahari biasanya berupa bintik kecil dengan batas jelas di area yang sering terpapar. Melasma cenderung berupa bercak lebih lebar dan simetris di kedua pipi, dahi, atau atas bibir.',
          'Melasma sering muncul atau memburuk saat hamil atau menggunakan kontrasepsi hormonal, dan mudah kambuh setelah terpapar matahari.',
        ],
      },
      {
        title: 'Langkah yang bisa kamu mulai',
        body: [
          'Perlindungan dari sinar matahari adalah dasar dari semua perawatan flek. Tanpa itu, krim pencerah apa pun hasilnya akan sulit bertahan.',
        ],
        bullets: [
          'Pakai tabir surya setiap hari dan ulangi saat di luar ruangan.',
          'Hindari krim pemutih tanpa izin edar yang bisa mengandung merkuri.',
          'Bersabar: perubahan warna kulit butuh waktu berbulan-bulan.',
        ],
      },
    ],
    closing:
      'Dokter dapat membantu memastikan jenis bercakmu dan meresepkan krim yang sesuai. Jangan memakai krim resep milik orang lain tanpa pengawasan.',
  },
  {
    id: 'kulit-kusam-penyebab',
    title: 'Kulit Kusam: Penyebab Sehari-hari yang Sering Terlewat',
    category: 'perawatan-kulit',
    condition: 'kulit-kusam',
    reviewer: 'anisa',
    excerpt:
      'Kurang tidur, jarang minum air, sampai lupa tabir surya bisa membuat kulit tampak lelah. Begini cara memperbaikinya.',
    intro: [
      'Kulit kusam bukan penyakit, tetapi sering membuat kita merasa kurang segar. Biasanya penyebabnya adalah gabungan beberapa kebiasaan kecil sehari-hari.',
      'Kulit memperbarui dirinya terus-menerus. Ketika sel kulit mati menumpuk dan kulit kekurangan kelembapan, cahaya tidak dipantulkan dengan rata sehingga wajah tampak kusam.',
    ],
    sections: [
      {
        title: 'Kebiasaan yang berpengaruh',
        body: [
          'Tidur yang kurang, stres, merokok, dan paparan matahari tanpa perlindungan dapat membuat kulit terlihat lelah. Pola makan yang minim sayur dan buah juga ikut berperan.',
        ],
        bullets: [
          'Usahakan tidur 7 sampai 8 jam setiap malam.',
          'Minum air putih yang cukup sepanjang hari.',
          'Gunakan tabir surya setiap pagi.',
        ],
      },
      {
        title: 'Perawatan yang membantu',
        body: [
          'Eksfoliasi lembut satu sampai dua kali seminggu dapat membantu mengangkat sel kulit mati. Pelembap yang cocok membuat permukaan kulit lebih halus dan tampak lebih cerah.',
          'Bahan seperti niasinamida atau vitamin C bisa ditambahkan setelah rutinitas dasar berjalan baik.',
        ],
      },
    ],
    closing:
      'Jika kulit kusam disertai bercak gelap yang melebar, kulit sangat kering, atau rasa lelah berlebihan, sebaiknya periksakan diri ke dokter untuk mencari penyebab lain.',
  },
  {
    id: 'kulit-sensitif-tanda',
    title: 'Tanda Kulitmu Sedang Sensitif dan Cara Menenangkannya',
    category: 'perawatan-kulit',
    reviewer: 'anisa',
    excerpt:
      'Perih saat memakai pelembap atau wajah mudah memerah? Bisa jadi lapisan pelindung kulitmu sedang terganggu.',
    intro: [
      'Kulit sensitif bisa terjadi pada siapa saja, termasuk yang biasanya cocok dengan banyak produk. Sering kali penyebabnya adalah lapisan pelindung kulit yang terganggu karena terlalu banyak bahan aktif atau eksfoliasi berlebihan.',
      'Saat pelindung kulit melemah, air lebih mudah menguap dan zat iritan lebih mudah masuk. Hasilnya kulit terasa kencang, perih, dan mudah memerah.',
    ],
    sections: [
      {
        title: 'Tanda-tanda yang umum',
        body: [
          'Rasa perih atau panas saat memakai produk yang biasanya nyaman adalah tanda paling sering. Kulit juga bisa tampak mengelupas halus, kemerahan, atau terasa gatal.',
        ],
        bullets: [
          'Perih saat memakai pelembap atau tabir surya.',
          'Kulit terasa kencang setelah mencuci muka.',
          'Muncul bintik kecil kemerahan di area yang sering diberi bahan aktif.',
        ],
      },
      {
        title: 'Cara menenangkannya',
        body: [
          'Sederhanakan rutinitas menjadi pembersih lembut, pelembap dengan bahan seperti seramida atau gliserin, dan tabir surya. Hentikan sementara semua eksfoliator dan retinoid.',
          'Biasanya kulit mulai membaik dalam satu sampai dua minggu. Setelah itu, bahan aktif bisa dikenalkan kembali satu per satu dengan frekuensi rendah.',
        ],
      },
    ],
    closing:
      'Jika muncul bengkak, lepuhan, atau ruam yang meluas, hentikan semua produk dan segera konsultasikan dengan dokter.',
  },
  {
    id: 'rambut-rontok-normal',
    title: 'Berapa Banyak Rambut Rontok yang Masih Normal?',
    category: 'rambut',
    condition: 'rambut-rontok',
    reviewer: 'dimas',
    excerpt:
      'Menemukan rambut di sisir belum tentu tanda masalah. Ketahui batas wajarnya dan kapan perlu waspada.',
    intro: [
      'Melihat helaian rambut di sisir atau lantai kamar mandi bisa bikin cemas. Padahal, rambut memang punya siklus tumbuh dan rontok yang alami.',
      'Rata-rata orang kehilangan sekitar 50 sampai 100 helai rambut per hari. Jumlah ini biasanya tidak terlihat karena rambut baru terus tumbuh menggantikannya.',
    ],
    sections: [
      {
        title: 'Kapan rambut rontok perlu diperhatikan',
        body: [
          'Rambut rontok patut diperhatikan jika jumlahnya tiba-tiba jauh lebih banyak, muncul area botak berbentuk bulat, atau belahan rambut terlihat makin lebar.',
          'Stres berat, sakit dengan demam tinggi, melahirkan, atau diet ketat bisa memicu kerontokan beberapa bulan setelahnya. Kerontokan seperti ini umumnya membaik sendiri.',
        ],
      },
      {
        title: 'Kebiasaan yang membantu',
        body: ['Beberapa kebiasaan sederhana dapat mengurangi kerusakan pada batang rambut.'],
        bullets: [
          'Hindari ikatan rambut yang terlalu kencang.',
          'Kurangi penggunaan alat catok dan pengering dengan suhu tinggi.',
          'Makan dengan gizi seimbang, termasuk protein dan zat besi yang cukup.',
        ],
      },
    ],
    closing:
      'Jika kerontokan berlangsung lebih dari tiga bulan atau disertai gejala lain seperti mudah lelah, dokter dapat membantu mencari penyebabnya, termasuk lewat pemeriksaan darah bila perlu.',
  },
  {
    id: 'ketombe-dan-kulit-kepala-kering',
    title: 'Ketombe atau Kulit Kepala Kering? Kenali Bedanya',
    category: 'rambut',
    condition: 'ketombe',
    reviewer: 'dimas',
    excerpt:
      'Serpihan putih di bahu bisa berasal dari ketombe atau kulit kepala kering. Perawatannya ternyata berbeda.',
    intro: [
      'Ketombe dan kulit kepala kering sama-sama menimbulkan serpihan, sehingga sering tertukar. Padahal, penyebab dan cara merawat keduanya tidak sama.',
      'Ketombe berkaitan dengan minyak berlebih dan jamur yang secara alami hidup di kulit kepala, sedangkan kulit kepala kering terjadi karena kulit kekurangan kelembapan.',
    ],
    sections: [
      {
        title: 'Cara membedakannya',
        body: [
          'Serpihan ketombe cenderung lebih besar, kekuningan, dan berminyak, kadang disertai gatal dan kemerahan. Serpihan kulit kepala kering biasanya kecil, putih, dan kering.',
          'Kulit kepala kering lebih sering terjadi saat udara dingin atau jika kamu keramas dengan air panas terlalu sering.',
        ],
      },
      {
        title: 'Perawatan yang bisa dicoba',
        body: [
          'Untuk ketombe, sampo dengan zinc pyrithione, ketokonazol, atau selenium sulfida dapat membantu. Diamkan busa sekitar lima menit sebelum dibilas.',
        ],
        bullets: [
          'Keramas secara teratur, terutama jika kulit kepalamu berminyak.',
          'Hindari menggaruk kulit kepala dengan kuku.',
          'Untuk kulit kepala kering, gunakan sampo lembut dan air yang tidak terlalu panas.',
        ],
      },
    ],
    closing:
      'Jika serpihan tebal menyebar ke dahi atau belakang telinga, terasa sangat gatal, atau tidak membaik setelah beberapa minggu, konsultasikan dengan dokter.',
  },
  {
    id: 'kebotakan-pria-sejak-dini',
    title: 'Kebotakan Pola Pria: Kenali Tanda Awalnya',
    category: 'rambut',
    condition: 'kebotakan-pria',
    reviewer: 'dimas',
    excerpt:
      'Garis rambut yang mundur perlahan sering dianggap nasib. Padahal, penanganan sejak dini bisa membantu mempertahankan rambut.',
    intro: [
      'Kebotakan pola pria adalah penyebab kerontokan paling umum pada laki-laki. Kondisi ini dipengaruhi faktor keturunan dan hormon, dan bisa mulai terlihat sejak usia 20-an.',
      'Prosesnya berjalan pelan, sehingga banyak orang baru menyadarinya ketika rambut sudah cukup tipis.',
    ],
    sections: [
      {
        title: 'Tanda yang sering muncul',
        body: [
          'Garis rambut di pelipis mundur membentuk huruf M, atau rambut di puncak kepala terlihat makin tipis. Helaian rambut baru yang tumbuh juga bisa lebih halus dan pendek.',
          'Foto dari sudut yang sama setiap beberapa bulan bisa membantumu melihat perubahan dengan lebih objektif.',
        ],
      },
      {
        title: 'Pilihan penanganan',
        body: [
          'Ada obat oles dan obat minum yang terbukti dapat memperlambat kerontokan dan pada sebagian orang menumbuhkan kembali rambut. Obat-obatan ini perlu diresepkan dan dipantau dokter karena memiliki efek samping.',
        ],
        bullets: [
          'Hasil biasanya baru terlihat setelah 3 sampai 6 bulan pemakaian rutin.',
          'Penghentian obat dapat membuat kerontokan kembali.',
          'Hindari produk yang menjanjikan rambut tumbuh dalam hitungan hari.',
        ],
      },
    ],
    closing:
      'Semakin awal ditangani, semakin banyak rambut yang bisa dipertahankan. Dokter dapat menilai pola kerontokanmu dan menjelaskan pilihan yang sesuai.',
  },
  {
    id: 'nutrisi-untuk-rambut',
    title: 'Nutrisi yang Dibutuhkan Rambut agar Tetap Kuat',
    category: 'rambut',
    condition: 'rambut-rontok',
    reviewer: 'fajar',
    excerpt:
      'Rambut tumbuh dari dalam. Asupan protein, zat besi, dan vitamin tertentu ikut menentukan kesehatannya.',
    intro: [
      'Folikel rambut termasuk sel yang paling aktif membelah di tubuh, sehingga kebutuhan gizinya cukup tinggi. Saat asupan kurang, tubuh memprioritaskan organ penting dan rambut bisa ikut terdampak.',
      'Karena itu, diet yang terlalu ketat atau pola makan yang tidak seimbang sering diikuti dengan rambut rontok beberapa bulan kemudian.',
    ],
    sections: [
      {
        title: 'Zat gizi yang berperan',
        body: ['Beberapa zat gizi punya peran besar dalam pertumbuhan rambut.'],
        bullets: [
          'Protein dari telur, ikan, ayam, tahu, dan tempe.',
          'Zat besi dari daging merah, hati, dan sayuran hijau.',
          'Zinc dari kacang-kacangan dan biji-bijian.',
          'Vitamin D dari paparan matahari pagi dan ikan berlemak.',
        ],
      },
      {
        title: 'Perlukah suplemen?',
        body: [
          'Suplemen hanya membantu bila kamu memang kekurangan zat gizi tertentu. Mengonsumsi suplemen berlebihan, misalnya vitamin A dosis tinggi, justru bisa memicu kerontokan.',
          'Pemeriksaan darah dapat membantu memastikan apakah ada kekurangan yang perlu dilengkapi.',
        ],
      },
    ],
    closing:
      'Jika rambut rontok disertai mudah lelah, pucat, atau haid yang sangat banyak, diskusikan dengan dokter untuk memeriksa kemungkinan anemia.',
  },
  {
    id: 'siklus-haid-normal',
    title: 'Siklus Haid Normal Itu Seperti Apa?',
    category: 'kesehatan-wanita',
    condition: 'haid-tidak-teratur',
    reviewer: 'eka',
    excerpt:
      'Siklus haid setiap orang berbeda. Ini patokan umum yang bisa membantumu mengenali siklusmu sendiri.',
    intro: [
      'Siklus haid dihitung dari hari pertama haid sampai hari pertama haid berikutnya. Pada orang dewasa, panjang siklus yang dianggap normal berkisar antara 21 sampai 35 hari.',
      'Siklus yang sedikit maju atau mundur beberapa hari masih wajar. Yang perlu diperhatikan adalah perubahan besar atau pola yang tidak biasa bagimu.',
    ],
    sections: [
      {
        title: 'Mencatat siklus',
        body: [
          'Catat tanggal mulai dan selesai haid, banyaknya darah, serta keluhan seperti nyeri atau jerawat. Aplikasi kalender sederhana pun sudah cukup.',
          'Catatan selama tiga bulan atau lebih sangat membantu dokter memahami kondisimu saat konsultasi.',
        ],
      },
      {
        title: 'Tanda yang perlu dikonsultasikan',
        body: ['Beberapa kondisi sebaiknya tidak didiamkan terlalu lama.'],
        bullets: [
          'Tidak haid lebih dari tiga bulan dan tidak sedang hamil.',
          'Perdarahan di luar jadwal haid atau setelah berhubungan.',
          'Haid sangat banyak sampai perlu mengganti pembalut setiap jam.',
          'Nyeri haid yang membuatmu tidak bisa beraktivitas.',
        ],
      },
    ],
    closing:
      'Perubahan siklus bisa dipengaruhi stres, berat badan, olahraga berat, atau kondisi hormonal seperti sindrom ovarium polikistik. Dokter dapat membantu mencari penyebabnya.',
  },
  {
    id: 'keputihan-normal-dan-tidak',
    title: 'Keputihan Normal dan yang Perlu Diperiksa',
    category: 'kesehatan-wanita',
    condition: 'keputihan',
    reviewer: 'eka',
    excerpt:
      'Keputihan adalah cara alami tubuh menjaga kebersihan vagina. Kenali kapan keputihan masih normal dan kapan perlu diperiksa.',
    intro: [
      'Keputihan sering dianggap tabu untuk dibicarakan, padahal hampir semua perempuan mengalaminya. Cairan ini membantu menjaga kelembapan dan melindungi dari infeksi.',
      'Jumlah dan kekentalannya bisa berubah sepanjang siklus haid, misalnya lebih banyak dan bening saat masa subur.',
    ],
    sections: [
      {
        title: 'Ciri keputihan normal',
        body: [
          'Keputihan normal berwarna bening atau putih susu, tidak berbau menyengat, dan tidak menimbulkan gatal atau perih.',
        ],
      },
      {
        title: 'Kapan perlu diperiksa',
        body: [
          'Perubahan warna, bau, atau munculnya keluhan lain bisa menandakan infeksi jamur, bakteri, atau infeksi menular seksual. Masing-masing membutuhkan pengobatan yang berbeda.',
        ],
        bullets: [
          'Berwarna kuning kehijauan, abu-abu, atau bercampur darah.',
          'Berbau amis atau tidak sedap.',
          'Disertai gatal, perih saat buang air kecil, atau nyeri panggul.',
        ],
      },
    ],
    closing:
      'Hindari membersihkan bagian dalam vagina dengan sabun atau cairan pembersih karena bisa mengganggu keseimbangan alaminya. Jika ada keluhan, ceritakan dengan tenang kepada dokter; semua informasi dijaga kerahasiaannya.',
  },
  {
    id: 'memilih-kontrasepsi',
    title: 'Memilih Kontrasepsi yang Sesuai untuk Kamu',
    category: 'kesehatan-wanita',
    condition: 'kontrasepsi',
    reviewer: 'eka',
    excerpt:
      'Pil, suntik, implan, atau IUD? Setiap metode punya kelebihan dan pertimbangan. Ini gambaran awalnya.',
    intro: [
      'Memilih kontrasepsi adalah keputusan pribadi yang sebaiknya disesuaikan dengan kondisi kesehatan, rencana memiliki anak, dan kenyamananmu.',
      'Tidak ada satu metode yang paling cocok untuk semua orang. Yang terbaik adalah yang aman untukmu dan bisa kamu gunakan dengan konsisten.',
    ],
    sections: [
      {
        title: 'Pilihan yang umum',
        body: [
          'Pil kombinasi diminum setiap hari pada jam yang sama. Suntik diberikan setiap satu atau tiga bulan. Implan dan IUD bekerja dalam jangka panjang dan bisa dilepas saat kamu ingin hamil.',
        ],
        bullets: [
          'Kondom adalah satu-satunya metode yang juga melindungi dari infeksi menular seksual.',
          'Metode hormonal dapat memengaruhi siklus haid dan jerawat.',
          'Beberapa kondisi seperti migrain dengan aura atau tekanan darah tinggi membatasi pilihan tertentu.',
        ],
      },
      {
        title: 'Yang perlu kamu sampaikan ke dokter',
        body: [
          'Ceritakan riwayat kesehatanmu, obat yang sedang diminum, kebiasaan merokok, dan rencana kehamilan. Informasi ini membantu dokter menjelaskan pilihan yang paling aman.',
          'Kamu juga boleh bertanya tentang efek samping dan apa yang harus dilakukan jika lupa minum pil.',
        ],
      },
    ],
    closing:
      'Jangan ragu untuk berganti metode jika yang sekarang terasa tidak nyaman. Diskusikan dengan dokter supaya perpindahannya tetap aman.',
  },
  {
    id: 'nyeri-haid',
    title: 'Nyeri Haid: Kapan Wajar dan Kapan Perlu Waspada',
    category: 'kesehatan-wanita',
    condition: 'haid-tidak-teratur',
    reviewer: 'eka',
    excerpt:
      'Kram perut saat haid memang umum, tetapi nyeri yang sangat berat tidak seharusnya dianggap biasa.',
    intro: [
      'Banyak perempuan merasakan kram di perut bawah pada hari pertama atau kedua haid. Nyeri ini muncul karena otot rahim berkontraksi untuk meluruhkan lapisannya.',
      'Nyeri ringan sampai sedang biasanya membaik dengan istirahat, kompres hangat, dan obat pereda nyeri yang dijual bebas.',
    ],
    sections: [
      {
        title: 'Cara meredakan nyeri ringan',
        body: ['Beberapa langkah sederhana bisa membantu kamu melewati hari-hari pertama haid.'],
        bullets: [
          'Kompres hangat di perut bawah atau punggung.',
          'Olahraga ringan seperti jalan kaki atau peregangan.',
          'Minum obat pereda nyeri sesuai aturan pakai, sebaiknya setelah makan.',
        ],
      },
      {
        title: 'Tanda nyeri yang perlu diperiksa',
        body: [
          'Nyeri yang makin berat dari bulan ke bulan, tidak membaik dengan obat, atau disertai nyeri saat berhubungan dan buang air besar bisa menjadi tanda kondisi seperti endometriosis.',
          'Kondisi ini sering terlambat dikenali karena nyeri haid dianggap hal biasa.',
        ],
      },
    ],
    closing:
      'Kamu berhak mendapat penanganan jika nyeri haid mengganggu sekolah, kerja, atau aktivitasmu. Ceritakan keluhanmu kepada dokter.',
  },
  {
    id: 'tidur-cukup-untuk-kulit',
    title: 'Tidur Cukup, Kulit Lebih Sehat',
    category: 'gaya-hidup',
    condition: 'sulit-tidur',
    reviewer: 'gita',
    excerpt:
      'Saat tidur, tubuh memperbaiki banyak jaringan, termasuk kulit. Begini kaitan kualitas tidur dan penampilan kulitmu.',
    intro: [
      'Istilah "beauty sleep" ternyata ada benarnya. Saat tidur, tubuh memperbaiki sel-sel yang rusak dan mengatur berbagai hormon, termasuk yang berkaitan dengan stres.',
      'Kurang tidur yang berlangsung lama dapat membuat kulit tampak kusam, lingkar mata lebih gelap, dan jerawat lebih mudah kambuh.',
    ],
    sections: [
      {
        title: 'Kebiasaan tidur yang baik',
        body: ['Orang dewasa umumnya membutuhkan tidur 7 sampai 9 jam setiap malam.'],
        bullets: [
          'Tidur dan bangun di jam yang sama, termasuk akhir pekan.',
          'Jauhkan gawai setidaknya 30 menit sebelum tidur.',
          'Batasi kopi dan teh setelah sore hari.',
          'Buat kamar tidur gelap, sejuk, dan tenang.',
        ],
      },
      {
        title: 'Saat sulit tidur terus berlanjut',
        body: [
          'Sesekali sulit tidur itu wajar, misalnya saat banyak pikiran. Namun, jika berlangsung lebih dari tiga malam dalam seminggu selama beberapa minggu, kondisi ini perlu diperhatikan.',
          'Sulit tidur bisa berkaitan dengan kecemasan, kebiasaan, atau kondisi medis lain yang bisa ditangani.',
        ],
      },
    ],
    closing:
      'Hindari memakai obat tidur tanpa resep dalam jangka panjang. Dokter dapat membantu mencari penyebab sulit tidurmu dan cara mengatasinya dengan aman.',
  },
  {
    id: 'mengelola-stres-harian',
    title: 'Cara Sederhana Mengelola Stres Sehari-hari',
    category: 'gaya-hidup',
    condition: 'stres-dan-cemas',
    reviewer: 'gita',
    excerpt:
      'Stres tidak selalu bisa dihindari, tetapi bisa dikelola. Coba langkah-langkah kecil ini untuk membantu pikiranmu lebih tenang.',
    intro: [
      'Pekerjaan, keluarga, dan kabar dari media sosial bisa membuat pikiran terasa penuh. Stres dalam jumlah kecil sebenarnya wajar dan bisa membantu kita tetap waspada.',
      'Masalahnya muncul ketika stres berlangsung terus-menerus dan mulai memengaruhi tidur, nafsu makan, kulit, atau hubungan dengan orang lain.',
    ],
    sections: [
      {
        title: 'Langkah kecil yang bisa dicoba',
        body: ['Tidak perlu menunggu libur panjang untuk merawat kesehatan mentalmu.'],
        bullets: [
          'Tarik napas perlahan selama empat hitungan, tahan sebentar, lalu hembuskan selama enam hitungan.',
          'Jalan kaki 15 sampai 30 menit, sebaiknya di luar ruangan.',
          'Tuliskan tiga hal yang mengganggu pikiranmu dan satu langkah kecil untuk masing-masing.',
          'Batasi waktu membuka media sosial, terutama sebelum tidur.',
        ],
      },
      {
        title: 'Kapan mencari bantuan',
        body: [
          'Jika kamu merasa cemas hampir setiap hari, sulit berkonsentrasi, atau kehilangan minat pada hal yang biasanya kamu sukai selama dua minggu atau lebih, bicarakan dengan tenaga kesehatan.',
          'Mencari bantuan bukan tanda lemah. Sama seperti keluhan fisik, kesehatan mental juga bisa dirawat.',
        ],
      },
    ],
    closing:
      'Jika kamu memiliki pikiran untuk menyakiti diri sendiri, segera hubungi layanan darurat 119 atau datang ke IGD terdekat. Kamu tidak harus menghadapinya sendirian.',
  },
  {
    id: 'menurunkan-berat-badan-realistis',
    title: 'Menurunkan Berat Badan dengan Target yang Realistis',
    category: 'gaya-hidup',
    condition: 'berat-badan-berlebih',
    reviewer: 'fajar',
    excerpt:
      'Turun berat badan cepat sering diikuti naik lagi. Target kecil yang konsisten biasanya lebih bertahan lama.',
    intro: [
      'Banyak program diet menjanjikan hasil cepat dalam waktu singkat. Sayangnya, penurunan yang terlalu cepat sering berasal dari air dan otot, bukan lemak, dan mudah kembali lagi.',
      'Penurunan sekitar setengah sampai satu kilogram per minggu umumnya dianggap aman dan lebih mudah dipertahankan.',
    ],
    sections: [
      {
        title: 'Mulai dari kebiasaan',
        body: [
          'Alih-alih menghitung setiap kalori, mulailah dengan satu atau dua perubahan kebiasaan yang bisa kamu jalankan setiap hari.',
        ],
        bullets: [
          'Isi setengah piring dengan sayur dan buah.',
          'Ganti minuman manis dengan air putih.',
          'Makan perlahan dan berhenti sebelum terlalu kenyang.',
          'Tambah langkah harian, misalnya naik tangga atau jalan kaki saat istirahat.',
        ],
      },
      {
        title: 'Ukur lebih dari sekadar angka timbangan',
        body: [
          'Lingkar pinggang, kualitas tidur, dan energi sehari-hari juga menunjukkan kemajuan. Berat badan bisa naik turun sedikit setiap hari karena cairan, jadi timbang cukup seminggu sekali.',
          'Pada sebagian orang, dokter dapat mempertimbangkan pengobatan tambahan sesuai kondisi kesehatan.',
        ],
      },
    ],
    closing:
      'Jika kamu memiliki diabetes, tekanan darah tinggi, atau sedang minum obat rutin, konsultasikan rencana penurunan berat badan dengan dokter terlebih dahulu.',
  },
  {
    id: 'air-putih-dan-kulit',
    title: 'Benarkah Minum Air Putih Bikin Kulit Lebih Sehat?',
    category: 'gaya-hidup',
    reviewer: 'bayu',
    excerpt:
      'Cukup minum penting untuk tubuh, tetapi apakah langsung membuat kulit glowing? Simak penjelasannya.',
    intro: [
      'Saran "minum air delapan gelas sehari supaya kulit bagus" sering kita dengar. Cukup minum memang penting untuk hampir semua fungsi tubuh, termasuk menjaga kulit tetap berfungsi baik.',
      'Namun, minum lebih banyak dari kebutuhan tidak otomatis membuat kulit lebih lembap. Kelembapan permukaan kulit juga sangat dipengaruhi perawatan dari luar.',
    ],
    sections: [
      {
        title: 'Berapa yang kamu butuhkan',
        body: [
          'Kebutuhan cairan setiap orang berbeda tergantung berat badan, aktivitas, dan cuaca. Cara sederhana memantaunya adalah warna urine: kuning muda berarti asupan cairanmu cukup.',
          'Di cuaca panas atau setelah olahraga, kamu perlu minum lebih banyak.',
        ],
      },
      {
        title: 'Menjaga kelembapan kulit dari luar',
        body: ['Kulit juga perlu dibantu agar air tidak mudah menguap.'],
        bullets: [
          'Gunakan pelembap setelah mandi saat kulit masih sedikit lembap.',
          'Hindari mandi air panas terlalu lama.',
          'Di ruangan ber-AC, pelembap ruangan bisa membantu.',
        ],
      },
    ],
    closing:
      'Jika kulit sangat kering, bersisik, dan gatal meski sudah rutin memakai pelembap, konsultasikan dengan dokter untuk mencari penyebabnya.',
  },
  {
    id: 'olahraga-dan-jerawat',
    title: 'Olahraga Rutin Tanpa Khawatir Jerawat',
    category: 'gaya-hidup',
    condition: 'jerawat',
    reviewer: 'dimas',
    excerpt:
      'Olahraga baik untuk kulit, asalkan keringat dan gesekan ditangani dengan benar. Ini tipsnya.',
    intro: [
      'Olahraga melancarkan peredaran darah dan membantu mengelola stres, dua hal yang baik untuk kesehatan kulit. Tetapi sebagian orang justru mendapati jerawat bertambah setelah rutin berolahraga.',
      'Biasanya yang menjadi pemicu bukan olahraganya, melainkan keringat yang dibiarkan terlalu lama, gesekan, atau riasan yang masih menempel.',
    ],
    sections: [
      {
        title: 'Sebelum dan sesudah berolahraga',
        body: [
          'Bersihkan riasan sebelum berolahraga supaya pori tidak tersumbat saat berkeringat. Setelah selesai, bilas wajah dan tubuh sesegera mungkin.',
        ],
        bullets: [
          'Gunakan handuk bersih dan tepuk, jangan digosok.',
          'Bersihkan alat olahraga dan matras sebelum dipakai.',
          'Ganti pakaian olahraga yang basah keringat secepatnya.',
        ],
      },
      {
        title: 'Perhatikan area yang sering tergesek',
        body: [
          'Tali tas, helm, ikat kepala, dan pakaian ketat dapat memicu jerawat di area yang tertekan. Pilih bahan yang menyerap keringat dan cuci setelah setiap pemakaian.',
          'Jika kamu berolahraga di luar ruangan, jangan lupa tabir surya yang tahan keringat.',
        ],
      },
    ],
    closing:
      'Jika jerawat di area tubuh tetap muncul meski kebiasaanmu sudah baik, dokter dapat membantu menentukan perawatan yang sesuai.',
  },
]

/** The first article listed is the newest; each earlier one nine days before (08.00 WIB). */
const FIRST_PUBLISHED = Date.parse('2026-11-18T01:00:00.000Z')
const DAY = 24 * 60 * 60_000

export interface SeedArticle {
  id: string
  title: string
  excerpt: string
  categorySlug: CategorySlug
  conditionSlug: string | null
  author: ArticleAuthor
  reviewer: ArticleAuthor
  cover: ReturnType<typeof image>
  blocks: ContentBlock[]
  readingMinutes: number
  publishedAt: Date
}

const WORDS_PER_MINUTE = 200

export const articleSeed: SeedArticle[] = texts.map((text, index) => {
  const cover = image(`articles/${text.id}`, TOPIC_PICTURES[text.category], 'topic', {
    width: 1200,
    height: 675,
    motif: text.category,
  })
  const [first, second] = text.sections
  const blocks: ContentBlock[] = [{ layout: 'TEXT_ONLY', id: 'pembuka', body: text.intro }]
  if (first) {
    blocks.push({
      layout: 'TEXT_IMAGE',
      id: 'bagian-1',
      title: first.title,
      body: first.body,
      ...(first.bullets ? { bullets: first.bullets } : {}),
      image: image(`articles/${text.id}-detail`, '', 'product', { width: 800, height: 800 }),
      imagePosition: index % 2 === 0 ? 'right' : 'left',
    })
  }
  if (second) {
    blocks.push({
      layout: 'TEXT_ONLY',
      id: 'bagian-2',
      title: second.title,
      body: second.body,
      ...(second.bullets ? { bullets: second.bullets } : {}),
    })
  }
  blocks.push({
    layout: 'TEXT_ONLY',
    id: 'penutup',
    title: 'Kapan ke dokter',
    body: [text.closing],
  })
  const words = [
    ...text.intro,
    ...text.sections.flatMap((section) => [...section.body, ...(section.bullets ?? [])]),
    text.closing,
  ]
    .join(' ')
    .split(/\s+/).length
  return {
    id: text.id,
    title: text.title,
    excerpt: text.excerpt,
    categorySlug: text.category,
    conditionSlug: text.condition ?? null,
    author: EDITOR,
    reviewer: REVIEWERS[text.reviewer],
    cover,
    blocks,
    readingMinutes: Math.max(2, Math.ceil(words / WORDS_PER_MINUTE)),
    publishedAt: new Date(FIRST_PUBLISHED - index * 9 * DAY),
  }
})
