import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ChatMessage, ChatRoom, ConsultSummary } from '../../contract/consults/schemas'
import { Doctor, DoctorQueue, DoctorQueueItem } from '../../contract/doctor/schemas'
import { CONSULT_STATUS, consultMessages, consults } from '../db/schema/consults'
import { members } from '../db/schema/members'
import { shopProducts, shopRegimens } from '../db/schema/shop'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { seedShop } from '../db/seed/shop'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'
import { addConsult, addDoctor, KULIT, polyclinicId, RAMBUT } from './chat/chat-test-support'
import { DOCTOR_MESSAGES } from './doctor'
import { RECOMMENDATION_MESSAGES } from './doctor/recommendation'

const api = setUpTestApi()

const claim = (token: string, consultId: string) =>
  api().request('POST', `/v2/doctor/consults/${consultId}/claim`, { token })

const close = (token: string, consultId: string, body: unknown) =>
  api().request('POST', `/v2/doctor/consults/${consultId}/close`, { token, body })

async function messagesOf(consultId: string) {
  return api()
    .db.select()
    .from(consultMessages)
    .where(eq(consultMessages.consultId, consultId))
    .orderBy(asc(consultMessages.seq))
}

describe('who may use the console', () => {
  it('refuses members with 403 on every doctor call', async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const calls = [
      api().request('GET', '/v2/doctor/me', { token }),
      api().request('GET', '/v2/doctor/consults', { token }),
      claim(token, consultId),
      close(token, consultId, { productType: 1, note: 'Istirahat', items: [] }),
    ]
    for (const response of await Promise.all(calls)) {
      const problem = await expectProblem(response, 403)
      expect(problem.message).toBe('Halaman ini khusus dokter Diri.')
    }
    const [consult] = await api().db.select().from(consults).where(eq(consults.id, consultId))
    expect(consult?.status).toBe(CONSULT_STATUS.awaitingDoctor)
  })

  it('refuses a doctor role without a doctor row, and asks a visitor to sign in', async () => {
    const token = await api().signIn(DEMO_PHONES.putri)
    await api()
      .db.update(members)
      .set({ role: 'doctor' })
      .where(eq(members.phone, DEMO_PHONES.putri))
    await expectProblem(await api().request('GET', '/v2/doctor/me', { token }), 403)
    await expectProblem(await api().request('GET', '/v2/doctor/me'), 401)
  })

  it('tells the doctor who they are, and marks them online for their patients', async () => {
    const doctor = await addDoctor(api(), KULIT, 'dr. Anisa Uji')
    const me = await expectBody(
      await api().request('GET', '/v2/doctor/me', { token: doctor.token }),
      200,
      Doctor,
    )
    expect(me).toEqual({
      id: doctor.id,
      name: 'dr. Anisa Uji',
      title: 'Dokter Umum',
      polyclinic: { id: await polyclinicId(api(), KULIT), name: KULIT },
    })
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.chatting,
      doctor,
    })
    const member = await api().signIn(DEMO_PHONES.putri)
    const room = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
      200,
      ChatRoom,
    )
    expect(room.doctor).toMatchObject({ online: true, lastSeenAt: api().clock.now().toISOString() })
  })
})

