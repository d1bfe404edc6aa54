/**
 * `PUT /v2/consults/{id}/answers`: a step's answers saved as the questionnaire spells them, photo
 * answers filled from the upload, and what the member may not save.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { flattenItems } from '../../../contract/consults/questionnaire'
import { ConsultQuestionnaire, SavedAnswers } from '../../../contract/consults/schemas'
import { CONSULT_STATUS, consults } from '../../db/schema/consults'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { anotherInstance, expectBody, expectProblem } from '../../test/harness'
import {
  COMPLETE_ANSWERS,
  caller,
  consultationCalls,
  doctorCaller,
  phoneJpeg,
  setUpConsultationApi,
  startConsult,
  TEST_FLOW,
} from './consultation-test-support'
import { CONSULTATION_MESSAGES } from './messages'

const api = setUpConsultationApi()
const { putri, setStatus, save } = consultationCalls(api)

describe('PUT /v2/consults/{id}/answers', () => {
  it('saves a step’s answers and where the member is; an empty list clears an item', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const saved = await expectBody(
      await save(member, id, COMPLETE_ANSWERS.slice(1, 3), 'keluhan'),
      200,
      SavedAnswers,
    )
    expect(saved).toEqual({
      answers: COMPLETE_ANSWERS.slice(1, 3),
      lastVisitedContentId: 'keluhan',
    })

    const cleared = await expectBody(
      await save(
        member,
        id,
        [{ linkId: 'keluhan.gatal', answer: [] }, COMPLETE_ANSWERS[0]],
        'umur',
      ),
      200,
      SavedAnswers,
    )
    // In the questionnaire's order, whatever order they were sent in.
    expect(cleared.answers).toEqual([COMPLETE_ANSWERS[0], COMPLETE_ANSWERS[1]])
    const [row] = await api().db.select().from(consults).where(eq(consults.id, id))
    expect(row?.lastVisitedContentId).toBe('umur')
    // The resume link's contentId, as the existing-consult check reads it.
    const exists = await member.send('GET', `/v2/consults/exists?flowId=${TEST_FLOW}`)
    expect(((await exists.json()) as { lastVisitedContentId: string }).lastVisitedContentId).toBe(
      'umur',
    )
  })

  it('keeps a chosen option as the questionnaire spells it, not as sent', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const forged = {
      linkId: 'keluhan.lokasi',
      answer: [{ valueCoding: { code: 'pipi', display: '<b>Bukan</b>' } }],
    }
    const saved = await expectBody(await save(member, id, [forged], 'keluhan'), 200, SavedAnswers)
    expect(saved.answers).toEqual([COMPLETE_ANSWERS[1]])
  })

  it('replaces an item’s answers and keeps several for a repeating item', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const both = {
      linkId: 'keluhan.lokasi',
      answer: [
        { valueCoding: { code: 'dahi', display: 'Dahi' } },
        { valueCoding: { code: 'pipi', display: 'Pipi' } },
      ],
    }
    await expectBody(await save(member, id, [COMPLETE_ANSWERS[1]], 'keluhan'), 200, SavedAnswers)
    const saved = await expectBody(await save(member, id, [both], 'keluhan'), 200, SavedAnswers)
    expect(saved.answers).toEqual([both])
  })

  it.each([
    [
      'an unknown linkId',
      { linkId: 'tidak-ada', answer: [{ valueBoolean: true }] },
      CONSULTATION_MESSAGES.unknownQuestion,
    ],
    [
      'a group',
      { linkId: 'keluhan', answer: [{ valueBoolean: true }] },
      CONSULTATION_MESSAGES.unknownQuestion,
    ],
    [
      'a display text',
      { linkId: 'intro', answer: [{ valueString: 'halo' }] },
      CONSULTATION_MESSAGES.unknownQuestion,
    ],
    [
      'two answers to a question that takes one',
      { linkId: 'umur', answer: [{ valueInteger: 20 }, { valueInteger: 21 }] },
      CONSULTATION_MESSAGES.oneAnswerOnly,
    ],
    [
      'a value of the wrong kind',
      { linkId: 'umur', answer: [{ valueString: '25' }] },
      CONSULTATION_MESSAGES.answerDoesNotFit,
    ],
    [
      'a choice that is not an option',
      { linkId: 'keluhan.lokasi', answer: [{ valueCoding: { code: 'dagu', display: 'Dagu' } }] },
      CONSULTATION_MESSAGES.answerDoesNotFit,
    ],
    [
      'a text longer than its item allows',
      { linkId: 'catatan', answer: [{ valueString: 'a'.repeat(101) }] },
      CONSULTATION_MESSAGES.answerDoesNotFit,
    ],
    [
      'blank text',
      { linkId: 'catatan', answer: [{ valueString: '   ' }] },
      CONSULTATION_MESSAGES.answerDoesNotFit,
    ],
    [
      'a photo that was never uploaded',
      {
        linkId: 'foto',
        answer: [
          {
            valueAttachment: {
              id: '00000000-0000-4000-8000-000000000000',
              contentType: 'image/jpeg',
              url: 'x',
            },
          },
        ],
      },
      CONSULTATION_MESSAGES.unknownAttachment,
    ],
  ])('refuses %s (422 naming the linkId), saving nothing', async (_, item, message) => {
    const member = await putri()
    const { id } = await startConsult(member)
    const response = await save(member, id, [COMPLETE_ANSWERS[2], item], 'umur')
    const problem = await expectProblem(response, 422)
    expect(problem.errors?.[0]).toEqual({ path: item.linkId, message })
    const page = await expectBody(
      await member.send('GET', `/v2/consults/${id}/questionnaire`),
      200,
      ConsultQuestionnaire,
    )
    expect(page.answers).toEqual([])
    expect(page.lastVisitedContentId).toBe('intro')
  })

  it('refuses an exclusive option answered with another (422 naming it), and takes it alone', async () => {
    const member = await putri()
    // The seeded Jerawat questionnaire: 'Belum pernah' is exclusive among earlier treatments.
    const { id } = await startConsult(member, '2001')
    const page = await expectBody(
      await member.send('GET', `/v2/consults/${id}/questionnaire`),
      200,
      ConsultQuestionnaire,
    )
    const treatments = flattenItems(page.questionnaire.item).find(
      ({ item }) => item.linkId === 'pengobatan-sebelumnya',
    )?.item
    const [never, first, second] = (treatments?.answerOption ?? []).map(({ valueCoding }) => ({
      valueCoding,
    }))
    if (!never || !first || !second) throw new Error('flow 2001 has no earlier treatments')
    expect(never.valueCoding.display).toBe('Belum pernah')
    const answering = (answer: unknown[]) => [{ linkId: 'pengobatan-sebelumnya', answer }]

    const refused = await save(member, id, answering([first, never]), 'pengobatan-sebelumnya')
    const problem = await expectProblem(refused, 422)
    expect(problem.errors?.[0]).toEqual({
      path: 'pengobatan-sebelumnya',
      message: CONSULTATION_MESSAGES.exclusiveAnswer('Belum pernah'),
    })
    expect(problem.errors?.[0]?.message).toBe(
      '“Belum pernah” tidak bisa dipilih bersama jawaban lain. Pilih salah satu saja.',
    )
    const unsaved = await expectBody(
      await member.send('GET', `/v2/consults/${id}/questionnaire`),
      200,
      ConsultQuestionnaire,
    )
    expect(unsaved.answers).toEqual([])

    for (const answer of [[never], [first, second]]) {
      const saved = await expectBody(
        await save(member, id, answering(answer), 'pengobatan-sebelumnya'),
        200,
        SavedAnswers,
      )
      expect(saved.answers).toEqual(answering(answer))
    }
  })

  it('refuses one item twice in a step (422)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const problem = await expectProblem(
      await save(member, id, [COMPLETE_ANSWERS[0], COMPLETE_ANSWERS[0]]),
      422,
    )
    expect(problem.errors?.[0]).toEqual({
      path: 'umur',
      message: CONSULTATION_MESSAGES.questionTwice,
    })
  })

  it('takes only a top-level step as lastVisitedContentId (422)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    for (const step of ['keluhan.gatal', 'tidak-ada']) {
      const problem = await expectProblem(await save(member, id, [], step), 422)
      expect(problem.errors?.[0]).toEqual({
        path: 'lastVisitedContentId',
        message: CONSULTATION_MESSAGES.unknownStep,
      })
    }
  })

  it('fills a photo answer from the upload: its url, type, size and time', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const uploaded = await member.upload(
      `/v2/consults/${id}/attachments`,
      await phoneJpeg(),
      'image/jpeg',
    )
    const photo = (await uploaded.json()) as { id: string; size: number; createdAt: string }
    const sent = {
      valueAttachment: { id: photo.id, contentType: 'text/html', url: 'https://evil.example/x' },
    }
    const saved = await expectBody(
      await save(member, id, [{ linkId: 'foto', answer: [sent] }], 'foto'),
      200,
      SavedAnswers,
    )
    expect(saved.answers).toEqual([
      {
        linkId: 'foto',
        answer: [
          {
            valueAttachment: {
              id: photo.id,
              contentType: 'image/jpeg',
              url: `/v2/consults/${id}/attachments/${photo.id}`,
              size: photo.size,
              creation: photo.createdAt,
            },
          },
        ],
      },
    ])
  })

  it('names a photo where the API is reached now (embedded under /api)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const uploaded = await member.upload(
      `/v2/consults/${id}/attachments`,
      await phoneJpeg(),
      'image/jpeg',
    )
    const photo = (await uploaded.json()) as { id: string }
    const answer = [{ valueAttachment: { id: photo.id, contentType: 'image/jpeg', url: '' } }]
    await expectBody(
      await save(member, id, [{ linkId: 'foto', answer }], 'foto'),
      200,
      SavedAnswers,
    )
    const embedded = anotherInstance(api(), { publicPath: '/api' })
    const page = await expectBody(
      await embedded.request('GET', `/v2/consults/${id}/questionnaire`, { token: member.token }),
      200,
      ConsultQuestionnaire,
    )
    expect(page.answers[0]?.answer[0]).toMatchObject({
      valueAttachment: { url: `/api/v2/consults/${id}/attachments/${photo.id}` },
    })
  })

  it('refuses a photo of another consult (422)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const other = await startConsult(member, '2004')
    const uploaded = await member.upload(
      `/v2/consults/${other.id}/attachments`,
      await phoneJpeg(),
      'image/jpeg',
    )
    const photo = (await uploaded.json()) as { id: string }
    const answer = [{ valueAttachment: { id: photo.id, contentType: 'image/jpeg', url: 'x' } }]
    const problem = await expectProblem(
      await save(member, id, [{ linkId: 'foto', answer }], 'foto'),
      422,
    )
    expect(problem.errors?.[0]).toEqual({
      path: 'foto',
      message: CONSULTATION_MESSAGES.unknownAttachment,
    })
  })

  it('is the member’s alone: a doctor gets 403, another member 404', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    await setStatus(id, CONSULT_STATUS.awaitingDoctor)
    const doctor = await doctorCaller(api())
    const refused = await expectProblem(await save(doctor, id, [COMPLETE_ANSWERS[0]]), 403)
    expect(refused.message).toBe('Hanya pasien yang dapat mengubah jawaban.')
    const budi = await caller(api(), DEMO_PHONES.budi)
    await expectProblem(await save(budi, id, [COMPLETE_ANSWERS[0]]), 404)
  })

  it('refuses answers once the questionnaire is sent (409)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    await setStatus(id, CONSULT_STATUS.awaitingDoctor)
    const problem = await expectProblem(await save(member, id, [COMPLETE_ANSWERS[0]]), 409)
    expect(problem.message).toBe('Kuesioner ini sudah dikirim.')
  })

  it('keeps the app-wide body limit (64 KB): only the photo upload is exempt', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const big = { linkId: 'catatan', answer: [{ valueString: 'a'.repeat(70_000) }] }
    await expectProblem(await save(member, id, [big]), 413)
  })
})
