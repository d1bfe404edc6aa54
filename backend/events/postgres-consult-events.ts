/**
 * The bus of several API instances on one PostgreSQL: `LISTEN diri_consult_events` on one
 * dedicated connection per instance, `NOTIFY` (as `pg_notify`) from whoever changed a room,
 * preferably inside the transaction that changed it, so the notice leaves only on commit.
 */
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import type { ConsultEvent, ConsultEventBus } from './consult-events'
import { ConsultSubscribers } from './consult-events'

export const CONSULT_EVENTS_CHANNEL = 'diri_consult_events'

const EVENT_TYPES = new Set<string>(['message', 'read', 'consult'] satisfies ConsultEvent['type'][])

export interface PostgresConsultEventBus extends ConsultEventBus {
  /** How many times the LISTEN was set up again after its connection dropped. */
  readonly reconnects: number
}

export function postgresConsultEvents(databaseUrl: string): PostgresConsultEventBus {
  // One connection for a NOTIFY sent outside a transaction; postgres-js opens the LISTEN's own.
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  const subscribers = new ConsultSubscribers()
  let reconnects = 0
  let listens = 0
  let closed = false

  const listening = client.listen(
    CONSULT_EVENTS_CHANNEL,
    (payload) => {
      const event = parseEvent(payload)
      if (event) subscribers.deliver(event)
    },
    () => {
      // postgres-js listens again by itself after its connection drops; notices sent meanwhile
      // are gone, so every stream of this instance reads the database again. Streams send only
      // what is newer than what they sent, so the extra reads repeat nothing.
      listens += 1
      if (listens === 1 || closed) return
      reconnects += 1
      subscribers.deliverToAll('message')
      subscribers.deliverToAll('read')
      subscribers.deliverToAll('consult')
    },
  )
  // A failed first LISTEN is reported by ready(), to the caller that waits for it.
  listening.catch(() => {})

  return {
    get reconnects() {
      return reconnects
    },
    async publish(event, executor) {
      const payload = JSON.stringify({ consultId: event.consultId, type: event.type })
      if (executor) {
        await executor.execute(sql`select pg_notify(${CONSULT_EVENTS_CHANNEL}, ${payload})`)
      } else {
        await client`select pg_notify(${CONSULT_EVENTS_CHANNEL}, ${payload})`
      }
    },
    subscribe: (consultId, listener) => subscribers.add(consultId, listener),
    async ready() {
      await listening
    },
    async close() {
      if (closed) return
      closed = true
      subscribers.clear()
      await client.end({ timeout: 5 })
    },
  }
}

function parseEvent(payload: string): ConsultEvent | null {
  try {
    const value: unknown = JSON.parse(payload)
    if (typeof value !== 'object' || value === null) return null
    const { consultId, type } = value as Record<string, unknown>
    if (typeof consultId !== 'string' || typeof type !== 'string' || !EVENT_TYPES.has(type)) {
      return null
    }
    return { consultId, type: type as ConsultEvent['type'] }
  } catch {
    // Another program's NOTIFY on our channel: not ours to read.
    return null
  }
}
