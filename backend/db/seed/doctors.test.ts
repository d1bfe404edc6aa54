import { asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Questionnaire } from '../../../contract/consults/fhir'
import {
  answerFitsItem,
  enabledSteps,
  flattenItems,
  missingRequired,
} from '../../../contract/consults/questionnaire'
import { setUpTestApi } from '../../test/harness'
import {
  consultAnswers,
  consultConsents,
  consultMessages,
  consults,
  doctors,
  questionnaires,
} from '../schema/consults'
import { members } from '../schema/members'
import { conditions, polyclinics } from '../schema/polyclinics'
import { seedDatabase, seedWhatIsMissing } from '../seed'
import { DEMO_PHONES } from './demo-members'
import { DOCTOR_PHONES, doctorSeed } from './doctors'
import { questionnaireSeed } from './questionnaires'

const api = setUpTestApi()

async function consultOf(phone: string) {
  const { db } = api()
  const [row] = await db
    .select({ consult: consults })
    .from(consults)
    .innerJoin(members, eq(members.id, consults.memberId))
    .where(eq(members.phone, phone))
  if (!row) throw new Error(`No consult for ${phone}`)
  const answers = await db
    .select({ linkId: consultAnswers.linkId, answer: consultAnswers.answer })
    .from(consultAnswers)
    .where(eq(consultAnswers.consultId, row.consult.id))
  const [stored] = await db
    .select({ resource: questionnaires.resource })
    .from(questionnaires)
    .where(eq(questionnaires.id, row.consult.questionnaireId ?? ''))
  const questionnaire = v.parse(Questionnaire, stored?.resource)
  const byLinkId = Object.fromEntries(answers.map((entry) => [entry.linkId, entry.answer as never]))
  return { consult: row.consult, answers, byLinkId, questionnaire }
}

describe('the seeded doctors', () => {
  it('are members with the doctor role, one or more in every polyclinic, two in Kulit', async () => {
    const { db } = api()
    const rows = await db
      .select({
        phone: members.phone,
        role: members.role,
        name: doctors.name,
        title: doctors.title,
        polyclinic: polyclinics.name,
      })
      .from(doctors)
      .innerJoin(members, eq(members.id, doctors.memberId))
      .innerJoin(polyclinics, eq(polyclinics.id, doctors.polyclinicId))
      .orderBy(asc(members.phone))
    expect(rows.every((row) => row.role === 'doctor')).toBe(true)
    expect(rows[0]).toEqual({
      phone: DOCTOR_PHONES.anisa,
      role: 'doctor',
      name: 'dr. Anisa Rahma, Sp.D.V.E.',
      title: 'Dokter Spesialis Kulit',
      polyclinic: 'Poliklinik Kulit',
    })
    expect(rows[1]).toMatchObject({ phone: '+6281200000102', polyclinic: 'Poliklinik Kulit' })
    const allPolyclinics = await db.select({ name: polyclinics.name }).from(polyclinics)
    expect(new Set(rows.map((row) => row.polyclinic))).toEqual(
      new Set(allPolyclinics.map((clinic) => clinic.name)),
    )
    expect(rows.map((row) => row.phone)).toEqual(
      doctorSeed.map((_, index) => `+62812000001${String(index + 1).padStart(2, '0')}`),
    )
  })

  it('sign in by phone code like members', async () => {
    const { signIn, request } = api()
    const token = await signIn(DOCTOR_PHONES.reza)
    const me = await request('GET', '/v2/doctor/me', { token })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      name: 'dr. Reza Pratama, Sp.D.V.E.',
      polyclinic: { name: 'Poliklinik Kulit' },
    })
  })

  it('are not added twice, and an older database gets them with the questionnaires', async () => {
    const { db } = api()
    const [before] = await db.select({ id: doctors.memberId }).from(doctors)
    expect(await seedDatabase(db)).toMatchObject({ doctors: 0, questionnaires: 0, demoMembers: 0 })
    // As a database seeded before the doctors: no doctor, and no consult with one.
    await db.update(consults).set({ doctorId: null })
    await db.delete(members).where(eq(members.role, 'doctor'))
    await seedWhatIsMissing(db)
    const after = await db.select({ id: doctors.memberId }).from(doctors)
    expect(after).toHaveLength(doctorSeed.length)
    expect(after.map((row) => row.id)).not.toContain(before?.id)
    const seeded = await db.select({ id: questionnaires.id }).from(questionnaires)
    expect(seeded).toHaveLength(questionnaireSeed.length)
  })
})

