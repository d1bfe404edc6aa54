import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '../../lib/auth/safe-redirect'
import { bookingHref, bookingPath } from './booking-link'

describe('bookingHref', () => {
  it('sends a member straight to the booking page with the choices', () => {
    expect(
      bookingHref({ treatmentId: 'facial-acne-peel', clinicId: 'diri-klinik-kemang' }, true),
    ).toBe('/klinik/booking?perawatan=facial-acne-peel&cabang=diri-klinik-kemang')
    expect(bookingPath({ treatmentId: 'facial-acne-peel' })).toBe(
      '/klinik/booking?perawatan=facial-acne-peel',
    )
  })

  it('sends a visitor to sign in first, coming back to the same booking address', () => {
    const href = bookingHref(
      { treatmentId: 'facial-acne-peel', clinicId: 'diri-klinik-kemang' },
      false,
    )
    const url = new URL(href, 'http://diri.invalid')
    expect(url.pathname).toBe('/masuk')
    const redirect = url.searchParams.get('redirect')
    expect(redirect).toBe('/klinik/booking?perawatan=facial-acne-peel&cabang=diri-klinik-kemang')
    // The sign-in page keeps it as it is.
    expect(safeRedirectPath(redirect)).toBe(redirect)
  })
})
