/**
 * The order page's `?beli-lagi=` parameter (reorder-outcome.ts writes and reads its value). Apart
 * from the outcome's reader, so the route's search check, which every page loads with the route
 * tree, does not bring the shop's schemas with it.
 */
export const REORDER_PARAM = 'beli-lagi'

/** `gagal` in place of the outcome: the API refused (a full cart) or could not be reached. */
export const REORDER_FAILED = 'gagal'

/** The longest outcome the page reads: a few hundred products. */
export const REORDER_OUTCOME_MAX_LENGTH = 4000
