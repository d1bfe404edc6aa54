/**
 * Pages whose address alone says something about a person's health (UU No. 27/2022 treats health
 * data as a specific kind of personal data): the consultation, its questionnaire and chat, the
 * complaint picker, a condition's page, the member's consultations, and the doctor's console. The
 * social pixel never sees them: no PageView is sent from them, and a visit that starts
 * on one does not load the pixel at all.
 */
const SENSITIVE_PREFIXES = ['/konsultasi', '/keluhan', '/kondisi', '/dokter', '/akun/konsultasi']

export function isSensitivePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/'
  return SENSITIVE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
