/**
 * Something changed in a consult's room: a message, a read mark, a status. Every API instance
 * hears every change (PostgreSQL `LISTEN/NOTIFY` when `DATABASE_URL` is set, an in-process
 * emitter on PGlite, which only one process can open), and its open event streams then read what
 * is new from the database. The notice carries no message: the database stays the one source,
 * so a notice that is lost or doubled can delay a message but never lose or repeat it.
 */
export interface ConsultEvent {
  consultId: string
  type: 'message' | 'read' | 'consult'
}

export interface ConsultEventBus {
  /**
   * Tells every instance, after the caller's transaction commits. With PostgreSQL, pass the
   * transaction (`tx`) so the NOTIFY is part of it and is delivered only on commit.
   */
  publish(event: ConsultEvent): Promise<void>
  /** Listens for one consult's changes; returns the unsubscribe. */
  subscribe(consultId: string, listener: (event: ConsultEvent) => void): () => void
  close(): Promise<void>
}

/** One process, no database notices: the bus of PGlite and of tests. */
export function inProcessConsultEvents(): ConsultEventBus {
  const listeners = new Map<string, Set<(event: ConsultEvent) => void>>()
  return {
    async publish(event) {
      // After the current turn, as a NOTIFY arrives after the commit.
      queueMicrotask(() => {
        for (const listener of listeners.get(event.consultId) ?? []) listener(event)
      })
    },
    subscribe(consultId, listener) {
      let set = listeners.get(consultId)
      if (!set) listeners.set(consultId, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(consultId)
      }
    },
    async close() {
      listeners.clear()
    },
  }
}
