/**
 * Small builders for the seeded questionnaires (FHIR R4 `Questionnaire`, contract/consults/fhir.ts),
 * so each condition's module reads as its questions, and the items every consult asks (allergies,
 * medicines, pregnancy, earlier treatments, photos, a last note) are written once.
 */
import type {
  AnswerOption,
  Coding,
  EnableWhen,
  Questionnaire,
  QuestionnaireItem,
} from '../../../../contract/consults/fhir'
import { OPTION_EXCLUSIVE_URL } from '../../../../contract/consults/questionnaire'

/** The code system of Diri's own answer codes. */
const ANSWER_SYSTEM = 'https://diri.co.id/fhir/CodeSystem/jawaban-kuesioner'

/** An answer option as `[code, what the member reads]`. */
export type Option = readonly [code: string, display: string]

/** Anything an item may carry besides its linkId, text and type. */
type Extra = Omit<Partial<QuestionnaireItem>, 'linkId' | 'text' | 'type'>

export const REQUIRED = { required: true } as const
export const MANY = { repeats: true } as const

/**
 * The seeded questionnaires' version. A version already in a database is never changed (consults
 * started on it point at it), so a change of rule is a new one: 2 marks the exclusive options.
 */
export const QUESTIONNAIRE_VERSION = 2

export function questionnaire(
  flowId: string,
  conditionName: string,
  items: QuestionnaireItem[],
): Questionnaire {
  return {
    resourceType: 'Questionnaire',
    id: `kuesioner-${flowId}-v${QUESTIONNAIRE_VERSION}`,
    url: `https://diri.co.id/fhir/Questionnaire/kuesioner-${flowId}`,
    version: String(QUESTIONNAIRE_VERSION),
    // FHIR's `name` is for machines: letters and digits only.
    name: `Kuesioner${conditionName.replace(/[^A-Za-z0-9]/g, '')}`,
    title: `Kuesioner ${conditionName}`,
    status: 'active',
    subjectType: ['Patient'],
    item: items,
  }
}

function item(type: QuestionnaireItem['type'], linkId: string, text: string, extra: Extra = {}) {
  return { linkId, text, type, ...extra } satisfies QuestionnaireItem
}

/**
 * Codes that mean "none of these" or "I don't know" on a question with several answers: FHIR's
 * optionExclusive marks them, so the page and the API never take them together with another one.
 */
export const EXCLUSIVE_CODES: ReadonlySet<string> = new Set([
  'belum',
  'belum-tahu',
  'tidak-ada',
  'tidak-tahu',
  'tidak-tentu',
])

const EXCLUSIVE = [{ url: OPTION_EXCLUSIVE_URL, valueBoolean: true }]

function answerOptions(options: readonly Option[], several: boolean): AnswerOption[] {
  return options.map(([code, display]) => ({
    valueCoding: { system: ANSWER_SYSTEM, code, display } satisfies Coding,
    ...(several && EXCLUSIVE_CODES.has(code) ? { extension: EXCLUSIVE } : {}),
  }))
}

export const display = (linkId: string, text: string, extra?: Extra) =>
  item('display', linkId, text, extra)
export const boolean = (linkId: string, text: string, extra?: Extra) =>
  item('boolean', linkId, text, extra)
export const integer = (linkId: string, text: string, extra?: Extra) =>
  item('integer', linkId, text, extra)
export const date = (linkId: string, text: string, extra?: Extra) =>
  item('date', linkId, text, extra)
export const string = (linkId: string, text: string, extra?: Extra) =>
  item('string', linkId, text, { maxLength: 200, ...extra })
export const text = (linkId: string, question: string, extra?: Extra) =>
  item('text', linkId, question, { maxLength: 1000, ...extra })
export const choice = (linkId: string, text: string, options: readonly Option[], extra?: Extra) =>
  item('choice', linkId, text, {
    answerOption: answerOptions(options, extra?.repeats === true),
    ...extra,
  })
