/** Poliklinik Gizi: Kolesterol Tinggi (2601), Anemia (2602). */
import type { Questionnaire } from '../../../../contract/consults/fhir'
import {
  allergies,
  boolean,
  choice,
  currentMedicines,
  display,
  earlierTreatments,
  exercise,
  group,
  HOW_OFTEN,
  howLong,
  integer,
  intro,
  lastNote,
  medicalHistory,
  photos,
  pregnancy,
  questionnaire,
  REQUIRED,
  string,
  whenChosen,
  whenYes,
} from './builders'

const NUTRITION_INTRO =
  'Jawab pertanyaan berikut sesuai pola makan dan kebiasaanmu sehari-hari. Kalau kamu punya hasil cek darah, siapkan juga, ya.'

function kolesterolTinggi(): Questionnaire {
  const hasResults = boolean(
    'hasil-lab',
    'Apakah kamu punya hasil cek kolesterol dalam 6 bulan terakhir?',
    REQUIRED,
  )
  const onStatins = boolean(
    'obat-kolesterol',
    'Apakah kamu sedang minum obat kolesterol, misalnya simvastatin atau atorvastatin?',
    REQUIRED,
  )
  return questionnaire('2601', 'Kolesterol Tinggi', [
    intro(NUTRITION_INTRO),
    hasResults,
    group(
      'lab',
      'Hasil cek kolesterolmu (isi yang ada saja)',
      [
        integer('lab.total', 'Kolesterol total (mg/dL)'),
        integer('lab.ldl', 'Kolesterol LDL (mg/dL)'),
        integer('lab.hdl', 'Kolesterol HDL (mg/dL)'),
        integer('lab.trigliserida', 'Trigliserida (mg/dL)'),
      ],
      { enableWhen: [whenYes(hasResults)] },
    ),
    photos('Unggah foto hasil cek kolesterolmu, kalau ada.', 'foto-lab', {
      enableWhen: [whenYes(hasResults)],
    }),
    {
      ...onStatins,
      item: [
        string('obat-kolesterol.detail', 'Nama obat dan dosisnya?', {
          required: true,
          enableWhen: [whenYes(onStatins)],
        }),
      ],
    },
    group('pola-makan', 'Pola makanmu', [
      choice(
        'pola-makan.gorengan',
        'Seberapa sering kamu makan gorengan atau makanan bersantan?',
        HOW_OFTEN,
        REQUIRED,
      ),
      choice(
        'pola-makan.jeroan',
        'Seberapa sering kamu makan jeroan, kulit ayam, atau daging berlemak?',
        HOW_OFTEN,
        REQUIRED,
      ),
      choice(
        'pola-makan.sayur',
        'Berapa porsi sayur dan buah yang kamu makan sehari?',
        [
          ['kurang-2', 'Kurang dari 2 porsi'],
          ['2-4', '2–4 porsi'],
          ['5-lebih', '5 porsi atau lebih'],
        ],
        REQUIRED,
      ),
    ]),
    exercise(),
    boolean('merokok', 'Apakah kamu merokok?', REQUIRED),
    boolean(
      'keluarga',
      'Apakah ada keluarga kandung yang terkena serangan jantung atau stroke sebelum usia 55 tahun (laki-laki) atau 65 tahun (perempuan)?',
      REQUIRED,
    ),
    medicalHistory(),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function anemia(): Questionnaire {
  const hasResults = boolean(
    'hasil-lab',
    'Apakah kamu punya hasil cek darah (hemoglobin) dalam 3 bulan terakhir?',
    REQUIRED,
  )
  const bleeding = choice(
    'perdarahan',
    'Apakah kamu mengalami perdarahan berikut? Pilih semua yang sesuai.',
    [
      ['haid-banyak', 'Haid yang banyak atau lama'],
      ['bab-hitam', 'Buang air besar hitam atau berdarah'],
      ['mimisan-gusi', 'Sering mimisan atau gusi berdarah'],
      ['wasir', 'Wasir (ambeien)'],
      ['tidak-ada', 'Tidak ada'],
    ],
    { required: true, repeats: true },
  )
  return questionnaire('2602', 'Anemia', [
    intro(NUTRITION_INTRO),
    choice(
      'gejala',
      'Apa saja yang kamu rasakan? Pilih semua yang sesuai.',
      [
        ['lelah', 'Mudah lelah'],
        ['pucat', 'Wajah atau bibir pucat'],
        ['pusing', 'Pusing atau berkunang-kunang'],
        ['berdebar', 'Jantung berdebar'],
        ['sesak', 'Sesak saat beraktivitas ringan'],
        ['kuku-rapuh', 'Kuku rapuh atau cekung'],
        ['ingin-es', 'Ingin mengunyah es batu atau benda bukan makanan'],
      ],
      { required: true, repeats: true },
    ),
    howLong(),
    {
      ...hasResults,
      item: [
        string('hasil-lab.hb', 'Berapa kadar hemoglobinmu? Contoh: 10,5 g/dL', {
          required: true,
          enableWhen: [whenYes(hasResults)],
        }),
      ],
    },
    photos('Unggah foto hasil cek darahmu, kalau ada.', 'foto-lab', {
      enableWhen: [whenYes(hasResults)],
    }),
    bleeding,
    // Black stools mean bleeding in the gut: not something to treat with iron tablets alone.
    display(
      'segera-periksa',
      'Buang air besar hitam atau berdarah perlu diperiksa langsung. Segera ke IGD atau fasilitas kesehatan terdekat. Kamu tetap bisa melanjutkan kuesioner ini.',
      { enableWhen: [whenChosen(bleeding, 'bab-hitam')] },
    ),
    group('pola-makan', 'Pola makanmu', [
      choice(
        'pola-makan.daging',
        'Seberapa sering kamu makan daging merah, hati, atau ikan?',
        HOW_OFTEN,
        REQUIRED,
      ),
      boolean('pola-makan.vegetarian', 'Apakah kamu vegetarian atau vegan?', REQUIRED),
      boolean(
        'pola-makan.teh-kopi',
        'Apakah kamu sering minum teh atau kopi bersamaan dengan makan?',
        REQUIRED,
      ),
    ]),
    earlierTreatments('Apa yang sudah kamu coba? Pilih semua yang sesuai.', [
      ['tablet-tambah-darah', 'Tablet tambah darah (zat besi)'],
      ['vitamin', 'Vitamin B12 atau asam folat'],
      ['transfusi', 'Transfusi darah'],
    ]),
    medicalHistory([
      ['maag', 'Maag atau gangguan lambung'],
      ['talasemia', 'Talasemia'],
    ]),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

export const nutritionQuestionnaires = (): Questionnaire[] => [kolesterolTinggi(), anemia()]
