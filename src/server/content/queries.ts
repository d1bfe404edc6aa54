import { queryOptions } from '@tanstack/react-query'
import type { ArticleListParams, TestimonyListParams } from '../../../contract/content/schemas'

// The HTTP client loads with the first query that needs it, not with every page (see misc/queries.ts).
const calls = () => import('../../api/content/calls')

/** Edited content: fresh for five minutes, as the API's `cache-control` says. */
const FIVE_MINUTES = 5 * 60_000

export const contentQueries = {
  landing: () =>
    queryOptions({
      queryKey: ['content', 'landing'],
      queryFn: async () => (await calls()).getLandingPage(),
      staleTime: FIVE_MINUTES,
    }),
  polyclinic: (slug: string) =>
    queryOptions({
      queryKey: ['content', 'polyclinic', slug],
      queryFn: async () => (await calls()).getPolyclinicPage(slug),
      staleTime: FIVE_MINUTES,
    }),
  condition: (id: string) =>
    queryOptions({
      queryKey: ['content', 'condition', id],
      queryFn: async () => (await calls()).getConditionPage(id),
      staleTime: FIVE_MINUTES,
    }),
  advisors: () =>
    queryOptions({
      queryKey: ['content', 'advisors'],
      queryFn: async () => (await calls()).getAdvisorPage(),
      staleTime: FIVE_MINUTES,
    }),
  aboutUs: () =>
    queryOptions({
      queryKey: ['content', 'about-us'],
      queryFn: async () => (await calls()).getAboutUsPage(),
      staleTime: FIVE_MINUTES,
    }),
  articles: (query: ArticleListParams = {}) =>
    queryOptions({
      queryKey: [
        'content',
        'articles',
        query.page ?? 1,
        query.limit ?? 0,
        query.categoryArticle ?? '',
      ],
      queryFn: async () => (await calls()).listArticles(query),
      staleTime: FIVE_MINUTES,
    }),
  article: (id: string) =>
    queryOptions({
      queryKey: ['content', 'article', id],
      queryFn: async () => (await calls()).getArticle(id),
      staleTime: FIVE_MINUTES,
    }),
  /** The key tells visitor and member lists apart without holding the token itself. */
  promotions: (token?: string | null) =>
    queryOptions({
      queryKey: ['content', 'promotions', token ? 'member' : 'visitor'],
      queryFn: async () => (await calls()).listPromotions(token),
      staleTime: FIVE_MINUTES,
    }),
  promotion: (id: string, token?: string | null) =>
    queryOptions({
      queryKey: ['content', 'promotion', id, token ? 'member' : 'visitor'],
      queryFn: async () => (await calls()).getPromotion(id, token),
      staleTime: FIVE_MINUTES,
    }),
  faq: () =>
    queryOptions({
      queryKey: ['content', 'faq'],
      queryFn: async () => (await calls()).getFaqPage(),
      staleTime: FIVE_MINUTES,
    }),
  privacy: () =>
    queryOptions({
      queryKey: ['content', 'privacy'],
      queryFn: async () => (await calls()).getPrivacyPage(),
      staleTime: FIVE_MINUTES,
    }),
  terms: () =>
    queryOptions({
      queryKey: ['content', 'terms'],
      queryFn: async () => (await calls()).getTermsPage(),
      staleTime: FIVE_MINUTES,
    }),
  consultationAgreement: () =>
    queryOptions({
      queryKey: ['content', 'consultation-agreement'],
      queryFn: async () => (await calls()).getConsultationAgreementPage(),
      staleTime: FIVE_MINUTES,
    }),
  interim: () =>
    queryOptions({
      queryKey: ['content', 'interim'],
      queryFn: async () => (await calls()).getInterimPage(),
      staleTime: FIVE_MINUTES,
    }),
  testimonyPage: () =>
    queryOptions({
      queryKey: ['content', 'testimony-page'],
      queryFn: async () => (await calls()).getTestimonyPage(),
      staleTime: FIVE_MINUTES,
    }),
  /** Never fails: a failed list is `null` (spec §8) and its section is hidden. */
  testimonies: (query: TestimonyListParams) =>
    queryOptions({
      queryKey: [
        'content',
        'testimonies',
        query.type,
        query.page ?? 1,
        query.limit ?? 0,
        query.conditionSlug ?? '',
      ],
      queryFn: async () => (await calls()).listTestimoniesOrNull(query),
      staleTime: FIVE_MINUTES,
    }),
  sitemap: () =>
    queryOptions({
      queryKey: ['content', 'sitemap'],
      queryFn: async () => (await calls()).getSitemap(),
      staleTime: FIVE_MINUTES,
    }),
}
