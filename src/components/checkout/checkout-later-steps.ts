import { laterStepsChunk } from '../flows/later-steps-chunk'

/** The checkout's steps after the cart (`later-steps.ts`), as one chunk loaded once. */
export const checkoutLaterSteps = laterStepsChunk(() => import('./later-steps'))