export const group = (linkId: string, text: string, items: QuestionnaireItem[], extra?: Extra) =>
  item('group', linkId, text, { item: items, ...extra })

/** Photos: several allowed, never required (a member may not want to send any). */
export const photos = (text: string, linkId = 'foto', extra?: Extra) =>
  item('attachment', linkId, text, { ...extra, repeats: true, required: false })

// --- Conditions ---------------------------------------------------------------------------

/** Enabled when `question` was answered with the option `code` (checked against its options). */
export function whenChosen(question: QuestionnaireItem, code: string): EnableWhen {
  const option = question.answerOption?.find((answer) => answer.valueCoding.code === code)
  if (!option) throw new Error(`Item ${question.linkId} has no answer option ${code}`)
  return { question: question.linkId, operator: '=', answerCoding: option.valueCoding }
}

/** Enabled when `question` was answered with anything but the option `code`. */
export function whenNotChosen(question: QuestionnaireItem, code: string): EnableWhen {
  return { ...whenChosen(question, code), operator: '!=' }
}

export function whenYes(question: QuestionnaireItem): EnableWhen {
  return { question: question.linkId, operator: '=', answerBoolean: true }
}

export function whenAtLeast(question: QuestionnaireItem, value: number): EnableWhen {
  return { question: question.linkId, operator: '>=', answerInteger: value }
}

/** Enabled when any of the options was chosen (for a question with several answers). */
export function whenAnyChosen(question: QuestionnaireItem, codes: string[]): Extra {
  return {
    enableWhen: codes.map((code) => whenChosen(question, code)),
    enableBehavior: 'any',
  }
}

// --- Items every consult asks --------------------------------------------------------------

export const intro = (text: string) => display('pengantar', text)

const DURATION: Option[] = [
  ['kurang-1-minggu', 'Kurang dari 1 minggu'],
  ['1-4-minggu', '1–4 minggu'],
  ['1-6-bulan', '1–6 bulan'],
  ['6-12-bulan', '6–12 bulan'],
  ['lebih-1-tahun', 'Lebih dari 1 tahun'],
]

export const howLong = (text = 'Sudah berapa lama kamu mengalami keluhan ini?') =>
  choice('lama-keluhan', text, DURATION, REQUIRED)

/** Yes or no, and what it is when yes: the shape of allergies, medicines and the like. */
function yesWithDetail(linkId: string, question: string, detail: string, extra?: Extra) {
  const asked = boolean(linkId, question, { required: true, ...extra })
  return {
    ...asked,
    item: [text(`${linkId}.detail`, detail, { required: true, enableWhen: [whenYes(asked)] })],
  }
}

export const allergies = () =>
  yesWithDetail(
    'alergi',
    'Apakah kamu punya alergi obat, makanan, atau bahan kosmetik?',
    'Sebutkan alerginya dan reaksi yang pernah kamu alami (misalnya gatal, bengkak, sesak).',
  )

export const currentMedicines = () =>
  yesWithDetail(
    'obat-rutin',
    'Apakah saat ini kamu rutin minum obat, vitamin, atau suplemen?',
    'Sebutkan nama obat atau suplemennya dan dosisnya kalau kamu tahu.',
  )

export function medicalHistory(extra: Option[] = []) {
  const asked = choice(
    'riwayat-penyakit',
    'Apakah kamu punya atau pernah punya penyakit berikut? Pilih semua yang sesuai.',
    [
      ['tidak-ada', 'Tidak ada'],
      ['diabetes', 'Diabetes (kencing manis)'],
      ['hipertensi', 'Tekanan darah tinggi'],
      ['jantung', 'Penyakit jantung'],
      ['asma', 'Asma'],
      ['tiroid', 'Gangguan tiroid'],
      ['ginjal-hati', 'Penyakit ginjal atau hati'],
      ...extra,
      ['lainnya', 'Lainnya'],
    ],
    { required: true, repeats: true },
  )
  return {
    ...asked,
    item: [
      string('riwayat-penyakit.lainnya', 'Penyakit apa?', {
        required: true,
        enableWhen: [whenChosen(asked, 'lainnya')],
      }),
    ],
  }
}

