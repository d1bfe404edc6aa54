/**
 * The bus between instances on real PostgreSQL (skipped on PGlite, which has no second process to
 * tell): NOTIFY from one bus reaches another's listeners, only when the transaction commits, and
 * a dropped LISTEN connection comes back and makes every stream read the database again. Then
 * two whole API runtimes on one database: a stream on one hears a message sent through the other.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { describe, expect, it, vi } from 'vitest'
import { serverEnv } from '../../app.config'
import { ChatMessage, ReadEvent } from '../../contract/consults/schemas'
import { CONSULT_STATUS } from '../db/schema/consults'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { addConsult, addDoctor, eventReader, KULIT } from '../routes/chat/chat-test-support'
import { startApiRuntime } from '../runtime'
import { setUpTestApi } from '../test/harness'
import type { ConsultEvent } from './consult-events'
import { CONSULT_EVENTS_CHANNEL, postgresConsultEvents } from './postgres-consult-events'

const api = setUpTestApi()

/** Collects what a listener hears. */
function listener() {
  const heard: ConsultEvent[] = []
  return { heard, listen: (event: ConsultEvent) => heard.push(event) }
}

const quietly = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!serverEnv().DATABASE_URL)('postgresConsultEvents', () => {
  function bus() {
    const url = api().databaseUrl
    if (!url) throw new Error('The harness gave no database URL on PostgreSQL')
    return postgresConsultEvents(url)
  }

  it("delivers one bus's notice to another bus's listeners of that consult only", async () => {
    const [a, b] = [bus(), bus()]
    try {
      await Promise.all([a.ready(), b.ready()])
      const consultId = randomUUID()
      const mine = listener()
      const other = listener()
      b.subscribe(consultId, mine.listen)
      b.subscribe(randomUUID(), other.listen)
      await a.publish({ consultId, type: 'message' })
      await vi.waitFor(() => expect(mine.heard).toEqual([{ consultId, type: 'message' }]))
      expect(other.heard).toEqual([])
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })

  it('sends a notice published in a transaction on commit, and none on rollback', async () => {
    const [a, b] = [bus(), bus()]
    try {
      await Promise.all([a.ready(), b.ready()])
      const consultId = randomUUID()
      const heard = listener()
      b.subscribe(consultId, heard.listen)

      await expect(
        api().db.transaction(async (tx) => {
          await a.publish({ consultId, type: 'read' }, tx)
          throw new Error('rolled back on purpose')
        }),
      ).rejects.toThrow('rolled back on purpose')

      let committed = false
      await api().db.transaction(async (tx) => {
        await a.publish({ consultId, type: 'consult' }, tx)
        await quietly(150)
        // Still inside the transaction: nothing has left yet.
        expect(heard.heard).toEqual([])
        committed = true
      })
      expect(committed).toBe(true)
      await vi.waitFor(() => expect(heard.heard).toEqual([{ consultId, type: 'consult' }]))
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })

  it('ignores notices on its channel that are not its own shape', async () => {
    const b = bus()
    try {
      await b.ready()
      const consultId = randomUUID()
      const heard = listener()
      b.subscribe(consultId, heard.listen)
      for (const payload of ['not json', '[]', JSON.stringify({ consultId, type: 'explode' })]) {
        await api().db.execute(sql`select pg_notify(${CONSULT_EVENTS_CHANNEL}, ${payload})`)
      }
      await api().db.execute(
        sql`select pg_notify(${CONSULT_EVENTS_CHANNEL}, ${JSON.stringify({ consultId, type: 'read' })})`,
      )
      await vi.waitFor(() => expect(heard.heard).toEqual([{ consultId, type: 'read' }]))
    } finally {
      await b.close()
    }
  })

  it('listens again after its connection drops, and tells every local listener to read the database', async () => {
    const url = api().databaseUrl ?? ''
    const [a, b] = [bus(), bus()]
    const admin = postgres(url, { max: 1, onnotice: () => {} })
    try {
      await Promise.all([a.ready(), b.ready()])
      const consultId = randomUUID()
      const heard = listener()
      b.subscribe(consultId, heard.listen)

      // Every LISTEN connection of this test's database is cut, as a failover or a restart would.
      const cut = await admin`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`
      expect(cut.length).toBeGreaterThanOrEqual(2)

      await vi.waitFor(() => expect(b.reconnects).toBe(1), { timeout: 5000 })
      expect(heard.heard).toEqual([
        { consultId, type: 'message' },
        { consultId, type: 'read' },
        { consultId, type: 'consult' },
      ])
      await a.publish({ consultId, type: 'message' })
      await vi.waitFor(() => expect(heard.heard).toHaveLength(4))
    } finally {
      await admin.end()
      await Promise.all([a.close(), b.close()])
    }
  })

  it('delivers across two API runtimes on one database: a stream on B hears a message sent on A', async () => {
    const url = api().databaseUrl ?? ''
    const options = {
      databaseUrl: url,
      clock: api().clock,
      authSecret: 'x'.repeat(32),
      faultInjection: false,
    }
    // One after the other: the first brings the database up to date (migrations, seed).
    const a = await startApiRuntime(options)
    const b = await startApiRuntime(options)
    try {
      const doctor = await addDoctor(api(), KULIT)
      const consultId = await addConsult(api(), DEMO_PHONES.putri, {
        status: CONSULT_STATUS.chatting,
        doctor,
      })
      const member = await api().signIn(DEMO_PHONES.putri)
      const headers = (token: string) => ({
        'diri-platform': 'web',
        authorization: `Bearer ${token}`,
      })

      const stream = await b.fetch(
        new Request(`http://b.test/v2/consults/${consultId}/events`, { headers: headers(member) }),
      )
      const events = eventReader(stream)
      try {
        await events.expectEvent('read', ReadEvent)
        await events.expectEvent('read', ReadEvent)
        const sent = await a.fetch(
          new Request(`http://a.test/v2/consults/${consultId}/messages`, {
            method: 'POST',
            headers: { ...headers(doctor.token), 'content-type': 'application/json' },
            body: JSON.stringify({ clientId: randomUUID(), text: 'Dari instance A' }),
          }),
        )
        expect(sent.status).toBe(201)
        const message = await events.expectEvent('message', ChatMessage)
        expect([message.id, message.data.sender, message.data.text]).toEqual([
          '1',
          'doctor',
          'Dari instance A',
        ])
      } finally {
        await events.cancel()
      }
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
