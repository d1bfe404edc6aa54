/** Poliklinik Kulit: Jerawat (2001), Flek Hitam (2002), Bekas Jerawat (2003), Kulit Kusam (2004). */
import type { Questionnaire } from '../../../../contract/consults/fhir'
import {
  allergies,
  boolean,
  choice,
  currentMedicines,
  display,
  earlierTreatments,
  group,
  howLong,
  integer,
  intro,
  lastNote,
  MANY,
  photos,
  pregnancy,
  questionnaire,
  REQUIRED,
  string,
  text,
  whenAnyChosen,
  whenChosen,
  whenYes,
} from './builders'

const SKIN_INTRO =
  'Jawab pertanyaan berikut sesuai kondisi kulitmu saat ini. Jawabanmu hanya dibaca oleh dokter yang menanganimu dan membantu dokter memilih perawatan yang tepat.'

/** Daily care matters for every skin complaint: what the member puts on the skin now. */
function skinCare() {
  const sunscreen = choice(
    'perawatan.tabir-surya',
    'Seberapa sering kamu memakai tabir surya (sunscreen)?',
    [
      ['setiap-hari', 'Setiap hari'],
      ['kadang', 'Kadang-kadang'],
      ['tidak-pernah', 'Tidak pernah'],
    ],
    REQUIRED,
  )
  return group('perawatan', 'Perawatan kulit sehari-hari', [
    choice(
      'perawatan.jenis-kulit',
      'Bagaimana jenis kulit wajahmu?',
      [
        ['normal', 'Normal'],
        ['berminyak', 'Berminyak'],
        ['kering', 'Kering'],
        ['kombinasi', 'Kombinasi (berminyak di dahi, hidung, dan dagu)'],
        ['sensitif', 'Sensitif (mudah merah atau perih)'],
        ['tidak-tahu', 'Tidak tahu'],
      ],
      REQUIRED,
    ),
    sunscreen,
    choice(
      'perawatan.produk',
      'Produk apa saja yang kamu pakai di wajah setiap hari?',
      [
        ['sabun-wajah', 'Sabun pembersih wajah'],
        ['pelembap', 'Pelembap'],
        ['serum', 'Serum atau toner'],
        ['makeup', 'Makeup'],
        ['tidak-ada', 'Tidak memakai apa-apa'],
      ],
      MANY,
    ),
    text('perawatan.nama-produk', 'Sebutkan merek atau nama produk yang kamu pakai, kalau ingat.', {
      maxLength: 500,
    }),
  ])
}

