/**
 * What a replayed consultation path keeps between its steps: the member and their consult, what
 * the next load of the questionnaire must find, what is done just before the member's next press
 * that starts a call (an answer arranged for it), and the photo the next pick is. Kept per
 * browser world, so every path starts from nothing.
 */
import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { Questionnaire } from '../../../../contract/consults/fhir'
import type { QaWorld } from '../../replay/qa-world'
import type { SignedInMember } from './member-api'

/** What the questionnaire's next load must find (the fixtures' answers of `loadQuestionnaire`). */
export type LoadPlan =
  /** Nothing of the small questionnaire answered yet: the page opens at 'jenis-jerawat'. */
  | 'fresh'
  /** Everything answered, last seen at the end: the page opens at the consents. */
  | 'answered'
  /** Sent to the doctors already (status 2). */
  | 'sent'
  /** No consult of this member by the id in the address. */
  | 'none'

interface PhotoFile {
  name: string
  mimeType: string
  buffer: Buffer
}

interface ConsultRun {
  member: SignedInMember | null
  consultId: string | null
  questionnaire: Questionnaire | null
  consentVersions: Record<string, string> | null
  loadPlan: LoadPlan
  /** Whether the consult is already in the state `loadPlan` names. */
  planApplied: boolean
  /** Done just before the next press that starts a call: the answer arranged for that call. */
  beforePress: Array<() => Promise<void>>
  /** The file the member picks at the next photo pick, when an arrangement chose it. */
  photo: PhotoFile | null
  /** `history.length` when the questionnaire opened: its first entry is the step it opened on. */
  historyAtOpen: number
  /**
   * Opens the way for a submit the page makes on its own (after the profile is saved, with no
   * press of the member's), once the answer arranged for it is in place.
   */
  openSubmit: (() => void) | null
}

const runs = new WeakMap<QaWorld, ConsultRun>()

export function runOf(world: QaWorld): ConsultRun {
  let run = runs.get(world)
  if (!run) {
    run = {
      member: null,
      consultId: null,
      questionnaire: null,
      consentVersions: null,
      loadPlan: 'fresh',
      planApplied: false,
      beforePress: [],
      photo: null,
      historyAtOpen: 0,
      openSubmit: null,
    }
    runs.set(world, run)
  }
  return run
}

export function questionnaireIn(run: ConsultRun): Questionnaire {
  if (!run.questionnaire) throw new Error('The consult was not arranged before the page opened')
  return run.questionnaire
}

/** Runs what was arranged for the call the next press starts. */
export async function beforePress(world: QaWorld) {
  const run = runOf(world)
  for (const step of run.beforePress.splice(0)) await step()
}

/** A real photo: a small JPEG, as a phone's camera would give (smaller). */
export async function cameraPhoto(): Promise<PhotoFile> {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#e8a27c' },
  })
    .jpeg()
    .toBuffer()
  return { name: 'wajah.jpg', mimeType: 'image/jpeg', buffer }
}

/** A file named and typed as a photo whose bytes are none: the API cannot read it (422). */
export const brokenPhoto: PhotoFile = {
  name: 'wajah.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('bukan foto'),
}

export const labReport: PhotoFile = {
  name: 'hasil-lab.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7'),
}

function stepHeading(page: Page) {
  return page.getByRole('heading', { level: 2 }).and(page.locator('#judul-langkah'))
}

/** Waits until the page shows the step titled `title`. */
export async function expectStep(page: Page, title: string) {
  await expect(stepHeading(page)).toHaveText(new RegExp(`^${escapeRegExp(title)}( \\(wajib\\))?$`))
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
