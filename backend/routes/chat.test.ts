import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  ChatMessage,
  ChatMessages,
  ChatRoom,
  ConsultSummary,
} from '../../contract/consults/schemas'
import { CONSULT_STATUS, consultMessages, consults } from '../db/schema/consults'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'
import { CHAT_MESSAGES } from './chat'
import {
  addAttachment,
  addConsult,
  addDoctor,
  chatCalls,
  KULIT,
  RAMBUT,
} from './chat/chat-test-support'

const api = setUpTestApi()
const { roomInChat, send, sent } = chatCalls(api)

describe('GET /v2/consults/{id}/chat', () => {
  it('shows the member the room: the consult, the doctor and whether they are online, the messages and both read marks', async () => {
    const { consultId, doctor, member } = await roomInChat()
    await sent(member, consultId, 'Dok, jerawat saya meradang.')
    // The doctor's console opened a minute ago.
    expect((await api().request('GET', '/v2/doctor/me', { token: doctor.token })).status).toBe(200)
    api().clock.advance(60_000)

    const room = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
      200,
      ChatRoom,
    )
    expect(room.consult).toMatchObject({ id: consultId, status: 3, doctorName: 'dr. Anisa Uji' })
    expect(room.viewer).toBe('member')
    expect(room.doctor).toEqual({
      name: 'dr. Anisa Uji',
      title: 'Dokter Umum',
      online: true,
      lastSeenAt: new Date(api().clock.now().getTime() - 60_000).toISOString(),
    })
    expect(room.messages.map((message) => [message.seq, message.sender, message.text])).toEqual([
      [1, 'member', 'Dok, jerawat saya meradang.'],
    ])
    // The sender has read their own message; the doctor has not.
    expect(room.readUpTo).toEqual({ member: 1, doctor: 0 })

    api().clock.advance(2 * 60_000)
    const later = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: doctor.token }),
      200,
      ChatRoom,
    )
    expect(later.viewer).toBe('doctor')
    expect(later.doctor?.online).toBe(false)
  })

  it('shows the doctor not online once the consult is closed, though their console is still open', async () => {
    const { consultId, doctor, member } = await roomInChat()
    // The console is open (it marks the doctor seen), and stays open for other patients.
    expect((await api().request('GET', '/v2/doctor/me', { token: doctor.token })).status).toBe(200)
    const before = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
      200,
      ChatRoom,
    )
    expect(before.doctor?.online).toBe(true)
    const closed = await api().request('POST', `/v2/doctor/consults/${consultId}/close`, {
      token: doctor.token,
      body: { productType: 1, note: 'Jerawat ringan. Cuci muka dua kali sehari.', items: [] },
    })
    expect(closed.status).toBe(200)
    expect((await api().request('GET', '/v2/doctor/me', { token: doctor.token })).status).toBe(200)
    const after = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
      200,
      ChatRoom,
    )
    expect(after.consult.status).toBe(9)
    expect(after.doctor).toMatchObject({ name: 'dr. Anisa Uji', online: false })
  })

  it('has no doctor while the consult waits for one', async () => {
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const member = await api().signIn(DEMO_PHONES.putri)
    const room = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
      200,
      ChatRoom,
    )
    expect(room.doctor).toBeNull()
    expect(room.messages).toEqual([])
  })

  it('is 404 for another member, for a doctor of another polyclinic, and for a malformed id', async () => {
    const { consultId } = await roomInChat()
    const budi = await api().signIn(DEMO_PHONES.budi)
    const hairDoctor = await addDoctor(api(), RAMBUT)
    const skinColleague = await addDoctor(api(), KULIT)
    for (const token of [budi, hairDoctor.token, skinColleague.token]) {
      await expectProblem(
        await api().request('GET', `/v2/consults/${consultId}/chat`, { token }),
        404,
      )
    }
    const member = await api().signIn(DEMO_PHONES.putri)
    await expectProblem(
      await api().request('GET', '/v2/consults/not-a-uuid/chat', { token: member }),
      404,
    )
  })

  it('opens a waiting consult to every doctor of its polyclinic, not to others', async () => {
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const skin = await addDoctor(api(), KULIT)
    const hair = await addDoctor(api(), RAMBUT)
    const room = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: skin.token }),
      200,
      ChatRoom,
    )
    expect(room.viewer).toBe('doctor')
    await expectProblem(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: hair.token }),
      404,
    )
  })
})

