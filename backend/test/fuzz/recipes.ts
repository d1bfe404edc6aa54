/**
 * The fuzz's table: one recipe per endpoint, keyed as the Hono app lists it (`METHOD /path`).
 * A new endpoint fails the suite until it has a row here; a row for an endpoint that is gone
 * fails it too. Schemas are the contract's own; samples are requests the seeded API accepts.
 */
import * as v from 'valibot'
import { AddressInput, AddressList, AddressListQuery } from '../../../src/api/addresses/schemas'
import { OtpRequestBody, OtpVerifyBody } from '../../../src/api/auth/schemas'
import { ConsultExistsQuery } from '../../../src/api/consults/schemas'
import { ArticleListQuery, TestimonyListQuery } from '../../../src/api/content/schemas'
import { AccountSettingsBody } from '../../../src/api/member/schemas'
import { CitiesQuery, PostalCodesQuery, SuburbsQuery } from '../../../src/api/misc/schemas'
import { NotificationList } from '../../../src/api/notifications/schemas'
import {
  CartAddInput,
  ProductListQuery,
  ProductType,
  RatingLikeInput,
  RatingList,
  RatingListQuery,
  SkinQuizAnswerInput,
} from '../../../src/api/shop/schemas'
import { addressInputFor } from './address-input'
import type { FuzzRecipe, SignedInCaller } from './requests'

/**
 * The two queries a route file declares for itself rather than in the contract
 * (shop/catalogue.ts `TypeQuery`, shop/pages.ts `QuizQuery`), rebuilt from the contract's parts.
 */
const ProductTypeQuery = v.object({ type: v.optional(ProductType) })
const SkinQuizQuery = v.object({ regimenId: v.optional(v.pipe(v.string(), v.maxLength(60))) })

/** The member's own seeded address, as the form would send it again. */
const membersAddress = async (caller: SignedInCaller) =>
  v.parse(AddressList, await caller.get('/addresses')).data.map(addressInputFor)

const SEEDED_PRODUCT = 'serum-niacinamide-10'

export const FUZZ_RECIPES: Readonly<Record<string, FuzzRecipe>> = {
  'GET /health': { member: false },

  'POST /auth/otp/request': {
    member: false,
    body: OtpRequestBody,
    bodySamples: [{ phone: '0812 3456 7890' }],
  },
  'POST /auth/otp/verify': {
    member: false,
    body: OtpVerifyBody,
    bodySamples: [{ phone: '081200000002', code: '123456' }],
  },
  'GET /auth/me': { member: true },
  // Logout reads nothing but the token: once a run has revoked it, the rest try the 401 path.
  'POST /auth/logout': { member: true },

  'GET /feeds': { member: true },
  'PATCH /accounts/settings': {
    member: true,
    body: AccountSettingsBody,
    bodySamples: [{ gaClientId: 'GA1.1.1234567890.1700000000' }, { fbc: 'fb.1.1700000000.AbC' }],
  },

  'GET /notifications': { member: true },
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

  'GET /store/products': {
    member: false,
    query: ProductListQuery,
    querySamples: [{ type: 'skincare', category: 'serum', rating: '4', sortBy: 'price.ASC' }],
  },
  'GET /store/categories': {
    member: false,
    query: ProductTypeQuery,
    querySamples: [{ type: 'skincare' }],
  },
  'GET /dc-frontend/store': { member: false, query: ProductTypeQuery, querySamples: [{}] },
  'GET /dc-frontend/products/:id': { member: false, params: { id: [SEEDED_PRODUCT] } },
  'GET /dc-frontend/directory/products': { member: false },
  'GET /ratings': {
    member: false,
    query: RatingListQuery,
    querySamples: [{ productId: SEEDED_PRODUCT, rating: '5', sortBy: 'rating.DESC,id.ASC' }],
  },
  'PUT /ratings/like/:ratingId': {
    member: true,
    body: RatingLikeInput,
    bodySamples: [{ like: true }, { like: false }],
    params: {
      ratingId: async (caller) =>
        v
          .parse(RatingList, await caller.get(`/ratings?productId=${SEEDED_PRODUCT}`))
          .data.map(({ id }) => id),
    },
  },

  'GET /otc/frontends/landing-page': { member: false },
  'GET /otc/frontends/school': { member: false },
  'GET /otc/frontends/regimen-page/:id': { member: false, params: { id: ['kulit-berjerawat'] } },
  'GET /otc/skin-quiz/:id': {
    member: false,
    query: SkinQuizQuery,
    querySamples: [{ regimenId: 'kulit-kering' }],
    params: { id: ['kuis-kulit'] },
  },
  'POST /otc/skin-quiz/answer': {
    member: false,
    body: SkinQuizAnswerInput,
    bodySamples: [
      {
        quizId: 'kuis-kulit',
        answers: [
          { questionId: 'jenis-kulit', optionId: 'kering' },
          { questionId: 'perih', optionId: 'tidak' },
        ],
      },
    ],
  },

  'GET /carts': { member: true },
  'POST /carts': {
    member: true,
    body: CartAddInput,
    bodySamples: [{ items: [{ productId: SEEDED_PRODUCT, quantity: 1 }] }],
  },

  'GET /v2/consults/exists': {
    member: true,
    query: ConsultExistsQuery,
    querySamples: [{ flowId: '2001' }, { flowId: '1000' }],
  },
  'GET /consults/home': { member: true },
}