describe('GET /v2/doctor/consults', () => {
  it("lists the doctor's open consults and the polyclinic's waiting ones, longest wait first, with the patient as little as needed", async () => {
    const doctor = await addDoctor(api(), KULIT)
    const colleague = await addDoctor(api(), KULIT)
    const mine = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.chatting,
      doctor,
      waitedMinutes: 30,
    })
    const waitingLong = await addConsult(api(), DEMO_PHONES.sari, {
      status: CONSULT_STATUS.awaitingDoctor,
      waitedMinutes: 45,
    })
    const waitingShort = await addConsult(api(), DEMO_PHONES.budi, {
      status: CONSULT_STATUS.awaitingDoctor,
      waitedMinutes: 2,
    })
    // Not the doctor's: a colleague's, another polyclinic's, a questionnaire, a closed one.
    await addConsult(api(), DEMO_PHONES.budi, {
      status: CONSULT_STATUS.chatting,
      doctor: colleague,
      waitedMinutes: 60,
    })
    await addConsult(api(), DEMO_PHONES.budi, {
      status: CONSULT_STATUS.awaitingDoctor,
      polyclinic: RAMBUT,
      waitedMinutes: 60,
    })
    await addConsult(api(), DEMO_PHONES.sari, { status: CONSULT_STATUS.questionnaire })
    await addConsult(api(), DEMO_PHONES.sari, {
      status: CONSULT_STATUS.finished,
      doctor,
      waitedMinutes: 90,
    })

    // Putri writes twice; the doctor has read the first.
    const putri = await api().signIn(DEMO_PHONES.putri)
    for (const text of ['satu', 'dua']) {
      const response = await api().request('POST', `/v2/consults/${mine}/messages`, {
        token: putri,
        body: { clientId: randomUUID(), text },
      })
      expect(response.status).toBe(201)
      api().clock.advance(60_000)
    }
    await api().request('POST', `/v2/consults/${mine}/read`, {
      token: doctor.token,
      body: { upTo: 1 },
    })

    const response = await api().request('GET', '/v2/doctor/consults', { token: doctor.token })
    const text = await response.clone().text()
    const queue = await expectBody(response, 200, DoctorQueue)
    expect(queue.data.map((item) => [item.consult.id, item.assignedToMe])).toEqual([
      [waitingLong, false],
      [mine, true],
      [waitingShort, false],
    ])
    const [, putrisItem] = queue.data
    expect(putrisItem).toMatchObject({
      // Putri was born on 12 April 1998; the seed's day is 2 June 2025.
      patient: { firstName: 'Putri', gender: 'female', age: 27 },
      unread: 1,
      lastMessageAt: new Date(api().clock.now().getTime() - 60_000).toISOString(),
    })
    expect(queue.data[0]).toMatchObject({ unread: 0, lastMessageAt: null })
    expect(text).not.toContain(DEMO_PHONES.putri)
    expect(text).not.toContain('Lestari')
  })
})

describe('POST /v2/doctor/consults/{id}/claim', () => {
  it('takes a waiting consult: status 3, the doctor named, a message saying the doctor joined', async () => {
    const doctor = await addDoctor(api(), KULIT, 'dr. Anisa Uji')
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const summary = await expectBody(await claim(doctor.token, consultId), 200, ConsultSummary)
    expect(summary).toMatchObject({ id: consultId, status: 3, doctorName: 'dr. Anisa Uji' })
    const member = await api().signIn(DEMO_PHONES.putri)
    const room = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
      200,
      ChatRoom,
    )
    expect(
      room.messages.map((message) => [message.seq, message.sender, message.kind, message.text]),
    ).toEqual([[1, 'system', 'status', 'dr. Anisa Uji bergabung dalam percakapan.']])
    // Pressed again by the same doctor: still theirs, no second message.
    expect(
      (await expectBody(await claim(doctor.token, consultId), 200, ConsultSummary)).status,
    ).toBe(3)
    expect(await messagesOf(consultId)).toHaveLength(1)
  })

  it('answers 409 to a colleague who comes second, and 404 to a doctor who may not see the consult', async () => {
    const first = await addDoctor(api(), KULIT)
    const second = await addDoctor(api(), KULIT)
    const hair = await addDoctor(api(), RAMBUT)
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    await expectProblem(await claim(hair.token, consultId), 404)
    await expectBody(await claim(first.token, consultId), 200, ConsultSummary)
    const late = await expectProblem(await claim(second.token, consultId), 409)
    expect(late.message).toBe(DOCTOR_MESSAGES.takenByAnother)
    const draft = await addConsult(api(), DEMO_PHONES.budi, {
      status: CONSULT_STATUS.questionnaire,
    })
    await expectProblem(await claim(first.token, draft), 404)
    await expectProblem(await claim(first.token, randomUUID()), 404)
    await expectProblem(await claim(first.token, 'bukan-id'), 404)
  })

  it('lets exactly one of twenty doctors pressing at once take the consult', async () => {
    const doctors = await Promise.all(Array.from({ length: 20 }, () => addDoctor(api(), KULIT)))
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    const responses = await Promise.all(doctors.map((doctor) => claim(doctor.token, consultId)))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const winner = doctors[statuses.indexOf(200)]
    const [consult] = await api().db.select().from(consults).where(eq(consults.id, consultId))
    expect(consult).toMatchObject({
      status: 3,
      doctorId: winner?.id,
      doctorName: winner?.name,
      lastSeq: 1,
    })
    expect((await messagesOf(consultId)).map((message) => message.body)).toEqual([
      `${winner?.name} bergabung dalam percakapan.`,
    ])
  })
})

