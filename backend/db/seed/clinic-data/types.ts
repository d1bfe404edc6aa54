/**
 * The shapes of the clinic seed (backend/db/seed/clinic.ts inserts them). Texts are Indonesian,
 * as a visitor reads them; images come from `image()` (../content-data/images.ts), so
 * scripts/make-content-images.ts draws every one of them. Ids are permanent, readable keys.
 */
import type {
  BeforeAfter,
  ClinicTimeZone,
  Coordinates,
  OpeningHours,
  WorkShift,
} from '../../../../contract/clinic/schemas'
import type {
  ContentBlock,
  FaqItem,
  Hero,
  Image,
  Seo,
  Step,
} from '../../../../contract/content/schemas'

export interface SeedBranch {
  id: string
  name: string
  summary: string
  isActive: boolean
  address: {
    street: string
    district: string
    city: string
    /** Administrative code of /misc/provinces ('31' DKI Jakarta, '32' Jawa Barat, '51' Bali…). */
    provinceId: string
    postalCode: string
  }
  coordinates: Coordinates
  /** E.164, '+62…'. */
  phone: string
  timeZone: ClinicTimeZone
  openingHours: OpeningHours[]
  image: Image
  blocks: ContentBlock[]
  facilities: string[]
  /** ISO date the branch opened (newest first on the branch homepage). */
  openedAt: string
  /** Patients served so far (summed for /v2/public/misc/summary). */
  patientsServed: number
}

export interface SeedTreatmentCategory {
  slug: string
  name: string
}

export interface SeedTreatment {
  id: string
  name: string
  categorySlug: string
  summary: string
  priceFrom: number
  durationMinutes: number
  image: Image
  blocks: ContentBlock[]
  steps: Step[]
  beforeAfter: BeforeAfter[]
  preparation: string[]
  faq: FaqItem[]
  /** Branches that offer it. */
  clinicIds: string[]
  isActive: boolean
}

export interface SeedTeamMember {
  id: string
  name: string
  title: string
  roleSlug: 'doctor' | 'therapist'
  photo: Image
  isActive: boolean
  /** Weekly shifts; the branches a member works at are the ones named here. */
  schedule: WorkShift[]
}

export interface SeedKeyTreatment {
  id: string
  title: string
  summary: string
  image: Image
  treatmentId: string
  seo: Seo
  hero?: Hero
  blocks: ContentBlock[]
  benefits: string[]
  steps: Step[]
  beforeAfter: BeforeAfter[]
  faq: FaqItem[]
}

export interface SeedClinicPromotion {
  id: string
  title: string
  summary: string
  image: Image
  /** ISO timestamps with the +07:00 offset. */
  validFrom: string
  validUntil: string
  normalPrice: number
  promoPrice: number
  treatmentId: string | null
  /** Empty: every branch. */
  clinicIds: string[]
  terms: string[]
  blocks: ContentBlock[]
  howToUse: string[]
}

export interface SeedClinicTestimony {
  id: string
  name: string
  age: number | null
  city: string
  rating: number
  quote: string
  treatmentId: string
  clinicId: string
  image: Image | null
  publishedAt: string
}

export interface SeedProgram {
  id: string
  name: string
  summary: string
  image: Image
  durationWeeks: number
  sessions: number
  price: number
  includes: string[]
  treatmentIds: string[]
}

export interface SeedSubscriptionPackage {
  id: string
  name: string
  summary: string
  price: number
  memberPrice: number | null
  periodMonths: number
  benefits: string[]
  /** ISO timestamp when it goes on sale; null: on sale now. */
  availableFrom: string | null
}

/** A singleton clinic page: what every page has, plus its own fields. */
export interface SeedClinicPage {
  seo: Seo
  hero?: Hero
  blocks: ContentBlock[]
  steps?: Step[]
  faq?: FaqItem[]
  disclaimer?: string
  title?: string
  effectiveFrom?: string
}

/**
 * The singleton pages, by key: 'clinic-landing' (hero required, steps, faq),
 * 'clinic-treatments', 'clinic-branches', 'clinic-promotions', 'clinic-testimonies'
 * (disclaimer), 'clinic-programs' (faq), 'clinic-subscriptions' (faq),
 * 'clinic-subscription-terms' (title, effectiveFrom).
 */
export type SeedClinicPageKey =
  | 'clinic-landing'
  | 'clinic-treatments'
  | 'clinic-branches'
  | 'clinic-promotions'
  | 'clinic-testimonies'
  | 'clinic-programs'
  | 'clinic-subscriptions'
  | 'clinic-subscription-terms'
