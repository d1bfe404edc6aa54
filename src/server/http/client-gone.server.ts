/**
 * Whether an error only says that the visitor went away (closed the tab, lost the signal, pressed
 * stop) before the answer was done. That is not a fault of the site: nothing to log, and nobody
 * left to answer.
 */
export function isClientGone(error: unknown, request?: Request): boolean {
  if (request?.signal.aborted) return true
  if (!(error instanceof Error)) return false
  // Node's own words for a request whose connection closed mid-way (`abortIncoming`).
  const code = 'code' in error ? error.code : undefined
  return (
    error.name === 'AbortError' ||
    (code === 'ECONNRESET' && error.message === 'aborted') ||
    code === 'ERR_STREAM_PREMATURE_CLOSE'
  )
}

/**
 * An answer for nobody: the status nginx logs for a client that closed the request, so an access
 * log still tells it apart from an answer that was sent.
 */
export function clientGoneResponse(): Response {
  return new Response(null, { status: 499 })
}
