/**
 * A short answer in plain text that no cache keeps: what the site says itself, before Start or the
 * API, to a request it refuses (a server-function call not made as our client makes it, an error
 * report it will not forward).
 */
export function plainTextResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  })
}