function jerawat(): Questionnaire {
  const kinds = choice(
    'jenis-jerawat',
    'Seperti apa jerawat yang kamu alami? Pilih semua yang sesuai.',
    [
      ['komedo', 'Komedo hitam atau putih'],
      ['papul', 'Benjolan merah kecil'],
      ['pustul', 'Jerawat bernanah (bermata putih)'],
      ['nodul', 'Benjolan besar, keras, dan nyeri di bawah kulit'],
      ['kista', 'Benjolan besar berisi cairan'],
    ],
    { required: true, repeats: true },
  )
  const marks = boolean(
    'bekas',
    'Apakah jerawatmu meninggalkan bekas, seperti noda gelap atau bopeng?',
    REQUIRED,
  )
  return questionnaire('2001', 'Jerawat', [
    intro(SKIN_INTRO),
    choice(
      'lokasi',
      'Di bagian mana saja jerawatmu muncul? Pilih semua yang sesuai.',
      [
        ['dahi', 'Dahi'],
        ['pipi', 'Pipi'],
        ['hidung', 'Hidung'],
        ['dagu-rahang', 'Dagu dan rahang'],
        ['punggung', 'Punggung'],
        ['dada', 'Dada'],
      ],
      { required: true, repeats: true },
    ),
    kinds,
    choice(
      'jumlah',
      'Kira-kira berapa banyak jerawat yang sedang meradang saat ini?',
      [
        ['kurang-10', 'Kurang dari 10'],
        ['10-30', '10 sampai 30'],
        ['lebih-30', 'Lebih dari 30'],
      ],
      REQUIRED,
    ),
    // Nodules and cysts scar: the doctor needs to know how much they hurt.
    choice(
      'nyeri',
      'Seberapa nyeri benjolan jerawatmu?',
      [
        ['ringan', 'Sedikit nyeri bila disentuh'],
        ['sedang', 'Nyeri tanpa disentuh'],
        ['berat', 'Sangat nyeri sampai mengganggu aktivitas'],
      ],
      { required: true, ...whenAnyChosen(kinds, ['nodul', 'kista']) },
    ),
    howLong('Sudah berapa lama kamu berjerawat seperti ini?'),
    group('pemicu', 'Hal yang bisa memicu jerawat', [
      choice(
        'pemicu.haid',
        'Apakah jerawatmu bertambah menjelang haid?',
        [
          ['ya', 'Ya'],
          ['tidak', 'Tidak'],
          ['tidak-berlaku', 'Tidak berlaku untukku'],
        ],
        REQUIRED,
      ),
      choice(
        'pemicu.lain',
        'Apa yang menurutmu membuat jerawatmu bertambah?',
        [
          ['stres', 'Stres'],
          ['kurang-tidur', 'Kurang tidur'],
          ['makanan', 'Makanan manis, berminyak, atau susu'],
          ['kosmetik-baru', 'Kosmetik atau skincare baru'],
          ['keringat', 'Keringat atau memakai masker lama'],
          ['tidak-tahu', 'Tidak tahu'],
        ],
        MANY,
      ),
    ]),
    {
      ...marks,
      item: [
        choice(
          'bekas.jenis',
          'Bekas seperti apa?',
          [
            ['noda', 'Noda gelap atau kemerahan'],
            ['bopeng', 'Bopeng (cekungan)'],
            ['keduanya', 'Keduanya'],
          ],
          { required: true, enableWhen: [whenYes(marks)] },
        ),
      ],
    },
    skinCare(),
    earlierTreatments('Pengobatan jerawat apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['produk-bebas', 'Sabun atau krim jerawat yang dijual bebas'],
      ['obat-oles-dokter', 'Obat oles dari dokter'],
      ['antibiotik-minum', 'Antibiotik minum'],
      ['isotretinoin', 'Isotretinoin'],
      ['perawatan-klinik', 'Facial, peeling, atau laser di klinik'],
    ]),
    photos('Unggah foto jerawatmu: wajah dari depan, kiri, dan kanan, di tempat yang terang.'),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function flekHitam(): Questionnaire {
  const change = choice(
    'perubahan',
    'Apakah flek itu berubah akhir-akhir ini?',
    [
      ['tidak', 'Tidak berubah'],
      ['melebar', 'Melebar atau bertambah banyak'],
      ['menggelap', 'Makin gelap'],
      ['berubah-bentuk', 'Bentuk atau tepinya berubah, terasa gatal, atau berdarah'],
    ],
    REQUIRED,
  )
  const hormones = choice(
    'hormon',
    'Apakah flek muncul atau bertambah setelah salah satu hal berikut? Pilih semua yang sesuai.',
    [
      ['kehamilan', 'Kehamilan'],
      ['kb-hormonal', 'Memakai pil atau suntik KB'],
      ['terapi-hormon', 'Terapi hormon lain'],
      ['tidak-ada', 'Tidak ada yang seperti itu'],
    ],
    { required: true, repeats: true },
  )
  return questionnaire('2002', 'Flek Hitam', [
    intro(SKIN_INTRO),
    choice(
      'lokasi',
      'Di bagian mana saja flek hitammu muncul? Pilih semua yang sesuai.',
      [
        ['pipi', 'Pipi'],
        ['dahi', 'Dahi'],
        ['hidung', 'Hidung'],
        ['bibir-atas', 'Di atas bibir'],
        ['dagu', 'Dagu'],
        ['tangan-lengan', 'Punggung tangan atau lengan'],
      ],
      { required: true, repeats: true },
    ),
    choice(
      'pola',
      'Seperti apa bentuk flek hitammu?',
      [
        ['bercak-simetris', 'Bercak lebar di kedua pipi, kiri dan kanan mirip'],
        ['bintik-kecil', 'Bintik-bintik kecil yang tersebar'],
        ['bekas-luka', 'Noda di bekas jerawat atau luka'],
        ['tidak-yakin', 'Tidak yakin'],
      ],
      REQUIRED,
    ),
    howLong('Sudah berapa lama flek hitam ini ada?'),
    {
      ...change,
      item: [
        display(
          'perubahan.saran',
          'Bercak yang berubah bentuk, gatal, atau berdarah perlu dilihat langsung oleh dokter. Dokter mungkin akan menyarankanmu periksa tatap muka.',
          { enableWhen: [whenChosen(change, 'berubah-bentuk')] },
        ),
      ],
    },
    group('paparan', 'Paparan sinar matahari', [
      choice(
        'paparan.lama',
        'Berapa lama kamu terkena sinar matahari dalam sehari?',
        [
          ['kurang-1-jam', 'Kurang dari 1 jam'],
          ['1-3-jam', '1–3 jam'],
          ['lebih-3-jam', 'Lebih dari 3 jam'],
        ],
        REQUIRED,
      ),
      choice(
        'paparan.pelindung',
        'Apa yang kamu pakai untuk melindungi wajah dari matahari?',
        [
          ['tabir-surya', 'Tabir surya (sunscreen)'],
          ['topi-payung', 'Topi atau payung'],
          ['masker', 'Masker'],
          ['tidak-ada', 'Tidak memakai apa-apa'],
        ],
        { required: true, repeats: true },
      ),
    ]),
    hormones,
    // Hormonal contraception keeps melasma going: the doctor needs the exact kind.
    string('kb-hormonal', 'Sebutkan jenis KB atau obat hormon yang kamu pakai saat ini.', {
      required: true,
      ...whenAnyChosen(hormones, ['kb-hormonal', 'terapi-hormon']),
    }),
    earlierTreatments('Perawatan flek apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['krim-bebas', 'Krim pencerah yang dijual bebas'],
      ['krim-dokter', 'Krim dari dokter (misalnya hidrokuinon atau tretinoin)'],
      ['obat-minum', 'Obat minum dari dokter (misalnya asam traneksamat)'],
      ['peeling-laser', 'Peeling atau laser di klinik'],
    ]),
    photos('Unggah foto flek hitammu dari dekat dan wajahmu dari depan, tanpa makeup.'),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function bekasJerawat(): Questionnaire {
  const kinds = choice(
    'jenis-bekas',
    'Bekas jerawat seperti apa yang kamu punya? Pilih semua yang sesuai.',
    [
      ['noda-gelap', 'Noda kecokelatan atau gelap'],
      ['noda-merah', 'Noda kemerahan'],
      ['bopeng', 'Bopeng atau cekungan'],
      ['menonjol', 'Bekas yang menonjol dan keras'],
    ],
    { required: true, repeats: true },
  )
  const activeAcne = boolean(
    'jerawat-aktif',
    'Apakah saat ini kamu masih sering berjerawat?',
    REQUIRED,
  )
  return questionnaire('2003', 'Bekas Jerawat', [
    intro(SKIN_INTRO),
    kinds,
    choice(
      'bentuk-bopeng',
      'Seperti apa bentuk bopengnya?',
      [
        ['lubang-kecil', 'Lubang kecil dan dalam'],
        ['cekungan-tegas', 'Cekungan lebar dengan tepi tegas'],
        ['cekungan-landai', 'Cekungan landai dan bergelombang'],
        ['tidak-tahu', 'Tidak tahu'],
      ],
      { required: true, enableWhen: [whenChosen(kinds, 'bopeng')] },
    ),
    choice(
      'lokasi',
      'Di mana saja bekas jerawatmu? Pilih semua yang sesuai.',
      [
        ['pipi', 'Pipi'],
        ['dahi', 'Dahi'],
        ['pelipis', 'Pelipis'],
        ['dagu', 'Dagu dan rahang'],
        ['punggung-dada', 'Punggung atau dada'],
      ],
      { required: true, repeats: true },
    ),
    {
      ...activeAcne,
      item: [
        choice(
          'jerawat-aktif.jumlah',
          'Kira-kira berapa banyak jerawat yang sedang meradang saat ini?',
          [
            ['kurang-10', 'Kurang dari 10'],
            ['10-30', '10 sampai 30'],
            ['lebih-30', 'Lebih dari 30'],
          ],
          { required: true, enableWhen: [whenYes(activeAcne)] },
        ),
      ],
    },
    howLong('Sudah berapa lama bekas jerawat ini ada?'),
    boolean(
      'keloid',
      'Apakah luka di kulitmu mudah menjadi keloid, yaitu bekas luka yang menebal dan menonjol?',
      REQUIRED,
    ),
    group('harapan', 'Harapanmu dari perawatan', [
      choice(
        'harapan.prioritas',
        'Mana yang paling ingin kamu perbaiki?',
        [
          ['noda', 'Memudarkan noda'],
          ['bopeng', 'Meratakan bopeng'],
          ['keduanya', 'Keduanya'],
        ],
        REQUIRED,
      ),
      boolean(
        'harapan.tindakan',
        'Apakah kamu bersedia menjalani tindakan di klinik, seperti peeling, microneedling, atau laser?',
        REQUIRED,
      ),
    ]),
    earlierTreatments('Perawatan apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['krim-bebas', 'Krim atau serum yang dijual bebas'],
      ['krim-dokter', 'Krim dari dokter'],
      ['peeling', 'Peeling'],
      ['microneedling', 'Microneedling'],
      ['laser', 'Laser'],
    ]),
    photos('Unggah foto bekas jerawatmu dari depan dan samping, di tempat yang terang.'),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function kulitKusam(): Questionnaire {
  const smoking = boolean('gaya-hidup.merokok', 'Apakah kamu merokok?', REQUIRED)
  const lifestyle = group('gaya-hidup', 'Kebiasaan sehari-hari', [
    choice(
      'gaya-hidup.tidur',
      'Berapa jam kamu tidur setiap malam?',
      [
        ['kurang-6', 'Kurang dari 6 jam'],
        ['6-8', '6–8 jam'],
        ['lebih-8', 'Lebih dari 8 jam'],
      ],
      REQUIRED,
    ),
    choice(
      'gaya-hidup.air',
      'Berapa gelas air putih yang kamu minum sehari?',
      [
        ['kurang-4', 'Kurang dari 4 gelas'],
        ['4-8', '4–8 gelas'],
        ['lebih-8', 'Lebih dari 8 gelas'],
      ],
      REQUIRED,
    ),
    smoking,
  ])
  const irritation = boolean(
    'iritasi',
    'Apakah kulitmu pernah perih, gatal, atau kemerahan setelah memakai produk tertentu?',
    REQUIRED,
  )
  return questionnaire('2004', 'Kulit Kusam', [
    intro(SKIN_INTRO),
    choice(
      'keluhan',
      'Apa yang paling mengganggumu dari kulitmu? Pilih semua yang sesuai.',
      [
        ['kusam', 'Kusam dan tidak bercahaya'],
        ['warna-tidak-rata', 'Warna kulit tidak rata'],
        ['kering-kasar', 'Kering dan kasar'],
        ['pori-besar', 'Pori-pori besar'],
        ['garis-halus', 'Garis halus'],
      ],
      { required: true, repeats: true },
    ),
    howLong('Sejak kapan kulitmu terasa kusam?'),
    skinCare(),
    lifestyle,
    integer('jumlah-rokok', 'Berapa batang rokok yang kamu isap dalam sehari?', {
      required: true,
      enableWhen: [whenYes(smoking)],
    }),
    {
      ...irritation,
      item: [
        text('iritasi.detail', 'Produk apa, dan seperti apa reaksinya?', {
          required: true,
          enableWhen: [whenYes(irritation)],
        }),
      ],
    },
    earlierTreatments('Perawatan apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['serum-pencerah', 'Serum pencerah (misalnya vitamin C atau niacinamide)'],
      ['eksfoliasi', 'Eksfoliasi (AHA, BHA, atau scrub)'],
      ['facial', 'Facial di klinik atau salon'],
      ['peeling', 'Peeling'],
    ]),
    photos('Unggah foto wajahmu tanpa makeup, di bawah cahaya alami.'),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

export const skinQuestionnaires = (): Questionnaire[] => [
  jerawat(),
  flekHitam(),
  bekasJerawat(),
  kulitKusam(),
]
