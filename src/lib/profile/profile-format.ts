/** How the profile reads to a person (issue 29 §1): the sex's word and the date of birth. */

export const GENDER_LABELS = { female: 'Perempuan', male: 'Laki-laki' } as const

const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' })

/** `1998-04-12` → `12 April 1998`: a calendar day, the same in every zone. */
export function formatDateOfBirth(dateOfBirth: string): string {
  return dateFormat.format(new Date(`${dateOfBirth}T00:00:00Z`))
}
