/**
 * Testimonies: the page around the lists (`/dc-frontend/testimony-page`) and one list per type
 * (`/dc-frontend/testimony`), newest first, filtered by condition.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  TESTIMONY_PAGE_SIZE,
  type Testimony,
  type TestimonyList,
  TestimonyListQuery,
  type TestimonyPage,
  type TestimonyType,
} from '../../../contract/content/schemas'
import type { Database } from '../../db/client'
import { testimonies } from '../../db/schema/content'
import { conditions, polyclinics } from '../../db/schema/polyclinics'
import type { ApiDeps, ApiEnv } from '../../deps'
import { readQuery } from '../../http/validation'
import { publicJson } from './public-json'
import { readPage } from './singleton-pages'

export function testimonyRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/dc-frontend/testimony-page', async (c) => {
      const [data, withTestimonies] = await Promise.all([
        readPage(db, 'testimony'),
        db
          .selectDistinct({
            slug: conditions.slug,
            name: conditions.name,
            clinic: polyclinics.position,
            position: conditions.position,
          })
          .from(testimonies)
          .innerJoin(conditions, eq(conditions.id, testimonies.conditionId))
          .innerJoin(polyclinics, eq(polyclinics.id, conditions.polyclinicId))
          .orderBy(asc(polyclinics.position), asc(conditions.position)),
      ])
      return publicJson(c, {
        ...data,
        conditions: withTestimonies.map(({ slug, name }) => ({ slug, name })),
      } satisfies TestimonyPage)
    })

    .get('/dc-frontend/testimony', async (c) => {
      const query = readQuery(c, TestimonyListQuery)
      const limit = query.limit ?? TESTIMONY_PAGE_SIZE[query.type]
      const { rows, total } = await testimonyList(db, {
        type: query.type,
        limit,
        offset: (query.page - 1) * limit,
        conditionSlug: query.conditionSlug,
      })
      return publicJson(c, {
        data: rows,
        meta: { page: query.page, limit, total, totalPages: Math.ceil(total / limit) },
      } satisfies TestimonyList)
    })
}

/** One type's testimonies, newest first (then by id, so pages never overlap), and their total. */
export async function testimonyList(
  db: Database,
  options: {
    type: TestimonyType
    limit: number
    offset?: number
    conditionSlug?: string | undefined
  },
): Promise<{ rows: Testimony[]; total: number }> {
  const where = and(
    eq(testimonies.type, options.type),
    options.conditionSlug ? eq(conditions.slug, options.conditionSlug) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        testimony: testimonies,
        condition: { slug: conditions.slug, name: conditions.name },
      })
      .from(testimonies)
      .innerJoin(conditions, eq(conditions.id, testimonies.conditionId))
      .where(where)
      .orderBy(desc(testimonies.publishedAt), asc(testimonies.id))
      .limit(options.limit)
      .offset(options.offset ?? 0),
    db
      .select({ value: count() })
      .from(testimonies)
      .innerJoin(conditions, eq(conditions.id, testimonies.conditionId))
      .where(where),
  ])
  return {
    rows: rows.map(({ testimony, condition }): Testimony => {
      const common = {
        id: testimony.id,
        name: testimony.name,
        age: testimony.age,
        city: testimony.city,
        condition,
        quote: testimony.quote,
        publishedAt: testimony.publishedAt.toISOString(),
      }
      const details = testimony.details
      return details.type === 'before_after'
        ? {
            ...common,
            type: details.type,
            story: details.story,
            durationWeeks: details.durationWeeks,
            before: details.before,
            after: details.after,
          }
        : {
            ...common,
            type: details.type,
            poster: details.poster,
            videoUrl: null,
            durationSeconds: details.durationSeconds,
            transcript: details.transcript,
          }
    }),
    total: total?.value ?? 0,
  }
}
