/**
 * What a session replay must never show: health data (questionnaire answers, chat
 * messages and photos), addresses, phone numbers and the sign-in code. The spec keeps "mask all
 * text" off for the rest of the site, so each component that shows such a thing declares it here,
 * and the replay configuration (src/components/error-reports/sentry-browser.ts) reads the one
 * selector list below. Inputs are masked everywhere anyway (`maskAllInputs`).
 *
 * - `privateText`: the element's text (and its children's) is recorded as asterisks. For answers,
 *   messages, addresses, numbers; and for a whole form of choices, since a checked radio beside
 *   its label would show the answer.
 * - `privateMedia`: the element is recorded as an empty box of the same size: photos.
 */
export const REPLAY_PRIVACY_ATTRIBUTE = 'data-replay-private'

export const privateText = { [REPLAY_PRIVACY_ATTRIBUTE]: 'mask' } as const
export const privateMedia = { [REPLAY_PRIVACY_ATTRIBUTE]: 'block' } as const

/** Selectors of the replay's `mask` option. */
export const REPLAY_MASK_SELECTORS = [`[${REPLAY_PRIVACY_ATTRIBUTE}="mask"]`]
/**
 * Attributes masked everywhere, whatever the element: they repeat what the page shows ("Menu akun
 * 0812-…", "Ubah alamat Rumah", a photo's alt text naming the question) where a component's mark
 * on its text does not reach. The SDK's default list, and `alt`.
 */
export const REPLAY_MASKED_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt']

/** Selectors of the replay's `block` option. */
export const REPLAY_BLOCK_SELECTORS = [`[${REPLAY_PRIVACY_ATTRIBUTE}="block"]`]
