/**
 * A member-only server function refused the call: nobody is signed in, or the API no longer
 * accepts the session (expired, or signed out on another device), whose cookie is then cleared.
 * It reaches the browser as itself (`error-transport.ts`), where `useSignInAgain` answers it by
 * sending the member to sign in and back.
 */
export class SignInRequiredError extends Error {
  override name = 'SignInRequiredError'
  readonly status = 401
  constructor() {
    super('Silakan masuk dulu untuk melanjutkan.')
  }
}
