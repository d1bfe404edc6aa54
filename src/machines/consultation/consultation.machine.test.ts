/**
 * Pinned journeys through the questionnaire, written out by hand with fixed end states: the
 * generated paths follow the machine even where it is wrong; these do not.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ConsultQuestionnaire } from '../../../contract/consults/schemas'
import { CONSENT_STEP, REQUIRED_MESSAGE } from '../../lib/consults/consultation-steps'
import { sessionEnded } from '../shared/actor-fixtures'
import {
  answeredQuestionnaire,
  attachment,
  BERAT,
  CONSULT_ID,
  consultQuestionnaire,
  freshQuestionnaire,
  hugePhoto,
  notAPhoto,
  photo,
  profileRefusal,
  profileValues,
  RINGAN,
  SEDIKIT,
  serverBusy,
  unfitRefusal,
} from './consultation.fixtures'
import { consultationMachine } from './consultation.machine'
import {
  type LoadQuestionnaireInput,
  type LoadQuestionnaireOutput,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  questionnaireTitleOf,
  type SaveAnswersInput,
  type SaveAnswersOutput,
  type SaveProfileInput,
  type SaveProfileOutput,
  type SubmitInput,
  type SubmitOutput,
  TRY_LATER_MESSAGE,
  type UploadPhotoOutput,
} from './consultation.model'
import { selectProgress, selectSentConsult, selectView } from './consultation.selectors'

function start(
  options: {
    load?: () => Promise<ConsultQuestionnaire | null>
    upload?: () => Promise<UploadPhotoOutput>
    submit?: () => Promise<SubmitOutput>
    startAt?: string
  } = {},
) {
  const saves: SaveAnswersInput[] = []
  const submits: SubmitInput[] = []
  const navigate = vi.fn()
  const load = vi.fn(options.load ?? (async () => freshQuestionnaire))
  const actor = createActor(
    consultationMachine.provide({
      actors: {
        loadQuestionnaire: fromPromise(() => load()),
        saveAnswers: fromPromise(async ({ input }) => {
          saves.push(input)
          return { ok: true as const }
        }),
        uploadPhoto: fromPromise(() =>
          (options.upload ?? (async () => ({ ok: true, attachment })))(),
        ),
        submit: fromPromise(async ({ input }) => {
          submits.push(input)
          return (
            options.submit ??
            (async () => ({ ok: true as const, consult: freshQuestionnaire.consult }))
          )()
        }),
      },
      actions: { navigate: (_, { url }) => navigate(url), reportError: () => {} },
    }),
    { input: { consultId: CONSULT_ID, startAt: options.startAt ?? null } },
  ).start()
  const rest = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
  return { actor, saves, submits, navigate, load, rest }
}

describe('the questionnaire', () => {
  it('holds a required question until it is answered, then saves the step and moves on', async () => {
    const { actor, saves, rest } = start()
    await rest()
    expect(actor.getSnapshot().context.step).toBe('keluhan')
    expect(selectProgress(actor.getSnapshot())).toEqual({ number: 1, total: 3 })

    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.errors).toEqual({ keluhan: REQUIRED_MESSAGE })
    expect(saves).toEqual([])

    actor.send({ type: 'ANSWER', linkId: 'keluhan', answer: [{ valueCoding: RINGAN }] })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: 'NEXT' })
    await rest()
    // 'Ringan' leaves the pain question off: the photo comes next.
    expect(actor.getSnapshot().context.step).toBe('foto')
    expect(saves).toEqual([
      {
        consultId: CONSULT_ID,
        items: [{ linkId: 'keluhan', answer: [{ valueCoding: RINGAN }] }],
        lastVisitedContentId: 'foto',
      },
    ])
    expect(selectProgress(actor.getSnapshot())).toEqual({ number: 2, total: 3 })
  })

  it('counts the steps an answer turns on at once, and BACK keeps the answers', async () => {
    const { actor, saves, rest } = start()
    await rest()
    actor.send({ type: 'ANSWER', linkId: 'keluhan', answer: [{ valueCoding: BERAT }] })
    expect(selectProgress(actor.getSnapshot())).toEqual({ number: 1, total: 4 })
    actor.send({ type: 'NEXT' })
    await rest()
    expect(actor.getSnapshot().context.step).toBe('nyeri')
    actor.send({ type: 'ANSWER', linkId: 'nyeri', answer: [{ valueCoding: SEDIKIT }] })
    actor.send({ type: 'BACK' })
    await rest()
    expect(actor.getSnapshot().context.step).toBe('keluhan')
    expect(saves.at(-1)).toEqual({
      consultId: CONSULT_ID,
      items: [{ linkId: 'nyeri', answer: [{ valueCoding: SEDIKIT }] }],
      lastVisitedContentId: 'keluhan',
    })
    expect(actor.getSnapshot().context.answers.nyeri).toEqual([{ valueCoding: SEDIKIT }])
    // Changing the answer back to 'Ringan' turns the pain question off again: 3 steps.
    actor.send({ type: 'ANSWER', linkId: 'keluhan', answer: [{ valueCoding: RINGAN }] })
    expect(selectProgress(actor.getSnapshot())).toEqual({ number: 1, total: 3 })
  })

  it('resumes at the resume link, and a step the branching turned off starts at the first', async () => {
    const resumed = start({ startAt: 'foto' })
    await resumed.rest()
    expect(resumed.actor.getSnapshot().context.step).toBe('foto')
    const off = start({ startAt: 'nyeri' })
    await off.rest()
    expect(off.actor.getSnapshot().context.step).toBe('keluhan')
    const unknown = start({ startAt: '4' })
    await unknown.rest()
    expect(unknown.actor.getSnapshot().context.step).toBe('keluhan')
  })

  it('checks a photo before sending it, and answers with the uploaded one', async () => {
    const { actor, rest } = start({ startAt: 'foto' })
    await rest()
    actor.send({ type: 'ATTACH_PHOTO', linkId: 'foto', file: notAPhoto, name: 'lab.pdf' })
    expect(actor.getSnapshot().context.errors.foto).toBe(PHOTO_TYPE_MESSAGE)
    actor.send({ type: 'ATTACH_PHOTO', linkId: 'foto', file: hugePhoto, name: 'wajah.png' })
    expect(actor.getSnapshot().context.errors.foto).toBe(PHOTO_SIZE_MESSAGE)
    expect(actor.getSnapshot().value).toBe('answering')
    actor.send({ type: 'ATTACH_PHOTO', linkId: 'foto', file: photo, name: 'wajah.jpg' })
    expect(actor.getSnapshot().value).toBe('uploading')
    await rest()
    expect(actor.getSnapshot().context.errors).toEqual({})
    expect(actor.getSnapshot().context.answers.foto).toEqual([
      {
        valueAttachment: {
          id: attachment.id,
          contentType: 'image/jpeg',
          url: `/konsultasi/lampiran/${CONSULT_ID}/${attachment.id}`,
          size: attachment.size,
          creation: attachment.createdAt,
        },
      },
    ])
  })

  it('keeps a photo the server was too busy for, and sends the same photo again', async () => {
    const answers: Array<() => Promise<UploadPhotoOutput>> = [
      async () => serverBusy,
      async () => ({ ok: true, attachment }),
    ]
    const { actor, rest } = start({
      startAt: 'foto',
      upload: () => (answers.shift() ?? (async () => serverBusy))(),
    })
    await rest()
    actor.send({ type: 'ATTACH_PHOTO', linkId: 'foto', file: photo, name: 'wajah.jpg' })
    await rest()
    expect(actor.getSnapshot().context.errors.foto).toBe(
      serverBusy.ok ? undefined : serverBusy.message,
    )
    expect(actor.getSnapshot().context.unsent).toEqual({
      linkId: 'foto',
      file: photo,
      name: 'wajah.jpg',
    })

    // 'Kirim ulang foto' sends what was kept.
    const unsent = actor.getSnapshot().context.unsent
    if (!unsent) throw new Error('The busy upload kept no photo')
    actor.send({ type: 'ATTACH_PHOTO', ...unsent })
    await rest()
    expect(actor.getSnapshot().context.errors).toEqual({})
    expect(actor.getSnapshot().context.unsent).toBeNull()
    expect(actor.getSnapshot().context.answers.foto).toHaveLength(1)
  })

  it('drops a photo the API refused as a photo (422): sending it again would not help', async () => {
    const { actor, rest } = start({
      startAt: 'foto',
      upload: async () => ({
        ok: false,
        status: 422,
        message: 'Foto tidak dapat dibaca.',
        field: null,
      }),
    })
    await rest()
    actor.send({ type: 'ATTACH_PHOTO', linkId: 'foto', file: photo, name: 'wajah.jpg' })
    await rest()
    expect(actor.getSnapshot().context.errors.foto).toBe('Foto tidak dapat dibaca.')
    expect(actor.getSnapshot().context.unsent).toBeNull()
  })

  it('asks for both consents, sends their versions, and opens the chat room', async () => {
    const { actor, submits, navigate, rest } = start({
      load: async () =>
        consultQuestionnaire({
          answers: [{ linkId: 'keluhan', answer: [{ valueCoding: RINGAN }] }],
        }),
      startAt: 'persetujuan',
    })
    await rest()
    expect(selectView(actor.getSnapshot())).toBe('consent')
    expect(selectProgress(actor.getSnapshot())).toEqual({ number: 3, total: 3 })
    actor.send({ type: 'SET_CONSENT', kind: 'consultation-agreement', agreed: true })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.message).toMatch(/Centang kedua persetujuan/)
    expect(submits).toEqual([])
    actor.send({ type: 'SET_CONSENT', kind: 'health-data', agreed: true })
    actor.send({ type: 'SUBMIT' })
    await rest()
    expect(actor.getSnapshot().value).toBe('submitted')
    expect(submits).toEqual([
      {
        consultId: CONSULT_ID,
        consents: [
          { kind: 'consultation-agreement', version: '2026-11' },
          { kind: 'health-data', version: '2026-11' },
        ],
      },
    ])
    expect(navigate).toHaveBeenCalledWith(`/konsultasi/pesan?chatroom=${CONSULT_ID}`)
  })

  it('takes the member back to the question the API says is unanswered', async () => {
    const { actor, rest } = start({
      load: async () =>
        consultQuestionnaire({
          answers: [{ linkId: 'keluhan', answer: [{ valueCoding: RINGAN }] }],
          consents: [
            {
              kind: 'consultation-agreement',
              version: '2026-11',
              agreedAt: '2026-12-01T03:00:00.000Z',
            },
            { kind: 'health-data', version: '2026-11', agreedAt: '2026-12-01T03:00:00.000Z' },
          ],
        }),
      startAt: 'persetujuan',
      submit: async () => unfitRefusal,
    })
    await rest()
    // Consents given to the current versions stay ticked.
    expect(actor.getSnapshot().context.consents).toEqual({
      'consultation-agreement': true,
      'health-data': true,
    })
    actor.send({ type: 'SUBMIT' })
    await rest()
    expect(actor.getSnapshot().value).toBe('answering')
    expect(actor.getSnapshot().context.step).toBe('keluhan')
    expect(actor.getSnapshot().context.errors).toEqual({ keluhan: unfitRefusal.message })
  })

  it('retries a failed load twice, then says to come back later', async () => {
    const { actor, load } = start({
      load: async () => {
        throw new Error('fetch failed')
      },
    })
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.message).toBe(TRY_LATER_MESSAGE)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('knows a consult found sent to the doctors, whose page is its chat room', async () => {
    const { actor } = start({ load: async () => consultQuestionnaire({}, 2) })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().value).toBe('closed')
    expect(selectSentConsult(actor.getSnapshot())?.id).toBe(CONSULT_ID)
  })

  it('closes a questionnaire set aside meanwhile, with no chat room to go to', async () => {
    const { actor } = start({ load: async () => consultQuestionnaire({}, 4) })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().value).toBe('closed')
    expect(selectSentConsult(actor.getSnapshot())).toBeNull()
  })

  it('sends a member whose session ended to sign in again', async () => {
    const { actor } = start({
      load: async () => {
        throw sessionEnded
      },
    })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().value).toBe('signInAgain')
  })
})

describe('Back and Forward in the browser (STEP.VISIT)', () => {
  it('saves the step and shows the one visited, back and then forward again', async () => {
    const { actor, saves, rest } = start()
    await rest()
    actor.send({ type: 'ANSWER', linkId: 'keluhan', answer: [{ valueCoding: RINGAN }] })
    actor.send({ type: 'NEXT' })
    await rest()
    actor.send({ type: 'NEXT' })
    await rest()
    expect(actor.getSnapshot().value).toBe('consent')

    actor.send({ type: 'STEP.VISIT', step: 'keluhan' })
    await rest()
    expect(actor.getSnapshot().context.step).toBe('keluhan')
    expect(saves.at(-1)).toMatchObject({ lastVisitedContentId: 'keluhan' })
    // Forward two entries at once: every step on the way is answered.
    actor.send({ type: 'STEP.VISIT', step: 'persetujuan' })
    await rest()
    expect(actor.getSnapshot().value).toBe('consent')
    expect(questionnaireTitleOf(actor.getSnapshot().context, 'persetujuan')).toBe(
      'Persetujuan · Kuesioner Konsultasi',
    )
  })

  it('refuses a step not reached, one the branching turned off, and the step itself', async () => {
    const { actor, saves, rest } = start()
    await rest()
    const can = (step: string) => actor.getSnapshot().can({ type: 'STEP.VISIT', step })
    // 'keluhan' is required and unanswered: nothing after it is reached.
    expect(can('foto')).toBe(false)
    expect(can('persetujuan')).toBe(false)
    // 'Ringan' leaves the pain question off.
    actor.send({ type: 'ANSWER', linkId: 'keluhan', answer: [{ valueCoding: RINGAN }] })
    expect(can('nyeri')).toBe(false)
    expect(can('keluhan')).toBe(false)
    expect(can('foto')).toBe(true)
    expect(saves).toEqual([])
    expect(questionnaireTitleOf(actor.getSnapshot().context, 'foto')).toBe(
      'Langkah 2 dari 3 · Kuesioner Konsultasi',
    )
  })
})

describe('the profile a doctor needs (issue 29 §1)', () => {
  function startWithoutProfile(submit: () => Promise<SubmitOutput>) {
    const submits: SubmitInput[] = []
    const profiles: unknown[] = []
    const navigate = vi.fn()
    const actor = createActor(
      consultationMachine.provide({
        actors: {
          loadQuestionnaire: fromPromise<LoadQuestionnaireOutput, LoadQuestionnaireInput>(
            async () => answeredQuestionnaire,
          ),
          saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(async () => ({ ok: true })),
          submit: fromPromise<SubmitOutput, SubmitInput>(async ({ input }) => {
            submits.push(input)
            return submit()
          }),
          saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(async ({ input }) => {
            profiles.push(input.values)
            return { ok: true }
          }),
        },
        actions: { navigate: (_, { url }) => navigate(url), reportError: () => {} },
      }),
      { input: { consultId: CONSULT_ID, startAt: CONSENT_STEP, profileComplete: false } },
    ).start()
    const rest = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
    return { actor, submits, profiles, navigate, rest }
  }

  it('asks for it before sending, then sends the same answers at once', async () => {
    const sent = { ok: true as const, consult: consultQuestionnaire({}, 2).consult }
    const { actor, submits, profiles, navigate, rest } = startWithoutProfile(async () => sent)
    await rest()
    actor.send({ type: 'SET_CONSENT', kind: 'consultation-agreement', agreed: true })
    actor.send({ type: 'SET_CONSENT', kind: 'health-data', agreed: true })
    const answers = actor.getSnapshot().context.answers
    actor.send({ type: 'SUBMIT' })
    expect(selectView(actor.getSnapshot())).toBe('profile')
    expect(submits).toEqual([])

    // 'Kembali' and back again: still asked, still nothing sent.
    actor.send({ type: 'PROFILE.CANCEL' })
    expect(selectView(actor.getSnapshot())).toBe('consent')
    actor.send({ type: 'SUBMIT' })
    expect(selectView(actor.getSnapshot())).toBe('profile')

    actor.send({ type: 'PROFILE.SAVE', values: profileValues })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(profiles).toEqual([profileValues])
    expect(submits).toHaveLength(1)
    expect(actor.getSnapshot().value).toBe('submitted')
    expect(actor.getSnapshot().context.answers).toEqual(answers)
    expect(navigate).toHaveBeenCalledWith(`/konsultasi/pesan?chatroom=${CONSULT_ID}`)
  })

  it("asks for it when the API refuses to send without it, in the API's words", async () => {
    const { actor, rest } = startWithoutProfile(async () => profileRefusal)
    await rest()
    // Saved, and yet the API refuses (it is the one that knows): asked again, in its words.
    actor.send({ type: 'SET_CONSENT', kind: 'consultation-agreement', agreed: true })
    actor.send({ type: 'SET_CONSENT', kind: 'health-data', agreed: true })
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'PROFILE.SAVE', values: profileValues })
    await rest()
    expect(actor.getSnapshot().value).toBe('profile')
    expect(actor.getSnapshot().context.message).toBe(profileRefusal.message)
    expect(actor.getSnapshot().context.profileComplete).toBe(false)
  })
})
