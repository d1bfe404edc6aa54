/**
 * The API on its own port (`npm run api`), for a web app configured with `API_BASE_URL` or for
 * trying the API with curl. Routes are at the root: http://127.0.0.1:3001/health.
 */
import { serve } from 'srvx'
import { ConfigError, serverEnv } from '../app.config'
import { startApiRuntime } from './runtime'

// A service on its own port is production unless told otherwise: development would turn on the
// fault switch (`x-diri-fault`) and accept a fixed sign-in code (AUTH_DEV_OTP). Empty counts as unset.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production'

// A configuration refused (app.config.ts, or the runtime's own check of where sign-in codes go)
// stops the start with its message alone, as `npm start` does.
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const env = (() => {
  try {
    return serverEnv()
  } catch (error) {
    exitOnConfigError(error)
  }
})()
const api = await startApiRuntime({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  devOtp: env.AUTH_DEV_OTP,
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
}).catch(exitOnConfigError)

const server = serve({
  port: env.API_PORT,
  fetch: api.fetch,
  // We close the database after the server stops, so we handle the signals ourselves.
  gracefulShutdown: false,
  silent: true,
})
await server.ready()
console.info(`[api] listening on ${server.url}`)

async function shutDown(signal: string) {
  console.info(`[api] ${signal}: closing`)
  await server.close()
  await api.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutDown('SIGINT'))
process.once('SIGTERM', () => void shutDown('SIGTERM'))
