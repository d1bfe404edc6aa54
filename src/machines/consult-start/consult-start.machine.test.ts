/**
 * Pinned journeys: the spec's consult-start decision written out by hand, with fixed end states.
 * Generated paths follow the machine even where the machine is wrong; these do not.
 */

import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { chatRoomUrl, consultUrl, ctaLabel, questionnaireUrl } from '../../lib/consults/flow-routes'
import { existingConsult, JERAWAT } from './consult-start.fixtures'
import {
  type CheckExistingOutput,
  closedModals,
  consultStartMachine,
  selectConsultModals,
} from './consult-start.machine'

function start(answer: () => Promise<CheckExistingOutput>) {
  const navigate = vi.fn()
  const reportError = vi.fn()
  const checkExisting = vi.fn((_input: { flowId: string }) => answer())
  const actor = createActor(
    consultStartMachine.provide({
      actors: { checkExisting: fromPromise(({ input }) => checkExisting(input)) },
      actions: {
        navigate: (_, { url }) => navigate(url),
        reportError: (_, { error }) => reportError(error),
      },
    }),
  ).start()
  return { actor, navigate, reportError, checkExisting }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('consult start', () => {
  it('shows a visitor the first-time dialog without asking the API; Lanjut opens the flow', async () => {
    const { actor, navigate, checkExisting } = start(async () => null)
    actor.send({ type: 'START', entry: JERAWAT, signedIn: false })
    expect(actor.getSnapshot().value).toBe('firstTime')
    expect(selectConsultModals(actor.getSnapshot())).toEqual({
      ...closedModals,
      isShowFirstTimeModal: true,
      consultUrl: '/konsultasi?flowId=2001&type=condition&name=jerawat',
    })
    expect(checkExisting).not.toHaveBeenCalled()
    actor.send({ type: 'CHOOSE_LANJUT' })
    expect(navigate).toHaveBeenCalledWith('/konsultasi?flowId=2001&type=condition&name=jerawat')
    expect(selectConsultModals(actor.getSnapshot())).toEqual(closedModals)
  })

  it('offers a member with a questionnaire in progress to resume it', async () => {
    const { actor, navigate, checkExisting } = start(async () => existingConsult(1))
    actor.send({ type: 'START', entry: JERAWAT, signedIn: true })
    await settle()
    expect(checkExisting).toHaveBeenCalledWith({ flowId: '2001' })
    const modals = selectConsultModals(actor.getSnapshot())
    expect(actor.getSnapshot().value).toBe('continueQuestionnaire')
    expect(modals.isShowContinueQuestionnaireModal).toBe(true)
    expect(modals.isShowFirstTimeModal || modals.isShowContinueChatModal).toBe(false)
    expect(modals.existPolyclinicName).toBe('Poliklinik Kulit')
    expect(modals.existConditionName).toBe('Jerawat')
    expect(modals.existingQuestionnaireUrl).toBe(
      '/konsultasi/kuesioner?flowId=2001&contentId=4&consultId=c0ffee00-0000-4000-8000-000000000001&type=condition&name=jerawat',
    )
    actor.send({ type: 'CHOOSE_LANJUT_KUESIONER' })
    expect(navigate).toHaveBeenCalledWith(modals.existingQuestionnaireUrl)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('lets that member start afresh instead', async () => {
    const { actor, navigate } = start(async () => existingConsult(1))
    actor.send({ type: 'START', entry: JERAWAT, signedIn: true })
    await settle()
    actor.send({ type: 'CHOOSE_MULAI_BARU' })
    // The consultation page then starts a new questionnaire, setting the unfinished one aside.
    expect(navigate).toHaveBeenCalledWith(
      '/konsultasi?flowId=2001&type=condition&name=jerawat&baru=1',
    )
  })

  it('sends a member whose consult is with a doctor to the chat room', async () => {
    const { actor, navigate } = start(async () => existingConsult(3))
    actor.send({ type: 'START', entry: JERAWAT, signedIn: true })
    await settle()
    const modals = selectConsultModals(actor.getSnapshot())
    expect(actor.getSnapshot().value).toBe('continueChat')
    expect(modals.isShowContinueChatModal).toBe(true)
    expect(modals.conditionName).toBe('Jerawat Meradang')
    expect(modals.existPolyclinicName).toBe('Poliklinik Kulit')
    expect(modals.chatRoomUrl).toBe(
      '/konsultasi/pesan?chatroom=c0ffee00-0000-4000-8000-000000000001',
    )
    actor.send({ type: 'CHOOSE_CHAT_DOKTER' })
    expect(navigate).toHaveBeenCalledWith(modals.chatRoomUrl)
  })

  it('treats "no consult" (the API 404) as a first visit', async () => {
    const { actor } = start(async () => null)
    actor.send({ type: 'START', entry: JERAWAT, signedIn: true })
    await settle()
    expect(actor.getSnapshot().value).toBe('firstTime')
    expect(selectConsultModals(actor.getSnapshot()).isShowFirstTimeModal).toBe(true)
  })

  it('shows nothing when the check fails, and reports the error', async () => {
    const failure = new Error('HTTP 500')
    const { actor, reportError } = start(async () => {
      throw failure
    })
    actor.send({ type: 'START', entry: JERAWAT, signedIn: true })
    await settle()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(selectConsultModals(actor.getSnapshot())).toEqual(closedModals)
    expect(reportError).toHaveBeenCalledWith(failure)
  })

  it('closing a dialog hides only that dialog and navigates nowhere', async () => {
    const { actor, navigate } = start(async () => existingConsult(3))
    actor.send({ type: 'START', entry: JERAWAT, signedIn: true })
    await settle()
    actor.send({ type: 'CLOSE_CONTINUE_CHAT' })
    // One dialog is open at a time, so hiding it leaves every flag down; the consult is kept.
    expect(actor.getSnapshot().value).toBe('idle')
    expect(selectConsultModals(actor.getSnapshot()).isShowContinueChatModal).toBe(false)
    expect(actor.getSnapshot().context.consult?.status).toBe(3)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('resets every dialog flag when a new start comes', async () => {
    const { actor } = start(async () => existingConsult(3))
    actor.send({ type: 'START', entry: JERAWAT, signedIn: true })
    await settle()
    actor.send({ type: 'START', entry: { flowId: '1000' }, signedIn: false })
    expect(selectConsultModals(actor.getSnapshot())).toEqual({
      ...closedModals,
      isShowFirstTimeModal: true,
      consultUrl: '/keluhan',
    })
  })
})

describe('flow routes (spec §2, §9)', () => {
  it.each([
    ['', '/keluhan'],
    ['1000', '/keluhan'],
    ['1001', '/help-center'],
    ['1002', '/product'],
    ['2001', '/konsultasi?flowId=2001'],
  ])('flow %j starts at %s', (flowId, url) => {
    expect(consultUrl({ flowId })).toBe(url)
  })

  it('carries type and name only when present', () => {
    expect(consultUrl({ flowId: '2001', type: 'condition' })).toBe(
      '/konsultasi?flowId=2001&type=condition',
    )
    expect(questionnaireUrl(existingConsult(1), { flowId: '2001' })).toBe(
      '/konsultasi/kuesioner?flowId=2001&contentId=4&consultId=c0ffee00-0000-4000-8000-000000000001',
    )
    expect(chatRoomUrl({ id: 'abc' })).toBe('/konsultasi/pesan?chatroom=abc')
  })

  it('labels the shop flow for shopping and every other flow for a consultation', () => {
    expect(ctaLabel('1002')).toBe('Mulai Belanja')
    expect(ctaLabel('1000')).toBe('Mulai Konsul')
    expect(ctaLabel('2001')).toBe('Mulai Konsul')
  })
})