describe('POST /v2/consults/{id}/messages', () => {
  it('stores a message once per client id: the same one again answers 200 with the first', async () => {
    const { consultId, member } = await roomInChat()
    const clientId = randomUUID()
    const first = await expectBody(
      await send(member, consultId, { clientId, text: '  Halo dok  ' }),
      201,
      ChatMessage,
    )
    expect(first).toMatchObject({
      consultId,
      seq: 1,
      sender: 'member',
      kind: 'text',
      text: 'Halo dok',
      attachment: null,
      recommendation: null,
      clientId,
      sentAt: api().clock.now().toISOString(),
    })
    const again = await expectBody(
      await send(member, consultId, { clientId, text: 'Halo dok' }),
      200,
      ChatMessage,
    )
    expect(again).toEqual(first)
    const rows = await api()
      .db.select()
      .from(consultMessages)
      .where(eq(consultMessages.consultId, consultId))
    expect(rows).toHaveLength(1)
  })

  it('numbers twenty messages sent at once 1 to 20, with no gap and no repeat, and the same client id sent at once is stored once', async () => {
    const { consultId, member } = await roomInChat()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(member, consultId, { clientId: randomUUID(), text: `Pesan ${index + 1}` }),
      ),
    )
    const messages = await Promise.all(
      responses.map((response) => expectBody(response, 201, ChatMessage)),
    )
    expect(messages.map((message) => message.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    )

    const clientId = randomUUID()
    const twins = await Promise.all(
      Array.from({ length: 5 }, () => send(member, consultId, { clientId, text: 'Sekali saja' })),
    )
    const statuses = twins.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 201])
    const bodies = await Promise.all(twins.map((response) => response.json()))
    expect(new Set(bodies.map((body) => v.parse(ChatMessage, body).id)).size).toBe(1)
    const [consult] = await api().db.select().from(consults).where(eq(consults.id, consultId))
    expect(consult?.lastSeq).toBe(21)
  })

  it('lets the member write while waiting for a doctor, and the doctor only once they took the consult', async () => {
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const member = await api().signIn(DEMO_PHONES.putri)
    const doctor = await addDoctor(api(), KULIT)
    await sent(member, consultId, 'Saya menunggu dokter.')
    const refused = await expectProblem(
      await send(doctor.token, consultId, { clientId: randomUUID(), text: 'Halo' }),
      409,
    )
    expect(refused.message).toBe(CHAT_MESSAGES.notClaimed)

    await expectBody(
      await api().request('POST', `/v2/doctor/consults/${consultId}/claim`, {
        token: doctor.token,
      }),
      200,
      ConsultSummary,
    )
    const reply = await sent(doctor.token, consultId, 'Halo, saya dokter Anda.')
    // 1: the member's, 2: 'dr. … bergabung', 3: the reply.
    expect(reply).toMatchObject({ seq: 3, sender: 'doctor', text: 'Halo, saya dokter Anda.' })
  })

  it('refuses a questionnaire not yet sent, and a consult that is over', async () => {
    const member = await api().signIn(DEMO_PHONES.putri)
    const draft = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.questionnaire,
    })
    const notYet = await expectProblem(
      await send(member, draft, { clientId: randomUUID(), text: 'Halo' }),
      409,
    )
    expect(notYet.message).toBe(CHAT_MESSAGES.notSubmitted)
    for (const status of [CONSULT_STATUS.finished, CONSULT_STATUS.abandoned]) {
      const over = await addConsult(api(), DEMO_PHONES.putri, { status })
      const refused = await expectProblem(
        await send(member, over, { clientId: randomUUID(), text: 'Halo' }),
        409,
      )
      expect(refused.message).toBe('Konsultasi ini sudah selesai.')
    }
  })

  it('sends a photo of this consult, and refuses one of another consult naming attachmentId', async () => {
    const { consultId, member } = await roomInChat()
    const photo = await addAttachment(api(), consultId, DEMO_PHONES.putri)
    const message = await expectBody(
      await send(member, consultId, { clientId: randomUUID(), attachmentId: photo }),
      201,
      ChatMessage,
    )
    expect(message).toMatchObject({
      kind: 'image',
      text: null,
      attachment: { id: photo, contentType: 'image/jpeg', size: 1234, width: 640, height: 480 },
    })

    const otherConsult = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const elsewhere = await addAttachment(api(), otherConsult, DEMO_PHONES.putri)
    const refused = await expectProblem(
      await send(member, consultId, { clientId: randomUUID(), attachmentId: elsewhere }),
      422,
    )
    expect(refused.errors?.map((error) => error.path)).toEqual(['attachmentId'])
  })

  it('refuses a body without text or photo, or with both', async () => {
    const { consultId, member } = await roomInChat()
    await expectProblem(await send(member, consultId, { clientId: randomUUID() }), 400)
    await expectProblem(
      await send(member, consultId, {
        clientId: randomUUID(),
        text: 'a',
        attachmentId: randomUUID(),
      }),
      400,
    )
    await expectProblem(await send(member, consultId, { clientId: 'not-a-uuid', text: 'a' }), 400)
  })
})

