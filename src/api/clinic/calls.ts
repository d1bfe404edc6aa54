import {
  BranchDetailPage,
  BranchDetails,
  type BranchDetailsParams,
  BranchHomepage,
  BranchProvinces,
  ClinicLandingPage,
  ClinicPromotionDetail,
  ClinicPromotionPage,
  ClinicSummary,
  ClinicTeam,
  type ClinicTeamParams,
  ClinicTestimonyList,
  ClinicTestimonyPage,
  type ClinicTestimonyParams,
  KeyTreatmentPage,
  OfflineClinicList,
  type OfflineClinicParams,
  ProgramPage,
  SubscriptionPage,
  SubscriptionReminder,
  SubscriptionTerms,
  TreatmentDetailPage,
  TreatmentList,
  TreatmentListPage,
  type TreatmentListParams,
} from '../../../contract/clinic/schemas'
import { apiRequest } from '../client'
import { faultSwitchHeaders } from '../fault-switch'

// The clinic's public pages (spec §7 "Clinic"). A page's own call throws (404 for an unknown id
// arrives as `ApiError` with status 404). The lists a page shows beside its own content swallow
// failures and yield null (spec §8, "some clinic calls swallow failures"): the page then shows a
// retry block for that section only.

const segment = (value: string) => encodeURIComponent(value)

/** A section's list: null when its call failed, whatever the reason. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch {
    return null
  }
}

export function getClinicLandingPage() {
  return apiRequest(ClinicLandingPage, '/v2/clinic-landing-page')
}

/** Counts of branches, doctors, treatments and patients served; null when it failed. */
export function getClinicSummaryOrNull() {
  return orNull(() =>
    apiRequest(ClinicSummary, '/v2/public/misc/summary', {
      headers: faultSwitchHeaders(),
    }),
  )
}

export function getTreatmentListPage() {
  return apiRequest(TreatmentListPage, '/v2/clinic-treatment-list-page')
}

/** The treatments (of one category when asked); null when it failed. */
export function listTreatmentsOrNull(query: TreatmentListParams = {}) {
  return orNull(() =>
    apiRequest(TreatmentList, '/v2/clinic-treatment-list-page/treatments', {
      query: { ...query },
      headers: faultSwitchHeaders(),
    }),
  )
}

export function getTreatmentDetailPage(id: string) {
  return apiRequest(TreatmentDetailPage, `/v2/clinic-treatment-detail-page/${segment(id)}`)
}

/** Active branches, narrowed by province or treatment; null when it failed. */
export function listOfflineClinicsOrNull(query: OfflineClinicParams = {}) {
  return orNull(() =>
    apiRequest(OfflineClinicList, '/v2/public/misc/offline-clinics', {
      query: { isActive: true, ...query },
      headers: faultSwitchHeaders(),
    }),
  )
}

export function getBranchDetailPage(id: string) {
  return apiRequest(BranchDetailPage, `/v2/public/branch-detail-page/${segment(id)}`)
}

export function getBranchHomepage() {
  return apiRequest(BranchHomepage, '/v2/public/branch-homepage')
}

/** One page of active branches (of a province when asked); throws, as it is the page's list. */
export function listBranchDetails(query: BranchDetailsParams = {}) {
  return apiRequest(BranchDetails, '/v2/public/branch-details', { query: { ...query } })
}

/** Provinces with branches, for the province menu; null when it failed. */
export function listBranchProvincesOrNull() {
  return orNull(() =>
    apiRequest(BranchProvinces, '/v2/public/misc/branch-detail-provinces', {
      headers: faultSwitchHeaders(),
    }),
  )
}

export function getClinicPromotionPage() {
  return apiRequest(ClinicPromotionPage, '/v2/public/clinic-promotion-page')
}

export function getClinicPromotion(id: string) {
  return apiRequest(ClinicPromotionDetail, `/v2/public/clinic-promotion-page/${segment(id)}`)
}

export function getClinicTestimonyPage() {
  return apiRequest(ClinicTestimonyPage, '/v2/public/clinic-testimony-page')
}

/** One page of clinic testimonies (4, spec §9); null when it failed (spec §8). */
export function listClinicTestimoniesOrNull(query: ClinicTestimonyParams = {}) {
  return orNull(() =>
    apiRequest(ClinicTestimonyList, '/v2/public/clinic-testimonies', {
      query: { ...query },
      headers: faultSwitchHeaders(),
    }),
  )
}

export function getKeyTreatmentPage(id: string) {
  return apiRequest(KeyTreatmentPage, `/v2/public/key-treatment-page/${segment(id)}`)
}

export function getProgramPage() {
  return apiRequest(ProgramPage, '/v2/public/program-page')
}

/** With a member's token the packages carry member prices and the member's reminders. */
export function getSubscriptionPage(token?: string | null) {
  return apiRequest(SubscriptionPage, '/v2/public/subscription-page', { token: token ?? null })
}

export function getSubscriptionTerms() {
  return apiRequest(SubscriptionTerms, '/v2/public/subscription-page/tnc')
}

/** Member: remind me when this package opens. Idempotent per member and package. */
export function setSubscriptionReminder(token: string, subscriptionPackageId: string) {
  return apiRequest(SubscriptionReminder, '/v2/member/subscriptions/reminder', {
    method: 'POST',
    token,
    body: { subscriptionPackageId },
  })
}

/** Active doctors or therapists (of one branch when asked); null when it failed. */
export function listClinicTeamOrNull(query: ClinicTeamParams = {}) {
  return orNull(() =>
    apiRequest(ClinicTeam, '/v2/public/misc/offline-clinic-teams', {
      query: { isActive: true, ...query },
      headers: faultSwitchHeaders(),
    }),
  )
}
