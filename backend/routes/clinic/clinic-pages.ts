/**
 * The clinic's singleton pages, kept in `clinic_pages`, one row per key. `data` holds the page's
 * own fields as the contract shapes them, less `updatedAt` (the row's) and the lists the routes
 * join in from other tables. Each key is checked with the contract's schema when read, since the
 * column is free-form JSON that editors change.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  BranchHomepage,
  ClinicLandingPage,
  ClinicPromotionPage,
  ClinicTestimonyPage,
  ProgramPage,
  SubscriptionPage,
  SubscriptionTerms,
  TreatmentListPage,
} from '../../../contract/clinic/schemas'
import type { Database } from '../../db/client'
import { clinicPages } from '../../db/schema/clinic'
import { notFound } from '../../http/problem'

const STORED_PAGES = {
  'clinic-landing': v.object({
    ...v.pick(ClinicLandingPage, ['seo', 'hero', 'blocks']).entries,
    steps: v.optional(ClinicLandingPage.entries.steps, []),
    faq: v.optional(ClinicLandingPage.entries.faq, []),
  }),
  'clinic-treatments': v.pick(TreatmentListPage, ['seo', 'hero', 'blocks']),
  'clinic-branches': v.pick(BranchHomepage, ['seo', 'hero', 'blocks']),
  'clinic-promotions': v.pick(ClinicPromotionPage, ['seo', 'hero', 'blocks']),
  'clinic-testimonies': v.pick(ClinicTestimonyPage, ['seo', 'hero', 'blocks', 'disclaimer']),
  'clinic-programs': v.object({
    ...v.pick(ProgramPage, ['seo', 'hero', 'blocks']).entries,
    faq: v.optional(ProgramPage.entries.faq, []),
  }),
  'clinic-subscriptions': v.object({
    ...v.pick(SubscriptionPage, ['seo', 'hero', 'blocks']).entries,
    faq: v.optional(SubscriptionPage.entries.faq, []),
  }),
  'clinic-subscription-terms': v.omit(SubscriptionTerms, ['updatedAt']),
} satisfies Record<string, v.GenericSchema>

export type ClinicPageKey = keyof typeof STORED_PAGES

/** A clinic page's fields and when they changed; a missing row is a 404 (an unseeded database). */
export async function readClinicPage<K extends ClinicPageKey>(db: Database, key: K) {
  const [row] = await db.select().from(clinicPages).where(eq(clinicPages.key, key)).limit(1)
  if (!row) throw notFound()
  const data = v.safeParse(STORED_PAGES[key], row.data)
  if (!data.success) {
    throw new Error(`clinic_pages '${key}' does not match its schema: ${v.summarize(data.issues)}`)
  }
  return { ...data.output, updatedAt: row.updatedAt.toISOString() }
}

/** The fields every page answer starts with; `hero` only when the page has one. */
export function pageHead(page: {
  seo: v.InferOutput<typeof ClinicLandingPage>['seo']
  hero?: v.InferOutput<typeof ClinicLandingPage>['hero'] | undefined
  blocks: v.InferOutput<typeof ClinicLandingPage>['blocks']
  updatedAt: string
}) {
  return {
    seo: page.seo,
    ...(page.hero ? { hero: page.hero } : {}),
    blocks: page.blocks,
    updatedAt: page.updatedAt,
  }
}
