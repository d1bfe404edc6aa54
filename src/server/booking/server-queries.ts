import { queryOptions } from '@tanstack/react-query'
import { getMyBookingPass, getMyBookings } from './booking-account.functions'

/** The member's bookings, through server functions that add the token. */
export const bookingAccountQueries = {
  list: () =>
    queryOptions({
      queryKey: ['member', 'bookings'],
      queryFn: () => getMyBookings(),
    }),
  pass: (bookingNumber: string) =>
    queryOptions({
      queryKey: ['member', 'booking', bookingNumber],
      queryFn: () => getMyBookingPass({ data: { bookingNumber } }),
    }),
}
