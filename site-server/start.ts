/** `npm start`: build when needed, then serve the production build on PORT. */
import { ConfigError, serverEnv } from '../app.config'
import { buildIfStale } from './build-if-stale'
import { startProductionServer } from './serve'

// Production unless told otherwise (`npm run dev` is development, the tests set `test`): the
// fault switch and a fixed sign-in code are never on by accident. Empty counts as unset.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production'

let env: ReturnType<typeof serverEnv>
try {
  env = serverEnv()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

buildIfStale()
const server = await startProductionServer({ port: env.PORT })
console.log(`[start] Diri is running at ${env.PUBLIC_SITE_URL} (port ${env.PORT})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0))
  })
}
