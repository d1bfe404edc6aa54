/** Loads of one step that may fail in a row before the page stops offering 'Coba lagi'. */
export const MAX_LOAD_ATTEMPTS = 3
