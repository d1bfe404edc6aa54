/**
 * The clinic contract (spec §7 "Clinic"): the offline clinics' landing, treatments, branches by
 * province, promotions, testimonies, key treatments, programs and subscriptions, plus the team
 * list the booking flow shares (`/v2/public/misc/offline-clinic-teams`). Every call is `GET` and
 * public except the subscription reminder (member). Unknown ids answer 404 with the usual error
 * body; a bad query answers 400.
 *
 * Ids are permanent, readable keys ('diri-klinik-kemang', 'facial-acne-peel'), so the web app's
 * `/klinik/cabang/{id}` and `/klinik/perawatan/{id}` read well. Province ids are the
 * administrative codes of `/misc/provinces` ('31' DKI Jakarta).
 *
 * Times of day are the branch's own wall clock ('09:00') in its IANA time zone
 * ('Asia/Jakarta' WIB, 'Asia/Makassar' WITA, 'Asia/Jayapura' WIT). Days are ISO: 1 Monday … 7
 * Sunday. A day without an entry is closed.
 */
import * as v from 'valibot'
import { PAGE_SIZE } from '../../app.config'
import {
  ContentBlock,
  FaqItem,
  Hero,
  Image,
  PageMeta,
  pageEntries,
  Seo,
  SlugName,
  Step,
} from '../content/schemas'
import { limitWithin, NamedRef, PageParam, Rupiah, Timestamp } from '../shared-schemas'

// ---------------------------------------------------------------------------------------------
// Building blocks

const Id = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
const ClockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))
const IsoDay = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))

export const CLINIC_TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const
export const ClinicTimeZone = v.picklist(CLINIC_TIME_ZONES)
export type ClinicTimeZone = v.InferOutput<typeof ClinicTimeZone>

/** Opening hours of one day, in the branch's time zone; `closes` is later than `opens`. */
export const OpeningHours = v.object({ day: IsoDay, opens: ClockTime, closes: ClockTime })
export type OpeningHours = v.InferOutput<typeof OpeningHours>

export const Coordinates = v.object({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
})
export type Coordinates = v.InferOutput<typeof Coordinates>

export const ClinicAddress = v.object({
  street: v.string(),
  /** Kecamatan. */
  district: v.string(),
  /** Kota or kabupaten. */
  city: v.string(),
  province: NamedRef,
  postalCode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
})
export type ClinicAddress = v.InferOutput<typeof ClinicAddress>

/** A branch as lists and cards show it (`/v2/public/misc/offline-clinics`, branch lists). */
export const OfflineClinic = v.object({
  id: Id,
  name: v.string(),
  /** One line for cards ('Klinik di Kemang, dekat stasiun MRT Blok M'). */
  summary: v.string(),
  isActive: v.boolean(),
  address: ClinicAddress,
  coordinates: Coordinates,
  /** E.164 ('+62215550123'); the page formats it for reading. */
  phone: v.pipe(v.string(), v.regex(/^\+62\d{7,13}$/)),
  timeZone: ClinicTimeZone,
  openingHours: v.array(OpeningHours),
  image: Image,
})
export type OfflineClinic = v.InferOutput<typeof OfflineClinic>

/** A branch named in another item (a testimony, a promotion). */
export const ClinicRef = v.object({ id: Id, name: v.string() })
export type ClinicRef = v.InferOutput<typeof ClinicRef>

export const TreatmentSummary = v.object({
  id: Id,
  name: v.string(),
  category: SlugName,
  summary: v.string(),
  /** The lowest price of one session. */
  priceFrom: Rupiah,
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(5)),
  image: Image,
})
export type TreatmentSummary = v.InferOutput<typeof TreatmentSummary>

export const BeforeAfter = v.object({
  id: v.string(),
  before: Image,
  after: Image,
  /** What was done and how long it took ('4 sesi dalam 8 minggu'). */
  caption: v.string(),
})
export type BeforeAfter = v.InferOutput<typeof BeforeAfter>

export const CLINIC_ROLE_SLUGS = ['doctor', 'therapist'] as const
export const ClinicRoleSlug = v.picklist(CLINIC_ROLE_SLUGS)
export type ClinicRoleSlug = v.InferOutput<typeof ClinicRoleSlug>

/** When a team member works at a branch, each week, in that branch's time zone. */
export const WorkShift = v.object({ clinicId: Id, day: IsoDay, starts: ClockTime, ends: ClockTime })
export type WorkShift = v.InferOutput<typeof WorkShift>

