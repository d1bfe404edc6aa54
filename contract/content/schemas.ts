/**
 * The public content contract (spec §7 "Public content"): landing, polyclinic and condition pages,
 * advisors, about us, articles, promotions, FAQ, legal texts, the interim page, testimonies and
 * the sitemap feed. Every endpoint is `GET`, public, and needs the `diri-platform` header; unknown
 * ids and slugs answer 404 with the usual error body.
 *
 * Ids used in URLs:
 * - articles and promotions: `id` is a permanent, readable key (`jerawat-hormonal`), so the web
 *   app's `/artikel/{id}` and `/promo/{id}` are readable addresses; `slug` is the same value today
 *   and kept for links that prefer it;
 * - polyclinic pages: the polyclinic's `slug` (`/dc-frontend/poly-clinic/poliklinik-kulit`);
 * - condition pages: the condition's `id` from `/misc/poly-clinic` (`'1.1'`), which never changes
 *   when a condition is renamed (`/dc-frontend/condition-page/1.1`).
 */
import * as v from 'valibot'
import { limitWithin, PageParam, Timestamp } from '../shared-schemas'

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A project-made image served from this site (no hot-linking). */
export const Image = v.object({
  /** Site-relative, e.g. '/images/content/articles/jerawat-hormonal.svg'. */
  src: v.pipe(v.string(), v.startsWith('/')),
  /** Indonesian; '' only when the image is decorative. */
  alt: v.string(),
  /** Intrinsic size in CSS pixels, so pages reserve the space (no layout shift). */
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type Image = v.InferOutput<typeof Image>

/** A site-relative link ('/konsultasi/mulai?flowId=2001') with its visible label. */
export const Link = v.object({ label: v.string(), href: v.pipe(v.string(), v.startsWith('/')) })
export type Link = v.InferOutput<typeof Link>

/** What a page puts in its title, description and Open Graph/Twitter tags. */
export const Seo = v.object({
  title: v.string(),
  description: v.string(),
  image: v.optional(Image),
})
export type Seo = v.InferOutput<typeof Seo>

/** The top of a page: a heading, one or two sentences, an optional picture and call to action. */
export const Hero = v.object({
  eyebrow: v.optional(v.string()),
  title: v.string(),
  subtitle: v.string(),
  image: v.optional(Image),
  cta: v.optional(Link),
})
export type Hero = v.InferOutput<typeof Hero>

/** Plain text: one string per paragraph, no markdown or HTML. */
const Paragraphs = v.array(v.string())

/**
 * One section of a page body in the spec's text/image layouts (§3). `bullets`, when present, is
 * a plain list shown after the paragraphs. `id` is unique within its page (usable as an anchor).
 */
export const ContentBlock = v.variant('layout', [
  v.object({
    layout: v.literal('TEXT_ONLY'),
    id: v.string(),
    title: v.optional(v.string()),
    body: Paragraphs,
    bullets: v.optional(v.array(v.string())),
  }),
  v.object({
    layout: v.literal('IMAGE_ONLY'),
    id: v.string(),
    image: Image,
    caption: v.optional(v.string()),
  }),
  v.object({
    layout: v.literal('TEXT_IMAGE'),
    id: v.string(),
    title: v.optional(v.string()),
    body: Paragraphs,
    bullets: v.optional(v.array(v.string())),
    image: Image,
    imagePosition: v.picklist(['left', 'right']),
  }),
])
export type ContentBlock = v.InferOutput<typeof ContentBlock>

/** Page number, page size, how many items in all, how many pages (0 when there are none). */
export const PageMeta = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type PageMeta = v.InferOutput<typeof PageMeta>

/** Every singleton page: SEO, optional hero, body blocks, when its content last changed. */
export const pageEntries = {
  seo: Seo,
  hero: v.optional(Hero),
  blocks: v.array(ContentBlock),
  updatedAt: Timestamp,
}

export const SlugName = v.object({ slug: v.string(), name: v.string() })
export type SlugName = v.InferOutput<typeof SlugName>

export const FaqItem = v.object({
  id: v.string(),
  question: v.string(),
  /** Paragraphs of plain text. */
  answer: Paragraphs,
})
export type FaqItem = v.InferOutput<typeof FaqItem>

// ---------------------------------------------------------------------------------------------
// Polyclinics and conditions

/** A condition as a card: what `/kondisi/{id}` is about and the flow 'Mulai Konsul' starts. */
export const ConditionCard = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  summary: v.string(),
  /** The consultation flow this condition starts. */
  flowId: v.string(),
  polyclinic: v.object({ id: v.string(), slug: v.string(), name: v.string() }),
  image: Image,
})
export type ConditionCard = v.InferOutput<typeof ConditionCard>

