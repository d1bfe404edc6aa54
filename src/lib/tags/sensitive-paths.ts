/**
 * Pages whose address alone says something about a person's health (UU No. 27/2022 treats health
 * data as a specific kind of personal data): the consultation, its questionnaire and chat, the
 * complaint picker, a condition's page, the member's consultations, the doctor's console, and the
 * member's profile (date of birth and sex), and search results (the query). The
 * social pixel never sees them: no PageView is sent from them, and a visit that starts
 * on one does not load the pixel at all.
 */
const SENSITIVE_PREFIXES = [
  '/konsultasi',
  '/keluhan',
  '/kondisi',
  '/dokter',
  '/akun/konsultasi',
  // The profile (issue 29 §1): date of birth and sex, asked after sign-in and edited in the account.
  '/masuk/profil',
  '/akun/profil',
  // Search results (issue 31): the query in the address can name a condition ('jerawat'); the
  // search's own event carries the term without health words (lib/search/health-terms.ts).
  '/cari',
]

export function isSensitivePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/'
  return SENSITIVE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