/** A doctor or therapist (`/v2/public/misc/offline-clinic-teams`, branch pages). */
export const TeamMember = v.object({
  id: Id,
  name: v.string(),
  /** 'Dokter Spesialis Dermatologi', 'Terapis Senior'. */
  title: v.string(),
  role: v.object({ slug: ClinicRoleSlug, name: v.string() }),
  photo: Image,
  isActive: v.boolean(),
  clinics: v.array(ClinicRef),
  schedule: v.array(WorkShift),
})
export type TeamMember = v.InferOutput<typeof TeamMember>

export const ClinicPromotion = v.object({
  id: Id,
  title: v.string(),
  summary: v.string(),
  image: Image,
  validFrom: Timestamp,
  validUntil: Timestamp,
  status: v.picklist(['upcoming', 'active', 'expired']),
  /** The usual price and the promotion's, for one session or package. */
  normalPrice: Rupiah,
  promoPrice: Rupiah,
  treatment: v.nullable(v.object({ id: Id, name: v.string() })),
  /** Branches where it applies; empty means every branch. */
  clinics: v.array(ClinicRef),
  terms: v.array(v.string()),
})
export type ClinicPromotion = v.InferOutput<typeof ClinicPromotion>

export const ClinicTestimony = v.object({
  id: Id,
  /** First name and initial only ('Rina S.'). */
  name: v.string(),
  age: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(13))),
  city: v.string(),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  quote: v.string(),
  treatment: v.object({ id: Id, name: v.string() }),
  clinic: ClinicRef,
  image: v.nullable(Image),
  publishedAt: Timestamp,
})
export type ClinicTestimony = v.InferOutput<typeof ClinicTestimony>

export const KeyTreatmentCard = v.object({
  id: Id,
  title: v.string(),
  summary: v.string(),
  image: Image,
})
export type KeyTreatmentCard = v.InferOutput<typeof KeyTreatmentCard>

export const ClinicSummary = v.object({
  branches: Count,
  doctors: Count,
  treatments: Count,
  patientsServed: Count,
})
export type ClinicSummary = v.InferOutput<typeof ClinicSummary>

export const ProvinceBranchCount = v.object({
  id: v.string(),
  name: v.string(),
  branchCount: Count,
})
export type ProvinceBranchCount = v.InferOutput<typeof ProvinceBranchCount>

// ---------------------------------------------------------------------------------------------
// Pages and lists

/** `GET /v2/clinic-landing-page`. Counts come from `/v2/public/misc/summary`. */
export const ClinicLandingPage = v.object({
  ...pageEntries,
  hero: Hero,
  keyTreatments: v.array(KeyTreatmentCard),
  /** Active branches, a few, for the landing. */
  branches: v.array(OfflineClinic),
  /** Running promotions. */
  promotions: v.array(ClinicPromotion),
  /** A few testimonies; the rest are on the testimony page. */
  testimonies: v.array(ClinicTestimony),
  /** How a clinic visit goes, in order. */
  steps: v.array(Step),
  faq: v.array(FaqItem),
})
export type ClinicLandingPage = v.InferOutput<typeof ClinicLandingPage>

/** `GET /v2/clinic-treatment-list-page`: the page around the list, and the categories in order. */
export const TreatmentListPage = v.object({ ...pageEntries, categories: v.array(SlugName) })
export type TreatmentListPage = v.InferOutput<typeof TreatmentListPage>

/** `GET /v2/clinic-treatment-list-page/treatments` query: an optional category slug. */
export const TreatmentListQuery = v.object({
  category: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'Kategori perawatan tidak dikenal.')),
  ),
})
export interface TreatmentListParams {
  category?: string
}

/** Every active treatment (of the category when asked), in category order, then by name. */
export const TreatmentList = v.object({ data: v.array(TreatmentSummary) })
export type TreatmentList = v.InferOutput<typeof TreatmentList>

/** `GET /v2/clinic-treatment-detail-page/{id}`. */
export const TreatmentDetailPage = v.object({
  seo: Seo,
  treatment: TreatmentSummary,
  /** The description, as content blocks. */
  blocks: v.array(ContentBlock),
  /** What happens in a session, in order. */
  steps: v.array(Step),
  beforeAfter: v.array(BeforeAfter),
  /** Good to know before booking ('Hindari matahari 48 jam setelahnya'). */
  preparation: v.array(v.string()),
  faq: v.array(FaqItem),
  /** Active branches that offer it. */
  clinics: v.array(OfflineClinic),
  related: v.array(TreatmentSummary),
  updatedAt: Timestamp,
})
export type TreatmentDetailPage = v.InferOutput<typeof TreatmentDetailPage>

/**
 * `GET /v2/public/misc/offline-clinics` query. `isActive` is 'true' (the web app always sends
 * it; 'false' lists closed branches too); `provinceId` and `treatmentId` narrow the list.
 */
