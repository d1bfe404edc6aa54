/**
 * The production build in a process of its own, for the browser tests and the size guard: the
 * parent sets the environment (port, data folder, dev sign-in code) before this starts, so the
 * server's `serverEnv()` reads exactly that, and the parent can stop it with a signal.
 */
import { startProductionServer } from '../../site-server/serve'

const port = Number(process.env.PORT)
if (!Number.isInteger(port) || port < 1) {
  console.error(`[test-server] PORT=${JSON.stringify(process.env.PORT)}: expected a port number.`)
  process.exit(1)
}

const server = await startProductionServer({
  port,
  hostname: process.env.HOST ?? '127.0.0.1',
  distDir: process.env.DIST_DIR,
})
console.log(`[test-server] listening at ${server.url}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0))
  })
}
