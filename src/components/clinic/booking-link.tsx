import { buttonClass } from '../ui/button-style'

export interface BookingTarget {
  treatmentId?: string | undefined
  clinicId?: string | undefined
}

/** The member's booking page, with the treatment and branch already chosen. */
export function bookingPath({ treatmentId, clinicId }: BookingTarget): string {
  const params = new URLSearchParams()
  if (treatmentId) params.set('perawatan', treatmentId)
  if (clinicId) params.set('cabang', clinicId)
  const query = params.toString()
  return `/klinik/booking${query ? `?${query}` : ''}`
}

/**
 * Where 'Booking' goes: the booking page for a member; for a visitor, sign-in first, then back
 * to the booking page with the same choices (`/masuk` checks `redirect` is a path of this site).
 */
export function bookingHref(target: BookingTarget, signedIn: boolean): string {
  const path = bookingPath(target)
  return signedIn ? path : `/masuk?${new URLSearchParams({ redirect: path })}`
}

/**
 * A plain link, not the router's: the booking page is a member page the router may not know yet,
 * and a full load through the server is what a sign-in needs anyway.
 */
export function BookingLink({
  target,
  signedIn,
  label = 'Booking Sekarang',
  variant = 'primary',
  size = 'default',
  accessibleName,
}: {
  target: BookingTarget
  signedIn: boolean
  label?: string
  variant?: 'primary' | 'secondary'
  size?: 'default' | 'small'
  /** When the visible label is not enough on its own ('Booking di sini' on a list of branches). */
  accessibleName?: string
}) {
  return (
    <a
      className={buttonClass({ variant, size })}
      href={bookingHref(target, signedIn)}
      aria-label={accessibleName}
    >
      {label}
    </a>
  )
}
