/**
 * The public content, written for this project (texts in ./content-data). Polyclinic and
 * condition pages are added for every seeded polyclinic and condition that has none yet (so a
 * database that gains polyclinics gains their pages); everything else is seeded only when the
 * content tables are empty, and never overwrites an edited row.
 */
import { count } from 'drizzle-orm'
import type { Database } from '../client'
import {
  advisors,
  articleCategories,
  articles,
  conditionPages,
  contentPages,
  faqItems,
  polyclinicPages,
  promotions,
  testimonies,
} from '../schema/content'
import { conditions, polyclinics } from '../schema/polyclinics'
import { articleCategorySeed, articleSeed } from './content-data/articles'
import { conditionPageSeed, polyclinicPageSeed } from './content-data/clinics'
import { faqSeed, pageSeed } from './content-data/pages'
import { advisorSeed, testimonySeed } from './content-data/people'
import { promotionSeed } from './content-data/promotions'
import { seedPolyclinicContent } from './polyclinics'

/** When the seeded pages "last changed". */
const PAGES_UPDATED = new Date('2026-11-15T01:00:00.000Z')
const CLINIC_PAGES_UPDATED = new Date('2026-11-01T01:00:00.000Z')

export async function seedContent(db: Database): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const [clinicRows, conditionRows] = await Promise.all([
      tx.select({ id: polyclinics.id, slug: polyclinics.slug }).from(polyclinics),
      tx.select({ id: conditions.id, slug: conditions.slug }).from(conditions),
    ])
    const clinicIds = new Map(clinicRows.map((row) => [row.slug, row.id]))
    const conditionIds = new Map(conditionRows.map((row) => [row.slug, row.id]))

    // Pages of polyclinics and conditions: whichever are missing.
    const clinicPages = seedPolyclinicContent.flatMap((clinic) => {
      const polyclinicId = clinicIds.get(clinic.slug)
      return polyclinicId
        ? [{ polyclinicId, ...polyclinicPageSeed(clinic), updatedAt: CLINIC_PAGES_UPDATED }]
        : []
    })
    const conditionPageRows = seedPolyclinicContent.flatMap((clinic) =>
      clinic.conditions.flatMap((condition) => {
        const conditionId = conditionIds.get(condition.slug)
        return conditionId
          ? [
              {
                conditionId,
                ...conditionPageSeed(clinic, condition),
                updatedAt: CLINIC_PAGES_UPDATED,
              },
            ]
          : []
      }),
    )
    const addedClinicPages = clinicPages.length
      ? await tx
          .insert(polyclinicPages)
          .values(clinicPages)
          .onConflictDoNothing()
          .returning({ id: polyclinicPages.polyclinicId })
      : []
    const addedConditionPages = conditionPageRows.length
      ? await tx
          .insert(conditionPages)
          .values(conditionPageRows)
          .onConflictDoNothing()
          .returning({ id: conditionPages.conditionId })
      : []
    const counts = {
      polyclinicPages: addedClinicPages.length,
      conditionPages: addedConditionPages.length,
    }

    const [existing] = await tx.select({ rows: count() }).from(contentPages)
    if ((existing?.rows ?? 0) > 0) {
      return { ...counts, contentPages: 0, articles: 0, promotions: 0, testimonies: 0 }
    }

    // Everything else, once. Two instances starting at once: the second adds nothing.
    const pages = await tx
      .insert(contentPages)
      .values(
        Object.entries(pageSeed).map(([key, data]) => ({
          key,
          data,
          updatedAt:
            typeof data.effectiveFrom === 'string' ? new Date(data.effectiveFrom) : PAGES_UPDATED,
        })),
      )
      .onConflictDoNothing()
      .returning({ key: contentPages.key })
    if (pages.length === 0) {
      return { ...counts, contentPages: 0, articles: 0, promotions: 0, testimonies: 0 }
    }

    await tx
      .insert(articleCategories)
      .values(articleCategorySeed.map((category, index) => ({ ...category, position: index + 1 })))
      .onConflictDoNothing()
    const articleRows = await tx
      .insert(articles)
      .values(
        articleSeed.map(({ conditionSlug, ...article }) => ({
          ...article,
          conditionId: (conditionSlug && conditionIds.get(conditionSlug)) || null,
          seo: { title: article.title, description: article.excerpt, image: article.cover },
          updatedAt: article.publishedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: articles.id })
    const promotionRows = await tx
      .insert(promotions)
      .values(promotionSeed.map((promotion) => ({ ...promotion, updatedAt: promotion.validFrom })))
      .onConflictDoNothing()
      .returning({ id: promotions.id })
    const testimonyRows = await tx
      .insert(testimonies)
      .values(
        testimonySeed.flatMap(({ condition, publishedAt, ...testimony }) => {
          const conditionId = conditionIds.get(condition)
          return conditionId
            ? [{ ...testimony, conditionId, publishedAt: new Date(publishedAt) }]
            : []
        }),
      )
      .onConflictDoNothing()
      .returning({ id: testimonies.id })
    await tx.insert(advisors).values(advisorSeed).onConflictDoNothing()
    await tx
      .insert(faqItems)
      .values(
        faqSeed.flatMap((group, groupIndex) =>
          group.items.map((item, index) => ({
            id: `${group.slug}-${index + 1}`,
            groupSlug: group.slug,
            groupTitle: group.title,
            groupPosition: groupIndex + 1,
            position: index + 1,
            question: item.question,
            answer: item.answer,
            featured: item.featured ?? false,
          })),
        ),
      )
      .onConflictDoNothing()

    return {
      ...counts,
      contentPages: pages.length,
      articles: articleRows.length,
      promotions: promotionRows.length,
      testimonies: testimonyRows.length,
    }
  })
}