export const OfflineClinicQuery = v.object({
  isActive: v.optional(v.picklist(['true', 'false'], 'isActive harus true atau false.'), 'true'),
  provinceId: v.optional(v.pipe(v.string(), v.regex(/^\d{2}$/, 'Provinsi tidak dikenal.'))),
  treatmentId: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'Perawatan tidak dikenal.')),
  ),
})
export interface OfflineClinicParams {
  provinceId?: string
  treatmentId?: string
}
export const OfflineClinicList = v.object({ data: v.array(OfflineClinic) })
export type OfflineClinicList = v.InferOutput<typeof OfflineClinicList>

/** `GET /v2/public/branch-detail-page/{id}`. */
export const BranchDetailPage = v.object({
  seo: Seo,
  clinic: OfflineClinic,
  blocks: v.array(ContentBlock),
  /** A map of the branch's surroundings, drawn by this project (no third-party map). */
  map: Image,
  /** Facilities ('Parkir luas', 'Ruang tunggu ber-AC'). */
  facilities: v.array(v.string()),
  doctors: v.array(TeamMember),
  treatments: v.array(TreatmentSummary),
  updatedAt: Timestamp,
})
export type BranchDetailPage = v.InferOutput<typeof BranchDetailPage>

/** `GET /v2/public/branch-homepage`: the branches' entry page, with provinces that have any. */
export const BranchHomepage = v.object({
  ...pageEntries,
  provinces: v.array(ProvinceBranchCount),
  /** The newest or most visited branches, a few. */
  featured: v.array(OfflineClinic),
})
export type BranchHomepage = v.InferOutput<typeof BranchHomepage>

export const BRANCH_PAGE_SIZE = 6
export const BRANCH_MAX_PAGE_SIZE = 24

/** `GET /v2/public/branch-details` query: `page` ≥ 1, `limit` 1–24 (6), optional `provinceId`. */
export const BranchDetailsQuery = v.object({
  page: PageParam,
  limit: v.optional(limitWithin(BRANCH_MAX_PAGE_SIZE), String(BRANCH_PAGE_SIZE)),
  provinceId: v.optional(v.pipe(v.string(), v.regex(/^\d{2}$/, 'Provinsi tidak dikenal.'))),
})
export interface BranchDetailsParams {
  page?: number
  limit?: number
  provinceId?: string
}

/** Active branches, paged; `province` is the asked one (null without `provinceId`). */
export const BranchDetails = v.object({
  data: v.array(OfflineClinic),
  meta: PageMeta,
  province: v.nullable(NamedRef),
})
export type BranchDetails = v.InferOutput<typeof BranchDetails>

/** `GET /v2/public/misc/branch-detail-provinces`: provinces with at least one active branch. */
export const BranchProvinces = v.object({ data: v.array(ProvinceBranchCount) })
export type BranchProvinces = v.InferOutput<typeof BranchProvinces>

/** `GET /v2/public/clinic-promotion-page`: running and upcoming promotions (not expired). */
export const ClinicPromotionPage = v.object({ ...pageEntries, data: v.array(ClinicPromotion) })
export type ClinicPromotionPage = v.InferOutput<typeof ClinicPromotionPage>

/** `GET /v2/public/clinic-promotion-page/{id}`: also answers for an expired one (status says so). */
export const ClinicPromotionDetail = v.object({
  ...ClinicPromotion.entries,
  seo: Seo,
  blocks: v.array(ContentBlock),
  howToUse: v.array(v.string()),
  updatedAt: Timestamp,
})
export type ClinicPromotionDetail = v.InferOutput<typeof ClinicPromotionDetail>

/** `GET /v2/public/clinic-testimony-page`: the page around the list. */
export const ClinicTestimonyPage = v.object({
  ...pageEntries,
  /** A plain reminder that results differ per person. */
  disclaimer: v.string(),
})
export type ClinicTestimonyPage = v.InferOutput<typeof ClinicTestimonyPage>

/** Spec §9: clinic testimonies come 4 to a page. */
export const CLINIC_TESTIMONY_PAGE_SIZE = PAGE_SIZE.clinicTestimonies
export const CLINIC_TESTIMONY_MAX_PAGE_SIZE = 12

/** `GET /v2/public/clinic-testimonies` query. */
export const ClinicTestimonyQuery = v.object({
  page: PageParam,
  limit: v.optional(
    limitWithin(CLINIC_TESTIMONY_MAX_PAGE_SIZE),
    String(CLINIC_TESTIMONY_PAGE_SIZE),
  ),
})
export interface ClinicTestimonyParams {
  page?: number
  limit?: number
}
export const ClinicTestimonyList = v.object({ data: v.array(ClinicTestimony), meta: PageMeta })
export type ClinicTestimonyList = v.InferOutput<typeof ClinicTestimonyList>

