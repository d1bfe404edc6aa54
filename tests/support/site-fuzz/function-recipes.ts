/**
 * The site's server functions for the site fuzz (tests/e2e/site-fuzz.spec.ts): for each, who may
 * call it and one call's data as the pages send it. The fuzz sends that data as it is, with each
 * field replaced by hostile values, and whole hostile payloads; a function of the build without a
 * recipe here fails the fuzz's coverage test, so a new function joins the table.
 */
import { ORDER_TYPE, PURCHASE } from '../../../contract/checkout/schemas'

/** Who the calls are made as, besides a visitor without a session. */
export type Caller = 'member' | 'doctor'

export interface FunctionRecipe {
  caller: Caller
  /** One call's `data` as the app sends it; undefined for a function that takes none. */
  data?: Record<string, unknown>
  /** Calling it ends the session it is called with: it goes last. */
  endsSession?: boolean
}

const UUID = '6f1c2a4e-8b9d-4c3e-a5f7-0123456789ab'
const ORDER_ID = '0b6a1f5e-2c4d-4e8f-9a1b-3c5d7e9f1a2b'
const CONSULT_ID = '1'
const BOOKING_NUMBER = 'BK-20261127-0001'
const PRODUCTS = [{ id: 'serum-niacinamide-10', qty: 1 }]

