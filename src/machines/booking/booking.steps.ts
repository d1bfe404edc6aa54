/**
 * The booking's steps as the page's address and title name them: plain data, apart from the
 * model, so the route's search validation and document title (which load with every page, in the
 * app chunk) carry no machine code.
 */

/** The steps in the order the member meets them (the page's 'Langkah N dari 6'). */
export const BOOKING_STEPS = ['branch', 'doctor', 'treatments', 'date', 'slot', 'review'] as const
export type BookingStep = (typeof BOOKING_STEPS)[number]
/** The steps review's EDIT goes back to (a reschedule only to the date and the slot). */
export type EditableStep = Exclude<BookingStep, 'review'>

/** Each step's name in the address (`?langkah=jam`), so Back and Forward can step through. */
export const BOOKING_STEP_SLUGS = {
  branch: 'cabang',
  doctor: 'dokter',
  treatments: 'perawatan',
  date: 'tanggal',
  slot: 'jam',
  review: 'tinjau',
} as const satisfies Record<BookingStep, string>
/** The address of the booking made: no step to go back into. */
export const BOOKED_SLUG = 'selesai'
/** The address of a booking cancelled instead of rescheduled: no step to go back into either. */
export const CANCELLED_SLUG = 'dibatalkan'
export const BOOKING_SLUGS = [
  ...Object.values(BOOKING_STEP_SLUGS),
  BOOKED_SLUG,
  CANCELLED_SLUG,
] as const
export type BookingSlug = (typeof BOOKING_SLUGS)[number]

/** Each step's document title, before ' | Diri'. */
export const BOOKING_STEP_TITLES: Record<BookingStep | 'booked' | 'cancelled', string> = {
  branch: 'Pilih cabang · Booking Klinik',
  doctor: 'Pilih dokter · Booking Klinik',
  treatments: 'Pilih perawatan · Booking Klinik',
  date: 'Pilih tanggal · Booking Klinik',
  slot: 'Pilih jam · Booking Klinik',
  review: 'Tinjau booking · Booking Klinik',
  booked: 'Booking berhasil · Booking Klinik',
  cancelled: 'Booking dibatalkan · Booking Klinik',
}

/** The step a slug of the address names, or null (the booking made is no step to visit). */
export function stepOfSlug(slug: string | null | undefined): BookingStep | null {
  return BOOKING_STEPS.find((step) => BOOKING_STEP_SLUGS[step] === slug) ?? null
}

/** The slug of a (persisted) snapshot's step, or null where the page names none. */
export function selectStepSlug(snapshot: { value: unknown }): BookingSlug | null {
  const value = snapshot.value
  const phase = typeof value === 'string' ? value : Object.keys(value as object)[0]
  if (phase === 'confirming') return BOOKING_STEP_SLUGS.review
  if (phase === 'conflict') return BOOKING_STEP_SLUGS.slot
  if (phase === 'booked') return BOOKED_SLUG
  if (phase === 'cancelled') return CANCELLED_SLUG
  const step = BOOKING_STEPS.find((candidate) => candidate === phase)
  return step ? BOOKING_STEP_SLUGS[step] : null
}

/** The document title of the step a slug names (before ' | Diri'). */
export function bookingTitleOf(slug: string | null | undefined): string {
  if (slug === BOOKED_SLUG) return BOOKING_STEP_TITLES.booked
  if (slug === CANCELLED_SLUG) return BOOKING_STEP_TITLES.cancelled
  const step = stepOfSlug(slug)
  return step ? BOOKING_STEP_TITLES[step] : 'Booking Klinik'
}