describe('POST /v2/doctor/consults/{id}/close', () => {
  async function consultInChat() {
    await seedShop(api().db)
    const doctor = await addDoctor(api(), KULIT, 'dr. Anisa Uji')
    const consultId = await addConsult(api(), DEMO_PHONES.putri, {
      status: CONSULT_STATUS.chatting,
      doctor,
    })
    const [regimen] = await api().db.select().from(shopRegimens).limit(1)
    if (!regimen) throw new Error('The shop seed has no regimen')
    return { doctor, consultId, regimen }
  }

  it("closes with the recommendation in the member's chat, the shop's names and prices, then 'Konsultasi selesai.'", async () => {
    const { doctor, consultId, regimen } = await consultInChat()
    const summary = await expectBody(
      await close(doctor.token, consultId, {
        productType: 3,
        note: 'Pakai serum tiap malam, tabir surya tiap pagi.',
        regimenId: regimen.id,
        items: [
          { productId: 'serum-niacinamide-10', quantity: 2 },
          { productId: 'serum-vitamin-c', quantity: 1 },
        ],
      }),
      200,
      ConsultSummary,
    )
    expect(summary).toMatchObject({
      id: consultId,
      status: 9,
      closedAt: api().clock.now().toISOString(),
    })

    const member = await api().signIn(DEMO_PHONES.putri)
    const room = await expectBody(
      await api().request('GET', `/v2/consults/${consultId}/chat`, { token: member }),
      200,
      ChatRoom,
    )
    const [vitaminC] = await api()
      .db.select()
      .from(shopProducts)
      .where(eq(shopProducts.id, 'serum-vitamin-c'))
    expect(room.messages.map((message) => [message.seq, message.sender, message.kind])).toEqual([
      [1, 'doctor', 'recommendation'],
      [2, 'system', 'status'],
    ])
    expect(room.messages[0]?.recommendation).toEqual({
      productType: 3,
      note: 'Pakai serum tiap malam, tabir surya tiap pagi.',
      regimen: { id: regimen.id, name: regimen.name },
      items: [
        {
          productId: 'serum-niacinamide-10',
          name: 'Serum Niacinamide 10%',
          quantity: 2,
          price: 115_000,
          imageUrl: '/images/shop/serum/serum-niacinamide-10.jpg',
        },
        {
          productId: 'serum-vitamin-c',
          name: 'Serum Vitamin C 15%',
          quantity: 1,
          price: vitaminC?.discountPrice ?? vitaminC?.price,
          imageUrl: expect.stringMatching(/serum-vitamin-c\.svg$/),
        },
      ],
      addedToCartAt: null,
    })
    expect(room.messages[1]?.text).toBe('Konsultasi selesai.')

    // Closed, it has left the queue, and its page still shows whom it was with (no phone).
    const queue = await expectBody(
      await api().request('GET', '/v2/doctor/consults', { token: doctor.token }),
      200,
      DoctorQueue,
    )
    expect(queue.data.map((item) => item.consult.id)).not.toContain(consultId)
    const entry = await expectBody(
      await api().request('GET', `/v2/doctor/consults/${consultId}`, { token: doctor.token }),
      200,
      DoctorQueueItem,
    )
    expect(entry).toMatchObject({
      consult: { id: consultId, status: 9 },
      patient: { firstName: 'Putri', gender: 'female' },
      assignedToMe: true,
    })
    expect(JSON.stringify(entry)).not.toContain(DEMO_PHONES.putri.slice(3))
    // Another doctor of the polyclinic, and the member herself, are not shown it.
    const colleague = await addDoctor(api(), KULIT)
    await expectProblem(
      await api().request('GET', `/v2/doctor/consults/${consultId}`, { token: colleague.token }),
      404,
    )
    await expectProblem(
      await api().request('GET', `/v2/doctor/consults/${consultId}`, { token: member }),
      403,
    )

    // Over: neither side writes, and it cannot be closed twice.
    const refused = await expectProblem(
      await api().request('POST', `/v2/consults/${consultId}/messages`, {
        token: member,
        body: { clientId: randomUUID(), text: 'Terima kasih dok' },
      }),
      409,
    )
    expect(refused.message).toBe('Konsultasi ini sudah selesai.')
    await expectProblem(
      await close(doctor.token, consultId, { productType: 1, note: '', items: [] }),
      409,
    )
  })

  it('refuses a malformed recommendation with 400, naming the field', async () => {
    const { doctor, consultId } = await consultInChat()
    const item = { productId: 'serum-niacinamide-10', quantity: 1 }
    const cases: Array<[unknown, string]> = [
      [{ productType: 6, note: '', items: [] }, 'productType'],
      [{ productType: 1, note: 'x'.repeat(2001), items: [] }, 'note'],
      [{ productType: 1, note: '', items: [{ ...item, quantity: 0 }] }, 'items.0.quantity'],
      [{ productType: 1, note: '', items: Array.from({ length: 11 }, () => item) }, 'items'],
    ]
    for (const [body, path] of cases) {
      const problem = await expectProblem(await close(doctor.token, consultId, body), 400)
      expect(problem.errors?.map((error) => error.path)).toEqual([path])
    }
    expect(await messagesOf(consultId)).toEqual([])
  })

  it('names the unknown or discontinued product, and changes nothing', async () => {
    const { doctor, consultId } = await consultInChat()
    const unknown = await expectProblem(
      await close(doctor.token, consultId, {
        productType: 4,
        note: '',
        items: [
          { productId: 'serum-niacinamide-10', quantity: 1 },
          { productId: 'krim-ajaib', quantity: 1 },
        ],
      }),
      422,
    )
    expect(unknown.errors).toEqual([
      { path: 'items.1.productId', message: RECOMMENDATION_MESSAGES.unknownProduct },
    ])
    const discontinued = await expectProblem(
      await close(doctor.token, consultId, {
        productType: 4,
        note: '',
        items: [{ productId: 'masker-kopi-lama', quantity: 1 }],
      }),
      422,
    )
    expect(discontinued.errors?.[0]?.path).toBe('items.0.productId')
    const regimen = await expectProblem(
      await close(doctor.token, consultId, {
        productType: 1,
        note: '',
        regimenId: 'tidak-ada',
        items: [],
      }),
      422,
    )
    expect(regimen.errors?.[0]?.path).toBe('regimenId')
    const [consult] = await api().db.select().from(consults).where(eq(consults.id, consultId))
    expect(consult?.status).toBe(CONSULT_STATUS.chatting)
    expect(await messagesOf(consultId)).toEqual([])
  })

  it('is for the assigned doctor only: 409 to a colleague and for a consult not yet taken, 404 to another polyclinic', async () => {
    const { doctor, consultId } = await consultInChat()
    const colleague = await addDoctor(api(), KULIT)
    const hair = await addDoctor(api(), RAMBUT)
    const body = { productType: 1, note: 'Istirahat cukup.', items: [] }
    expect((await expectProblem(await close(colleague.token, consultId, body), 409)).message).toBe(
      DOCTOR_MESSAGES.notYours,
    )
    await expectProblem(await close(hair.token, consultId, body), 404)
    const waiting = await addConsult(api(), DEMO_PHONES.budi, {
      status: CONSULT_STATUS.awaitingDoctor,
    })
    expect((await expectProblem(await close(doctor.token, waiting, body), 409)).message).toBe(
      DOCTOR_MESSAGES.notInChat,
    )
    const [consult] = await api().db.select().from(consults).where(eq(consults.id, consultId))
    expect(consult?.status).toBe(CONSULT_STATUS.chatting)
  })

  it('posts both messages in order after what was said', async () => {
    const { doctor, consultId } = await consultInChat()
    const member = await api().signIn(DEMO_PHONES.putri)
    await api().request('POST', `/v2/consults/${consultId}/messages`, {
      token: member,
      body: { clientId: randomUUID(), text: 'Halo dok' },
    })
    await expectBody(
      await close(doctor.token, consultId, { productType: 1, note: 'Cukup istirahat.', items: [] }),
      200,
      ConsultSummary,
    )
    const after = await api().request('GET', `/v2/consults/${consultId}/messages?after=1`, {
      token: member,
    })
    const body = v.parse(v.object({ data: v.array(ChatMessage) }), await after.json())
    expect(body.data.map((message) => [message.seq, message.kind])).toEqual([
      [2, 'recommendation'],
      [3, 'status'],
    ])
  })
})
