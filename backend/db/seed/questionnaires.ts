/**
 * The questionnaires as data: one FHIR R4 `Questionnaire` per condition flow (./questionnaire-data,
 * one module per polyclinic). Seeded by id: a version already in the database is never changed,
 * because consults started on it keep pointing at it; a new text is a new version.
 */
import type { Questionnaire } from '../../../contract/consults/fhir'
import type { Database } from '../client'
import { questionnaires } from '../schema/consults'
import { weightQuestionnaires } from './questionnaire-data/berat-badan'
import { nutritionQuestionnaires } from './questionnaire-data/gizi'
import { mentalHealthQuestionnaires } from './questionnaire-data/kesehatan-mental'
import { sexualHealthQuestionnaires } from './questionnaire-data/kesehatan-seksual'
import { womensHealthQuestionnaires } from './questionnaire-data/kesehatan-wanita'
import { skinQuestionnaires } from './questionnaire-data/kulit'
import { hairQuestionnaires } from './questionnaire-data/rambut'
import { generalQuestionnaires } from './questionnaire-data/umum'

/** In the order of the polyclinics (seed/polyclinics.ts). */
export const questionnaireSeed: Questionnaire[] = [
  ...skinQuestionnaires(),
  ...hairQuestionnaires(),
  ...womensHealthQuestionnaires(),
  ...sexualHealthQuestionnaires(),
  ...weightQuestionnaires(),
  ...generalQuestionnaires(),
  ...nutritionQuestionnaires(),
  ...mentalHealthQuestionnaires(),
]

/** 'kuesioner-2001-v1' → '2001'. */
export function flowIdOf(questionnaire: Questionnaire): string {
  const match = /^kuesioner-(\d{4})-v\d+$/.exec(questionnaire.id)
  if (!match?.[1]) throw new Error(`Questionnaire id ${questionnaire.id} names no flow`)
  return match[1]
}

/** Inserts the questionnaires that are missing; returns how many were added. */
export async function seedQuestionnaires(db: Database) {
  const added = await db
    .insert(questionnaires)
    .values(
      questionnaireSeed.map((questionnaire) => ({
        id: questionnaire.id,
        flowId: flowIdOf(questionnaire),
        version: Number(questionnaire.version),
        resource: questionnaire,
      })),
    )
    // Two instances starting on one empty database at once: the second adds nothing.
    .onConflictDoNothing()
    .returning({ id: questionnaires.id })
  return { questionnaires: added.length }
}
