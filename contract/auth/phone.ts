/**
 * Indonesian mobile numbers as people type them: `0812…`, `62812…` or `+62812…`, with spaces,
 * dashes, dots or brackets. Mobile numbers start with 8 after the country code and have 9 to 12
 * digits after it in total.
 */
const MOBILE_NATIONAL = /^8\d{8,11}$/

/** Returns the number as `+628…`, or `null` when it is not an Indonesian mobile number. */
export function normalizeIndonesianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '')
  let national: string
  if (compact.startsWith('+62')) national = compact.slice(3)
  else if (compact.startsWith('62')) national = compact.slice(2)
  else if (compact.startsWith('0')) national = compact.slice(1)
  else return null
  return MOBILE_NATIONAL.test(national) ? `+62${national}` : null
}

/** `+6281234567890` → `0812-3456-7890`, for showing a number back to its owner. */
export function formatIndonesianMobile(intl: string): string {
  const national = `0${intl.replace(/^\+62/, '')}`
  return national.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3')
}