export const FUNCTION_RECIPES: Record<string, FunctionRecipe> = {
  // Addresses
  listMyAddresses: { caller: 'member' },
  saveAddress: {
    caller: 'member',
    data: {
      label: 'Rumah',
      recipientName: 'Budi Santoso',
      phone: '081234567890',
      street: 'Jl. Kenanga No. 12',
      districtId: '3171010',
      postalCode: '10110',
      isDefault: true,
    },
  },
  // Sign-in and the session
  getSession: { caller: 'member' },
  requestSignInCode: { caller: 'member', data: { phone: '081200000002' } },
  verifySignInCode: { caller: 'member', data: { phone: '081200000002', code: '000000' } },
  signOut: { caller: 'member', endsSession: true },
  endSession: { caller: 'member', endsSession: true },
  syncAnalyticsIds: {
    caller: 'member',
    data: { gaClientId: '123.456', metaBrowserId: 'fb.1.2.3' },
  },
  // The profile (issue 29 §1)
  saveMyProfile: {
    caller: 'member',
    data: { fullName: 'Budi Santoso', dateOfBirth: '1992-11-03', gender: 'male', email: '' },
  },
  skipFirstProfile: { caller: 'member' },
  // Bookings
  getMyBookings: { caller: 'member' },
  getMyBookingPass: { caller: 'member', data: { bookingNumber: BOOKING_NUMBER } },
  rebook: { caller: 'member', data: { bookingNumber: BOOKING_NUMBER } },
  getMyBookingConfig: { caller: 'member' },
  listBookingBranches: { caller: 'member', data: { treatmentId: 'facial-brightening' } },
  getMyBookableClinic: { caller: 'member', data: { clinicId: 'diri-kemang' } },
  getMyBookingCart: { caller: 'member' },
  updateMyBookingCart: {
    caller: 'member',
    data: { clinicId: 'diri-kemang', doctorId: 'any', treatmentIds: ['facial-brightening'] },
  },
  getMyAvailableDates: { caller: 'member', data: { startDate: '2026-12-01' } },
  getMyAvailableSchedule: { caller: 'member', data: { date: '2026-12-01' } },
  bookMyVisit: {
    caller: 'member',
    data: { idempotencyKey: UUID, body: { startsAt: '2026-12-01T03:00:00.000Z', doctorId: 'any' } },
  },
  rescheduleMyBooking: {
    caller: 'member',
    data: {
      bookingNumber: BOOKING_NUMBER,
      idempotencyKey: UUID,
      body: { startsAt: '2026-12-02T03:00:00.000Z', doctorId: 'any' },
    },
  },
  rebookMyBooking: { caller: 'member', data: { bookingNumber: BOOKING_NUMBER } },
  cancelMyBooking: {
    caller: 'member',
    data: { bookingNumber: BOOKING_NUMBER, idempotencyKey: UUID, body: { reason: 'Ada acara' } },
  },
  getMyBookingToChange: { caller: 'member', data: { bookingNumber: BOOKING_NUMBER } },
  // The consult's chat
  getChatRoom: { caller: 'member', data: { consultId: CONSULT_ID } },
  sendMessage: {
    caller: 'member',
    data: { consultId: CONSULT_ID, body: { clientId: UUID, text: 'Halo dok' } },
  },
  markRead: { caller: 'member', data: { consultId: CONSULT_ID, upTo: 1 } },
  addRecommendationToCart: {
    caller: 'member',
    data: { consultId: CONSULT_ID, messageId: '1' },
  },
  // The cart and checkout
  updateMyCart: {
    caller: 'member',
    data: { items: [{ productId: 'serum-niacinamide-10', quantity: 2, selected: true }] },
  },
  removeFromMyCart: { caller: 'member', data: { items: [{ productId: 'serum-niacinamide-10' }] } },
  // Saved for later
  getMySavedItems: { caller: 'member' },
  saveMyCartLine: { caller: 'member', data: { productId: 'serum-niacinamide-10' } },
  moveMySavedToCart: { caller: 'member', data: { productId: 'serum-niacinamide-10' } },
  removeMySavedItem: { caller: 'member', data: { productId: 'serum-niacinamide-10' } },
  getMyCheckout: { caller: 'member' },
  saveMyCheckoutProgress: {
    caller: 'member',
    data: { step: 'address', addressId: UUID, promoDeclined: false },
  },
  getMyCheckoutPromotions: { caller: 'member' },
  findMyBestPromo: {
    caller: 'member',
    data: { type: PURCHASE, orderType: ORDER_TYPE, products: PRODUCTS },
  },
  applyMyPromoCode: {
    caller: 'member',
    data: { type: PURCHASE, orderType: ORDER_TYPE, products: PRODUCTS, code: 'DIRIBARU' },
  },
  getMyShippingRates: { caller: 'member', data: { addressId: UUID, products: PRODUCTS } },
  getMyPaymentMethods: { caller: 'member', data: { transactionType: ORDER_TYPE, amount: 150000 } },
  placeMyOrder: {
    caller: 'member',
    data: {
      idempotencyKey: UUID,
      body: {
        type: PURCHASE,
        orderType: ORDER_TYPE,
        products: PRODUCTS,
        addressId: UUID,
        courierId: 'jne-reg',
        paymentMethodId: 'bca-va',
        promoCode: null,
      },
    },
  },
  payMyOrderAgain: {
    caller: 'member',
    data: { orderId: ORDER_ID, idempotencyKey: UUID, payment: { paymentMethodId: 'bca-va' } },
  },
  listMyOrders: { caller: 'member', data: { page: 1 } },
  getMyOrder: { caller: 'member', data: { id: ORDER_ID } },
  getMyPaymentQr: { caller: 'member', data: { orderId: ORDER_ID } },
  // Clinics and subscriptions
  getSubscriptionPageForMe: { caller: 'member' },
  remindMeOfSubscription: { caller: 'member', data: { subscriptionPackageId: 'glow-bulanan' } },
  // Consent to cookies
  recordConsent: {
    caller: 'member',
    data: { choiceId: UUID, analytics: true, marketing: false, policyVersion: '2026-01' },
  },
  getConsentFromCookie: { caller: 'member' },
  // Consultations
  getMyConsultQuestionnaire: { caller: 'member', data: { consultId: CONSULT_ID } },
  startMyConsult: { caller: 'member', data: { flowId: '1', restart: false } },
  saveMyConsultAnswers: {
    caller: 'member',
    data: {
      consultId: CONSULT_ID,
      body: {
        items: [{ linkId: 'q1', answer: [{ valueString: 'jerawat' }] }],
        lastVisitedContentId: 'q1',
      },
    },
  },
  submitMyConsult: {
    caller: 'member',
    data: {
      consultId: CONSULT_ID,
      body: { consents: [{ kind: 'consultation-agreement', version: '2026-01' }] },
    },
  },
  checkExistingConsult: { caller: 'member', data: { flowId: '1' } },
  getMyConsults: { caller: 'member' },
  // The doctor's console
  getDoctor: { caller: 'doctor' },
  getQueue: { caller: 'doctor' },
  getConsultForDoctor: { caller: 'doctor', data: { consultId: CONSULT_ID } },
  claimConsult: { caller: 'doctor', data: { consultId: CONSULT_ID } },
  closeConsult: {
    caller: 'doctor',
    data: {
      consultId: CONSULT_ID,
      body: {
        productType: 'otc',
        note: 'Pakai pagi dan malam.',
        items: [{ productId: 'serum-niacinamide-10', quantity: 1 }],
      },
    },
  },
  searchProducts: { caller: 'doctor', data: { query: 'serum' } },
  listRegimens: { caller: 'doctor' },
  // Notifications, promotions, configuration, the shop
  getMyNotifications: { caller: 'member' },
  markMyNotificationRead: { caller: 'member', data: { id: UUID } },
  markAllMyNotificationsRead: { caller: 'member' },
  reorderMyOrder: { caller: 'member', data: { orderId: UUID } },
  getPromotionList: { caller: 'member' },
  getPromotionDetail: { caller: 'member', data: { id: 'diri-baru' } },
  getPublicConfig: { caller: 'member' },
  getPaymentScript: { caller: 'member' },
  getMyCart: { caller: 'member' },
  addToMyCart: {
    caller: 'member',
    data: { items: [{ productId: 'serum-niacinamide-10', quantity: 1 }] },
  },
  addMissingToMyCart: {
    caller: 'member',
    data: { items: [{ productId: 'serum-niacinamide-10', quantity: 1 }] },
  },
  getProductRatings: { caller: 'member', data: { productId: 'serum-niacinamide-10', page: 1 } },
  likeProductRating: { caller: 'member', data: { ratingId: UUID, like: true } },
  // Notification channels
  getMyNotificationPreferences: { caller: 'member' },
  subscribeMyBrowserToPush: {
    caller: 'member',
    data: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-subscription',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  },
  getDevMailbox: { caller: 'member' },
}
