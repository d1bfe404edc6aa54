/**
 * Whether a call failed on the way, never answered by the server: the browser is offline, or
 * fetch itself failed (a TypeError), or the call was abandoned (an AbortError). Such a failure
 * says nothing about the call or the session; a line that drops and comes back is one.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')
}
