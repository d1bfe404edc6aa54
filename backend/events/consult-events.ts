/**
 * Something changed in a consult's room: a message, a read mark, a status. Every API instance
 * hears every change (PostgreSQL `LISTEN/NOTIFY` when `DATABASE_URL` is set, an in-process
 * emitter on PGlite, which only one process can open), and its open event streams then read what
 * is new from the database. The notice carries no message: the database stays the one source,
 * so a notice that is lost or doubled can delay a message but never lose or repeat it.
 */
import type { Database } from '../db/client'

export interface ConsultEvent {
  consultId: string
  type: 'message' | 'read' | 'consult'
}

/** What `publish` can run its NOTIFY on: the database, or the caller's transaction (`tx`). */
export type ConsultEventExecutor = Pick<Database, 'execute'>

export interface ConsultEventBus {
  /**
   * Tells every instance, after the caller's transaction commits. With PostgreSQL, pass the
   * transaction (`tx`) so the NOTIFY is part of it and is delivered only on commit.
   */
  publish(event: ConsultEvent, executor?: ConsultEventExecutor): Promise<void>
  /** Listens for one consult's changes; returns the unsubscribe. */
  subscribe(consultId: string, listener: (event: ConsultEvent) => void): () => void
  /**
   * Resolves once the bus hears other instances (PostgreSQL: the LISTEN is active). A stream
   * waits for it after subscribing and before reading its backlog, so no notice falls between.
   */
  ready(): Promise<void>
  close(): Promise<void>
}

/** The local side of every bus: who listens to which consult in this process. */
export class ConsultSubscribers {
  private readonly listeners = new Map<string, Set<(event: ConsultEvent) => void>>()

  add(consultId: string, listener: (event: ConsultEvent) => void): () => void {
    const set = this.listeners.get(consultId) ?? new Set()
    this.listeners.set(consultId, set)
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.listeners.get(consultId) === set) this.listeners.delete(consultId)
    }
  }

  deliver(event: ConsultEvent) {
    // A copy: a listener that unsubscribes while being told must not skip its neighbour.
    for (const listener of [...(this.listeners.get(event.consultId) ?? [])]) listener(event)
  }

  /** Every listener of every consult hears `type`: after a gap in which notices may be lost. */
  deliverToAll(type: ConsultEvent['type']) {
    for (const consultId of [...this.listeners.keys()]) this.deliver({ consultId, type })
  }

  get count() {
    let count = 0
    for (const set of this.listeners.values()) count += set.size
    return count
  }

  clear() {
    this.listeners.clear()
  }
}

/**
 * One process, no database notices: the bus of PGlite and of tests. The executor is not needed:
 * PGlite has one connection, and a stream's read that a notice starts during the caller's
 * transaction waits for that transaction to end, so it reads the committed message.
 */
export function inProcessConsultEvents(): ConsultEventBus {
  const subscribers = new ConsultSubscribers()
  return {
    async publish(event) {
      // After the current turn, as a NOTIFY arrives after the commit.
      queueMicrotask(() => subscribers.deliver(event))
    },
    subscribe: (consultId, listener) => subscribers.add(consultId, listener),
    ready: async () => {},
    async close() {
      subscribers.clear()
    },
  }
}
