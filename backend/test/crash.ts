/**
 * A process that dies in the middle of a request, in a test: an app on its own handle of the
 * test's data whose idempotent write stops at a point around its commit (deps.keyFaults), then
 * dies there, and an app started again on the same data.
 *
 * What dies is what a `kill -9` takes: on PostgreSQL the stopped app's connections are cut
 * (`end({ timeout: 0 })`), so the server rolls back its open transaction; on PGlite, which one
 * process holds alone, the restarted app opens an image of the data taken at the stop, as a
 * process reopening the data folder after a kill would find it (the open transaction absent).
 * `scripts/bench-orders.ts` and `scripts/bench-booking.ts` do the same with a real `kill -9`.
 */
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { afterEach } from 'vitest'
import { type DatabaseHandle, openPglite, pgliteExtensions } from '../db/client'
import * as schema from '../db/schema'
import type { KeyFaults } from '../deps'
import { instanceOn, type TestApi } from './harness'

export type StopPoint = keyof KeyFaults

export interface DoomedInstance {
  /** The app that will die: send the request through it. */
  app: TestApi
  /** Resolves once a request reached the stop point, where it now waits. */
  stopped: Promise<void>
  /** Kills the app where it waits; returns an app started again on the same data. */
  crash(): Promise<TestApi>
  /** Lets the stopped request go on instead: a process that was only slow. */
  resume(): void
}

const handlesToClose = new Set<DatabaseHandle>()
afterEach(async () => {
  await Promise.all([...handlesToClose].map((handle) => handle.close()))
  handlesToClose.clear()
})

/** The test's PostgreSQL data through connections of its own, which `kill` cuts at once. */
function ownConnections(url: string) {
  const client = postgres(url, { max: 2, onnotice: () => {} })
  const handle: DatabaseHandle = {
    db: drizzle({ client, schema }),
    kind: 'postgres',
    migrate: async () => {},
    close: () => client.end({ timeout: 0 }),
  }
  return { handle, kill: () => client.end({ timeout: 0 }) }
}

/** An app on `api`'s data whose first idempotent write stops at `at` until it is crashed. */
export function doomedInstance(api: TestApi, at: StopPoint): DoomedInstance {
  let reached: () => void = () => {}
  const stopped = new Promise<void>((resolve) => {
    reached = resolve
  })
  let die: (error: Error) => void = () => {}
  let resume: () => void = () => {}
  const released = new Promise<void>((resolve, reject) => {
    resume = resolve
    die = reject
  })
  // Once killed, the stopped request's own promise rejects; nobody awaits it.
  released.catch(() => {})
  const keyFaults: KeyFaults = {
    [at]: async () => {
      reached()
      await released
    },
  }
  const killed = new Error('killed by the test')

  if (api.database.kind === 'postgres') {
    if (!api.databaseUrl) throw new Error('A PostgreSQL test app without its database URL')
    const own = ownConnections(api.databaseUrl)
    handlesToClose.add(own.handle)
    const app = sameTimeAs(api, instanceOn(own.handle, api, { keyFaults }))
    return {
      app,
      stopped,
      resume,
      crash: async () => {
        await own.kill()
        die(killed)
        return sameTimeAs(api, instanceOn(api.database, api))
      },
    }
  }

  const app = sameTimeAs(api, instanceOn(api.database, api, { keyFaults }))
  return {
    app,
    stopped,
    resume,
    crash: async () => {
      const client: unknown = Reflect.get(api.db, '$client')
      if (!(client instanceof PGlite)) throw new Error('A PGlite test app without its PGlite')
      // The files as they are now, the stopped transaction still open: what a kill leaves.
      const image = await client.dumpDataDir('none')
      // The stopped request may go on in the original data; the restarted app never sees it.
      die(killed)
      const restarted = await openPglite(
        await PGlite.create({ loadDataDir: image, extensions: pgliteExtensions }),
      )
      handlesToClose.add(restarted)
      return sameTimeAs(api, instanceOn(restarted, api))
    },
  }
}

/** `app`, its clock set where `api`'s is: the same moment for every process. */
export function sameTimeAs(api: TestApi, app: TestApi): TestApi {
  app.clock.advance(api.clock.now().getTime() - app.clock.now().getTime())
  return app
}