/** `GET /dc-frontend/poly-clinic/{slug}`. */
export const PolyclinicPage = v.object({
  ...pageEntries,
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  image: Image,
  conditions: v.array(ConditionCard),
  faq: v.array(FaqItem),
})
export type PolyclinicPage = v.InferOutput<typeof PolyclinicPage>

// ---------------------------------------------------------------------------------------------
// Articles

export const ArticleAuthor = v.object({
  name: v.string(),
  /** 'Dokter Umum', 'Tim Redaksi Diri', … */
  title: v.string(),
})
export type ArticleAuthor = v.InferOutput<typeof ArticleAuthor>

export const ArticleSummary = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  category: SlugName,
  author: ArticleAuthor,
  publishedAt: Timestamp,
  readingMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  cover: Image,
})
export type ArticleSummary = v.InferOutput<typeof ArticleSummary>

/** `GET /dc-frontend/article-detail/{id}`. */
export const Article = v.object({
  ...ArticleSummary.entries,
  seo: Seo,
  blocks: v.array(ContentBlock),
  updatedAt: Timestamp,
  /** Medically reviewed by (a doctor of the advisor page), when reviewed. */
  reviewer: v.nullable(ArticleAuthor),
  /** The condition the article is about, for a 'Mulai Konsul' link; null for general topics. */
  condition: v.nullable(ConditionCard),
  /** Up to 3 other articles, same category first. */
  related: v.array(ArticleSummary),
})
export type Article = v.InferOutput<typeof Article>

export const ARTICLE_PAGE_SIZE = 9
export const ARTICLE_MAX_PAGE_SIZE = 24

/** `GET /dc-frontend/article-page` query: `page` ≥ 1, `limit` 1–24 (9), `categoryArticle` slug. */
export const ArticleListQuery = v.object({
  page: PageParam,
  limit: v.optional(limitWithin(ARTICLE_MAX_PAGE_SIZE), String(ARTICLE_PAGE_SIZE)),
  categoryArticle: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'Kategori artikel tidak dikenal.')),
  ),
})
/** What the web app passes to `listArticles` (numbers; the query string carries them as text). */
export interface ArticleListParams {
  page?: number
  limit?: number
  categoryArticle?: string
}

/**
 * `GET /dc-frontend/article-page`: newest first. A page past the last answers an empty `data`
 * with the real `total`; an unknown category answers 400. `categories` lists every category that
 * has articles, for the filter.
 */
export const ArticleList = v.object({
  seo: Seo,
  hero: v.optional(Hero),
  data: v.array(ArticleSummary),
  meta: PageMeta,
  categories: v.array(SlugName),
  /** The category filtered on, or null. */
  category: v.nullable(SlugName),
})
export type ArticleList = v.InferOutput<typeof ArticleList>

// ---------------------------------------------------------------------------------------------
// Promotions

export const Promotion = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  image: Image,
  validFrom: Timestamp,
  validUntil: Timestamp,
  /** Computed from the API's clock: before `validFrom`, within, or after `validUntil`. */
  status: v.picklist(['upcoming', 'active', 'expired']),
  /** The code to type at checkout, or null when the promotion applies by itself. */
  code: v.nullable(v.string()),
  /** Shown only to signed-in members (a valid Bearer token); hidden from visitors. */
  membersOnly: v.boolean(),
  /** Short terms, one per line. */
  terms: v.array(v.string()),
})
export type Promotion = v.InferOutput<typeof Promotion>

/**
 * `GET /dc-frontend/promotion-page`, token optional. Lists upcoming and active promotions
 * (soonest ending first); expired ones drop out of the list. Member-only promotions appear only
 * with a valid token; a missing, invalid or expired token is treated as a visitor (never 401).
 */
export const PromotionList = v.object({
  seo: Seo,
  hero: v.optional(Hero),
  data: v.array(Promotion),
})
export type PromotionList = v.InferOutput<typeof PromotionList>

/**
 * `GET /dc-frontend/promotion-detail/{id}`, token optional. Expired promotions still answer
 * (status 'expired') so old links explain themselves; a member-only one answers 404 without a
 * valid token.
 */
