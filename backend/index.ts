/**
 * The embedded API for the web app's server: one per process, opened on first use from the
 * validated environment (`serverEnv()`), so `/api` works with no separate service to run.
 */
import { serverEnv } from '../app.config'
import { type ApiRuntime, startApiRuntime } from './runtime'

// The web server in front counts the visitor's address the way the API does.
export { resolveClientIp } from './http/client-ip'
// And refuses a request on the API's behalf in the API's own shape, with no log.
export { ApiProblem } from './http/problem'

export interface EmbeddedApi {
  /** Answers a request whose path is relative to the API root (`/auth/me`, not `/api/auth/me`). */
  fetch(request: Request): Promise<Response>
  close(): Promise<void>
}

let starting: Promise<ApiRuntime> | undefined

export function getEmbeddedApi(): Promise<EmbeddedApi> {
  if (!starting) {
    const env = serverEnv()
    starting = startApiRuntime({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      devOtp: env.AUTH_DEV_OTP,
      // The web server in front always replaces X-Forwarded-For with the visitor's address.
      trustedProxyHops: 1,
      publicPath: '/api',
    })
    // A failed start is not cached: the next request tries again (the database may be back).
    starting.catch(() => {
      starting = undefined
    })
  }
  return starting.then((runtime) => ({
    fetch: runtime.fetch,
    close: async () => {
      starting = undefined
      await runtime.close()
    },
  }))
}
