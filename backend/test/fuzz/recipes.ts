/**
 * The fuzz's table: one recipe per endpoint, keyed as the Hono app lists it (`METHOD /path`).
 * A new endpoint fails the suite until it has a row here; a row for an endpoint that is gone
 * fails it too. Schemas are the contract's own; samples are requests the seeded API accepts.
 */
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { AddressInput, AddressList, AddressListQuery } from '../../../src/api/addresses/schemas'
import { OtpRequestBody, OtpVerifyBody } from '../../../src/api/auth/schemas'
import {
  AvailableDatesQuery,
  AvailableScheduleInput,
  BookInput,
  BookingCartInput,
  BookingList,
  RescheduleInput,
} from '../../../src/api/booking/schemas'
import {
  ApplyPromoInput,
  BestPromoInput,
  CartRemoveInput,
  CartUpdateInput,
  CheckoutPromotionQuery,
  CheckoutSettingsInput,
  IDEMPOTENCY_HEADER,
  OrderList,
  OrderListQuery,
  PayAgainInput,
  PaymentMethodsInput,
  PlaceOrderInput,
  ShippingRateInput,
} from '../../../src/api/checkout/schemas'
import { CardTokenInput } from '../../../src/api/checkout/simulator-schemas'
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
} from '../../../src/api/clinic/schemas'
import { ConsentRecordInput } from '../../../src/api/consent/schemas'
import { CONSENT_VERSIONS } from '../../../src/api/consults/consent-versions'
import {
  ConsultExistsQuery,
  ConsultHome,
  MarkReadBody,
  MessagesQuery,
  SaveAnswersBody,
  SendMessageBody,
  StartConsultBody,
  SubmitConsultBody,
} from '../../../src/api/consults/schemas'
import { ArticleListQuery, TestimonyListQuery } from '../../../src/api/content/schemas'
import { CloseConsultBody } from '../../../src/api/doctor/schemas'
import { AccountSettingsBody } from '../../../src/api/member/schemas'
import { CitiesQuery, PostalCodesQuery, SuburbsQuery } from '../../../src/api/misc/schemas'
import { NotificationList } from '../../../src/api/notifications/schemas'
import { OpsRefundQuery } from '../../../src/api/ops/schemas'
import {
  CartAddInput,
  ProductListQuery,
  ProductType,
  RatingLikeInput,
  RatingList,
  RatingListQuery,
  SkinQuizAnswerInput,
} from '../../../src/api/shop/schemas'
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../payments/simulator/webhook-delivery'
import { WebhookEvent } from '../../payments/webhook-event'
import { TEST_OPS_TOKEN, TEST_WEBHOOK_SECRET } from '../harness'
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

/** The member's own primary address id, for the checkout's bodies. */
const membersAddressId = async (caller: SignedInCaller) =>
  v.parse(AddressList, await caller.get('/addresses?primary=true')).data.map(({ id }) => id)

/** The member's orders' ids; a well-formed id of nobody's when they have none (the seed's case). */
const membersOrderIds = async (caller: SignedInCaller) => {
  const ids = v.parse(OrderList, await caller.get('/orders')).data.map(({ id }) => id)
  return ids.length > 0 ? ids : ['00000000-0000-4000-8000-000000000000']
}

const freshIdempotencyKey = () => ({ [IDEMPOTENCY_HEADER]: randomUUID() })

const NOBODYS_CONSULT = '00000000-0000-4000-8000-000000000000'

/** The member's consults' ids (the seed gives Budi one); a well-formed id of nobody's when none. */
const membersConsultIds = async (caller: SignedInCaller) => {
  const ids = v.parse(ConsultHome, await caller.get('/consults/home')).data.map(({ id }) => id)
  return ids.length > 0 ? ids : [NOBODYS_CONSULT]
}

