/**
 * Rooms for the chat and doctor tests, made in the database directly so these tests do not wait
 * on the questionnaire: doctors (members with the doctor role and a doctor row) and consults in
 * a given status; a reader of the Server-Sent Events a stream sends; and a member's calls in a
 * room.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect } from 'vitest'
import { ChatMessage } from '../../../contract/consults/schemas'
import { CONSULT_STATUS, consultAttachments, consults, doctors } from '../../db/schema/consults'
import { members } from '../../db/schema/members'
import { polyclinics } from '../../db/schema/polyclinics'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, type TestApi } from '../../test/harness'

export const KULIT = 'Poliklinik Kulit'
export const RAMBUT = 'Poliklinik Rambut'

export async function polyclinicId(api: TestApi, name: string): Promise<string> {
  const [row] = await api.db
    .select({ id: polyclinics.id })
    .from(polyclinics)
    .where(eq(polyclinics.name, name))
  if (!row) throw new Error(`No polyclinic named ${name}`)
  return row.id
}

export async function memberIdOf(api: TestApi, phone: string): Promise<string> {
  const [row] = await api.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, phone))
  if (!row) throw new Error(`No member with the phone ${phone}`)
  return row.id
}

export interface TestDoctor {
  id: string
  name: string
  phone: string
  token: string
}

let doctorCount = 0

/** A doctor of `polyclinic`, signed in. Phones +62812999… stay clear of the seeded doctors. */
export async function addDoctor(
  api: TestApi,
  polyclinic: string,
  name = `dr. Uji ${++doctorCount}`,
): Promise<TestDoctor> {
  const phone = `+62812999${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`
  const [member] = await api.db
    .insert(members)
    .values({
      phone,
      firstName: name,
      role: 'doctor',
      referralCode: `DR${randomBytes(4).toString('hex').toUpperCase()}`,
    })
    .returning({ id: members.id })
  if (!member) throw new Error('Inserting a doctor returned no row')
  await api.db.insert(doctors).values({
    memberId: member.id,
    name,
    title: 'Dokter Umum',
    polyclinicId: await polyclinicId(api, polyclinic),
  })
  return { id: member.id, name, phone, token: await api.signIn(phone) }
}

/** Makes a demo member a doctor of `polyclinic` (the IDOR matrix's fixed callers). */
export async function promoteToDoctor(api: TestApi, phone: string, polyclinic: string) {
  const id = await memberIdOf(api, phone)
  const name = `dr. Uji ${phone.slice(-4)}`
  await api.db.update(members).set({ role: 'doctor' }).where(eq(members.id, id))
  await api.db.insert(doctors).values({
    memberId: id,
    name,
    title: 'Dokter Umum',
    polyclinicId: await polyclinicId(api, polyclinic),
  })
  return { id, name }
}

/** A consult of the member's in `status`, submitted `waitedMinutes` before the test's now. */
export async function addConsult(
  api: TestApi,
  memberPhone: string,
  options: {
    status: number
    polyclinic?: string
    flowId?: string
    doctor?: Pick<TestDoctor, 'id' | 'name'>
    waitedMinutes?: number
  },
): Promise<string> {
  const polyclinic = options.polyclinic ?? KULIT
  const submittedAt = new Date(api.clock.now().getTime() - (options.waitedMinutes ?? 5) * 60_000)
  const [row] = await api.db
    .insert(consults)
    .values({
      memberId: await memberIdOf(api, memberPhone),
      // A flow of its own per consult: one open consult per member and flow.
      flowId: options.flowId ?? String(3000 + Math.floor(Math.random() * 6000)),
      status: options.status,
      subClinic: polyclinic,
      polyclinicId: await polyclinicId(api, polyclinic),
      conditionName: 'Jerawat',
      doctorId: options.doctor?.id ?? null,
      doctorName: options.doctor?.name ?? null,
      submittedAt: options.status >= 2 ? submittedAt : null,
      createdAt: new Date(submittedAt.getTime() - 10 * 60_000),
    })
    .returning({ id: consults.id })
  if (!row) throw new Error('Inserting a consult returned no row')
  return row.id
}

