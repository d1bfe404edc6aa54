/**
 * The steps a booking never opens on (review, the booked pass link and a reschedule cancelled), in one chunk the page
 * loads once it is running rather than with its first load: a reload or a Booking button always
 * resumes at a choice still missing (branch, doctor, treatments, date or slot), never at review.
 */
export { BookingCancelled, BookingDone } from './booking-result'
// A reschedule's 'Batalkan booking ini' dialog: its plain form shows until this chunk is here.
export { CancelConfirmation } from './cancel-booking'
export { ReviewStep } from './review-step'
