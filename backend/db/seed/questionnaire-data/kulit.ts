/** Poliklinik Kulit: Jerawat (2001), Flek Hitam (2002), Bekas Jerawat (2003), Kulit Kusam (2004). */
import type { Questionnaire } from '../../../../src/api/consults/fhir'
import {
  allergies,
  boolean,
  choice,
  currentMedicines,
  earlierTreatments,
  group,
  howLong,
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

export const skinQuestionnaires = (): Questionnaire[] => [jerawat()]