/** A photo row of the consult (no bytes: the chat only links to it). */
export async function addAttachment(api: TestApi, consultId: string, memberPhone: string) {
  const [row] = await api.db
    .insert(consultAttachments)
    .values({
      consultId,
      uploadedBy: await memberIdOf(api, memberPhone),
      storageKey: `test/${randomBytes(8).toString('hex')}`,
      contentType: 'image/jpeg',
      byteSize: 1234,
      width: 640,
      height: 480,
    })
    .returning({ id: consultAttachments.id })
  if (!row) throw new Error('Inserting an attachment returned no row')
  return row.id
}

export interface ServerSentEvent {
  event: string
  id: string | undefined
  data: string
}

/**
 * Reads a text/event-stream response event by event, as a browser's EventSource would: comments
 * (keep-alives) and the `retry:` field are kept apart from events.
 */
export function eventReader(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  if (!response.body) throw new Error('The stream has no body')
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const comments: string[] = []
  let retry: string | undefined
  let pendingRead: Promise<ReadableStreamReadResult<string>> | undefined

  async function next(timeoutMs = 5000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event: ServerSentEvent = { event: 'message', id: undefined, data: '' }
        const data: string[] = []
        let isEvent = false
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments.push(line.slice(1).trim())
          } else if (line.startsWith('retry: ')) {
            retry = line.slice(7)
          } else if (line.startsWith('event: ')) {
            event.event = line.slice(7)
            isEvent = true
          } else if (line.startsWith('id: ')) {
            event.id = line.slice(4)
          } else if (line.startsWith('data: ')) {
            data.push(line.slice(6))
            isEvent = true
          }
        }
        event.data = data.join('\n')
        if (isEvent) return event
        continue
      }
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`No event within ${timeoutMs} ms; buffered: ${buffer}`)
      let timer: ReturnType<typeof setTimeout> | undefined
      // A read that outlives a timeout is kept for the next call, so no chunk is dropped.
      pendingRead ??= reader.read()
      const chunk = await Promise.race([
        pendingRead,
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left)
        }),
      ]).finally(() => clearTimeout(timer))
      if (chunk === 'timeout') continue
      pendingRead = undefined
      if (chunk.done) throw new Error(`The stream ended; buffered: ${buffer}`)
      buffer += chunk.value
    }
  }

  /** The next event, which must be `name`, its data parsed with `schema`. */
  async function expectEvent<S extends v.GenericSchema>(name: string, schema: S) {
    const event = await next()
    expect(event.event, event.data).toBe(name)
    return { id: event.id, data: v.parse(schema, JSON.parse(event.data)) as v.InferOutput<S> }
  }

  /** Nothing but comments arrives within `ms`. */
  async function expectQuiet(ms = 200) {
    await expect(next(ms)).rejects.toThrow(/No event within/)
  }

  return {
    next,
    expectEvent,
    expectQuiet,
    comments,
    get retry() {
      return retry
    },
    cancel: () => reader.cancel(),
  }
}

/**
 * A member's calls in a chat room, on the test's own API (the getter `setUpTestApi()` returns)
 * unless a test names another instance.
 */
export function chatCalls(api: () => TestApi) {
  /** Putri's new consult with a doctor of Poliklinik Kulit in chat, both signed in. */
  async function roomInChat(test: TestApi = api()) {
    const doctor = await addDoctor(test, KULIT, 'dr. Anisa Uji')
    const consultId = await addConsult(test, DEMO_PHONES.putri, {
      status: CONSULT_STATUS.chatting,
      doctor,
    })
    const member = await test.signIn(DEMO_PHONES.putri)
    return { consultId, doctor, member }
  }

  function send(token: string, consultId: string, body: Record<string, unknown>, test = api()) {
    return test.request('POST', `/v2/consults/${consultId}/messages`, {
      token,
      body,
    })
  }

  async function sent(token: string, consultId: string, text: string, test = api()) {
    return expectBody(
      await send(token, consultId, { clientId: randomUUID(), text }, test),
      201,
      ChatMessage,
    )
  }

  return { roomInChat, send, sent }
}