/** `GET /v2/public/key-treatment-page/{id}`: one key treatment, told as a story. */
export const KeyTreatmentPage = v.object({
  ...pageEntries,
  keyTreatment: KeyTreatmentCard,
  /** The treatment it books. */
  treatment: TreatmentSummary,
  benefits: v.array(v.string()),
  steps: v.array(Step),
  beforeAfter: v.array(BeforeAfter),
  faq: v.array(FaqItem),
  clinics: v.array(OfflineClinic),
})
export type KeyTreatmentPage = v.InferOutput<typeof KeyTreatmentPage>

export const Program = v.object({
  id: Id,
  name: v.string(),
  summary: v.string(),
  image: Image,
  durationWeeks: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sessions: v.pipe(v.number(), v.integer(), v.minValue(1)),
  price: Rupiah,
  /** What the program includes ('6x facial', 'konsultasi dokter tiap bulan'). */
  includes: v.array(v.string()),
  treatments: v.array(v.object({ id: Id, name: v.string() })),
})
export type Program = v.InferOutput<typeof Program>

/** `GET /v2/public/program-page`. */
export const ProgramPage = v.object({
  ...pageEntries,
  programs: v.array(Program),
  faq: v.array(FaqItem),
})
export type ProgramPage = v.InferOutput<typeof ProgramPage>

export const SubscriptionPackage = v.object({
  id: Id,
  name: v.string(),
  summary: v.string(),
  /** Per month. */
  price: Rupiah,
  /**
   * The member price per month: only when the request carried a valid member token (null for a
   * visitor, and when the package has none).
   */
  memberPrice: v.nullable(Rupiah),
  periodMonths: v.pipe(v.number(), v.integer(), v.minValue(1)),
  benefits: v.array(v.string()),
  /** Packages not yet on sale can be reminded of ('Ingatkan saya'). */
  availableFrom: v.nullable(Timestamp),
  /** Whether this member asked to be reminded; null for a visitor. */
  reminderSet: v.nullable(v.boolean()),
})
export type SubscriptionPackage = v.InferOutput<typeof SubscriptionPackage>

/** `GET /v2/public/subscription-page` (token optional). */
export const SubscriptionPage = v.object({
  ...pageEntries,
  packages: v.array(SubscriptionPackage),
  /** True when the answer carries member prices (a valid token came along). */
  memberPrices: v.boolean(),
  faq: v.array(FaqItem),
})
export type SubscriptionPage = v.InferOutput<typeof SubscriptionPage>

/** `GET /v2/public/subscription-page/tnc`: the subscription terms. */
export const SubscriptionTerms = v.object({
  ...pageEntries,
  title: v.string(),
  effectiveFrom: Timestamp,
})
export type SubscriptionTerms = v.InferOutput<typeof SubscriptionTerms>

/** `POST /v2/member/subscriptions/reminder` body. */
export const SubscriptionReminderInput = v.object({
  subscriptionPackageId: v.pipe(
    v.string('Paket langganan wajib diisi.'),
    v.regex(/^[a-z0-9-]{1,80}$/, 'Paket langganan tidak dikenal.'),
  ),
})
export type SubscriptionReminderInput = v.InferOutput<typeof SubscriptionReminderInput>

/**
 * Its answer: 201 the first time, 200 with the same reminder on every repeat (idempotent per
 * member and package). 404 for an unknown package.
 */
export const SubscriptionReminder = v.object({
  subscriptionPackageId: Id,
  createdAt: Timestamp,
})
export type SubscriptionReminder = v.InferOutput<typeof SubscriptionReminder>

/**
 * `GET /v2/public/misc/offline-clinic-teams` query: `isActive` 'true', `clinicRoleSlug`
 * ('doctor'), optional `clinicId`.
 */
export const ClinicTeamQuery = v.object({
  isActive: v.optional(v.picklist(['true', 'false'], 'isActive harus true atau false.'), 'true'),
  clinicRoleSlug: v.optional(v.picklist(CLINIC_ROLE_SLUGS, 'Peran harus doctor atau therapist.')),
  clinicId: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'Klinik tidak dikenal.'))),
})
export interface ClinicTeamParams {
  clinicRoleSlug?: ClinicRoleSlug
  clinicId?: string
}
export const ClinicTeam = v.object({ data: v.array(TeamMember) })
export type ClinicTeam = v.InferOutput<typeof ClinicTeam>
