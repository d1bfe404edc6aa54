/**
 * The demo members the API seeds on first start (backend/db/seed/demo-members.ts), as a person
 * would know them: the number they type and the name the header shows.
 *
 * The API lets a number ask for a second code at once and then makes it wait longer for each
 * further one until it signs in (ADR 010); the whole suite shares one server: spread sign-ins over
 * the three members, so no number asks for a third code without signing in between.
 */
export interface DemoMember {
  intlPhone: string
  /** How an Indonesian types it. */
  localPhone: string
  name: string
}

export const PUTRI: DemoMember = {
  intlPhone: '+6281200000001',
  localPhone: '0812-0000-0001',
  name: 'Putri Lestari',
}
export const BUDI: DemoMember = {
  intlPhone: '+6281200000002',
  localPhone: '0812-0000-0002',
  name: 'Budi Santoso',
}
export const SARI: DemoMember = {
  intlPhone: '+6281200000003',
  localPhone: '0812-0000-0003',
  name: 'Sari Wulandari',
}

const DEMO_MEMBERS = [PUTRI, BUDI, SARI]

/** `0812-0000-0001`, `62812…` or `+62812…` → `+62812…`; only for looking members up. */
function international(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `+${digits.startsWith('0') ? `62${digits.slice(1)}` : digits}`
}

export function demoMemberByPhone(phone: string): DemoMember | undefined {
  const wanted = international(phone)
  return DEMO_MEMBERS.find((member) => member.intlPhone === wanted)
}
