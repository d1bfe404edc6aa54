/**
 * The questionnaires as data: one FHIR R4 `Questionnaire` per condition flow (./questionnaire-data,
 * one module per polyclinic). Seeded by id: a version already in the database is never changed,
 * because consults started on it keep pointing at it; a new text is a new version.
 */
import type { Questionnaire } from '../../../src/api/consults/fhir'
import type { Database } from '../client'
import { questionnaires } from '../schema/consults'
import { skinQuestionnaires } from './questionnaire-data/kulit'

export const questionnaireSeed: Questionnaire[] = [...skinQuestionnaires()]

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
