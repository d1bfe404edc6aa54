/** Poliklinik Kesehatan Wanita: Haid Tidak Teratur (2201), Keputihan (2202), Kontrasepsi (2203). */
import type { Questionnaire } from '../../../../contract/consults/fhir'
import {
  allergies,
  boolean,
  choice,
  currentMedicines,
  date,
  display,
  earlierTreatments,
  group,
  howLong,
  integer,
  intro,
  lastNote,
  medicalHistory,
  pregnancy,
  questionnaire,
  REQUIRED,
  text,
  whenAnyChosen,
  whenNotChosen,
  whenYes,
} from './builders'

const PRIVATE_INTRO =
  'Kamu bisa bercerita dengan tenang: jawabanmu dijaga kerahasiaannya dan hanya dibaca oleh dokter yang menanganimu.'

const lastPeriod = () => date('haid-terakhir', 'Kapan hari pertama haid terakhirmu?', REQUIRED)

const CONTRACEPTION: Array<readonly [string, string]> = [
  ['tidak-ada', 'Tidak memakai kontrasepsi'],
  ['kondom', 'Kondom'],
  ['pil', 'Pil KB'],
  ['suntik', 'Suntik KB'],
  ['implan', 'Implan (susuk)'],
  ['iud', 'IUD (spiral)'],
]

function maybePregnant() {
  const asked = choice(
    'mungkin-hamil',
    'Apakah ada kemungkinan kamu sedang hamil?',
    [
      ['tidak', 'Tidak, aku tidak berhubungan seksual sejak haid terakhir'],
      ['kecil', 'Kecil, aku memakai kontrasepsi'],
      ['mungkin', 'Mungkin'],
    ],
    REQUIRED,
  )
  return {
    ...asked,
    item: [
      choice(
        'mungkin-hamil.tes',
        'Sudahkah kamu melakukan tes kehamilan (test pack) sejak haid terakhir?',
        [
          ['positif', 'Sudah, hasilnya positif'],
          ['negatif', 'Sudah, hasilnya negatif'],
          ['belum', 'Belum'],
        ],
        { required: true, ...whenAnyChosen(asked, ['kecil', 'mungkin']) },
      ),
    ],
  }
}

function haidTidakTeratur(): Questionnaire {
  const complaints = choice(
    'keluhan',
    'Apa yang kamu alami dengan haidmu? Pilih semua yang sesuai.',
    [
      ['terlambat', 'Sering terlambat'],
      ['terlalu-sering', 'Datang terlalu sering'],
      ['banyak', 'Darah sangat banyak: ganti pembalut setiap 1–2 jam'],
      ['flek', 'Flek atau perdarahan di luar jadwal haid'],
      ['nyeri', 'Nyeri haid yang berat'],
      ['tidak-haid', 'Tidak haid lebih dari 3 bulan'],
    ],
    { required: true, repeats: true },
  )
  return questionnaire('2201', 'Haid Tidak Teratur', [
    intro(PRIVATE_INTRO),
    lastPeriod(),
    choice(
      'siklus',
      'Biasanya berapa hari jarak dari hari pertama haid ke haid berikutnya?',
      [
        ['kurang-21', 'Kurang dari 21 hari'],
        ['21-35', '21–35 hari'],
        ['lebih-35', 'Lebih dari 35 hari'],
        ['tidak-menentu', 'Tidak menentu'],
      ],
      REQUIRED,
    ),
    integer('lama-haid', 'Biasanya haidmu berlangsung berapa hari?', REQUIRED),
    complaints,
    // Heavy bleeding: how much, and whether it already causes anaemia.
    group(
      'perdarahan',
      'Tentang perdarahanmu',
      [
        boolean(
          'perdarahan.gumpalan',
          'Apakah ada gumpalan darah lebih besar dari koin?',
          REQUIRED,
        ),
        boolean(
          'perdarahan.lemas',
          'Apakah kamu sering merasa lemas, pusing, atau jantung berdebar?',
          REQUIRED,
        ),
      ],
      whenAnyChosen(complaints, ['banyak', 'flek']),
    ),
    howLong('Sejak kapan haidmu tidak teratur?'),
    maybePregnant(),
    choice(
      'gejala-hormon',
      'Apakah kamu juga mengalami hal berikut? Pilih semua yang sesuai.',
      [
        ['jerawat', 'Jerawat yang banyak'],
        ['rambut-berlebih', 'Rambut tumbuh lebat di wajah, dada, atau perut'],
        ['berat-naik', 'Berat badan naik'],
        ['rambut-rontok', 'Rambut kepala rontok'],
        ['tidak-ada', 'Tidak ada'],
      ],
      { required: true, repeats: true },
    ),
    choice('kontrasepsi', 'Kontrasepsi apa yang kamu pakai sekarang?', CONTRACEPTION, REQUIRED),
    medicalHistory([
      ['pcos', 'PCOS (sindrom ovarium polikistik)'],
      ['anemia', 'Anemia (kurang darah)'],
    ]),
    allergies(),
    currentMedicines(),
    lastNote(),
  ])
}

