/** The polyclinics and the conditions each treats: the public list a consult starts from. */
import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import type * as v from 'valibot'
import type { Condition, PolyclinicList } from '../../contract/polyclinics/schemas'
import { conditions, polyclinics } from '../db/schema/polyclinics'
import type { ApiDeps, ApiEnv } from '../deps'

/** Edited content, unlike places: an hour in caches is fresh enough and spares the database. */
const CACHE_FOR_AN_HOUR = 'public, max-age=3600'

export function polyclinicRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>().get('/misc/poly-clinic', async (c) => {
    const [clinicRows, conditionRows] = await Promise.all([
      db.select().from(polyclinics).orderBy(asc(polyclinics.position), asc(polyclinics.id)),
      db.select().from(conditions).orderBy(asc(conditions.position), asc(conditions.id)),
    ])
    const byClinic = new Map<string, Condition[]>()
    for (const row of conditionRows) {
      const list = byClinic.get(row.polyclinicId) ?? []
      list.push({
        id: row.id,
        slug: row.slug,
        name: row.name,
        summary: row.summary,
        flowId: row.flowId,
      })
      byClinic.set(row.polyclinicId, list)
    }
    c.header('cache-control', CACHE_FOR_AN_HOUR)
    return c.json({
      data: clinicRows.map((clinic) => ({
        id: clinic.id,
        slug: clinic.slug,
        name: clinic.name,
        description: clinic.description,
        conditions: byClinic.get(clinic.id) ?? [],
      })),
    } satisfies v.InferOutput<typeof PolyclinicList>)
  })
}
