/**
 * A doctor-only server function refused the call: the member is signed in but is not a doctor
 * (the API's 403 on `/v2/doctor/me`). It reaches the browser as itself (`error-transport.ts`),
 * where the console's error page says so with HTTP 403, and is never retried.
 */
export class DoctorOnlyError extends Error {
  override name = 'DoctorOnlyError'
  readonly status = 403
  constructor() {
    super('Halaman ini khusus dokter Diri.')
  }
}
