/** Poliklinik Umum: Demam dan Flu (2501), Maag (2502), Sakit Kepala (2503). */
import type { Questionnaire } from '../../../../contract/consults/fhir'
import {
  allergies,
  boolean,
  choice,
  currentMedicines,
  dangerSigns,
  date,
  display,
  earlierTreatments,
  group,
  howLong,
  integer,
  intro,
  lastNote,
  MANY,
  medicalHistory,
  pregnancy,
  questionnaire,
  REQUIRED,
  string,
  text,
  whenAtLeast,
  whenChosen,
  whenYes,
} from './builders'

const GENERAL_INTRO =
  'Jawab pertanyaan berikut sesuai keluhanmu saat ini. Dokter akan membaca jawabanmu sebelum menyapamu di chat.'

const SEE_A_DOCTOR_NOW =
  'Tanda yang kamu pilih perlu diperiksa langsung. Segera ke IGD atau fasilitas kesehatan terdekat, atau hubungi 112 bila darurat. Kamu tetap bisa melanjutkan kuesioner ini.'

const PAINKILLERS = 'obat pereda nyeri, seperti ibuprofen, asam mefenamat, atau aspirin'

function demamDanFlu(): Questionnaire {
  const symptoms = choice(
    'gejala',
    'Apa saja yang kamu rasakan? Pilih semua yang sesuai.',
    [
      ['demam', 'Demam'],
      ['batuk', 'Batuk'],
      ['pilek', 'Pilek atau hidung tersumbat'],
      ['sakit-tenggorokan', 'Sakit tenggorokan'],
      ['nyeri-otot', 'Nyeri otot atau sendi'],
      ['sakit-kepala', 'Sakit kepala'],
      ['mual-muntah', 'Mual atau muntah'],
      ['diare', 'Diare'],
      ['ruam', 'Ruam di kulit'],
    ],
    { required: true, repeats: true },
  )
  const travelled = boolean(
    'bepergian',
    'Dalam 2 minggu terakhir, apakah kamu bepergian ke luar kota atau ke luar negeri?',
    REQUIRED,
  )
  return questionnaire('2501', 'Demam dan Flu', [
    intro(GENERAL_INTRO),
    symptoms,
    group(
      'demam',
      'Tentang demammu',
      [
        choice(
          'demam.suhu',
          'Berapa suhu tertinggi yang terukur?',
          [
            ['tidak-diukur', 'Tidak diukur'],
            ['kurang-38', 'Di bawah 38 °C'],
            ['38-39', '38–39 °C'],
            ['lebih-39', 'Di atas 39 °C'],
          ],
          REQUIRED,
        ),
        integer('demam.hari', 'Sudah berapa hari kamu demam?', REQUIRED),
      ],
      { enableWhen: [whenChosen(symptoms, 'demam')] },
    ),
    date('mulai', 'Kapan gejalamu mulai?', REQUIRED),
    ...dangerSigns(
      'Apakah kamu mengalami salah satu tanda berikut?',
      [
        ['sesak', 'Sesak napas'],
        ['nyeri-dada', 'Nyeri dada'],
        ['bintik-perdarahan', 'Bintik merah di kulit, mimisan, atau gusi berdarah'],
        ['sangat-lemas', 'Sangat lemas atau sulit dibangunkan'],
        ['jarang-kencing', 'Jarang buang air kecil atau sangat haus'],
        ['kejang', 'Kejang'],
      ],
      SEE_A_DOCTOR_NOW,
    ),
    choice(
      'kontak',
      'Apakah ada orang di sekitarmu yang sakit dengan gejala serupa?',
      [
        ['ya', 'Ya'],
        ['tidak', 'Tidak'],
        ['tidak-tahu', 'Tidak tahu'],
      ],
      REQUIRED,
    ),
    {
      ...travelled,
      item: [
        string('bepergian.tujuan', 'Ke mana kamu bepergian?', {
          required: true,
          enableWhen: [whenYes(travelled)],
        }),
      ],
    },
    earlierTreatments(
      'Obat apa yang sudah kamu minum untuk keluhan ini? Pilih semua yang sesuai.',
      [
        ['parasetamol', 'Parasetamol'],
        ['ibuprofen', 'Ibuprofen'],
        ['obat-flu', 'Obat flu atau batuk yang dijual bebas'],
        ['antibiotik', 'Antibiotik'],
        ['herbal', 'Obat herbal atau jamu'],
      ],
    ),
    medicalHistory(),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function maag(): Questionnaire {
  const painkillers = boolean('obat-nyeri', `Apakah kamu sering minum ${PAINKILLERS}?`, REQUIRED)
  return questionnaire('2502', 'Maag', [
    intro(GENERAL_INTRO),
    choice(
      'gejala',
      'Apa saja yang kamu rasakan? Pilih semua yang sesuai.',
      [
        ['perih-ulu-hati', 'Perih atau nyeri di ulu hati'],
        ['kembung', 'Kembung'],
        ['mual', 'Mual'],
        ['sendawa', 'Sering bersendawa'],
        ['panas-dada', 'Rasa panas di dada yang naik ke tenggorokan'],
        ['cepat-kenyang', 'Cepat kenyang'],
      ],
      { required: true, repeats: true },
    ),
    choice(
      'waktu',
      'Kapan keluhannya biasanya muncul? Pilih semua yang sesuai.',
      [
        ['perut-kosong', 'Saat perut kosong'],
        ['setelah-makan', 'Setelah makan'],
        ['malam', 'Malam hari atau saat berbaring'],
        ['tidak-tentu', 'Tidak tentu'],
      ],
      { required: true, repeats: true },
    ),
    howLong(),
    ...dangerSigns(
      'Apakah kamu mengalami salah satu tanda berikut?',
      [
        ['bab-hitam', 'Buang air besar hitam seperti aspal'],
        ['muntah-darah', 'Muntah darah atau cairan seperti ampas kopi'],
        ['berat-turun', 'Berat badan turun tanpa sebab'],
        ['sulit-menelan', 'Sulit atau nyeri saat menelan'],
        ['muntah-terus', 'Muntah terus-menerus'],
      ],
      SEE_A_DOCTOR_NOW,
    ),
    group('pemicu', 'Kebiasaan yang bisa memicu maag', [
      boolean('pemicu.telat-makan', 'Apakah kamu sering telat makan?', REQUIRED),
      choice(
        'pemicu.makanan',
        'Makanan atau minuman apa yang sering kamu konsumsi?',
        [
          ['pedas', 'Makanan pedas'],
          ['asam', 'Makanan atau minuman asam'],
          ['kopi', 'Kopi'],
          ['bersoda', 'Minuman bersoda'],
          ['berlemak', 'Gorengan atau makanan berlemak'],
        ],
        MANY,
      ),
      boolean('pemicu.merokok', 'Apakah kamu merokok?', REQUIRED),
    ]),
    {
      ...painkillers,
      item: [
        text('obat-nyeri.detail', 'Obat apa, dan berapa kali seminggu?', {
          required: true,
          enableWhen: [whenYes(painkillers)],
        }),
      ],
    },
    earlierTreatments('Obat apa yang pernah kamu minum untuk maag? Pilih semua yang sesuai.', [
      ['antasida', 'Antasida'],
      ['obat-lambung', 'Obat lambung dari dokter, misalnya omeprazol atau lansoprazol'],
      ['herbal', 'Obat herbal atau jamu'],
    ]),
    medicalHistory(),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function sakitKepala(): Questionnaire {
  const painkillerDays = integer(
    'hari-obat-nyeri',
    'Dalam sebulan terakhir, berapa hari kamu minum obat pereda nyeri?',
    REQUIRED,
  )
  return questionnaire('2503', 'Sakit Kepala', [
    intro(GENERAL_INTRO),
    group('nyeri', 'Rasa sakit kepalamu', [
      choice(
        'nyeri.lokasi',
        'Di bagian mana sakit kepalamu?',
        [
          ['satu-sisi', 'Satu sisi kepala'],
          ['kedua-sisi', 'Kedua sisi, seperti diikat'],
          ['dahi-mata', 'Dahi atau sekitar mata'],
          ['belakang-leher', 'Kepala belakang sampai leher'],
        ],
        REQUIRED,
      ),
      choice(
        'nyeri.rasa',
        'Seperti apa rasa sakitnya?',
        [
          ['berdenyut', 'Berdenyut'],
          ['tertekan', 'Tertekan atau berat'],
          ['menusuk', 'Menusuk'],
        ],
        REQUIRED,
      ),
    ]),
    choice(
      'frekuensi',
      'Seberapa sering sakit kepala ini datang?',
      [
        ['jarang', 'Kurang dari sekali sebulan'],
        ['1-4-bulan', '1–4 kali sebulan'],
        ['mingguan', 'Lebih dari sekali seminggu'],
        ['hampir-setiap-hari', 'Hampir setiap hari'],
      ],
      REQUIRED,
    ),
    howLong('Sejak kapan kamu sering sakit kepala?'),
    choice(
      'gejala-penyerta',
      'Apakah sakit kepalamu disertai hal berikut? Pilih semua yang sesuai.',
      [
        ['mual', 'Mual atau muntah'],
        ['silau', 'Silau terhadap cahaya atau suara'],
        ['aura', 'Melihat kilatan cahaya sebelum sakit kepala datang'],
        ['tidak-ada', 'Tidak ada'],
      ],
      { required: true, repeats: true },
    ),
    ...dangerSigns(
      'Apakah kamu mengalami salah satu tanda berikut?',
      [
        ['mendadak-hebat', 'Sakit kepala paling hebat yang pernah kamu rasakan, datang mendadak'],
        ['lemah-sisi', 'Lemah atau kesemutan di satu sisi tubuh'],
        ['bicara-pelo', 'Bicara pelo atau wajah mencong'],
        ['demam-kaku-leher', 'Demam dengan leher kaku'],
        ['setelah-benturan', 'Muncul setelah kepala terbentur'],
      ],
      SEE_A_DOCTOR_NOW,
    ),
    group('pemicu', 'Pemicu sakit kepala', [
      choice(
        'pemicu.hal',
        'Apa yang biasanya memicu sakit kepalamu?',
        [
          ['kurang-tidur', 'Kurang tidur'],
          ['stres', 'Stres'],
          ['telat-makan', 'Telat makan'],
          ['layar', 'Lama menatap layar'],
          ['haid', 'Menjelang atau saat haid'],
          ['tidak-tahu', 'Tidak tahu'],
        ],
        MANY,
      ),
      choice(
        'pemicu.kafein',
        'Berapa cangkir kopi atau teh yang kamu minum sehari?',
        [
          ['tidak', 'Tidak minum'],
          ['1-2', '1–2 cangkir'],
          ['lebih-2', 'Lebih dari 2 cangkir'],
        ],
        REQUIRED,
      ),
    ]),
    painkillerDays,
    display(
      'obat-berlebihan',
      'Minum obat pereda nyeri 10 hari atau lebih dalam sebulan justru bisa memicu sakit kepala. Dokter akan membahas cara menguranginya denganmu.',
      { enableWhen: [whenAtLeast(painkillerDays, 10)] },
    ),
    medicalHistory(),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

export const generalQuestionnaires = (): Questionnaire[] => [demamDanFlu(), maag(), sakitKepala()]
