/**
 * The page's calls to the site's server, one server function per booking actor, and a dropped
 * connection under one of them, or the session ended just before one goes out. A server function's address is `/_serverFn/<id>`, its id the
 * SHA-256 of `<file>--<export>_createServerFn_handler` (TanStack Start's build), so the replay
 * drops exactly the call the path's answer is for, whatever else the page fetches meanwhile.
 */
import { createHash } from 'node:crypto'
import type { QaWorld } from '../../replay/qa-world'

const BOOKING_FUNCTIONS = 'src/server/booking/booking.functions.ts'
const ACCOUNT_FUNCTIONS = 'src/server/booking/booking-account.functions.ts'

/**
 * The actors whose calls the page makes in the browser, and the server function of each. The
 * first load's (config, cart, the booking to move, a rebook) are the server's on the first walk
 * (`runToFirstStep`) and the browser's after a 'Coba Lagi'.
 */
export const BROWSER_CALLS = {
  loadConfig: [BOOKING_FUNCTIONS, 'getMyBookingConfig'],
  loadCart: [BOOKING_FUNCTIONS, 'getMyBookingCart'],
  loadBooking: [BOOKING_FUNCTIONS, 'getMyBookingToChange'],
  rebook: [BOOKING_FUNCTIONS, 'rebookMyBooking'],
  saveCart: [BOOKING_FUNCTIONS, 'updateMyBookingCart'],
  loadClinics: [BOOKING_FUNCTIONS, 'listBookingBranches'],
  loadClinic: [BOOKING_FUNCTIONS, 'getMyBookableClinic'],
  loadDates: [BOOKING_FUNCTIONS, 'getMyAvailableDates'],
  loadSchedule: [BOOKING_FUNCTIONS, 'getMyAvailableSchedule'],
  book: [BOOKING_FUNCTIONS, 'bookMyVisit'],
  reschedule: [BOOKING_FUNCTIONS, 'rescheduleMyBooking'],
  cancelBooking: [ACCOUNT_FUNCTIONS, 'cancelMyBooking'],
} as const

export type BrowserActor = keyof typeof BROWSER_CALLS

export function isBrowserActor(actor: string): actor is BrowserActor {
  return actor in BROWSER_CALLS
}

function serverFunctionId(actor: BrowserActor) {
  const [file, name] = BROWSER_CALLS[actor]
  return createHash('sha256').update(`${file}--${name}_createServerFn_handler`).digest('hex')
}

/** What Chromium and the app print when a call gets no answer (the app reports it). */
const DROPPED = [/Failed to load resource: net::ERR_FAILED/, /\[diri\] Booking/, /Failed to fetch/]

/**
 * The connection drops under the page's next call of `actor`: it never reaches the API, so
 * nothing is saved, booked or cancelled.
 */
export async function dropNextCall(world: QaWorld, actor: BrowserActor) {
  world.allowBrowserErrors(...DROPPED)
  await world.page.route(
    `**/_serverFn/${serverFunctionId(actor)}*`,
    (route) => route.abort('failed'),
    {
      times: 1,
    },
  )
}

/** Chromium's line for the call the API refused once the session ended. */
const REFUSED_SESSION = /Failed to load resource: the server responded with a status of 401/

/**
 * The session ends (signed out on another device: `signOut`) just as the page's next call of
 * `actor` goes out, whatever calls of the same press went before it: the call reaches the site
 * with a cookie whose session the API no longer knows, and is refused.
 */
export async function endSessionAtNextCall(
  world: QaWorld,
  actor: BrowserActor,
  signOut: () => Promise<void>,
) {
  world.allowBrowserErrors(REFUSED_SESSION)
  await world.page.route(
    `**/_serverFn/${serverFunctionId(actor)}*`,
    async (route) => {
      await signOut()
      await route.continue()
    },
    { times: 1 },
  )
}
