/** Condition cards, the small summary of a condition that landing, clinic and article pages show. */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { ConditionCard, Image } from '../../../contract/content/schemas'
import type { Database } from '../../db/client'
import { conditionPages } from '../../db/schema/content'
import { conditions, polyclinics } from '../../db/schema/polyclinics'

/** Shown for a condition that has no page picture yet. */
const FALLBACK_CONDITION_IMAGE: Image = {
  src: '/images/content/conditions/default.svg',
  alt: '',
  width: 640,
  height: 480,
}

/** Condition cards by id (in polyclinic order), or every condition of one polyclinic. */
export async function conditionCards(
  db: Database,
  ids?: string[],
  polyclinicId?: string,
): Promise<ConditionCard[]> {
  if (ids && ids.length === 0) return []
  const rows = await db
    .select({ condition: conditions, clinic: polyclinics, image: conditionPages.image })
    .from(conditions)
    .innerJoin(polyclinics, eq(polyclinics.id, conditions.polyclinicId))
    .leftJoin(conditionPages, eq(conditionPages.conditionId, conditions.id))
    .where(
      and(
        ids ? inArray(conditions.id, ids) : undefined,
        polyclinicId ? eq(conditions.polyclinicId, polyclinicId) : undefined,
      ),
    )
    .orderBy(asc(polyclinics.position), asc(conditions.position))
  return rows.map(({ condition, clinic, image }) => ({
    id: condition.id,
    slug: condition.slug,
    name: condition.name,
    summary: condition.summary,
    flowId: condition.flowId,
    polyclinic: { id: clinic.id, slug: clinic.slug, name: clinic.name },
    image: image ?? FALLBACK_CONDITION_IMAGE,
  }))
}
