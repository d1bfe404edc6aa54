/**
 * The session ended: the server function's `SignInRequiredError`, recognised by its name because
 * the error crosses the server-function boundary as a plain `Error` with that name.
 */
export function isSignInRequired(error: unknown): boolean {
  return error instanceof Error && error.name === 'SignInRequiredError'
}
