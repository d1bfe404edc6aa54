/**
 * The customer-engagement tool (marketing purpose): ENGAGEMENT_KEY and ENGAGEMENT_SCRIPT_URL, loaded
 * only with marketing consent. The spec names no vendor, so the rest of the app speaks to this one
 * adapter and a real vendor is a change of this file alone.
 *
 * The command-queue contract (what the script at ENGAGEMENT_SCRIPT_URL must do):
 * - Before the script runs, `window.diriEngagement` is an array of commands, each `[name, ...args]`.
 *   When the script loads, it runs the queued commands in order, then replaces the array with an
 *   object whose `push(command)` runs a command at once.
 * - `['init', key]`: start with the site's key. Always the first command.
 * - `['identify', { id, name, city }]`: the signed-in member. Never the phone number or the e-mail
 *   address (`publishUser` in src/machines/auth/analytics.ts says the same for the data layer).
 * - `['reset']`: forget the member and anything kept about them on this device (sign-out).
 * - What it keeps in the browser matches `ENGAGEMENT_STORAGE`, so a withdrawal or a sign-out can
 *   remove it even when the script is gone.
 *
 * For a vendor with its own API, map the three commands onto it in `send` and `loadEngagement`
 * and name its cookies and storage keys below.
 */
import { removeCookies } from './cookie-removal'
import { loadScript } from './load-script'

export interface EngagementUser {
  id: string
  name: string | null
  city: string | null
}

type Command =
  | readonly ['init', string]
  | readonly ['identify', EngagementUser]
  | readonly ['reset']

interface EngagementQueue {
  push(command: Command): unknown
}

declare global {
  interface Window {
    diriEngagement?: EngagementQueue
  }
}

/** What the tool keeps in the browser: removed on withdrawal and on sign-out. */
export const ENGAGEMENT_STORAGE = {
  cookies: [/^_eng/],
  localStorage: [/^eng[:_]/],
} as const

/**
 * Remembers, across pages, that the tool was told who the member is, so a sign-out on a later
 * page still resets it. Ours, necessary to honour the sign-out, and holds no personal data.
 */
const IDENTIFIED_MARKER = 'diri:engagement-identified'

let loaded = false
/** The member to identify as soon as the tool loads (the session can arrive first). */
let pendingUser: EngagementUser | null = null

function send(command: Command) {
  window.diriEngagement = window.diriEngagement ?? ([] as Command[])
  window.diriEngagement.push(command)
}

export function loadEngagement(key: string, scriptUrl: string) {
  if (loaded) return
  loaded = true
  send(['init', key])
  if (pendingUser) identify(pendingUser)
  loadScript(scriptUrl)
}

function identify(user: EngagementUser) {
  send(['identify', user])
  try {
    localStorage.setItem(IDENTIFIED_MARKER, '1')
  } catch {
    // Storage refused (private mode): the reset on sign-out then relies on this page's memory.
  }
}

/**
 * The member as the tool may know them (id, name, city), or null on sign-out: the tool is reset
 * and what it kept on this device is removed. A member before the tool has loaded (no consent yet,
 * or the script still on its way) is identified when it loads.
 */
export function publishEngagementUser(user: EngagementUser | null) {
  if (user) {
    pendingUser = user
    if (loaded) identify(user)
    return
  }
  const wasIdentified = pendingUser !== null || hasMarker()
  pendingUser = null
  if (!wasIdentified) return
  if (loaded) send(['reset'])
  clearEngagementStorage()
}

function hasMarker() {
  try {
    return localStorage.getItem(IDENTIFIED_MARKER) !== null
  } catch {
    return false
  }
}

/** Removes the tool's cookies and storage keys, and the marker. */
export function clearEngagementStorage() {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key === IDENTIFIED_MARKER || ENGAGEMENT_STORAGE.localStorage.some((re) => re.test(key))) {
        localStorage.removeItem(key)
      }
    }
  } catch {
    // Storage refused: nothing was kept there either.
  }
  removeCookies(ENGAGEMENT_STORAGE.cookies)
}

/** For tests: a fresh page. */
export function resetEngagementForTests() {
  loaded = false
  pendingUser = null
  delete window.diriEngagement
}