describe('the demo consults', () => {
  it("Budi's questionnaire on Jerawat: three steps answered, the duration next", async () => {
    const { consult, answers, byLinkId, questionnaire } = await consultOf(DEMO_PHONES.budi)
    expect(consult).toMatchObject({
      status: 1,
      questionnaireId: 'kuesioner-2001-v2',
      lastVisitedContentId: 'lama-keluhan',
      submittedAt: null,
      doctorId: null,
    })
    const steps = enabledSteps(questionnaire, byLinkId).map((step) => step.linkId)
    expect(steps.slice(0, 5)).toEqual([
      'pengantar',
      'lokasi',
      'jenis-jerawat',
      'jumlah',
      'lama-keluhan',
    ])
    expect(answers.map((entry) => entry.linkId).sort()).toEqual([
      'jenis-jerawat',
      'jumlah',
      'lokasi',
    ])
    expect(missingRequired(questionnaire, byLinkId).length).toBeGreaterThan(0)
  })

  it("Sari's consult on Flek Hitam: every required answer, both consents, a chat with dr. Anisa Rahma", async () => {
    const { db } = api()
    const { consult, answers, byLinkId, questionnaire } = await consultOf(DEMO_PHONES.sari)
    const [anisa] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, DOCTOR_PHONES.anisa))
    expect(consult).toMatchObject({
      status: 3,
      questionnaireId: 'kuesioner-2002-v2',
      doctorId: anisa?.id,
      doctorName: 'dr. Anisa Rahma, Sp.D.V.E.',
      lastSeq: 6,
      memberReadSeq: 5,
      doctorReadSeq: 5,
    })
    expect(consult.submittedAt).toBeInstanceOf(Date)
    expect(missingRequired(questionnaire, byLinkId)).toEqual([])
    const items = new Map(flattenItems(questionnaire.item).map(({ item }) => [item.linkId, item]))
    for (const entry of answers) {
      const item = items.get(entry.linkId)
      for (const value of entry.answer as never[]) {
        expect(item && answerFitsItem(item, value), entry.linkId).toBe(true)
      }
    }
    const consents = await db
      .select({ kind: consultConsents.kind, version: consultConsents.version })
      .from(consultConsents)
      .where(eq(consultConsents.consultId, consult.id))
      .orderBy(asc(consultConsents.kind))
    expect(consents).toEqual([
      { kind: 'consultation-agreement', version: '2026-11-01' },
      { kind: 'health-data', version: '2026-11-01' },
    ])
    const messages = await db
      .select()
      .from(consultMessages)
      .where(eq(consultMessages.consultId, consult.id))
      .orderBy(asc(consultMessages.seq))
    expect(messages.map((message) => [message.seq, message.sender, message.kind])).toEqual([
      [1, 'system', 'status'],
      [2, 'doctor', 'text'],
      [3, 'member', 'text'],
      [4, 'doctor', 'text'],
      [5, 'member', 'text'],
      [6, 'doctor', 'text'],
    ])
    expect(messages[0]?.body).toBe('dr. Anisa Rahma bergabung')
    expect(
      messages.filter((m) => m.sender === 'doctor').every((m) => m.senderId === anisa?.id),
    ).toBe(true)
    // Oldest first, all after the submit.
    const times = messages.map((message) => message.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times[0]).toBeGreaterThan(consult.submittedAt?.getTime() ?? Infinity)
  })

  it('sit in the polyclinic of their condition', async () => {
    const { db } = api()
    const rows = await db
      .select({
        flowId: consults.flowId,
        polyclinicId: consults.polyclinicId,
        expected: conditions.polyclinicId,
      })
      .from(consults)
      .innerJoin(conditions, eq(conditions.flowId, consults.flowId))
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row.polyclinicId, row.flowId).toBe(row.expected)
  })
})
