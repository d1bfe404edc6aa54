/**
 * The steps a booking never opens on (review and the booked pass link), in one chunk the page
 * loads once it is running rather than with its first load: a reload or a Booking button always
 * resumes at a choice still missing (branch, doctor, treatments, date or slot), never at review.
 */
export { BookingDone } from './booking-result'
export { ReviewStep } from './review-step'
