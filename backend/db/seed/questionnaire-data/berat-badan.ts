/** Poliklinik Berat Badan: Berat Badan Berlebih (2401), Obesitas (2402). */
import type { Questionnaire } from '../../../../contract/consults/fhir'
import {
  allergies,
  boolean,
  choice,
  currentMedicines,
  earlierTreatments,
  exercise,
  group,
  HOW_OFTEN,
  integer,
  intro,
  lastNote,
  medicalHistory,
  pregnancy,
  questionnaire,
  REQUIRED,
  whenChosen,
} from './builders'

const WEIGHT_INTRO =
  'Jawab pertanyaan berikut sesuai kebiasaanmu sehari-hari. Dokter memakainya untuk menyusun rencana yang realistis untukmu.'

/** Weight and height give the BMI; the waist says how much of it is around the organs. */
const body = (waistRequired: boolean) =>
  group('ukuran', 'Ukuran tubuhmu', [
    integer('ukuran.berat', 'Berat badanmu sekarang (kg)', REQUIRED),
    integer('ukuran.tinggi', 'Tinggi badanmu (cm)', REQUIRED),
    integer('ukuran.lingkar-perut', 'Lingkar perutmu setinggi pusar (cm)', {
      required: waistRequired,
    }),
  ])

const eating = () =>
  group('pola-makan', 'Pola makanmu', [
    choice(
      'pola-makan.frekuensi',
      'Berapa kali kamu makan dalam sehari?',
      [
        ['1-2-kali', '1–2 kali'],
        ['3-kali', '3 kali'],
        ['sering-ngemil', '3 kali ditambah sering ngemil'],
      ],
      REQUIRED,
    ),
    choice(
      'pola-makan.minuman-manis',
      'Seberapa sering kamu minum minuman manis, seperti teh manis, kopi susu, atau boba?',
      HOW_OFTEN,
      REQUIRED,
    ),
    boolean('pola-makan.larut-malam', 'Apakah kamu sering makan larut malam?', REQUIRED),
  ])

const weightHistory = () =>
  medicalHistory([
    ['kolesterol', 'Kolesterol tinggi'],
    ['pcos', 'PCOS (sindrom ovarium polikistik)'],
    ['sendi', 'Nyeri sendi lutut atau pinggang'],
  ])

function beratBadanBerlebih(): Questionnaire {
  const activity = exercise()
  return questionnaire('2401', 'Berat Badan Berlebih', [
    intro(WEIGHT_INTRO),
    body(false),
    integer('target', 'Berapa berat badan yang ingin kamu capai (kg)?', REQUIRED),
    choice(
      'perubahan',
      'Bagaimana berat badanmu dalam 1 tahun terakhir?',
      [
        ['stabil', 'Stabil'],
        ['naik-sedikit', 'Naik kurang dari 5 kg'],
        ['naik-banyak', 'Naik 5 kg atau lebih'],
        ['naik-turun', 'Naik turun'],
      ],
      REQUIRED,
    ),
    eating(),
    activity,
    choice(
      'hambatan-olahraga',
      'Apa yang membuatmu sulit berolahraga? Pilih semua yang sesuai.',
      [
        ['waktu', 'Tidak ada waktu'],
        ['nyeri-sendi', 'Nyeri sendi'],
        ['sesak', 'Cepat sesak atau lelah'],
        ['motivasi', 'Sulit memulai atau menjaga motivasi'],
      ],
      { required: true, repeats: true, enableWhen: [whenChosen(activity, 'tidak-pernah')] },
    ),
    boolean(
      'mendengkur',
      'Apakah kamu mendengkur keras atau sering terbangun karena sesak saat tidur?',
      REQUIRED,
    ),
    earlierTreatments('Cara apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['diet-mandiri', 'Diet sendiri, misalnya puasa berselang atau rendah karbohidrat'],
      ['program-olahraga', 'Program olahraga atau gym'],
      ['obat-pelangsing', 'Obat atau teh pelangsing yang dijual bebas'],
      ['obat-dokter', 'Obat dari dokter'],
    ]),
    weightHistory(),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function obesitas(): Questionnaire {
  const sugar = choice(
    'gula-darah',
    'Apakah kamu pernah memeriksa gula darah? Bagaimana hasilnya?',
    [
      ['normal', 'Normal'],
      ['prediabetes', 'Sedikit tinggi (prediabetes)'],
      ['diabetes', 'Diabetes'],
      ['belum', 'Belum pernah diperiksa'],
    ],
    REQUIRED,
  )
  return questionnaire('2402', 'Obesitas', [
    intro(WEIGHT_INTRO),
    body(true),
    sugar,
    // Some weight-loss medicines change what a diabetic's own medicines should be.
    choice(
      'obat-diabetes',
      'Obat diabetes apa yang kamu pakai sekarang? Pilih semua yang sesuai.',
      [
        ['metformin', 'Metformin'],
        ['insulin', 'Insulin'],
        ['lainnya', 'Obat lain'],
        ['belum', 'Belum memakai obat'],
      ],
      { required: true, repeats: true, enableWhen: [whenChosen(sugar, 'diabetes')] },
    ),
    choice(
      'tekanan-darah',
      'Bagaimana tekanan darahmu saat terakhir diperiksa?',
      [
        ['normal', 'Normal'],
        ['tinggi', 'Tinggi (140/90 atau lebih)'],
        ['tidak-tahu', 'Tidak tahu'],
      ],
      REQUIRED,
    ),
    choice(
      'gejala',
      'Apakah kamu mengalami hal berikut? Pilih semua yang sesuai.',
      [
        ['mendengkur', 'Mendengkur keras atau napas berhenti sesaat saat tidur'],
        ['sesak', 'Sesak saat berjalan atau naik tangga'],
        ['nyeri-sendi', 'Nyeri sendi lutut atau pinggang'],
        ['mudah-lelah', 'Mudah lelah'],
        ['tidak-ada', 'Tidak ada'],
      ],
      { required: true, repeats: true },
    ),
    eating(),
    exercise(),
    earlierTreatments('Cara apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['diet-mandiri', 'Diet sendiri'],
      ['program-olahraga', 'Program olahraga atau gym'],
      ['obat-dokter', 'Obat dari dokter'],
      ['operasi', 'Operasi bariatrik'],
    ]),
    choice(
      'tujuan',
      'Apa yang paling ingin kamu capai? Pilih semua yang sesuai.',
      [
        ['turun-berat', 'Menurunkan berat badan'],
        ['gula-darah', 'Mengendalikan gula darah'],
        ['bugar', 'Lebih bugar dan tidak mudah lelah'],
        ['info-operasi', 'Mendapat informasi tentang operasi bariatrik'],
      ],
      { required: true, repeats: true },
    ),
    weightHistory(),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

export const weightQuestionnaires = (): Questionnaire[] => [beratBadanBerlebih(), obesitas()]
