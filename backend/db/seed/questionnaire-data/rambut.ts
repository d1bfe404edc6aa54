/** Poliklinik Rambut: Rambut Rontok (2101), Ketombe (2102), Kebotakan Pria (2103). */
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
  MANY,
  medicalHistory,
  photos,
  pregnancy,
  questionnaire,
  REQUIRED,
  string,
  whenAnyChosen,
  whenChosen,
} from './builders'

const HAIR_INTRO =
  'Jawab pertanyaan berikut sesuai kondisi rambut dan kulit kepalamu saat ini. Jawabanmu hanya dibaca oleh dokter yang menanganimu.'

const FAMILY_HISTORY = () =>
  boolean(
    'keluarga',
    'Apakah ada keluarga kandung (ayah, ibu, kakek, nenek, saudara) yang mengalami kebotakan atau rambut menipis?',
    REQUIRED,
  )

function rambutRontok(): Questionnaire {
  const pattern = choice(
    'pola',
    'Bagaimana rambutmu rontok?',
    [
      ['merata', 'Menipis merata di seluruh kepala'],
      ['pitak', 'Ada pitak: bagian botak berbentuk bulat'],
      ['garis-rambut', 'Garis rambut mundur atau menipis di puncak kepala'],
      ['patah', 'Rambut patah di tengah batangnya'],
    ],
    REQUIRED,
  )
  const triggers = choice(
    'pemicu',
    'Dalam 3–6 bulan terakhir, apakah kamu mengalami salah satu hal berikut? Pilih semua yang sesuai.',
    [
      ['melahirkan', 'Melahirkan'],
      ['sakit-berat', 'Sakit berat atau demam tinggi, termasuk COVID-19'],
      ['diet', 'Diet ketat atau berat badan turun drastis'],
      ['stres-berat', 'Stres berat'],
      ['operasi', 'Operasi'],
      ['obat-baru', 'Mulai minum obat baru'],
      ['tidak-ada', 'Tidak ada'],
    ],
    { required: true, repeats: true },
  )
  return questionnaire('2101', 'Rambut Rontok', [
    intro(HAIR_INTRO),
    {
      ...pattern,
      item: [
        integer('pola.jumlah-pitak', 'Ada berapa pitak yang kamu lihat?', {
          required: true,
          enableWhen: [whenChosen(pattern, 'pitak')],
        }),
      ],
    },
    choice(
      'jumlah',
      'Kira-kira berapa helai rambut yang rontok setiap hari, saat menyisir atau keramas?',
      [
        ['kurang-50', 'Kurang dari 50 helai'],
        ['50-100', '50–100 helai'],
        ['lebih-100', 'Lebih dari 100 helai, sampai menggumpal'],
        ['tidak-tahu', 'Tidak tahu'],
      ],
      REQUIRED,
    ),
    howLong('Sudah berapa lama rambutmu rontok seperti ini?'),
    triggers,
    // Shedding after childbirth peaks about three months later and usually settles on its own.
    date('tanggal-melahirkan', 'Kapan kamu melahirkan?', {
      required: true,
      enableWhen: [whenChosen(triggers, 'melahirkan')],
    }),
    group('kulit-kepala', 'Kulit kepala dan perawatan rambut', [
      choice(
        'kulit-kepala.gejala',
        'Apakah kulit kepalamu mengalami hal berikut?',
        [
          ['gatal', 'Gatal'],
          ['ketombe', 'Ketombe atau sisik'],
          ['kemerahan', 'Kemerahan'],
          ['nyeri', 'Nyeri atau perih'],
          ['tidak-ada', 'Tidak ada'],
        ],
        { required: true, repeats: true },
      ),
      choice(
        'kulit-kepala.perawatan',
        'Perawatan rambut apa yang sering kamu lakukan?',
        [
          ['catok', 'Catok atau pengering rambut panas'],
          ['cat-rambut', 'Mewarnai atau mem-bleaching rambut'],
          ['smoothing', 'Smoothing atau rebonding'],
          ['ikat-kencang', 'Menguncir atau mengikat rambut dengan kencang'],
          ['tidak-ada', 'Tidak ada'],
        ],
        MANY,
      ),
    ]),
    FAMILY_HISTORY(),
    earlierTreatments('Pengobatan apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['sampo-antirontok', 'Sampo atau tonik antirontok'],
      ['vitamin-rambut', 'Vitamin rambut'],
      ['minoksidil', 'Minoksidil'],
      ['perawatan-klinik', 'Perawatan di klinik (misalnya PRP)'],
    ]),
    photos('Unggah foto kulit kepalamu dari atas dan bagian yang paling tipis.'),
    medicalHistory([
      ['anemia', 'Anemia (kurang darah)'],
      ['pcos', 'PCOS (sindrom ovarium polikistik)'],
    ]),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function ketombe(): Questionnaire {
  const symptoms = choice(
    'gejala',
    'Apa saja yang kamu alami di kulit kepala? Pilih semua yang sesuai.',
    [
      ['serpihan-putih', 'Serpihan putih yang kering'],
      ['sisik-kuning', 'Sisik kekuningan dan berminyak'],
      ['gatal', 'Gatal'],
      ['kemerahan', 'Kemerahan'],
      ['luka', 'Luka atau keropeng karena digaruk'],
    ],
    { required: true, repeats: true },
  )
  const severity = choice(
    'keparahan',
    'Seberapa mengganggu rasa gatalnya?',
    [
      ['ringan', 'Sedikit, sesekali'],
      ['sedang', 'Cukup sering, mengganggu aktivitas'],
      ['berat', 'Sangat gatal sampai mengganggu tidur'],
    ],
    REQUIRED,
  )
  return questionnaire('2102', 'Ketombe', [
    intro(HAIR_INTRO),
    symptoms,
    choice(
      'area-lain',
      'Apakah sisik atau kemerahan juga muncul di bagian tubuh lain?',
      [
        ['alis', 'Alis'],
        ['samping-hidung', 'Lipatan di samping hidung'],
        ['belakang-telinga', 'Belakang telinga'],
        ['dada', 'Dada'],
        ['tidak-ada', 'Tidak ada'],
      ],
      { required: true, repeats: true },
    ),
    severity,
    // Scratched skin can get infected: then an antiseptic or antibiotic may come first.
    boolean('tanda-infeksi', 'Apakah ada luka yang bernanah, bengkak, atau terasa panas?', {
      required: true,
      enableWhen: [whenChosen(symptoms, 'luka'), whenChosen(severity, 'berat')],
      enableBehavior: 'any',
    }),
    howLong(),
    group('keramas', 'Kebiasaan keramas', [
      choice(
        'keramas.frekuensi',
        'Seberapa sering kamu keramas?',
        [
          ['setiap-hari', 'Setiap hari'],
          ['2-3-kali', '2–3 kali seminggu'],
          ['seminggu-sekali', 'Seminggu sekali atau lebih jarang'],
        ],
        REQUIRED,
      ),
      string('keramas.sampo', 'Sampo apa yang kamu pakai sekarang?'),
      boolean(
        'keramas.minyak',
        'Apakah kamu memakai minyak rambut, pomade, atau hair tonic?',
        REQUIRED,
      ),
    ]),
    choice(
      'kambuh',
      'Kapan ketombemu biasanya bertambah?',
      [
        ['stres', 'Saat stres'],
        ['cuaca-panas', 'Saat cuaca panas dan berkeringat'],
        ['kurang-tidur', 'Saat kurang tidur'],
        ['memakai-penutup-kepala', 'Saat lama memakai helm, topi, atau hijab'],
        ['tidak-tentu', 'Tidak tentu'],
      ],
      MANY,
    ),
    earlierTreatments('Pengobatan apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['sampo-antiketombe', 'Sampo antiketombe (misalnya ketokonazol, zinc, atau selenium)'],
      ['obat-oles', 'Obat oles kulit kepala dari dokter'],
      ['bahan-alami', 'Bahan alami, misalnya lidah buaya atau minyak kelapa'],
    ]),
    photos('Unggah foto kulit kepalamu yang bersisik atau kemerahan, dari dekat.'),
    allergies(),
    currentMedicines(),
    pregnancy(),
    lastNote(),
  ])
}

function kebotakanPria(): Questionnaire {
  const pattern = choice(
    'pola',
    'Bagian mana yang paling menipis?',
    [
      ['pelipis', 'Garis rambut di pelipis mundur'],
      ['puncak', 'Puncak kepala (ubun-ubun)'],
      ['keduanya', 'Pelipis dan puncak kepala'],
      ['merata', 'Menipis merata di seluruh kepala'],
    ],
    REQUIRED,
  )
  const otherSigns = choice(
    'gejala-lain',
    'Apakah ada keluhan lain di kulit kepalamu?',
    [
      ['gatal', 'Gatal'],
      ['ketombe', 'Ketombe atau sisik'],
      ['pitak', 'Pitak: bagian botak berbentuk bulat'],
      ['nyeri', 'Nyeri atau perih'],
      ['tidak-ada', 'Tidak ada'],
    ],
    { required: true, repeats: true },
  )
  const wanted = choice(
    'obat.minat',
    'Perawatan seperti apa yang kamu inginkan?',
    [
      ['oles', 'Obat oles'],
      ['minum', 'Obat minum'],
      ['keduanya', 'Obat oles dan obat minum'],
      ['belum-tahu', 'Belum tahu, ingin saran dokter'],
    ],
    REQUIRED,
  )
  // Tablets such as finasteride: the doctor asks about these before prescribing them.
  const tablets = whenAnyChosen(wanted, ['minum', 'keduanya'])
  return questionnaire('2103', 'Kebotakan Pria', [
    intro(HAIR_INTRO),
    pattern,
    choice(
      'tahap',
      'Mana yang paling mirip dengan kondisimu sekarang?',
      [
        ['awal', 'Baru mulai, hanya aku yang menyadarinya'],
        ['sedang', 'Orang lain mulai memperhatikan'],
        ['lanjut', 'Kulit kepala terlihat jelas di bagian atas'],
      ],
      REQUIRED,
    ),
    howLong('Sejak kapan kamu melihat rambutmu menipis?'),
    FAMILY_HISTORY(),
    otherSigns,
    display(
      'penyebab-lain',
      'Rambut yang rontok berbentuk pitak atau menipis merata bisa punya penyebab lain selain kebotakan pria. Dokter akan menanyakannya lebih lanjut di chat.',
      {
        enableWhen: [whenChosen(otherSigns, 'pitak'), whenChosen(pattern, 'merata')],
        enableBehavior: 'any',
      },
    ),
    earlierTreatments('Pengobatan apa yang pernah kamu coba? Pilih semua yang sesuai.', [
      ['minoksidil', 'Minoksidil'],
      ['finasteride', 'Finasteride'],
      ['sampo-antirontok', 'Sampo atau tonik antirontok'],
      ['transplantasi', 'Transplantasi rambut'],
    ]),
    group('obat', 'Pilihan perawatan', [
      wanted,
      boolean(
        'obat.libido',
        'Apakah kamu pernah mengalami penurunan gairah seksual atau sulit ereksi?',
        { required: true, ...tablets },
      ),
      boolean(
        'obat.pasangan-hamil',
        'Apakah pasanganmu sedang hamil atau merencanakan kehamilan?',
        { required: true, ...tablets },
      ),
    ]),
    photos('Unggah foto kepalamu dari depan, dari atas, dan dari belakang.'),
    medicalHistory([
      ['prostat', 'Gangguan prostat'],
      ['depresi', 'Depresi'],
    ]),
    allergies(),
    currentMedicines(),
    lastNote(),
  ])
}

export const hairQuestionnaires = (): Questionnaire[] => [
  rambutRontok(),
  ketombe(),
  kebotakanPria(),
]
