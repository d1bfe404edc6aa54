/**
 * The member's own profile (issue 29 §1): full name, date of birth, sex and an optional e-mail,
 * as the first-sign-in step, `/akun/profil` and the consultation's gate send it. One definition
 * for the form's checks and the API's (`PUT /auth/me/profile`), so both refuse the same things in
 * the same words.
 */
import * as v from 'valibot'
import { Gender } from '../auth/schemas'

export const PROFILE_MESSAGES = {
  nameRequired: 'Isi nama lengkapmu.',
  nameLetters: 'Nama hanya boleh berisi huruf, spasi, tanda petik, titik, dan tanda hubung.',
  nameTooLong: 'Nama paling panjang 100 karakter.',
  dateRequired: 'Isi tanggal lahirmu.',
  dateInvalid: 'Tanggal lahir belum benar.',
  dateFuture: 'Tanggal lahir harus sebelum hari ini.',
  dateTooOld: 'Tanggal lahir paling lama 120 tahun yang lalu.',
  genderRequired: 'Pilih jenis kelamin.',
  emailInvalid: 'Email belum benar. Contoh: nama@contoh.com.',
  /** The consultation's gate (the API's 422 on submit, and the form that asks there). */
  neededForConsult:
    'Lengkapi nama, tanggal lahir, dan jenis kelamin dulu: dokter memerlukannya sebelum kuesioner dikirim.',
} as const

/** The oldest a date of birth may be, in years before today. */
export const MAX_AGE_YEARS = 120

export const NAME_MAX = 100

/**
 * Letters of any script with their diacritics (é, ñ, ü, the combining marks), spaces, apostrophes
 * (' and ’: Ma'ruf), periods (M. Rizki) and hyphens (Nur-Aini); at least one letter.
 */
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}' ’.-]+$/u

/** `Siti  Nurhaliza ` → first 'Siti', last 'Nurhaliza'; a single name has no last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string | null } {
  const [firstName = '', ...rest] = fullName.split(' ')
  return { firstName, lastName: rest.length > 0 ? rest.join(' ') : null }
}

export const FullName = v.pipe(
  v.string(PROFILE_MESSAGES.nameRequired),
  // NFC by hand (and below, a length and a pattern for the address): valibot's own checks of
  // these would be new functions in the chunk every page loads (valibot is one module there).
  v.transform((name) => name.normalize('NFC').trim().replace(/\s+/g, ' ')),
  v.minLength(1, PROFILE_MESSAGES.nameRequired),
  v.maxLength(NAME_MAX, PROFILE_MESSAGES.nameTooLong),
  // An empty name has said so already: a pipe goes on after an issue, and one message is enough.
  v.check((name) => name === '' || NAME_PATTERN.test(name), PROFILE_MESSAGES.nameLetters),
)

/** Jakarta's calendar day at `instant` (WIB, UTC+7, no daylight saving), as `YYYY-MM-DD`. */
export function jakartaDate(instant: Date): string {
  return new Date(instant.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** `today` minus whole years, as `YYYY-MM-DD` (29 February falls back to the 28th). */
function yearsBefore(today: string, years: number): string {
  const year = String(Number(today.slice(0, 4)) - years).padStart(4, '0')
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5)
  return `${year}-${monthDay}`
}

/**
 * Why a date of birth is refused on `today` (`YYYY-MM-DD` in Jakarta, the API's clock), or null:
 * it must be a real date, before today, and at most 120 years ago.
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return PROFILE_MESSAGES.dateInvalid
  const parsed = new Date(`${dateOfBirth}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== dateOfBirth)
    return PROFILE_MESSAGES.dateInvalid
  if (dateOfBirth >= today) return PROFILE_MESSAGES.dateFuture
  if (dateOfBirth < yearsBefore(today, MAX_AGE_YEARS)) return PROFILE_MESSAGES.dateTooOld
  return null
}

/** An address as a mail server takes it: one @, a dotted domain, no spaces (valibot's rule). */
const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u

export const OptionalEmail = v.pipe(
  v.optional(v.nullable(v.string(PROFILE_MESSAGES.emailInvalid)), null),
  v.transform((email) => email?.trim().toLowerCase() || null),
  v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(254, PROFILE_MESSAGES.emailInvalid),
      v.regex(EMAIL_PATTERN, PROFILE_MESSAGES.emailInvalid),
    ),
  ),
)

/**
 * `PUT /auth/me/profile`, checked against `today` (the API's clock in Jakarta; the form's own
 * day in the browser): a full name, a date of birth, a sex, and an e-mail or none.
 */
export function profileBody(today: string) {
  return v.object({
    fullName: FullName,
    dateOfBirth: v.pipe(
      v.string(PROFILE_MESSAGES.dateRequired),
      v.trim(),
      v.minLength(1, PROFILE_MESSAGES.dateRequired),
      v.check(
        (date) => dateOfBirthProblem(date, today) === null,
        (issue) => dateOfBirthProblem(String(issue.input), today) ?? PROFILE_MESSAGES.dateInvalid,
      ),
    ),
    gender: v.picklist(Gender.options, PROFILE_MESSAGES.genderRequired),
    email: OptionalEmail,
  })
}
export type ProfileBody = v.InferInput<ReturnType<typeof profileBody>>

/** What the member's profile holds: the `/auth/me` fields the profile edits. */
export const Profile = v.object({
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  fullName: v.nullable(v.string()),
  gender: v.nullable(Gender),
  dateOfBirth: v.nullable(v.pipe(v.string(), v.isoDate())),
  email: v.nullable(v.string()),
  /** Asked once: true once the member completed or skipped the first-sign-in step. */
  profilePrompted: v.boolean(),
})
export type Profile = v.InferOutput<typeof Profile>

/** The field of the API's 422 when a consultation is sent without the profile it needs. */
export const MISSING_PROFILE_FIELD = 'profile'

/** What a consultation needs of the profile before the questionnaire is sent. */
export function missingForConsult(profile: {
  firstName: string | null
  dateOfBirth: string | null
  gender: string | null
}): boolean {
  return !profile.firstName || !profile.dateOfBirth || !profile.gender
}
