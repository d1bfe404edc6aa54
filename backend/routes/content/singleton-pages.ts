/**
 * The singleton pages kept in `content_pages`, one row per key. `data` holds the page's own fields
 * as the contract shapes them, less what the route adds: `updatedAt` (the row's) and the lists
 * joined in from other tables. Each key's fields are checked with the contract's schema when read,
 * since the column itself is free-form JSON that editors change.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  AboutUsPage,
  AdvisorPage,
  ArticleList,
  FaqPage,
  InterimPage,
  LandingPage,
  LegalPage,
  PromotionList,
  TestimonyPage,
} from '../../../contract/content/schemas'
import type { Database } from '../../db/client'
import { contentPages } from '../../db/schema/content'
import { notFound } from '../../http/problem'

const StoredLegalPage = v.omit(LegalPage, ['updatedAt'])

const STORED_PAGES = {
  landing: v.object({
    ...v.omit(LandingPage, [
      'updatedAt',
      'featuredConditions',
      'testimonials',
      'latestArticles',
      'faq',
    ]).entries,
    /** The cards to show, in this order; the route reads them from `conditions`. */
    featuredConditionIds: v.array(v.string()),
  }),
  advisor: v.omit(AdvisorPage, ['updatedAt', 'advisors']),
  'about-us': v.omit(AboutUsPage, ['updatedAt']),
  articles: v.pick(ArticleList, ['seo', 'hero']),
  promotions: v.pick(PromotionList, ['seo', 'hero']),
  faq: v.omit(FaqPage, ['updatedAt', 'groups']),
  privacy: StoredLegalPage,
  terms: StoredLegalPage,
  'consultation-agreement': StoredLegalPage,
  interim: v.omit(InterimPage, ['updatedAt']),
  testimony: v.omit(TestimonyPage, ['updatedAt', 'conditions']),
} satisfies Record<string, v.GenericSchema>

export type PageKey = keyof typeof STORED_PAGES

/** A singleton page's fields and when they changed; a missing row is a 404 (an unseeded database). */
export async function readPage<K extends PageKey>(db: Database, key: K) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1)
  if (!row) throw notFound()
  const data = v.safeParse(STORED_PAGES[key], row.data)
  if (!data.success) {
    throw new Error(`content_pages '${key}' does not match its schema: ${v.summarize(data.issues)}`)
  }
  return { ...data.output, updatedAt: row.updatedAt.toISOString() }
}
