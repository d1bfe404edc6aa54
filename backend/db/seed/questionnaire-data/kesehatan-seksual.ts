/** Poliklinik Kesehatan Seksual: Disfungsi Ereksi (2301), Ejakulasi Dini (2302). */
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
  intro,
  lastNote,
  MANY,
  medicalHistory,
  questionnaire,
  REQUIRED,
  whenChosen,
  whenYes,
} from './builders'

const PRIVATE_INTRO =
  'Keluhan ini umum dan bisa ditangani. Jawablah dengan jujur: jawabanmu dijaga kerahasiaannya dan hanya dibaca oleh dokter yang menanganimu.'

const PRIVATE_HISTORY = () =>
  medicalHistory([
    ['kolesterol', 'Kolesterol tinggi'],
    ['prostat', 'Gangguan prostat'],
    ['depresi', 'Depresi atau gangguan cemas'],
  ])

function disfungsiEreksi(): Questionnaire {
  const nitrates = boolean(
    'obat-nitrat',
    'Apakah kamu memakai obat nitrat untuk nyeri dada, misalnya isosorbid dinitrat atau nitrogliserin yang diletakkan di bawah lidah?',
    REQUIRED,
  )
  return questionnaire('2301', 'Disfungsi Ereksi', [
    intro(PRIVATE_INTRO),
    choice(
      'keluhan',
      'Mana yang paling sesuai dengan keluhanmu?',
      [
        ['sulit-mendapat', 'Sulit mendapatkan ereksi'],
        ['sulit-mempertahankan', 'Ereksi mudah hilang sebelum selesai berhubungan'],
        ['keduanya', 'Keduanya'],
        ['gairah-menurun', 'Gairah seksual menurun'],
      ],
      REQUIRED,
    ),
    choice(
      'frekuensi',
      'Seberapa sering hal ini terjadi saat kamu berhubungan seksual?',
      [
        ['kadang', 'Kadang-kadang, kurang dari separuh waktu'],
        ['sering', 'Sering, lebih dari separuh waktu'],
        ['selalu', 'Hampir selalu'],
      ],
      REQUIRED,
    ),
    howLong(),
    // Morning erections point to a cause in blood flow or mood rather than nerves or hormones.
    boolean('ereksi-pagi', 'Apakah kamu masih mengalami ereksi saat bangun pagi?', REQUIRED),
    group('gaya-hidup', 'Kebiasaan sehari-hari', [
      boolean('gaya-hidup.merokok', 'Apakah kamu merokok?', REQUIRED),
      choice(
        'gaya-hidup.alkohol',
        'Seberapa sering kamu minum minuman beralkohol?',
        [
          ['tidak', 'Tidak pernah'],
          ['kadang', 'Sesekali'],
          ['sering', 'Beberapa kali seminggu atau lebih'],
        ],
        REQUIRED,
      ),
      choice(
        'gaya-hidup.olahraga',
        'Seberapa sering kamu berolahraga minimal 30 menit?',
        [
          ['jarang', 'Jarang atau tidak pernah'],
          ['1-2-kali', '1–2 kali seminggu'],
          ['3-kali-lebih', '3 kali seminggu atau lebih'],
        ],
        REQUIRED,
      ),
    ]),
    nitrates,
    display(
      'peringatan-nitrat',
      'Obat nitrat tidak boleh dipakai bersama sebagian obat disfungsi ereksi karena bisa menurunkan tekanan darah secara berbahaya. Dokter akan memilih penanganan yang aman untukmu.',
      { enableWhen: [whenYes(nitrates)] },
    ),
    boolean(
      'sesak-aktivitas',
      'Apakah kamu merasa nyeri dada atau sesak napas saat naik tangga dua lantai?',
      REQUIRED,
    ),
    PRIVATE_HISTORY(),
    earlierTreatments('Apa yang pernah kamu coba untuk keluhan ini? Pilih semua yang sesuai.', [
      ['sildenafil', 'Sildenafil'],
      ['tadalafil', 'Tadalafil'],
      ['obat-kuat', 'Obat kuat atau jamu'],
      ['konseling', 'Konseling'],
    ]),
    allergies(),
    currentMedicines(),
    lastNote(),
  ])
}