export const PromotionDetail = v.object({
  ...Promotion.entries,
  seo: Seo,
  blocks: v.array(ContentBlock),
  howToUse: v.array(v.string()),
  updatedAt: Timestamp,
})
export type PromotionDetail = v.InferOutput<typeof PromotionDetail>

// ---------------------------------------------------------------------------------------------
// Testimonies

const testimonyEntries = {
  id: v.string(),
  /** First name or initials only, as the member agreed. */
  name: v.string(),
  age: v.nullable(v.pipe(v.number(), v.integer())),
  city: v.string(),
  condition: SlugName,
  /** One sentence in the member's words. */
  quote: v.string(),
  publishedAt: Timestamp,
}

export const BeforeAfterTestimony = v.object({
  ...testimonyEntries,
  type: v.literal('before_after'),
  /** Paragraphs: what the member tried and how it went (results differ per person). */
  story: Paragraphs,
  /** How long the treatment had run when the 'after' picture was taken. */
  durationWeeks: v.pipe(v.number(), v.integer(), v.minValue(1)),
  before: Image,
  after: Image,
})
export type BeforeAfterTestimony = v.InferOutput<typeof BeforeAfterTestimony>

export const VideoTestimony = v.object({
  ...testimonyEntries,
  type: v.literal('video'),
  poster: Image,
  /** Always null here: no video files are hosted; pages show the poster and the transcript. */
  videoUrl: v.null(),
  durationSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  transcript: Paragraphs,
})
export type VideoTestimony = v.InferOutput<typeof VideoTestimony>

export const Testimony = v.variant('type', [BeforeAfterTestimony, VideoTestimony])
export type Testimony = v.InferOutput<typeof Testimony>
export type TestimonyType = Testimony['type']

/** Default page sizes (spec §9): before/after 4, video 3. */
export const TESTIMONY_PAGE_SIZE = { before_after: 4, video: 3 } as const
export const TESTIMONY_MAX_PAGE_SIZE = 12

/** `GET /dc-frontend/testimony` query; `limit` defaults by type (4 or 3), at most 12. */
export const TestimonyListQuery = v.object({
  type: v.picklist(['before_after', 'video'], 'Jenis testimoni harus before_after atau video.'),
  page: PageParam,
  limit: v.optional(limitWithin(TESTIMONY_MAX_PAGE_SIZE)),
  /** A condition slug ('jerawat'); an unknown one yields an empty list, not an error. */
  conditionSlug: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'Kondisi tidak dikenal.')),
  ),
})
/** What the web app passes to `listTestimonies`. */
export interface TestimonyListParams {
  type: 'before_after' | 'video'
  page?: number
  limit?: number
  conditionSlug?: string
}

/** `GET /dc-frontend/testimony`: newest first, only items of the asked type. */
export const TestimonyList = v.object({ data: v.array(Testimony), meta: PageMeta })
export type TestimonyList = v.InferOutput<typeof TestimonyList>

/** `GET /dc-frontend/testimony-page`: the page around the two lists. */
export const TestimonyPage = v.object({
  ...pageEntries,
  /** Conditions that have testimonies, for the filter (`conditionSlug`). */
  conditions: v.array(SlugName),
  /** A plain reminder that results differ per person. */
  disclaimer: v.string(),
})
export type TestimonyPage = v.InferOutput<typeof TestimonyPage>

// ---------------------------------------------------------------------------------------------
// People and singleton pages

