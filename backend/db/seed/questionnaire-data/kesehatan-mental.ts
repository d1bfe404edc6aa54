/** Poliklinik Kesehatan Mental: Stres dan Cemas (2701), Sulit Tidur (2702). */
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
  pregnancy,
  questionnaire,
  REQUIRED,
  whenChosen,
  whenYes,
} from './builders'

const LISTENING_INTRO =
  'Terima kasih sudah mau bercerita. Tidak ada jawaban yang benar atau salah: jawablah sesuai yang kamu rasakan. Jawabanmu dijaga kerahasiaannya.'

/** The answers of the two-week screening questions (as in GAD-2 and PHQ-2). */
const HOW_MANY_DAYS: Array<readonly [string, string]> = [
  ['tidak-pernah', 'Tidak pernah'],
  ['beberapa-hari', 'Beberapa hari'],
  ['lebih-separuh', 'Lebih dari separuh hari'],
  ['hampir-setiap-hari', 'Hampir setiap hari'],
]

/** Substances that keep anxiety and sleeplessness going. */
const SUBSTANCES = () =>
  choice(
    'konsumsi',
    'Apakah kamu sering mengonsumsi hal berikut? Pilih semua yang sesuai.',
    [
      ['kafein', 'Kopi, teh kental, atau minuman berenergi'],
      ['alkohol', 'Minuman beralkohol'],
      ['rokok', 'Rokok atau rokok elektrik'],
      ['obat-tidur', 'Obat tidur atau obat penenang'],
      ['tidak-ada', 'Tidak ada'],
    ],
    { required: true, repeats: true },
  )

