import { queryOptions } from '@tanstack/react-query'
import type {
  BranchDetailsParams,
  ClinicTeamParams,
  ClinicTestimonyParams,
  OfflineClinicParams,
  TreatmentListParams,
} from '../../../contract/clinic/schemas'

// The HTTP client loads with the first query that needs it, not with every page.
const calls = () => import('../../api/clinic/calls')

/** Edited content: fresh for five minutes, as the API's `cache-control` says. */
const FIVE_MINUTES = 5 * 60_000

/**
 * The clinic's public pages. The subscription page depends on the session (member prices), so
 * it is loaded through a server function: `subscriptionQueries` below.
 */
export const clinicQueries = {
  landing: () =>
    queryOptions({
      queryKey: ['clinic', 'landing'],
      queryFn: async () => (await calls()).getClinicLandingPage(),
      staleTime: FIVE_MINUTES,
    }),
  summary: () =>
    queryOptions({
      queryKey: ['clinic', 'summary'],
      queryFn: async () => (await calls()).getClinicSummaryOrNull(),
      staleTime: FIVE_MINUTES,
    }),
  treatmentListPage: () =>
    queryOptions({
      queryKey: ['clinic', 'treatment-list-page'],
      queryFn: async () => (await calls()).getTreatmentListPage(),
      staleTime: FIVE_MINUTES,
    }),
  treatments: (query: TreatmentListParams = {}) =>
    queryOptions({
      queryKey: ['clinic', 'treatments', query.category ?? ''],
      queryFn: async () => (await calls()).listTreatmentsOrNull(query),
      staleTime: FIVE_MINUTES,
    }),
  treatment: (id: string) =>
    queryOptions({
      queryKey: ['clinic', 'treatment', id],
      queryFn: async () => (await calls()).getTreatmentDetailPage(id),
      staleTime: FIVE_MINUTES,
    }),
  clinics: (query: OfflineClinicParams = {}) =>
    queryOptions({
      queryKey: ['clinic', 'clinics', query.provinceId ?? '', query.treatmentId ?? ''],
      queryFn: async () => (await calls()).listOfflineClinicsOrNull(query),
      staleTime: FIVE_MINUTES,
    }),
  branch: (id: string) =>
    queryOptions({
      queryKey: ['clinic', 'branch', id],
      queryFn: async () => (await calls()).getBranchDetailPage(id),
      staleTime: FIVE_MINUTES,
    }),
  branchHomepage: () =>
    queryOptions({
      queryKey: ['clinic', 'branch-homepage'],
      queryFn: async () => (await calls()).getBranchHomepage(),
      staleTime: FIVE_MINUTES,
    }),
  branches: (query: BranchDetailsParams = {}) =>
    queryOptions({
      queryKey: ['clinic', 'branches', query.provinceId ?? '', query.page ?? 1, query.limit ?? 0],
      queryFn: async () => (await calls()).listBranchDetails(query),
      staleTime: FIVE_MINUTES,
    }),
  branchProvinces: () =>
    queryOptions({
      queryKey: ['clinic', 'branch-provinces'],
      queryFn: async () => (await calls()).listBranchProvincesOrNull(),
      staleTime: FIVE_MINUTES,
    }),
  promotions: () =>
    queryOptions({
      queryKey: ['clinic', 'promotions'],
      queryFn: async () => (await calls()).getClinicPromotionPage(),
      staleTime: FIVE_MINUTES,
    }),
  promotion: (id: string) =>
    queryOptions({
      queryKey: ['clinic', 'promotion', id],
      queryFn: async () => (await calls()).getClinicPromotion(id),
      staleTime: FIVE_MINUTES,
    }),
  testimonyPage: () =>
    queryOptions({
      queryKey: ['clinic', 'testimony-page'],
      queryFn: async () => (await calls()).getClinicTestimonyPage(),
      staleTime: FIVE_MINUTES,
    }),
  testimonies: (query: ClinicTestimonyParams = {}) =>
    queryOptions({
      queryKey: ['clinic', 'testimonies', query.page ?? 1, query.limit ?? 0],
      queryFn: async () => (await calls()).listClinicTestimoniesOrNull(query),
      staleTime: FIVE_MINUTES,
    }),
  keyTreatment: (id: string) =>
    queryOptions({
      queryKey: ['clinic', 'key-treatment', id],
      queryFn: async () => (await calls()).getKeyTreatmentPage(id),
      staleTime: FIVE_MINUTES,
    }),
  programs: () =>
    queryOptions({
      queryKey: ['clinic', 'programs'],
      queryFn: async () => (await calls()).getProgramPage(),
      staleTime: FIVE_MINUTES,
    }),
  subscriptionTerms: () =>
    queryOptions({
      queryKey: ['clinic', 'subscription-terms'],
      queryFn: async () => (await calls()).getSubscriptionTerms(),
      staleTime: FIVE_MINUTES,
    }),
  team: (query: ClinicTeamParams = {}) =>
    queryOptions({
      queryKey: ['clinic', 'team', query.clinicRoleSlug ?? '', query.clinicId ?? ''],
      queryFn: async () => (await calls()).listClinicTeamOrNull(query),
      staleTime: FIVE_MINUTES,
    }),
}
