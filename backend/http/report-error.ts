import type { ApiDeps } from '../deps'

/** Unexpected failures go to the server log (or the test's collector), never to the client. */
export function reportError(deps: Pick<ApiDeps, 'logError'>, message: string, error: unknown) {
  if (deps.logError) deps.logError(message, error)
  else console.error(`[api] ${message}`, error)
}