function stresDanCemas(): Questionnaire {
  const panic = boolean(
    'serangan-panik',
    'Pernahkah kamu tiba-tiba merasa sangat takut, disertai jantung berdebar, sesak, atau gemetar?',
    REQUIRED,
  )
  const selfHarm = boolean(
    'pikiran-menyakiti',
    'Dalam 2 minggu terakhir, apakah kamu punya pikiran untuk menyakiti diri sendiri atau mengakhiri hidup?',
    REQUIRED,
  )
  return questionnaire('2701', 'Stres dan Cemas', [
    intro(LISTENING_INTRO),
    choice(
      'perasaan',
      'Apa saja yang kamu rasakan akhir-akhir ini? Pilih semua yang sesuai.',
      [
        ['khawatir', 'Khawatir berlebihan'],
        ['tegang', 'Tegang atau gelisah'],
        ['berdebar', 'Jantung berdebar'],
        ['mudah-marah', 'Mudah marah'],
        ['sulit-konsentrasi', 'Sulit berkonsentrasi'],
        ['sulit-tidur', 'Sulit tidur'],
        ['sedih', 'Sedih atau hampa'],
      ],
      { required: true, repeats: true },
    ),
    group(
      'dua-minggu',
      'Dalam 2 minggu terakhir, seberapa sering kamu terganggu oleh hal berikut?',
      [
        choice('dua-minggu.cemas', 'Merasa gugup, cemas, atau tegang', HOW_MANY_DAYS, REQUIRED),
        choice(
          'dua-minggu.khawatir',
          'Tidak mampu menghentikan atau mengendalikan rasa khawatir',
          HOW_MANY_DAYS,
          REQUIRED,
        ),
        choice(
          'dua-minggu.minat',
          'Kurang tertarik atau kurang bergairah melakukan apa pun',
          HOW_MANY_DAYS,
          REQUIRED,
        ),
        choice(
          'dua-minggu.murung',
          'Merasa murung, sedih, atau putus asa',
          HOW_MANY_DAYS,
          REQUIRED,
        ),
      ],
    ),
    howLong('Sudah berapa lama kamu merasa seperti ini?'),
    choice(
      'pemicu',
      'Apa yang menurutmu menjadi sumber bebanmu? Pilih semua yang sesuai.',
      [
        ['pekerjaan', 'Pekerjaan atau sekolah'],
        ['keuangan', 'Keuangan'],
        ['keluarga', 'Keluarga'],
        ['hubungan', 'Hubungan dengan pasangan'],
        ['kesehatan', 'Kesehatan'],
        ['tidak-tahu', 'Tidak tahu'],
      ],
      MANY,
    ),
    {
      ...panic,
      item: [
        choice(
          'serangan-panik.frekuensi',
          'Seberapa sering hal itu terjadi dalam sebulan terakhir?',
          [
            ['sekali', 'Sekali'],
            ['beberapa-kali', 'Beberapa kali'],
            ['setiap-minggu', 'Setiap minggu atau lebih sering'],
          ],
          { required: true, enableWhen: [whenYes(panic)] },
        ),
      ],
    },
    choice(
      'dampak',
      'Seberapa besar perasaan ini mengganggu pekerjaan, sekolah, atau hubunganmu?',
      [
        ['tidak', 'Tidak mengganggu'],
        ['sedikit', 'Sedikit'],
        ['cukup', 'Cukup mengganggu'],
        ['sangat', 'Sangat mengganggu'],
      ],
      REQUIRED,
    ),
    selfHarm,
    display(
      'dukungan-segera',
      'Terima kasih sudah jujur, kamu tidak sendirian. Bila kamu merasa tidak aman sekarang, hubungi 112 atau datang ke IGD rumah sakit terdekat, dan minta orang yang kamu percaya untuk menemanimu. Dokter akan membaca jawabanmu lebih dulu.',
      { enableWhen: [whenYes(selfHarm)] },
    ),
    SUBSTANCES(),
    earlierTreatments('Bantuan apa yang pernah kamu dapat? Pilih semua yang sesuai.', [
      ['psikolog', 'Konseling dengan psikolog'],
      ['psikiater', 'Obat dari psikiater atau dokter'],
      ['relaksasi', 'Meditasi atau latihan relaksasi'],
    ]),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function sulitTidur(): Questionnaire {
  const snoring = boolean(
    'mendengkur',
    'Apakah kamu mendengkur keras, atau pernah diberi tahu napasmu berhenti sesaat saat tidur?',
    REQUIRED,
  )
  const daytimeSleepiness = choice(
    'kantuk-siang',
    'Seberapa sering kamu sangat mengantuk di siang hari, sampai tertidur saat duduk atau menyetir?',
    [
      ['jarang', 'Jarang'],
      ['kadang', 'Kadang-kadang'],
      ['sering', 'Sering'],
    ],
    REQUIRED,
  )
  return questionnaire('2702', 'Sulit Tidur', [
    intro(LISTENING_INTRO),
    choice(
      'keluhan',
      'Apa yang kamu alami? Pilih semua yang sesuai.',
      [
        ['sulit-terlelap', 'Butuh lebih dari 30 menit untuk tertidur'],
        ['sering-terbangun', 'Sering terbangun di malam hari'],
        ['bangun-terlalu-pagi', 'Bangun terlalu pagi dan tidak bisa tidur lagi'],
        ['tidak-segar', 'Bangun dengan badan tidak segar'],
      ],
      { required: true, repeats: true },
    ),
    group('jadwal', 'Jadwal tidurmu', [
      choice(
        'jadwal.mulai',
        'Jam berapa biasanya kamu berangkat tidur?',
        [
          ['sebelum-22', 'Sebelum pukul 22.00'],
          ['22-24', 'Pukul 22.00–24.00'],
          ['setelah-24', 'Setelah tengah malam'],
          ['tidak-tentu', 'Tidak tentu'],
        ],
        REQUIRED,
      ),
      integer(
        'jadwal.durasi',
        'Rata-rata berapa jam kamu benar-benar tidur dalam semalam?',
        REQUIRED,
      ),
      boolean(
        'jadwal.shift',
        'Apakah kamu bekerja dengan jadwal bergiliran (shift malam)?',
        REQUIRED,
      ),
    ]),
    choice(
      'malam-per-minggu',
      'Berapa malam dalam seminggu kamu sulit tidur?',
      [
        ['1-2', '1–2 malam'],
        ['3-5', '3–5 malam'],
        ['hampir-setiap-malam', 'Hampir setiap malam'],
      ],
      REQUIRED,
    ),
    howLong('Sudah berapa lama kamu sulit tidur?'),
    snoring,
    daytimeSleepiness,
    // Both together suggest sleep apnoea: sleeping pills would make it worse.
    display(
      'hati-hati-menyetir',
      'Mendengkur disertai kantuk berat di siang hari bisa menandakan henti napas saat tidur (sleep apnea). Hindari menyetir saat mengantuk. Dokter akan membahas pemeriksaannya denganmu.',
      {
        enableWhen: [whenYes(snoring), whenChosen(daytimeSleepiness, 'sering')],
        enableBehavior: 'all',
      },
    ),
    choice(
      'sebelum-tidur',
      'Apa yang sering kamu lakukan menjelang tidur? Pilih semua yang sesuai.',
      [
        ['gawai', 'Main HP atau laptop di tempat tidur'],
        ['kopi-sore', 'Minum kopi atau teh setelah sore'],
        ['makan-berat', 'Makan berat'],
        ['olahraga-malam', 'Olahraga berat'],
        ['tidak-ada', 'Tidak ada'],
      ],
      { required: true, repeats: true },
    ),
    boolean(
      'pikiran-penuh',
      'Apakah pikiranmu sering penuh, cemas, atau sedih saat akan tidur?',
      REQUIRED,
    ),
    earlierTreatments('Apa yang pernah kamu coba agar bisa tidur? Pilih semua yang sesuai.', [
      ['obat-bebas', 'Obat tidur yang dijual bebas'],
      ['melatonin', 'Melatonin'],
      ['obat-dokter', 'Obat tidur dari dokter'],
      ['herbal', 'Obat herbal atau jamu'],
    ]),
    allergies(),
    currentMedicines(),
    lastNote(),
  ])
}

export const mentalHealthQuestionnaires = (): Questionnaire[] => [stresDanCemas(), sulitTidur()]
