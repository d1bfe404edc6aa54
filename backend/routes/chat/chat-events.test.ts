/**
 * The chat room's live side, `GET /v2/consults/{id}/events` (Server-Sent Events): what a stream
 * sends and in which order, from where it resumes, who may open one, and that it ends cleanly.
 */
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import {
  ChatMessage,
  ChatRoom,
  ConsultSummary,
  ReadEvent,
} from '../../../contract/consults/schemas'
import { CONSULT_STATUS } from '../../db/schema/consults'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import type { ConsultEventBus } from '../../events/consult-events'
import { anotherInstance, expectBody, expectProblem, setUpTestApi } from '../../test/harness'
import { addConsult, addDoctor, chatCalls, eventReader, KULIT } from './chat-test-support'
import { KEEP_ALIVE_MS } from './event-stream'

const api = setUpTestApi()
const { roomInChat, sent } = chatCalls(api)

function openEvents(
  token: string,
  consultId: string,
  options: { lastEventId?: string; query?: string } = {},
  test = api(),
) {
  return test.request('GET', `/v2/consults/${consultId}/events${options.query ?? ''}`, {
    token,
    headers: options.lastEventId === undefined ? {} : { 'last-event-id': options.lastEventId },
  })
}

describe('GET /v2/consults/{id}/events', () => {
  it('sends the messages after Last-Event-ID, then live ones, each once and in order', async () => {
    const { consultId, member, doctor } = await roomInChat()
    for (const text of ['satu', 'dua', 'tiga']) await sent(member, consultId, text)

    const response = await openEvents(doctor.token, consultId, { lastEventId: '1' })
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    const events = eventReader(response)
    try {
      const backlog = [
        await events.expectEvent('message', ChatMessage),
        await events.expectEvent('message', ChatMessage),
      ]
      expect(backlog.map((event) => [event.id, event.data.text])).toEqual([
        ['2', 'dua'],
        ['3', 'tiga'],
      ])
      expect(events.retry).toBe('2000')
      // Both read marks follow the backlog.
      expect((await events.expectEvent('read', ReadEvent)).data).toEqual({
        reader: 'member',
        upTo: 3,
      })
      expect((await events.expectEvent('read', ReadEvent)).data).toEqual({
        reader: 'doctor',
        upTo: 0,
      })

      await sent(member, consultId, 'empat')
      const live = await events.expectEvent('message', ChatMessage)
      expect([live.id, live.data.text]).toEqual(['4', 'empat'])

      await Promise.all(
        ['lima', 'enam', 'tujuh'].map((text) => sent(doctor.token, consultId, text)),
      )
      const burst = []
      for (let i = 0; i < 3; i++) {
        let event = await events.next()
        // The sender's own read mark moves with each message: read events may come between.
        while (event.event === 'read') event = await events.next()
        burst.push(v.parse(ChatMessage, JSON.parse(event.data)).seq)
      }
      expect(burst).toEqual([5, 6, 7])
    } finally {
      await events.cancel()
    }
  })

  it('starts from ?after= without Last-Event-ID, from the beginning without either, and refuses a malformed one', async () => {
    const { consultId, member } = await roomInChat()
    await sent(member, consultId, 'satu')
    await sent(member, consultId, 'dua')
    const fromQuery = eventReader(await openEvents(member, consultId, { query: '?after=1' }))
    expect((await fromQuery.expectEvent('message', ChatMessage)).id).toBe('2')
    await fromQuery.cancel()
    const fromStart = eventReader(await openEvents(member, consultId))
    expect((await fromStart.expectEvent('message', ChatMessage)).id).toBe('1')
    await fromStart.cancel()
    await expectProblem(await openEvents(member, consultId, { lastEventId: 'abc' }), 400)
  })

  it('sends read marks and the consult when a doctor takes it', async () => {
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const member = await api().signIn(DEMO_PHONES.putri)
    const doctor = await addDoctor(api(), KULIT, 'dr. Sinta Uji')
    const events = eventReader(await openEvents(member, consultId))
    try {
      await events.expectEvent('read', ReadEvent)
      await events.expectEvent('read', ReadEvent)
      await expectBody(
        await api().request('POST', `/v2/doctor/consults/${consultId}/claim`, {
          token: doctor.token,
        }),
        200,
        ConsultSummary,
      )
      const consult = await events.expectEvent('consult', ConsultSummary)
      expect(consult.data).toMatchObject({ id: consultId, status: 3, doctorName: 'dr. Sinta Uji' })
      const joined = await events.expectEvent('message', ChatMessage)
      expect(joined.data).toMatchObject({
        sender: 'system',
        kind: 'status',
        text: 'dr. Sinta Uji bergabung dalam percakapan.',
      })

      expect(
        (
          await api().request('POST', `/v2/consults/${consultId}/read`, {
            token: doctor.token,
            body: { upTo: 1 },
          })
        ).status,
      ).toBe(204)
      expect((await events.expectEvent('read', ReadEvent)).data).toEqual({
        reader: 'member',
        upTo: 0,
      })
      expect((await events.expectEvent('read', ReadEvent)).data).toEqual({
        reader: 'doctor',
        upTo: 1,
      })
    } finally {
      await events.cancel()
    }
  })

  it("ends a colleague's stream when another doctor takes the consult", async () => {
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const winner = await addDoctor(api(), KULIT)
    const colleague = await addDoctor(api(), KULIT)
    const events = eventReader(await openEvents(colleague.token, consultId))
    await events.expectEvent('read', ReadEvent)
    await events.expectEvent('read', ReadEvent)
    await api().request('POST', `/v2/doctor/consults/${consultId}/claim`, { token: winner.token })
    await expect(events.next()).rejects.toThrow(/The stream ended/)
  })

  it('loses and repeats nothing over a storm of reconnects with Last-Event-ID during an exchange', async () => {
    const { consultId, member, doctor } = await roomInChat()
    const total = 60
    const sending = (async () => {
      for (let i = 1; i <= total; i++) {
        await sent(i % 2 === 0 ? member : doctor.token, consultId, `Pesan ${i}`)
      }
    })()
    const received: number[] = []
    let lastEventId: string | undefined
    while (received.length < total) {
      const events = eventReader(
        await openEvents(member, consultId, lastEventId === undefined ? {} : { lastEventId }),
      )
      try {
        // A few messages per connection, then the connection drops.
        for (let taken = 0; taken < 7 && received.length < total; ) {
          const event = await events.next()
          if (event.event !== 'message') continue
          received.push(v.parse(ChatMessage, JSON.parse(event.data)).seq)
          lastEventId = event.id
          taken++
        }
      } finally {
        await events.cancel()
      }
    }
    await sending
    expect(received).toEqual(Array.from({ length: total }, (_, index) => index + 1))
  })

  it("keeps a quiet stream alive every 15 s, and a doctor's stream shows the doctor online", async () => {
    const { consultId, member, doctor } = await roomInChat()
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const events = eventReader(await openEvents(doctor.token, consultId))
      try {
        await events.expectEvent('read', ReadEvent)
        await events.expectEvent('read', ReadEvent)
        const seen = async () =>
          (
            await expectBody(
              await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
              200,
              ChatRoom,
            )
          ).doctor
        expect(await seen()).toMatchObject({
          online: true,
          lastSeenAt: api().clock.now().toISOString(),
        })

        api().clock.advance(10 * 60_000)
        expect((await seen())?.online).toBe(false)
        vi.advanceTimersByTime(KEEP_ALIVE_MS)
        await events.expectQuiet(100)
        expect(events.comments).toEqual(['keep-alive'])
        await vi.waitFor(async () =>
          expect(await seen()).toMatchObject({
            online: true,
            lastSeenAt: api().clock.now().toISOString(),
          }),
        )
      } finally {
        await events.cancel()
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops listening when the client goes away', async () => {
    const { consultId, member } = await roomInChat()
    const counting = countingBus(api().deps.events)
    const instance = anotherInstance(api(), { events: counting.bus })
    const controller = new AbortController()
    const response = await instance.app.fetch(
      new Request(`http://api.test/v2/consults/${consultId}/events`, {
        headers: { 'diri-platform': 'web', authorization: `Bearer ${member}` },
        signal: controller.signal,
      }),
    )
    expect(response.status).toBe(200)
    expect(counting.listening()).toBe(1)
    controller.abort()
    expect(counting.listening()).toBe(0)

    const cancelled = eventReader(await openEvents(member, consultId, {}, instance))
    expect(counting.listening()).toBe(1)
    await cancelled.cancel()
    // The cancel reaches the stream through the reader's decoding pipe, a few turns later.
    await vi.waitFor(() => expect(counting.listening()).toBe(0))
  })

  it('is 404 for a member who is not in the room, before any stream opens', async () => {
    const { consultId } = await roomInChat()
    const budi = await api().signIn(DEMO_PHONES.budi)
    await expectProblem(await openEvents(budi, consultId), 404)
  })

  it('delivers a message sent through another instance (PostgreSQL: LISTEN/NOTIFY between two buses)', async () => {
    const { consultId, member, doctor } = await roomInChat()
    const b = anotherInstance(api())
    await b.deps.events.ready()
    const events = eventReader(await openEvents(member, consultId, {}, b))
    try {
      await events.expectEvent('read', ReadEvent)
      await events.expectEvent('read', ReadEvent)
      await sent(doctor.token, consultId, 'Dari instance A')
      const message = await events.expectEvent('message', ChatMessage)
      expect([message.id, message.data.text]).toEqual(['1', 'Dari instance A'])
    } finally {
      await events.cancel()
    }
  })
})

/** The bus, counting who listens. */
function countingBus(inner: ConsultEventBus) {
  let listening = 0
  const bus: ConsultEventBus = {
    ...inner,
    publish: (event, executor) => inner.publish(event, executor),
    ready: () => inner.ready(),
    close: () => inner.close(),
    subscribe(consultId, listener) {
      listening += 1
      const unsubscribe = inner.subscribe(consultId, listener)
      let done = false
      return () => {
        if (done) return
        done = true
        listening -= 1
        unsubscribe()
      }
    },
  }
  return { bus, listening: () => listening }
}
