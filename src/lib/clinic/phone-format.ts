/**
 * A branch's phone number (E.164, '+62215550123') as Indonesians write it: the area code with
 * its trunk 0 in brackets and the number in groups of four, '(021) 5550 123'; a mobile number
 * in groups of four, '0812 3456 7890'.
 */

// Two-digit area codes (Jakarta, Bandung, Semarang, Surabaya, Medan); the others have three.
const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61'])

function groupsOfFour(digits: string) {
  return digits.match(/.{1,4}/g)?.join(' ') ?? digits
}

export function formatPhone(e164: string): string {
  const national = e164.replace(/^\+62/, '')
  if (national === e164) return e164
  if (national.startsWith('8')) return groupsOfFour(`0${national}`)
  const areaLength = TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? 2 : 3
  return `(0${national.slice(0, areaLength)}) ${groupsOfFour(national.slice(areaLength))}`
}