describe('GET /v2/consults/{id}/messages', () => {
  it('lists the messages after a seq, oldest first', async () => {
    const { consultId, member, doctor } = await roomInChat()
    await sent(member, consultId, 'satu')
    await sent(doctor.token, consultId, 'dua')
    await sent(member, consultId, 'tiga')
    const after1 = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/messages?after=1`, {
        token: doctor.token,
      }),
      200,
      ChatMessages,
    )
    expect(after1.data.map((message) => [message.seq, message.sender, message.text])).toEqual([
      [2, 'doctor', 'dua'],
      [3, 'member', 'tiga'],
    ])
    const all = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/messages`, { token: member }),
      200,
      ChatMessages,
    )
    expect(all.data).toHaveLength(3)
    await expectProblem(
      await api().request('GET', `/v2/consults/${consultId}/messages?after=-1`, { token: member }),
      400,
    )
  })
})

describe('POST /v2/consults/{id}/read', () => {
  it("moves the caller's own mark, never backwards and never past the last message", async () => {
    const { consultId, member, doctor } = await roomInChat()
    await sent(member, consultId, 'satu')
    await sent(member, consultId, 'dua')
    const read = (token: string, upTo: number) =>
      api().request('POST', `/v2/consults/${consultId}/read`, { token, body: { upTo } })
    const marks = async () =>
      (
        await expectBody(
          await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
          200,
          ChatRoom,
        )
      ).readUpTo

    expect((await read(doctor.token, 1)).status).toBe(204)
    expect(await marks()).toEqual({ member: 2, doctor: 1 })
    expect((await read(doctor.token, 99)).status).toBe(204)
    expect(await marks()).toEqual({ member: 2, doctor: 2 })
    expect((await read(doctor.token, 0)).status).toBe(204)
    expect(await marks()).toEqual({ member: 2, doctor: 2 })
    // Past any seq the database can hold: still "everything so far".
    expect((await read(member, Number.MAX_SAFE_INTEGER)).status).toBe(204)
    expect(await marks()).toEqual({ member: 2, doctor: 2 })
    await expectProblem(await read(member, -1), 400)
  })
})
