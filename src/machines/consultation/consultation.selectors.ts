/**
 * What the questionnaire page reads from the machine: the view, the step and its questions,
 * 'Langkah N dari M' over the enabled steps, and whether anything is on its way.
 */
import type { SnapshotFrom } from 'xstate'
import type { QuestionnaireItem } from '../../../contract/consults/fhir'
import {
  CONSENT_STEP,
  previousStep,
  progressOf,
  questionsOf,
  stepItem,
} from '../../lib/consults/consultation-steps'
import { hasChatRoom } from '../../lib/consults/flow-routes'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import type { consultationMachine } from './consultation.machine'
import type { ConsultationContext } from './consultation.model'

type Snapshot = SnapshotFrom<typeof consultationMachine>

export type ConsultationView =
  | 'loading'
  | 'loadFailed'
  | 'step'
  | 'consent'
  | 'profile'
  | 'submitted'
  | 'notFound'
  | 'closed'
  | 'failed'
  | 'signInAgain'

export function selectView(snapshot: Snapshot): ConsultationView {
  if (snapshot.matches('loading')) return 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  if (snapshot.matches('submitted')) return 'submitted'
  if (snapshot.matches('notFound')) return 'notFound'
  if (snapshot.matches('closed')) return 'closed'
  if (snapshot.matches('failed')) return 'failed'
  if (snapshot.matches('signInAgain')) return 'signInAgain'
  // The profile form stays up while it is saved, and while the questionnaire is then sent.
  if (snapshot.matches('profile') || snapshot.matches('savingProfile')) return 'profile'
  // Saving and submitting keep showing the step they leave until the answer comes.
  return snapshot.context.step === CONSENT_STEP ? 'consent' : 'step'
}

export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy')

/** 'Langkah N dari M', or null before the questionnaire is loaded. */
export function selectProgress(snapshot: Snapshot): { number: number; total: number } | null {
  const { data, answers, step } = snapshot.context
  if (!data || step === '') return null
  return progressOf(data.questionnaire, answers, step)
}

/** The current step's item (a question or a group), or null on the consent step. */
export function selectStepItem(snapshot: Snapshot): QuestionnaireItem | null {
  const { data, step } = snapshot.context
  if (!data || step === CONSENT_STEP) return null
  return stepItem(data.questionnaire, step)
}

/** The step's enabled questions, in order (what it saves; the page shows them). */
export function selectQuestions(snapshot: Snapshot): QuestionnaireItem[] {
  const { data, answers, step } = snapshot.context
  if (!data) return []
  return questionsOf(data.questionnaire, answers, step)
}

export function selectCanGoBack(snapshot: Snapshot): boolean {
  const { data, answers, step } = snapshot.context
  if (!data || step === '') return false
  return previousStep(data.questionnaire, answers, step) !== null
}

/** Retries left while a load has failed; 0 otherwise. */
export function selectRetriesLeft(snapshot: Snapshot): number {
  return snapshot.matches('loadFailed') ? MAX_LOAD_ATTEMPTS - snapshot.context.retries : 0
}

/** The current step: a top-level linkId, or the consent step ('' before the questionnaire loads). */
export const selectStepId = (snapshot: Snapshot): string => snapshot.context.step

/** The consult the questionnaire is for, once loaded. */
export const selectConsult = (snapshot: Snapshot) => snapshot.context.data?.consult ?? null

/** The consult, when the load found it sent already: its page is its chat room, not this one. */
export function selectSentConsult(snapshot: Snapshot) {
  const consult = selectConsult(snapshot)
  return snapshot.matches('closed') && consult !== null && hasChatRoom(consult) ? consult : null
}

/** The questionnaire itself, once loaded. */
export const selectQuestionnaire = (snapshot: Snapshot) =>
  snapshot.context.data?.questionnaire ?? null

/** The consent texts' versions the consent step shows, once loaded. */
export const selectConsentVersions = (snapshot: Snapshot) =>
  snapshot.context.data?.consentVersions ?? null

/** The member's answers, by linkId, as they stand in this visit. */
export const selectAnswers = (snapshot: Snapshot): ConsultationContext['answers'] =>
  snapshot.context.answers

/** What is said at a question, by its linkId. */
export const selectErrors = (snapshot: Snapshot): ConsultationContext['errors'] =>
  snapshot.context.errors

/** What is said for the whole step (a save that got no answer, a refusal, a failed load). */
export const selectMessage = (snapshot: Snapshot): string | null => snapshot.context.message

export const selectConsents = (snapshot: Snapshot): ConsultationContext['consents'] =>
  snapshot.context.consents

/** The photo kept while it may simply be sent again ('Kirim ulang'). */
export const selectUnsent = (snapshot: Snapshot): ConsultationContext['unsent'] =>
  snapshot.context.unsent

/** A photo on its way. */
export const selectIsUploading = (snapshot: Snapshot): boolean => snapshot.matches('uploading')

export const selectProfileErrors = (snapshot: Snapshot): ConsultationContext['profileErrors'] =>
  snapshot.context.profileErrors