/**
 * Pregnancy and breast-feeding change which medicines are safe (retinoids, hydroquinone,
 * minoxidil, many tablets). The details are asked only after a 'Ya'.
 */
export function pregnancy() {
  const asked = boolean(
    'kehamilan',
    'Apakah kamu sedang hamil, menyusui, atau merencanakan kehamilan dalam waktu dekat? Jawab "Tidak" bila tidak berlaku untukmu.',
    REQUIRED,
  )
  const which = choice(
    'kehamilan.detail',
    'Mana yang sesuai dengan kondisimu?',
    [
      ['hamil', 'Sedang hamil'],
      ['menyusui', 'Sedang menyusui'],
      ['merencanakan', 'Merencanakan kehamilan'],
    ],
    { required: true, enableWhen: [whenYes(asked)] },
  )
  return {
    ...asked,
    item: [
      which,
      integer('kehamilan.usia', 'Berapa minggu usia kehamilanmu?', {
        enableWhen: [whenYes(asked), whenChosen(which, 'hamil')],
        enableBehavior: 'all',
      }),
    ],
  }
}

/**
 * What the member tried already and how it went: `options` are the condition's usual
 * treatments; 'Belum pernah' is added first and asks nothing more.
 */
export function earlierTreatments(question: string, options: Option[]) {
  const asked = choice('pengobatan-sebelumnya', question, [['belum', 'Belum pernah'], ...options], {
    required: true,
    repeats: true,
  })
  const result = choice(
    'pengobatan-sebelumnya.hasil',
    'Bagaimana hasilnya?',
    [
      ['membaik', 'Membaik'],
      ['tidak-berubah', 'Tidak ada perubahan'],
      ['memburuk', 'Malah memburuk'],
      ['efek-samping', 'Muncul efek samping'],
    ],
    { required: true, enableWhen: [whenNotChosen(asked, 'belum')] },
  )
  return {
    ...asked,
    item: [
      result,
      text('pengobatan-sebelumnya.efek', 'Efek samping apa yang kamu alami?', {
        required: true,
        enableWhen: [whenChosen(result, 'efek-samping')],
      }),
    ],
  }
}

/**
 * Signs that need a doctor in person, and what to do when any is ticked: a note shown as its own
 * step, before the questionnaire goes on. The consult carries on either way.
 */
export function dangerSigns(question: string, signs: Option[], advice: string) {
  const asked = choice('tanda-bahaya', question, [...signs, ['tidak-ada', 'Tidak ada']], {
    required: true,
    repeats: true,
  })
  const note = display(
    'segera-periksa',
    advice,
    whenAnyChosen(
      asked,
      signs.map(([code]) => code),
    ),
  )
  return [asked, note]
}

export const exercise = () =>
  choice(
    'olahraga',
    'Seberapa sering kamu berolahraga atau bergerak aktif minimal 30 menit?',
    [
      ['tidak-pernah', 'Hampir tidak pernah'],
      ['1-2-kali', '1–2 kali seminggu'],
      ['3-kali-lebih', '3 kali seminggu atau lebih'],
    ],
    REQUIRED,
  )

/** How often, for eating and drinking habits. */
export const HOW_OFTEN: Option[] = [
  ['jarang', 'Jarang atau tidak pernah'],
  ['1-3-minggu', '1–3 kali seminggu'],
  ['4-6-minggu', '4–6 kali seminggu'],
  ['setiap-hari', 'Setiap hari'],
]

export const lastNote = () =>
  text('catatan', 'Ada hal lain yang ingin kamu ceritakan ke dokter?', { maxLength: 2000 })
