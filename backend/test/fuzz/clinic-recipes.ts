/**
 * The fuzz's recipes for the clinic: its public pages, subscriptions, the consent record, the
 * error-report allowance, the team, and the member's booking.
 */
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import {
  AvailableDatesQuery,
  AvailableScheduleInput,
  BookInput,
  BookingCartInput,
  BookingList,
  CancelBookingInput,
  RescheduleInput,
} from '../../../contract/booking/schemas'
import {
  BranchDetailsQuery,
  ClinicLandingPage,
  ClinicPromotionPage,
  ClinicTeamQuery,
  ClinicTestimonyQuery,
  OfflineClinicList,
  OfflineClinicQuery,
  SubscriptionPage,
  SubscriptionReminderInput,
  TreatmentList,
  TreatmentListQuery,
} from '../../../contract/clinic/schemas'
import { ConsentRecordInput } from '../../../contract/consent/schemas'
import type { FuzzRecipe, SignedInCaller } from './requests'
import { freshIdempotencyKey } from './seed-samples'

export const CLINIC_RECIPES: Readonly<Record<string, FuzzRecipe>> = {
  // The clinic (spec §7 "Clinic"). Ids are read from the seeded API's own lists, so the recipes
  // follow the seed; the closed Bekasi branch is fuzzed as an id that answers 404.
  'GET /v2/clinic-landing-page': { member: false },
  'GET /v2/public/misc/summary': { member: false },
  'GET /v2/clinic-treatment-list-page': { member: false },
  'GET /v2/clinic-treatment-list-page/treatments': {
    member: false,
    query: TreatmentListQuery,
    querySamples: [{}, { category: 'facial' }],
  },
  'GET /v2/clinic-treatment-detail-page/:id': { member: false, params: { id: clinicTreatmentIds } },
  'GET /v2/public/misc/offline-clinics': {
    member: false,
    query: OfflineClinicQuery,
    querySamples: [{ isActive: 'true', provinceId: '31' }, { isActive: 'false' }],
  },
  'GET /v2/public/branch-detail-page/:id': {
    member: false,
    params: { id: async (caller) => [...(await clinicBranchIds(caller)), 'diri-klinik-bekasi'] },
  },
  'GET /v2/public/branch-homepage': { member: false },
  'GET /v2/public/branch-details': {
    member: false,
    query: BranchDetailsQuery,
    querySamples: [{ page: '1', limit: '6', provinceId: '31' }],
  },
  'GET /v2/public/misc/branch-detail-provinces': { member: false },
  'GET /v2/public/clinic-promotion-page': { member: false },
  'GET /v2/public/clinic-promotion-page/:id': {
    member: false,
    params: {
      id: async (caller) =>
        v
          .parse(ClinicPromotionPage, await caller.get('/v2/public/clinic-promotion-page'))
          .data.map(({ id }) => id),
    },
  },
  'GET /v2/public/clinic-testimony-page': { member: false },
  'GET /v2/public/clinic-testimonies': {
    member: false,
    query: ClinicTestimonyQuery,
    querySamples: [{ page: '2', limit: '4' }],
  },
  'GET /v2/public/key-treatment-page/:id': {
    member: false,
    params: {
      id: async (caller) =>
        v
          .parse(ClinicLandingPage, await caller.get('/v2/clinic-landing-page'))
          .keyTreatments.map(({ id }) => id),
    },
  },
  'GET /v2/public/program-page': { member: false },
  'GET /v2/public/subscription-page': { member: false },
  'GET /v2/public/subscription-page/tnc': { member: false },
  'POST /v2/member/subscriptions/reminder': {
    member: true,
    body: SubscriptionReminderInput,
    bodySamples: async (caller) =>
      v
        .parse(SubscriptionPage, await caller.get('/v2/public/subscription-page'))
        .packages.map(({ id }) => ({ subscriptionPackageId: id })),
  },
  'POST /v2/public/consents': {
    member: false,
    body: ConsentRecordInput,
    // A fresh id each time, so the fuzz reaches the insert rather than only the replay.
    bodySamples: async () => [
      {
        choiceId: randomUUID(),
        analytics: true,
        marketing: false,
        policyVersion: '2026-11-27',
        decidedAt: '2026-11-27T03:00:00.000Z',
        source: 'banner',
      },
    ],
  },
  // The site's /monitoring asks it before each error report it forwards (ADR 025); no body.
  'POST /v2/public/error-reports/allowance': { member: false },
  'GET /v2/public/misc/offline-clinic-teams': {
    member: false,
    query: ClinicTeamQuery,
    querySamples: [
      { isActive: 'true', clinicRoleSlug: 'doctor' },
      { isActive: 'true', clinicRoleSlug: 'doctor', clinicId: 'diri-klinik-kemang' },
    ],
  },

  // The clinic booking (spec §7 "Clinic booking (member)"). The seed's clock is Monday 2 June
  // 2025; the samples name Kemang on the Tuesday after, where dr. Nadia Putri works on Mondays
  // and Wednesdays (so the booking sample is a 422 or 409 more often than a 201, by design: the
  // fuzz is after what follows the checks).
  'GET /v2/member/offline-clinics/:id': {
    member: true,
    params: { id: async (caller) => [...(await clinicBranchIds(caller)), 'diri-klinik-bekasi'] },
  },
  'GET /v2/member/offline-clinic-booking/config': { member: true },
  'GET /v2/member/offline-clinic-booking-cart': { member: true },
  'POST /v2/member/offline-clinic-booking-cart': {
    member: true,
    body: BookingCartInput,
    bodySamples: [
      {
        clinicId: 'diri-klinik-kemang',
        doctorId: 'nadia-putri',
        treatmentIds: ['suntik-jerawat', 'facial-acne'],
        date: '2025-06-04',
      },
      { doctorId: 'any', date: null },
    ],
  },
  'DELETE /v2/member/offline-clinic-booking-cart': { member: true },
  'GET /v2/member/offline-clinic-booking/get-available-dates': {
    member: true,
    query: AvailableDatesQuery,
    querySamples: [{ startDate: '2025-06-02' }, { startDate: '2025-06-04' }],
  },
  'POST /v2/member/offline-clinic-booking/get-available-schedule': {
    member: true,
    body: AvailableScheduleInput,
    bodySamples: [{ date: '2025-06-04' }],
  },
  'POST /v2/member/offline-clinic-booking': {
    member: true,
    body: BookInput,
    headers: freshIdempotencyKey,
    bodySamples: [{ startsAt: '2025-06-04T03:00:00.000Z', doctorId: 'nadia-putri' }],
  },
  'GET /v2/member/offline-clinic-booking': { member: true },
  'GET /v2/member/offline-clinic-booking/:bookingNumber': {
    member: true,
    params: { bookingNumber: membersBookingNumbers },
  },
  'POST /v2/member/offline-clinic-booking/:bookingNumber/reschedule': {
    member: true,
    body: RescheduleInput,
    headers: freshIdempotencyKey,
    bodySamples: [{ startsAt: '2025-06-11T04:00:00.000Z', doctorId: 'nadia-putri' }],
    params: { bookingNumber: membersBookingNumbers },
  },
  'POST /v2/member/offline-clinic-booking/:bookingNumber/cancel': {
    member: true,
    body: CancelBookingInput,
    headers: freshIdempotencyKey,
    bodySamples: [{}, { reason: 'Ada acara keluarga.' }],
    params: { bookingNumber: membersBookingNumbers },
  },
  'POST /v2/member/offline-clinic-booking/:bookingNumber/rebook': {
    member: true,
    params: { bookingNumber: membersBookingNumbers },
  },
}

/** The member's booking numbers; a well-formed number of nobody's when they have none. */
async function membersBookingNumbers(caller: SignedInCaller) {
  const list = v.parse(BookingList, await caller.get('/v2/member/offline-clinic-booking'))
  const numbers = [...list.upcoming, ...list.past].map(({ bookingNumber }) => bookingNumber)
  return numbers.length > 0 ? numbers : ['DK-0000000000']
}

async function clinicTreatmentIds(caller: SignedInCaller) {
  const list = await caller.get('/v2/clinic-treatment-list-page/treatments')
  return v.parse(TreatmentList, list).data.map(({ id }) => id)
}

async function clinicBranchIds(caller: SignedInCaller) {
  const list = await caller.get('/v2/public/misc/offline-clinics?isActive=true')
  return v.parse(OfflineClinicList, list).data.map(({ id }) => id)
}
