import {
  AboutUsPage,
  AdvisorPage,
  Article,
  ArticleList,
  type ArticleListParams,
  ConditionPage,
  ContentVersion,
  FaqPage,
  InterimPage,
  LandingPage,
  LegalPage,
  PolyclinicPage,
  PromotionDetail,
  PromotionList,
  Sitemap,
  TestimonyList,
  type TestimonyListParams,
  TestimonyPage,
} from '../../../contract/content/schemas'
import { apiRequest } from '../client'

// Public content: no token, except promotions (a signed-in member also sees member-only ones).
// 404 for unknown ids and slugs arrives as `ApiError` with status 404.

const segment = (value: string) => encodeURIComponent(value)

export function getLandingPage() {
  return apiRequest(LandingPage, '/dc-frontend/landing-page')
}

export function getPolyclinicPage(slug: string) {
  return apiRequest(PolyclinicPage, `/dc-frontend/poly-clinic/${segment(slug)}`)
}

/** `id` is the condition id from `/misc/poly-clinic` ('1.1'). */
export function getConditionPage(id: string) {
  return apiRequest(ConditionPage, `/dc-frontend/condition-page/${segment(id)}`)
}

export function getAdvisorPage() {
  return apiRequest(AdvisorPage, '/dc-frontend/advisor-page')
}

export function getAboutUsPage() {
  return apiRequest(AboutUsPage, '/dc-frontend/about-us-page')
}

export function listArticles(query: ArticleListParams = {}) {
  return apiRequest(ArticleList, '/dc-frontend/article-page', { query: { ...query } })
}

export function getArticle(id: string) {
  return apiRequest(Article, `/dc-frontend/article-detail/${segment(id)}`)
}

export function listPromotions(token?: string | null) {
  return apiRequest(PromotionList, '/dc-frontend/promotion-page', {
    token: token ?? null,
    timeout: 'slow',
  })
}

export function getPromotion(id: string, token?: string | null) {
  return apiRequest(PromotionDetail, `/dc-frontend/promotion-detail/${segment(id)}`, {
    token: token ?? null,
    timeout: 'slow',
  })
}

export function getFaqPage() {
  return apiRequest(FaqPage, '/dc-frontend/faq-page-v2')
}

export function getPrivacyPage() {
  return apiRequest(LegalPage, '/dc-frontend/privacy-page')
}

export function getTermsPage() {
  return apiRequest(LegalPage, '/dc-frontend/terms-page')
}

export function getConsultationAgreementPage() {
  return apiRequest(LegalPage, '/dc-frontend/consultation-agreement-page')
}

export function getInterimPage() {
  return apiRequest(InterimPage, '/dc-frontend/interim-page')
}

export function getTestimonyPage() {
  return apiRequest(TestimonyPage, '/dc-frontend/testimony-page')
}

/** Throws on failure; see `listTestimoniesOrNull` for the page's lists. */
export function listTestimonies(query: TestimonyListParams) {
  return apiRequest(TestimonyList, '/dc-frontend/testimony', { query: { ...query } })
}

/** Spec §8: a failed testimony list yields null, and the page hides that section. */
export async function listTestimoniesOrNull(query: TestimonyListParams) {
  try {
    return await listTestimonies(query)
  } catch {
    return null
  }
}

export function getSitemap() {
  return apiRequest(Sitemap, '/dc-frontend/sitemap')
}

/** The content version the site's page cache is keyed by (ADR 016). */
export function getContentVersion() {
  return apiRequest(ContentVersion, '/dc-frontend/content-version')
}