const PURCHASE = {
  type: 'purchase',
  orderType: 'OTC',
  products: [{ id: SEEDED_PRODUCT, qty: 2, price: 115_000 }],
} as const

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
  'PUT /carts': {
    member: true,
    body: CartUpdateInput,
    bodySamples: [{ items: [{ productId: SEEDED_PRODUCT, quantity: 2, selected: true }] }],
  },
  'DELETE /carts': {
    member: true,
    body: CartRemoveInput,
    bodySamples: [{ items: [{ productId: SEEDED_PRODUCT }] }],
  },

  'GET /dc-frontend/cart-page': { member: false },
  'GET /promotions': {
    member: true,
    query: CheckoutPromotionQuery,
    querySamples: [{ orderType: 'OTC' }],
  },
  'POST /v2/promotions/apply-best-promo': {
    member: true,
    body: BestPromoInput,
    bodySamples: [PURCHASE],
  },
  'POST /orders/apply-promo': {
    member: true,
    body: ApplyPromoInput,
    bodySamples: [{ ...PURCHASE, code: 'DIRIBARU' }],
  },
  'POST /v2/orders/shipping-rate': {
    member: true,
    body: ShippingRateInput,
    bodySamples: async (caller) =>
      (await membersAddressId(caller)).map((addressId) => ({
        addressId,
        products: [{ id: SEEDED_PRODUCT, qty: 2 }],
      })),
  },
  'POST /v2/member/misc/payment-methods': {
    member: true,
    body: PaymentMethodsInput,
    bodySamples: [{ transactionType: 'OTC', amount: 230_000 }],
  },
  'GET /v2/member/settings/checkout': { member: true },
  'PUT /v2/member/settings/checkout': {
    member: true,
    body: CheckoutSettingsInput,
    bodySamples: async (caller) =>
      (await membersAddressId(caller)).map((addressId) => ({
        step: 'shipping',
        addressId,
        courierId: 'jne-reg',
        paymentMethodId: 'va-bca',
        promoCode: 'DIRIBARU',
        promoDeclined: false,
      })),
  },
  // A new Idempotency-Key for every request, as the browser makes one per attempt: the fuzz then
  // reaches what follows the key (the seeded member's cart is empty, so mostly a 409).
  'POST /orders/checkout/cart': {
    member: true,
    body: PlaceOrderInput,
    headers: freshIdempotencyKey,
    bodySamples: async (caller) =>
      (await membersAddressId(caller)).map((addressId) => ({
        ...PURCHASE,
        addressId,
        courierId: 'jne-reg',
        paymentMethodId: 'va-bca',
        code: null,
        expectedTotal: 194_500,
      })),
  },
  'GET /orders': { member: true, query: OrderListQuery, querySamples: [{ page: '1' }] },
  'GET /orders/:id': { member: true, params: { id: membersOrderIds } },
  'POST /orders/:id/payments': {
    member: true,
    body: PayAgainInput,
    bodySamples: [{ paymentMethodId: 'qris' }],
    params: { id: membersOrderIds },
    headers: freshIdempotencyKey,
  },

  // The payment provider's side. The webhook is signed as the provider signs it, so the fuzz
  // reaches what reads its body; its sample names a charge the seed has none of.
  'POST /payments/webhook': {
    member: false,
    body: WebhookEvent,
    bodySamples: [
      {
        id: 'evt_fuzz_1',
        providerRef: 'sim_fuzz_0123456789abcdef',
        status: 'paid',
        failureReason: null,
        occurredAt: '2025-06-02T02:05:00.000Z',
      },
    ],
    headers: (body) => ({
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(TEST_WEBHOOK_SECRET, body ?? ''),
    }),
  },
  'POST /payments/simulator/card/tokens': {
    member: false,
    body: CardTokenInput,
    bodySamples: [
      { number: '4811 1111 1111 1114', expMonth: 12, expYear: 2030, cvc: '123', name: 'Budi' },
    ],
  },
  // The simulator's pages: a charge's page and its buttons (a form post, so the fuzz's JSON
  // bodies are forms it cannot read). The seed opens no charge: every reference names nothing.
  ...simulatorPageRecipes(),

  'GET /v2/consults/exists': {
    member: true,
    query: ConsultExistsQuery,
    querySamples: [{ flowId: '2001' }, { flowId: '1000' }],
  },
  'GET /consults/home': { member: true },

  // The questionnaire side of a consult, on the member's (Budi's) own consults; the
  // samples follow the seeded questionnaire of Jerawat (flow 2001). A photo is raw bytes, which
  // the fuzz's JSON never is: every upload ends in the 415 of a wrong type, after the id.
  'POST /v2/consults': {
    member: true,
    body: StartConsultBody,
    bodySamples: [{ flowId: '2001' }, { flowId: '2002', restart: true }, { flowId: '1000' }],
  },
  'GET /v2/consults/:id/questionnaire': { member: true, params: { id: membersConsultIds } },
  'PUT /v2/consults/:id/answers': {
    member: true,
    body: SaveAnswersBody,
    bodySamples: [
      {
        items: [
          { linkId: 'lokasi', answer: [{ valueCoding: { code: 'pipi', display: 'Pipi' } }] },
          { linkId: 'jenis-jerawat', answer: [] },
        ],
        lastVisitedContentId: 'lokasi',
      },
    ],
    params: { id: membersConsultIds },
  },
  'POST /v2/consults/:id/attachments': { member: true, params: { id: membersConsultIds } },
  'GET /v2/consults/:id/attachments/:attachmentId': {
    member: true,
    params: { id: membersConsultIds, attachmentId: [NOBODYS_CONSULT] },
  },
  'POST /v2/consults/:id/submit': {
    member: true,
    body: SubmitConsultBody,
    bodySamples: [
      {
        consents: Object.entries(CONSENT_VERSIONS).map(([kind, version]) => ({ kind, version })),
      },
    ],
    params: { id: membersConsultIds },
  },
  'GET /v2/consults/:id/fhir': { member: true, params: { id: membersConsultIds } },

  // The chat room, with the member's own consult: Budi's questionnaire in progress,
  // so a message is refused (409) after the body is read, and the room and its reads answer.
  'GET /v2/consults/:id/chat': { member: true, params: { id: membersConsultIds } },
  'GET /v2/consults/:id/messages': {
    member: true,
    query: MessagesQuery,
    querySamples: [{ after: '0' }, { after: '12' }],
    params: { id: membersConsultIds },
  },
  'POST /v2/consults/:id/messages': {
    member: true,
    body: SendMessageBody,
    bodySamples: [{ clientId: randomUUID(), text: 'Halo dok, saya mau tanya.' }],
    params: { id: membersConsultIds },
  },
  'POST /v2/consults/:id/read': {
    member: true,
    body: MarkReadBody,
    bodySamples: [{ upTo: 3 }],
    params: { id: membersConsultIds },
  },
  // The event stream only with an id of nobody's: a stream that opens never ends, and the fuzz
  // reads every answer to its end. So only what comes before it opens is fuzzed here (sign-in,
  // the id, the query); the stream itself is tested in routes/chat.test.ts.
  'GET /v2/consults/:id/events': {
    member: true,
    query: MessagesQuery,
    querySamples: [{ after: '0' }],
    params: { id: [NOBODYS_CONSULT] },
  },

  // The doctor's console. The fuzz's caller is a member, so every request ends in the 403 the
  // console gives members; a doctor's bodies are checked in routes/doctor.test.ts.
  'GET /v2/doctor/me': { member: true },
  'GET /v2/doctor/consults': { member: true },
  'GET /v2/doctor/consults/:id': { member: true, params: { id: membersConsultIds } },
  'POST /v2/doctor/consults/:id/claim': { member: true, params: { id: membersConsultIds } },
  'POST /v2/doctor/consults/:id/close': {
    member: true,
    body: CloseConsultBody,
    bodySamples: [
      {
        productType: 4,
        note: 'Oleskan tipis setiap malam.',
        items: [{ productId: SEEDED_PRODUCT, quantity: 1 }],
      },
    ],
    params: { id: membersConsultIds },
  },

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

function simulatorPageRecipes(): Record<string, FuzzRecipe> {
  const recipes: Record<string, FuzzRecipe> = {}
  for (const page of ['3ds', 'va', 'ewallet', 'qris']) {
    const ref = { ref: ['sim_0123456789abcdef01234567'] }
    recipes[`GET /payments/simulator/${page}/:ref`] = { member: false, pages: true, params: ref }
    recipes[`POST /payments/simulator/${page}/:ref`] = { member: false, pages: true, params: ref }
  }
  return recipes
}
