/**
 * The fuzz's table: one recipe per endpoint, keyed as the Hono app lists it (`METHOD /path`).
 * A new endpoint fails the suite until it has a row here; a row for an endpoint that is gone
 * fails it too. Schemas are the contract's own; samples are requests the seeded API accepts.
 */
import * as v from 'valibot'
import { AddressInput, AddressList, AddressListQuery } from '../../../contract/addresses/schemas'
import { OtpRequestBody, OtpVerifyBody } from '../../../contract/auth/schemas'
import { ArticleListQuery, TestimonyListQuery } from '../../../contract/content/schemas'
import { AccountSettingsBody } from '../../../contract/members/schemas'
import { CitiesQuery, PostalCodesQuery, SuburbsQuery } from '../../../contract/misc/schemas'
import { NotificationList } from '../../../contract/notifications/schemas'
import { OpsRefundQuery } from '../../../contract/ops/schemas'
import { profileBody } from '../../../contract/profile/schemas'
import { TEST_OPS_TOKEN } from '../harness'
import { addressInputFor } from './address-input'
import { CLINIC_RECIPES } from './clinic-recipes'
import { CONSULT_RECIPES } from './consult-recipes'
import { NOTIFICATION_CHANNEL_RECIPES } from './notification-channel-recipes'
import type { FuzzRecipe, SignedInCaller } from './requests'
import { SEARCH_RECIPES } from './search-recipes'
import { SHOP_RECIPES } from './shop-recipes'

/** The member's own seeded address, as the form would send it again. */
const membersAddress = async (caller: SignedInCaller) =>
  v.parse(AddressList, await caller.get('/addresses')).data.map(addressInputFor)

export const FUZZ_RECIPES: Readonly<Record<string, FuzzRecipe>> = {
  'GET /health': { member: false },

  // The operators' API, with the operators' bearer (without it, every /ops path is a 404).
  'GET /ops/refunds': {
    member: false,
    query: OpsRefundQuery,
    querySamples: [{}, { state: 'owed' }, { state: 'refunded' }],
    headers: () => ({ authorization: `Bearer ${TEST_OPS_TOKEN}` }),
  },
  'GET /ops/jobs': {
    member: false,
    headers: () => ({ authorization: `Bearer ${TEST_OPS_TOKEN}` }),
  },

  'POST /auth/otp/request': {
    member: false,
    body: OtpRequestBody,
    bodySamples: [{ phone: '0812 3456 7890' }],
  },
  'POST /auth/otp/verify': {
    member: false,
    body: OtpVerifyBody,
    // A well-formed challenge of nobody's: hostile values reach the challenge's lookup.
    bodySamples: [{ phone: '081200000002', code: '123456', challengeId: 'A'.repeat(43) }],
  },
  'GET /auth/me': { member: true },
  'PUT /auth/me/profile': {
    member: true,
    // The schema's shape is the same whatever day it checks against.
    body: profileBody('2026-01-01'),
    bodySamples: [
      { fullName: 'Siti Nurhaliza', dateOfBirth: '1994-05-17', gender: 'female', email: null },
      { fullName: "Ma'ruf Amin-Syah", dateOfBirth: '1980-12-01', gender: 'male', email: 'A@B.co' },
    ],
  },
  'POST /auth/me/profile/skip': { member: true },
  // Logout reads nothing but the token: once a run has revoked it, the rest try the 401 path.
  'POST /auth/logout': { member: true },

  'GET /feeds': { member: true },
  'GET /accounts/settings': { member: true },
  'PATCH /accounts/settings': {
    member: true,
    body: AccountSettingsBody,
    bodySamples: [{ gaClientId: 'GA1.1.1234567890.1700000000' }, { fbc: 'fb.1.1700000000.AbC' }],
  },

  'GET /notifications': { member: true },
  // The fuzz asks without `accept: text/event-stream`, so the badge's stream answers 406 rather
  // than opening a stream that never ends; the stream is tested in routes/notifications.test.ts.
  'GET /notifications/events': { member: true },
  'POST /notifications/read-all': { member: true },
  'PATCH /notifications/:id/read': {
    member: true,
    params: {
      id: async (caller) =>
        v.parse(NotificationList, await caller.get('/notifications')).data.map(({ id }) => id),
    },
  },

  'GET /addresses': {
    member: true,
    query: AddressListQuery,
    querySamples: [{ primary: 'true' }],
  },
  'POST /addresses': { member: true, body: AddressInput, bodySamples: membersAddress },
  'PUT /addresses/:id': {
    member: true,
    body: AddressInput,
    bodySamples: membersAddress,
    params: {
      id: async (caller) =>
        v.parse(AddressList, await caller.get('/addresses')).data.map(({ id }) => id),
    },
  },

  'GET /misc/provinces': { member: false },
  'GET /misc/cities': { member: false, query: CitiesQuery, querySamples: [{ provinceId: '31' }] },
  'GET /misc/suburbs': { member: false, query: SuburbsQuery, querySamples: [{ cityId: '31.71' }] },
  'GET /misc/postalcodes': {
    member: false,
    query: PostalCodesQuery,
    querySamples: [{ suburbId: '31.71.01' }],
  },
  'GET /misc/poly-clinic': { member: false },

  'GET /dc-frontend/landing-page': { member: false },
  'GET /dc-frontend/poly-clinic/:slug': {
    member: false,
    params: { slug: ['poliklinik-kulit', 'poliklinik-gigi'] },
  },
  'GET /dc-frontend/condition-page/:id': { member: false, params: { id: ['1.1'] } },
  'GET /dc-frontend/advisor-page': { member: false },
  'GET /dc-frontend/about-us-page': { member: false },
  'GET /dc-frontend/faq-page-v2': { member: false },
  'GET /dc-frontend/privacy-page': { member: false },
  'GET /dc-frontend/terms-page': { member: false },
  'GET /dc-frontend/consultation-agreement-page': { member: false },
  'GET /dc-frontend/interim-page': { member: false },
  'GET /dc-frontend/article-page': {
    member: false,
    query: ArticleListQuery,
    querySamples: [{ categoryArticle: 'rambut', limit: '24', page: '1' }],
  },
  'GET /dc-frontend/article-detail/:id': { member: false, params: { id: ['jerawat-hormonal'] } },
  'GET /dc-frontend/promotion-page': { member: false },
  'GET /dc-frontend/promotion-detail/:id': {
    member: false,
    params: { id: ['bulan-peduli-rambut', 'khusus-member-diskon-30'] },
  },
  'GET /dc-frontend/testimony-page': { member: false },
  'GET /dc-frontend/testimony': {
    member: false,
    query: TestimonyListQuery,
    querySamples: [{ type: 'before_after', conditionSlug: 'jerawat', page: '1', limit: '12' }],
  },
  'GET /dc-frontend/sitemap': { member: false },
  'GET /dc-frontend/content-version': { member: false },

  // Order matters: an endpoint's seed is the run's seed plus its position, so a printed seed
  // replays the same requests only while the order holds.
  ...SHOP_RECIPES,
  ...CONSULT_RECIPES,
  ...CLINIC_RECIPES,
  ...NOTIFICATION_CHANNEL_RECIPES,
  ...SEARCH_RECIPES,
}
