/**
 * Content pages: landing, polyclinic and condition pages, advisors, about us, FAQ, the legal
 * texts and the interim page. Singleton pages come from `content_pages` (./singleton-pages.ts);
 * the lists they show are joined in from their own tables.
 */
import { asc, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type {
  AboutUsPage,
  AdvisorPage,
  ConditionPage,
  FaqPage,
  InterimPage,
  LandingPage,
  LegalPage,
  PolyclinicPage,
} from '../../../contract/content/schemas'
import { advisors, conditionPages, faqItems, polyclinicPages } from '../../db/schema/content'
import { polyclinics } from '../../db/schema/polyclinics'
import type { ApiDeps, ApiEnv } from '../../deps'
import { notFound } from '../../http/problem'
import { articleSummaries } from './articles'
import { conditionCards } from './condition-cards'
import { publicJson } from './public-json'
import { readPage } from './singleton-pages'
import { testimonyList } from './testimonies'

export function contentPageRoutes({ db }: ApiDeps) {
  const legal =
    (key: 'privacy' | 'terms' | 'consultation-agreement') => async (c: Context<ApiEnv>) =>
      publicJson(c, (await readPage(db, key)) satisfies LegalPage)

  return new Hono<ApiEnv>()
    .get('/dc-frontend/landing-page', async (c) => {
      const { featuredConditionIds, ...rest } = await readPage(db, 'landing')
      const [cards, latest, beforeAfter, video, faq] = await Promise.all([
        conditionCards(db, featuredConditionIds),
        articleSummaries(db, { limit: 3 }),
        testimonyList(db, { type: 'before_after', limit: 2 }),
        testimonyList(db, { type: 'video', limit: 1 }),
        db
          .select()
          .from(faqItems)
          .where(eq(faqItems.featured, true))
          .orderBy(asc(faqItems.groupPosition), asc(faqItems.position))
          .limit(5),
      ])
      const byId = new Map(cards.map((card) => [card.id, card]))
      return publicJson(c, {
        ...rest,
        featuredConditions: featuredConditionIds.flatMap((id) => byId.get(id) ?? []),
        testimonials: [...beforeAfter.rows, ...video.rows],
        latestArticles: latest,
        faq: faq.map(({ id, question, answer }) => ({ id, question, answer })),
      } satisfies LandingPage)
    })

    .get('/dc-frontend/poly-clinic/:slug', async (c) => {
      const [row] = await db
        .select({ clinic: polyclinics, page: polyclinicPages })
        .from(polyclinics)
        .innerJoin(polyclinicPages, eq(polyclinicPages.polyclinicId, polyclinics.id))
        .where(eq(polyclinics.slug, c.req.param('slug')))
        .limit(1)
      if (!row) throw notFound()
      const cards = await conditionCards(db, undefined, row.clinic.id)
      return publicJson(c, {
        id: row.clinic.id,
        slug: row.clinic.slug,
        name: row.clinic.name,
        description: row.clinic.description,
        seo: row.page.seo,
        ...(row.page.hero ? { hero: row.page.hero } : {}),
        image: row.page.image,
        blocks: row.page.blocks,
        faq: row.page.faq,
        conditions: cards,
        updatedAt: row.page.updatedAt.toISOString(),
      } satisfies PolyclinicPage)
    })

    .get('/dc-frontend/condition-page/:id', async (c) => {
      const id = c.req.param('id')
      const [row] = await db
        .select()
        .from(conditionPages)
        .where(eq(conditionPages.conditionId, id))
        .limit(1)
      const [card] = row ? await conditionCards(db, [id]) : []
      if (!row || !card) throw notFound()
      const related = await articleSummaries(db, { limit: 3, conditionId: id })
      const more =
        related.length < 3
          ? await articleSummaries(db, {
              limit: 3 - related.length,
              polyclinicId: card.polyclinic.id,
              excludeConditionId: id,
            })
          : []
      return publicJson(c, {
        seo: row.seo,
        ...(row.hero ? { hero: row.hero } : {}),
        blocks: row.blocks,
        updatedAt: row.updatedAt.toISOString(),
        condition: card,
        symptoms: row.symptoms,
        faq: row.faq,
        relatedArticles: [...related, ...more],
        cta: {
          label: 'Mulai Konsul',
          href: `/konsultasi?flowId=${card.flowId}&type=condition&name=${card.slug}`,
        },
      } satisfies ConditionPage)
    })

    .get('/dc-frontend/advisor-page', async (c) => {
      const [data, rows] = await Promise.all([
        readPage(db, 'advisor'),
        db.select().from(advisors).orderBy(asc(advisors.position)),
      ])
      return publicJson(c, {
        ...data,
        advisors: rows.map(({ position: _position, ...advisor }) => advisor),
      } satisfies AdvisorPage)
    })

    .get('/dc-frontend/about-us-page', async (c) =>
      publicJson(c, (await readPage(db, 'about-us')) satisfies AboutUsPage),
    )

    .get('/dc-frontend/faq-page-v2', async (c) => {
      const [data, rows] = await Promise.all([
        readPage(db, 'faq'),
        db.select().from(faqItems).orderBy(asc(faqItems.groupPosition), asc(faqItems.position)),
      ])
      const groups: FaqPage['groups'] = []
      for (const row of rows) {
        let group = groups.at(-1)
        if (group?.slug !== row.groupSlug) {
          group = { id: row.groupSlug, slug: row.groupSlug, title: row.groupTitle, items: [] }
          groups.push(group)
        }
        group.items.push({ id: row.id, question: row.question, answer: row.answer })
      }
      return publicJson(c, { ...data, groups } satisfies FaqPage)
    })

    .get('/dc-frontend/privacy-page', legal('privacy'))
    .get('/dc-frontend/terms-page', legal('terms'))
    .get('/dc-frontend/consultation-agreement-page', legal('consultation-agreement'))

    .get('/dc-frontend/interim-page', async (c) =>
      publicJson(c, (await readPage(db, 'interim')) satisfies InterimPage),
    )
}
