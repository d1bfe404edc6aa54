import { laterStepsChunk } from '../flows/later-steps-chunk'

/** Review and the booked page (`later-steps.ts`), as one chunk loaded once. */
export const bookingLaterSteps = laterStepsChunk(() => import('./later-steps'))