function keputihan(): Questionnaire {
  const active = boolean('seksual.aktif', 'Apakah kamu aktif berhubungan seksual?', REQUIRED)
  return questionnaire('2202', 'Keputihan', [
    intro(PRIVATE_INTRO),
    choice(
      'warna',
      'Seperti apa warna dan kekentalan keputihanmu?',
      [
        ['bening-putih', 'Bening atau putih encer'],
        ['putih-kental', 'Putih kental bergumpal, seperti susu basi'],
        ['kuning-hijau', 'Kuning atau kehijauan'],
        ['abu-abu', 'Keabu-abuan'],
        ['kecokelatan', 'Kecokelatan atau bercampur darah'],
      ],
      REQUIRED,
    ),
    choice(
      'bau',
      'Apakah keputihanmu berbau?',
      [
        ['tidak', 'Tidak berbau'],
        ['amis', 'Berbau amis, terutama setelah berhubungan'],
        ['tidak-sedap', 'Berbau tidak sedap'],
      ],
      REQUIRED,
    ),
    ...dangerousWith(
      choice(
        'gejala',
        'Apakah kamu juga mengalami hal berikut? Pilih semua yang sesuai.',
        [
          ['gatal', 'Gatal atau panas di area kewanitaan'],
          ['perih-kencing', 'Perih saat buang air kecil'],
          ['nyeri-berhubungan', 'Nyeri saat berhubungan seksual'],
          ['nyeri-perut-bawah', 'Nyeri perut bagian bawah'],
          ['demam', 'Demam'],
          ['tidak-ada', 'Tidak ada'],
        ],
        { required: true, repeats: true },
      ),
    ),
    howLong(),
    boolean(
      'sering-kambuh',
      'Apakah keluhan seperti ini sering kambuh, lebih dari 3 kali dalam setahun?',
      REQUIRED,
    ),
    group('seksual', 'Riwayat seksual (dijaga kerahasiaannya)', [
      active,
      boolean('seksual.pasangan-baru', 'Apakah ada pasangan baru dalam 3 bulan terakhir?', {
        required: true,
        enableWhen: [whenYes(active)],
      }),
      boolean(
        'seksual.pasangan-keluhan',
        'Apakah pasanganmu punya keluhan serupa, seperti gatal, keluar cairan, atau luka di kelamin?',
        { required: true, enableWhen: [whenYes(active)] },
      ),
    ]),
    lastPeriod(),
    pregnancy(),
    earlierTreatments('Apa yang sudah kamu coba untuk keluhan ini? Pilih semua yang sesuai.', [
      ['sabun-kewanitaan', 'Sabun pembersih kewanitaan'],
      ['obat-bebas', 'Obat keputihan yang dijual bebas'],
      ['antijamur', 'Obat antijamur dari dokter'],
      ['antibiotik', 'Antibiotik dari dokter'],
    ]),
    medicalHistory(),
    allergies(),
    lastNote(),
  ])
}