export const Advisor = v.object({
  id: v.string(),
  name: v.string(),
  /** 'Dokter Spesialis Dermatologi dan Venereologi', 'Dokter Umum', … */
  title: v.string(),
  /** Surat Tanda Registrasi number. */
  strNumber: v.string(),
  photo: Image,
  bio: Paragraphs,
  education: v.array(v.string()),
  /** Topics the doctor handles most ('Jerawat', 'Rambut rontok'). */
  focus: v.array(v.string()),
  experienceYears: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type Advisor = v.InferOutput<typeof Advisor>

/** `GET /dc-frontend/advisor-page`. */
export const AdvisorPage = v.object({ ...pageEntries, advisors: v.array(Advisor) })
export type AdvisorPage = v.InferOutput<typeof AdvisorPage>

/** `GET /dc-frontend/about-us-page`. */
export const AboutUsPage = v.object({
  ...pageEntries,
  /** Short figures ('6 dokter', '8 poliklinik'). */
  stats: v.array(v.object({ value: v.string(), label: v.string() })),
})
export type AboutUsPage = v.InferOutput<typeof AboutUsPage>

export const Step = v.object({ title: v.string(), body: v.string(), image: v.optional(Image) })
export type Step = v.InferOutput<typeof Step>

/** `GET /dc-frontend/landing-page`. */
export const LandingPage = v.object({
  ...pageEntries,
  hero: Hero,
  featuredConditions: v.array(ConditionCard),
  /** How a consultation works, in order. */
  steps: v.array(Step),
  /** A few testimonies of either type. */
  testimonials: v.array(Testimony),
  /** The newest 3 articles. */
  latestArticles: v.array(ArticleSummary),
  /** A few frequently asked questions; the rest are on `/faq`. */
  faq: v.array(FaqItem),
})
export type LandingPage = v.InferOutput<typeof LandingPage>

/** `GET /dc-frontend/condition-page/{id}` (id = condition id, e.g. '1.1'). */
export const ConditionPage = v.object({
  ...pageEntries,
  condition: ConditionCard,
  /** Signs a visitor may recognise. */
  symptoms: v.array(v.string()),
  faq: v.array(FaqItem),
  relatedArticles: v.array(ArticleSummary),
  /** Where 'Mulai Konsul' leads; carries the condition's flowId. */
  cta: Link,
})
export type ConditionPage = v.InferOutput<typeof ConditionPage>

/** `GET /dc-frontend/faq-page-v2`: questions in groups, in reading order. */
export const FaqPage = v.object({
  ...pageEntries,
  groups: v.array(
    v.object({ id: v.string(), slug: v.string(), title: v.string(), items: v.array(FaqItem) }),
  ),
})
export type FaqPage = v.InferOutput<typeof FaqPage>

/**
 * `GET /dc-frontend/privacy-page`, `/terms-page`, `/consultation-agreement-page`: a long legal
 * text as TEXT_ONLY blocks (one per numbered section), with the date it takes effect.
 */
export const LegalPage = v.object({
  ...pageEntries,
  title: v.string(),
  effectiveFrom: Timestamp,
})
export type LegalPage = v.InferOutput<typeof LegalPage>

/** `GET /dc-frontend/interim-page`: a short interstitial before a consultation starts. */
export const InterimPage = v.object({
  ...pageEntries,
  title: v.string(),
  intro: v.string(),
  checklist: v.array(Step),
  /** Where to go on ('/keluhan?flowId=1000', the complaint flow); a flowId the page came with wins. */
  cta: Link,
})
export type InterimPage = v.InferOutput<typeof InterimPage>

// ---------------------------------------------------------------------------------------------
// Sitemap feed

/**
 * `GET /dc-frontend/sitemap` (this project's addition): every public content URL with when it
 * last changed, for `sitemap.xml`. `path` is the web app's path: `/artikel/{id}`, `/promo/{id}`,
 * `/poliklinik/{slug}`, `/kondisi/{id}`, plus the singleton pages (`kind: 'page'`: `/`,
 * `/poliklinik`, `/artikel`, `/promo`, `/advisor`, `/tentang-kami`, `/faq`, `/testimoni`,
 * `/kebijakan-privasi`, `/syarat-ketentuan`, `/persetujuan-konsultasi`). Member-only and
 * expired promotions are left out; the interim page is an interstitial and is left out too.
 */
export const SitemapEntry = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  kind: v.picklist(['page', 'article', 'promotion', 'polyclinic', 'condition']),
  updatedAt: Timestamp,
})
export type SitemapEntry = v.InferOutput<typeof SitemapEntry>

export const Sitemap = v.object({ data: v.array(SitemapEntry) })
export type Sitemap = v.InferOutput<typeof Sitemap>

// ---------------------------------------------------------------------------------------------
// Content version

/**
 * `GET /dc-frontend/content-version` (never cached): a number the database raises whenever
 * anything a visitor's page shows changes. The site keys its cached pages by it (ADR 016).
 */
/**
 * Sent by the site with its own API calls: the content version its page cache has seen. The API
 * then keys its public answers by that version or a newer one, never an older one it remembered.
 */
export const CONTENT_VERSION_HEADER = 'diri-content-version'

export const ContentVersion = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  changedAt: Timestamp,
})
export type ContentVersion = v.InferOutput<typeof ContentVersion>