function ejakulasiDini(): Questionnaire {
  const since = choice(
    'sejak',
    'Apakah ini sudah terjadi sejak pertama kali kamu berhubungan seksual?',
    [
      ['sejak-awal', 'Ya, sejak awal'],
      ['baru', 'Tidak, baru terjadi belakangan ini'],
    ],
    REQUIRED,
  )
  return questionnaire('2302', 'Ejakulasi Dini', [
    intro(PRIVATE_INTRO),
    choice(
      'waktu',
      'Biasanya berapa lama sejak penetrasi sampai kamu ejakulasi?',
      [
        ['sebelum', 'Sebelum penetrasi'],
        ['kurang-1-menit', 'Kurang dari 1 menit'],
        ['1-3-menit', '1–3 menit'],
        ['lebih-3-menit', 'Lebih dari 3 menit'],
      ],
      REQUIRED,
    ),
    since,
    // A late onset often has a cause of its own that is treated first.
    choice(
      'perubahan',
      'Apakah ada perubahan ketika keluhan ini mulai? Pilih semua yang sesuai.',
      [
        ['pasangan-baru', 'Pasangan baru'],
        ['stres', 'Stres atau masalah dalam hubungan'],
        ['sulit-ereksi', 'Mulai sulit ereksi'],
        ['nyeri-kencing', 'Nyeri saat buang air kecil atau ejakulasi'],
        ['tidak-ada', 'Tidak ada'],
      ],
      { required: true, repeats: true, enableWhen: [whenChosen(since, 'baru')] },
    ),
    choice(
      'kontrol',
      'Seberapa bisa kamu menahan ejakulasi?',
      [
        ['hampir-tidak', 'Hampir tidak bisa'],
        ['kadang', 'Kadang-kadang bisa'],
        ['biasanya', 'Biasanya bisa'],
      ],
      REQUIRED,
    ),
    choice(
      'dampak',
      'Seberapa besar keluhan ini mengganggumu atau pasanganmu?',
      [
        ['sedikit', 'Sedikit'],
        ['cukup', 'Cukup mengganggu'],
        ['sangat', 'Sangat mengganggu'],
      ],
      REQUIRED,
    ),
    howLong(),
    group('hubungan', 'Tentang hubunganmu', [
      choice(
        'hubungan.frekuensi',
        'Seberapa sering kamu berhubungan seksual?',
        [
          ['jarang', 'Kurang dari sekali seminggu'],
          ['1-2-kali', '1–2 kali seminggu'],
          ['lebih-2-kali', 'Lebih dari 2 kali seminggu'],
        ],
        REQUIRED,
      ),
      boolean('hubungan.pasangan-tetap', 'Apakah kamu punya pasangan tetap?', REQUIRED),
      boolean(
        'hubungan.cemas',
        'Apakah kamu sering merasa cemas atau tertekan sebelum berhubungan?',
        REQUIRED,
      ),
    ]),
    earlierTreatments('Apa yang pernah kamu coba untuk keluhan ini? Pilih semua yang sesuai.', [
      ['teknik', 'Teknik stop-start atau squeeze'],
      ['semprotan-krim', 'Semprotan atau krim pengebas'],
      ['obat-dokter', 'Obat minum dari dokter'],
      ['obat-kuat', 'Obat kuat atau jamu'],
    ]),
    PRIVATE_HISTORY(),
    allergies(),
    currentMedicines(),
    choice(
      'harapan',
      'Penanganan seperti apa yang kamu harapkan?',
      [
        ['latihan', 'Latihan dan konseling'],
        ['obat', 'Obat'],
        ['saran-dokter', 'Sesuai saran dokter'],
      ],
      MANY,
    ),
    lastNote(),
  ])
}

export const sexualHealthQuestionnaires = (): Questionnaire[] => [
  disfungsiEreksi(),
  ejakulasiDini(),
]