/** The symptoms question, and the advice shown when one of them needs an examination soon. */
function dangerousWith(symptoms: ReturnType<typeof choice>) {
  return [
    symptoms,
    display(
      'perlu-periksa',
      'Nyeri perut bagian bawah yang disertai demam bisa menandakan infeksi panggul. Bila nyerinya berat, segera periksa ke IGD atau fasilitas kesehatan terdekat. Kamu tetap bisa melanjutkan kuesioner ini.',
      whenAnyChosen(symptoms, ['nyeri-perut-bawah', 'demam']),
    ),
  ]
}

function kontrasepsi(): Questionnaire {
  const current = choice(
    'kontrasepsi-sekarang',
    'Kontrasepsi apa yang kamu pakai sekarang?',
    CONTRACEPTION,
    REQUIRED,
  )
  const breastFeeding = boolean('menyusui', 'Apakah kamu sedang menyusui?', REQUIRED)
  const smoking = boolean('risiko.merokok', 'Apakah kamu merokok?', REQUIRED)
  const migraine = boolean(
    'risiko.migrain',
    'Apakah kamu sering migrain dengan aura, yaitu melihat kilatan cahaya sebelum sakit kepala?',
    REQUIRED,
  )
  return questionnaire('2203', 'Kontrasepsi', [
    intro(PRIVATE_INTRO),
    choice(
      'tujuan',
      'Apa rencanamu saat ini?',
      [
        ['menunda', 'Menunda kehamilan pertama'],
        ['menjarakkan', 'Memberi jarak sebelum anak berikutnya'],
        ['tidak-ingin-anak', 'Tidak ingin menambah anak lagi'],
      ],
      REQUIRED,
    ),
    choice(
      'durasi',
      'Berapa lama kamu ingin mencegah kehamilan?',
      [
        ['kurang-1-tahun', 'Kurang dari 1 tahun'],
        ['1-3-tahun', '1–3 tahun'],
        ['lebih-3-tahun', 'Lebih dari 3 tahun'],
      ],
      REQUIRED,
    ),
    {
      ...current,
      item: [
        text('kontrasepsi-sekarang.alasan', 'Apa yang membuatmu ingin mengganti kontrasepsimu?', {
          enableWhen: [whenNotChosen(current, 'tidak-ada')],
        }),
      ],
    },
    choice(
      'minat',
      'Kontrasepsi apa yang kamu minati? Pilih semua yang sesuai.',
      [...CONTRACEPTION.slice(1), ['belum-tahu', 'Belum tahu, ingin saran dokter']],
      { required: true, repeats: true },
    ),
    lastPeriod(),
    maybePregnant(),
    {
      ...breastFeeding,
      item: [
        integer('menyusui.usia-bayi', 'Berapa bulan usia bayimu?', {
          required: true,
          enableWhen: [whenYes(breastFeeding)],
        }),
      ],
    },
    group('risiko', 'Kondisi yang memengaruhi pilihan kontrasepsi', [
      smoking,
      migraine,
      choice(
        'risiko.tensi',
        'Berapa tekanan darahmu saat terakhir diperiksa?',
        [
          ['normal', 'Normal'],
          ['tinggi', 'Tinggi (140/90 atau lebih)'],
          ['tidak-tahu', 'Tidak tahu'],
        ],
        REQUIRED,
      ),
    ]),
    display(
      'tanpa-estrogen',
      'Karena kamu merokok atau mengalami migrain dengan aura, dokter akan mempertimbangkan kontrasepsi tanpa estrogen yang lebih aman untukmu.',
      { enableWhen: [whenYes(smoking), whenYes(migraine)], enableBehavior: 'any' },
    ),
    boolean(
      'pembekuan-darah',
      'Apakah kamu atau keluarga kandungmu pernah mengalami penggumpalan darah (trombosis) atau stroke?',
      REQUIRED,
    ),
    medicalHistory(),
    allergies(),
    currentMedicines(),
    lastNote(),
  ])
}

export const womensHealthQuestionnaires = (): Questionnaire[] => [
  haidTidakTeratur(),
  keputihan(),
  kontrasepsi(),
]
