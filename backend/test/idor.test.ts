/**
 * The IDOR matrix: every member endpoint that names something by id, called by
 * another member with the owner's id. The caller sees exactly what an unknown id gets (404, so
 * nothing tells them the id exists), and the owner, reading their data back, finds it unchanged.
 *
 * One row per endpoint. A member route with a `:param` that has no row fails the suite.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AddressList } from '../../contract/addresses/schemas'
import { AvailableSchedule, Booking, BookingCart } from '../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER, Order, ShippingRates } from '../../contract/checkout/schemas'
import { CONSENT_VERSIONS } from '../../contract/consults/consent-versions'
import { QuestionnaireResponse } from '../../contract/consults/fhir'
import {
  ChatRoom,
  ConsultAttachment,
  ConsultHome,
  ConsultQuestionnaire,
} from '../../contract/consults/schemas'
import { DoctorQueue } from '../../contract/doctor/schemas'
import { NotificationList } from '../../contract/notifications/schemas'
import { Cart, RatingLikeResult, RatingList } from '../../contract/shop/schemas'
import { orders, payments } from '../db/schema/checkout'
import { CONSULT_STATUS, consultAttachments } from '../db/schema/consults'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import {
  addConsult,
  addDoctor,
  KULIT,
  promoteToDoctor,
  RAMBUT,
} from '../routes/chat/chat-test-support'
import { answerEverythingRequired } from '../routes/consultation/consultation-test-support'
import { addressInputFor } from './fuzz/address-input'
import { apiRoutes, fillPath, memberRoutes } from './fuzz/api-routes'
import { setUpSeededApi } from './fuzz/seeded-api'

const api = setUpSeededApi()

interface Member {
  /** Sends a request with this member's token; a body is sent as JSON. */
  send(
    method: string,
    path: string,
    /** JSON, or the bytes of a raw body (a photo). */
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>
  /** A GET that must succeed, parsed with the contract's schema. */
  read<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>>
}

interface IdorRow {
  /** The endpoint as the app lists it (`METHOD /path/:param`). */
  route: string
  /** Gives the owner something the endpoint names (or finds it), and the path's values for it. */
  ownersThing: (owner: Member) => Promise<Record<string, string>>
  /** A query string, for an endpoint that takes its id there. */
  query?: (values: Record<string, string>) => string
  /** A body the endpoint accepts from the caller, so that only ownership can refuse the request. */
  body?: (caller: Member) => unknown
  /** Headers the endpoint needs besides the token, made for each request (an idempotency key). */
  headers?: () => Record<string, string>
  /** Values naming nothing, for the answer an unknown id gets. */
  unknown: Record<string, string>
  /** What the owner reads back, and must find unchanged. */
  readBack: (owner: Member, values: Record<string, string>) => Promise<unknown>
  /**
   * Only for an endpoint that names something public: the status another member gets, and why
   * that is no leak. Otherwise 404.
   */
  shared?: { status: number; why: string }
  /** The owner's own request's status when it is not 200 (an upload makes something: 201). */
  ownStatus?: number
  /** The endpoint answers an event stream, which never ends: the owner's is judged by its status. */
  stream?: boolean
}

const NOBODYS_UUID = '00000000-0000-4000-8000-000000000000'
const RATED_PRODUCT = 'serum-niacinamide-10'
const BOOKING = '/v2/member/offline-clinic-booking'
const NOBODYS_BOOKING = 'DK-0000000000'

const IDOR_MATRIX: readonly IdorRow[] = [
  {
    route: 'PUT /addresses/:id',
    ownersThing: async (owner) => {
      const { data } = await owner.read('/addresses', AddressList)
      const address = data[0]
      if (!address) throw new Error('The seed gives the owner no address')
      return { id: address.id }
    },
    // Another member's own address, moved over the owner's: a body that passes every check.
    body: async (intruder) => {
      const [address] = (await intruder.read('/addresses', AddressList)).data
      if (!address) throw new Error('The seed gives the intruder no address')
      return { ...addressInputFor(address), isPrimary: true }
    },
    unknown: { id: NOBODYS_UUID },
    readBack: (owner) => owner.read('/addresses', AddressList),
  },
  {
    route: 'PATCH /notifications/:id/read',
    ownersThing: async (owner) => {
      const { data } = await owner.read('/notifications', NotificationList)
      const unread = data.find((notification) => !notification.read)
      if (!unread) throw new Error('The seed gives the owner no unread notification')
      return { id: unread.id }
    },
    unknown: { id: NOBODYS_UUID },
    readBack: (owner) => owner.read('/notifications', NotificationList),
  },
  {
    route: 'PUT /ratings/like/:ratingId',
    ownersThing: async (owner) => {
      const { data } = await owner.read(`/ratings?productId=${RATED_PRODUCT}`, RatingList)
      const rating = data[0]
      if (!rating) throw new Error(`The seed has no rating of ${RATED_PRODUCT}`)
      const liked = await owner.send('PUT', `/ratings/like/${rating.id}`, { like: true })
      expect(v.parse(RatingLikeResult, await liked.json()).liked).toBe(true)
      return { ratingId: rating.id }
    },
    // Taking back a like another member gave must leave that like where it is.
    body: () => ({ like: false }),
    unknown: { ratingId: NOBODYS_UUID },
    readBack: async (owner, { ratingId }) => {
      const { data } = await owner.read(`/ratings?productId=${RATED_PRODUCT}`, RatingList)
      return data.find((rating) => rating.id === ratingId)
    },
    shared: {
      status: 200,
      why: 'a visible rating is public and any member may like it; the like a call changes is always the caller’s own',
    },
  },
  {
    route: 'GET /v2/consults/exists',
    // The owner's (Budi's) questionnaire in progress on Jerawat, flow 2001, from the seed.
    ownersThing: async () => ({ flowId: '2001' }),
    query: ({ flowId }) => `flowId=${flowId}`,
    unknown: { flowId: '999999' },
    readBack: (owner) => owner.read('/v2/consults/exists?flowId=2001', v.unknown()),
  },
  {
    route: 'GET /orders/:id',
    ownersThing: async (owner) => ({ id: (await placeOwnersOrder(owner)).id }),
    unknown: { id: NOBODYS_UUID },
    readBack: (owner, { id }) => owner.read(`/orders/${id}`, Order),
  },
  {
    route: 'POST /orders/:id/payments',
    ownersThing: async (owner) => {
      const order = await placeOwnersOrder(owner)
      // Its payment failed: the owner may pay again, so only ownership can refuse the intruder.
      await api()
        .db.update(payments)
        .set({ status: 'failed', failureReason: 'Kartu ditolak oleh bank penerbit.' })
        .where(eq(payments.id, order.payment.id))
      return { id: order.id }
    },
    body: () => ({ paymentMethodId: 'qris' }),
    headers: () => ({ [IDEMPOTENCY_HEADER]: randomUUID() }),
    unknown: { id: NOBODYS_UUID },
    readBack: (owner, { id }) => owner.read(`/orders/${id}`, Order),
  },
  {
    route: 'POST /carts/from-order/:orderId',
    ownersThing: async (owner) => ({ orderId: (await placeOwnersOrder(owner)).id }),
    unknown: { orderId: NOBODYS_UUID },
    readBack: async (owner, { orderId }) => ({
      order: await owner.read(`/orders/${orderId}`, Order),
      cart: (await owner.read('/carts', Cart)).data.map((item) => [item.product.id, item.quantity]),
    }),
    ownStatus: 201,
  },
  {
    route: 'POST /v2/operator/orders/:id/fulfilment',
    // The owner is an operator here, with a paid order to pack (Budi's own, paid by hand).
    ownersThing: async (owner) => {
      const order = await placeOwnersOrder(owner)
      const { db } = api()
      await db
        .update(orders)
        .set({ status: 'paid', paidAt: new Date() })
        .where(eq(orders.id, order.id))
      await db.update(members).set({ role: 'operator' }).where(eq(members.phone, DEMO_PHONES.budi))
      return { id: order.id }
    },
    body: () => ({ state: 'packed' }),
    unknown: { id: NOBODYS_UUID },
    readBack: async (_owner, { id = '' }) =>
      (
        await api()
          .db.select({ fulfilment: orders.fulfilment })
          .from(orders)
          .where(eq(orders.id, id))
      )[0],
    shared: {
      status: 403,
      why: 'a member is not an operator: the role refuses them before any order is read, whatever the id',
    },
    ownStatus: 201,
  },
  {
    route: 'GET /v2/member/offline-clinics/:id',
    ownersThing: async () => ({ id: 'diri-klinik-kemang' }),
    unknown: { id: 'diri-klinik-nowhere' },
    readBack: (owner) => owner.read('/v2/member/offline-clinics/diri-klinik-kemang', v.unknown()),
    shared: {
      status: 200,
      why: 'a bookable branch is the public branch page’s data for members; nothing in it is anyone’s',
    },
  },
  {
    route: `GET ${BOOKING}/:bookingNumber`,
    ownersThing: async (owner) => ({ bookingNumber: (await bookOwnersSlot(owner)).bookingNumber }),
    unknown: { bookingNumber: NOBODYS_BOOKING },
    readBack: (owner, { bookingNumber }) => owner.read(`${BOOKING}/${bookingNumber}`, Booking),
  },
  {
    route: `POST ${BOOKING}/:bookingNumber/reschedule`,
    ownersThing: async (owner) => ({ bookingNumber: (await bookOwnersSlot(owner)).bookingNumber }),
    // A slot the owner's schedule offers, so only ownership can refuse the intruder.
    body: () => ({ startsAt: ownersNextSlot.startsAt, doctorId: ownersNextSlot.doctorId }),
    headers: () => ({ [IDEMPOTENCY_HEADER]: randomUUID() }),
    unknown: { bookingNumber: NOBODYS_BOOKING },
    readBack: (owner, { bookingNumber }) => owner.read(`${BOOKING}/${bookingNumber}`, Booking),
  },
  {
    route: `POST ${BOOKING}/:bookingNumber/cancel`,
    ownersThing: async (owner) => ({ bookingNumber: (await bookOwnersSlot(owner)).bookingNumber }),
    // A cancel the owner could make (days before its time), so only ownership can refuse it.
    body: () => ({ reason: 'Ada urusan mendadak.' }),
    headers: () => ({ [IDEMPOTENCY_HEADER]: randomUUID() }),
    unknown: { bookingNumber: NOBODYS_BOOKING },
    readBack: (owner, { bookingNumber }) => owner.read(`${BOOKING}/${bookingNumber}`, Booking),
  },
  {
    route: `POST ${BOOKING}/:bookingNumber/rebook`,
    ownersThing: async (owner) => ({ bookingNumber: (await bookOwnersSlot(owner)).bookingNumber }),
    unknown: { bookingNumber: NOBODYS_BOOKING },
    readBack: async (owner, { bookingNumber }) => ({
      booking: await owner.read(`${BOOKING}/${bookingNumber}`, Booking),
      cart: await owner.read('/v2/member/offline-clinic-booking-cart', BookingCart),
    }),
  },
  ...consultationRows(),
  ...chatAndDoctorRows(),
]

/** The slot after the owner's booking, for the reschedule row's body. */
let ownersNextSlot = { startsAt: '', doctorId: '' }

/**
 * The owner books dr. Nadia Putri at Kemang on the Wednesday after the seed's Monday, as the flow
 * does: cart, schedule, booking.
 */
async function bookOwnersSlot(owner: Member) {
  const cart = await owner.send('POST', '/v2/member/offline-clinic-booking-cart', {
    clinicId: 'diri-klinik-kemang',
    doctorId: 'nadia-putri',
    treatmentIds: ['suntik-jerawat'],
  })
  expect(cart.status, await cart.clone().text()).toBe(200)
  const schedule = await owner.send('POST', `${BOOKING}/get-available-schedule`, {
    date: '2025-06-04',
  })
  const { slots } = v.parse(AvailableSchedule, await schedule.json())
  const [slot, next] = [slots[0], slots[8]]
  if (!slot || !next) throw new Error('dr. Nadia Putri has no slots on the Wednesday')
  ownersNextSlot = { startsAt: next.startsAt, doctorId: next.doctor.id }
  const booked = await owner.send(
    'POST',
    BOOKING,
    { startsAt: slot.startsAt, doctorId: slot.doctor.id },
    { [IDEMPOTENCY_HEADER]: randomUUID() },
  )
  const text = await booked.text()
  expect(booked.status, text).toBe(201)
  return v.parse(Booking, JSON.parse(text))
}

/** The owner orders a product through the API, as the checkout does: cart, review, order. */
async function placeOwnersOrder(owner: Member) {
  const added = await owner.send('POST', '/carts', {
    items: [{ productId: RATED_PRODUCT, quantity: 1 }],
  })
  expect(added.status, await added.clone().text()).toBe(201)
  const [address] = (await owner.read('/addresses?primary=true', AddressList)).data
  if (!address) throw new Error('The seed gives the owner no address')
  const products = [{ id: RATED_PRODUCT, qty: 1 }]
  const rates = await owner.send('POST', '/v2/orders/shipping-rate', {
    addressId: address.id,
    products,
  })
  const [rate] = v.parse(ShippingRates, await rates.json()).data
  const { data } = await owner.read('/carts', Cart)
  const item = data[0]?.product
  if (!rate || !item) throw new Error('The owner has no rate or no cart item')
  const price = item.discountPrice ?? item.price
  const placed = await owner.send(
    'POST',
    '/orders/checkout/cart',
    {
      type: 'purchase',
      orderType: 'OTC',
      products: [{ ...products[0], price }],
      addressId: address.id,
      courierId: rate.id,
      paymentMethodId: 'va-bca',
      code: null,
      noPromo: true,
      expectedTotal: price + rate.price,
    },
    { [IDEMPOTENCY_HEADER]: randomUUID() },
  )
  const text = await placed.text()
  expect(placed.status, text).toBe(201)
  return v.parse(Order, JSON.parse(text))
}

describe('the IDOR matrix', () => {
  it('has a row for every member endpoint with a path parameter', async () => {
    const withId = (await memberRoutes(api()))
      .filter((route) => route.params.length > 0)
      .map((route) => route.key)
    const listed = IDOR_MATRIX.map((row) => row.route)
    expect(withId.filter((key) => !listed.includes(key))).toEqual([])
  })

  it('lists only endpoints the app serves', () => {
    const served = apiRoutes(api().app).map((route) => route.key)
    expect(IDOR_MATRIX.map((row) => row.route).filter((key) => !served.includes(key))).toEqual([])
  })

  for (const row of IDOR_MATRIX) {
    const answer = row.shared ? `${row.shared.status}, acting on their own` : '404'
    it(`${row.route}: another member gets ${answer}; the owner's data is unchanged`, async () => {
      const owner = await signedIn(DEMO_PHONES.budi)
      const intruder = await signedIn(DEMO_PHONES.putri)
      const [method = '', template = ''] = row.route.split(' ')
      const url = (values: Record<string, string>) => {
        const path = fillPath(template, values)
        return row.query ? `${path}?${row.query(values)}` : path
      }

      const values = await row.ownersThing(owner)
      const body = await row.body?.(intruder)
      const before = await row.readBack(owner, values)
      const intrusion = await intruder.send(method, url(values), body, row.headers?.())
      const intrusionText = await intrusion.text()

      if (row.shared) {
        expect(intrusion.status, intrusionText).toBe(row.shared.status)
      } else {
        const unknown = await intruder.send(method, url(row.unknown), body, row.headers?.())
        // Same status, same words: nothing tells the intruder that the owner's id exists.
        expect({ status: intrusion.status, body: intrusionText }).toEqual({
          status: 404,
          body: await unknown.text(),
        })
      }
      expect(await row.readBack(owner, values)).toEqual(before)

      // The control: the very same request succeeds for its owner, so the refusal above is about
      // whose it is, not about a malformed request.
      const own = await owner.send(method, url(values), body, row.headers?.())
      const ownText = row.stream ? own.headers.get('content-type') : await own.text()
      if (row.stream) await own.body?.cancel()
      expect(own.status, ownText ?? '').toBe(row.ownStatus ?? 200)
    })
  }
})

async function signedIn(phone: string): Promise<Member> {
  const { request, signIn } = api()
  const token = await signIn(phone)
  return {
    send: (method, path, body, headers) =>
      request(method, path, {
        token,
        // Bytes (a photo) are sent as they are; anything else as JSON.
        ...(body === undefined
          ? {}
          : body instanceof Uint8Array
            ? { rawBody: new Uint8Array(body) }
            : { body }),
        ...(headers ? { headers } : {}),
      }),
    async read(path, schema) {
      const response = await request('GET', path, { token })
      const text = await response.text()
      expect(response.status, `${path}: ${text}`).toBe(200)
      return v.parse(schema, JSON.parse(text))
    },
  }
}

/**
 * The consultation's `{id}` routes, on the owner's (Budi's) seeded questionnaire in
 * progress on Jerawat, flow 2001.
 */
function consultationRows(): IdorRow[] {
  const consultPath = (suffix: string) => `/v2/consults/:id${suffix}`
  const photoHeaders = () => ({ 'content-type': 'image/png' })
  const questionnaireOf = (owner: Member, id: string) =>
    owner.read(`/v2/consults/${id}/questionnaire`, ConsultQuestionnaire)
  const attachmentsOf = async (id: string) =>
    (
      await api()
        .db.select({ id: consultAttachments.id })
        .from(consultAttachments)
        .where(eq(consultAttachments.consultId, id))
    ).length
  return [
    {
      route: `GET ${consultPath('/questionnaire')}`,
      ownersThing: ownersConsult,
      unknown: { id: NOBODYS_UUID },
      readBack: (owner, { id = '' }) => questionnaireOf(owner, id),
    },
    {
      route: `PUT ${consultPath('/answers')}`,
      ownersThing: async (owner) => {
        const values = await ownersConsult(owner)
        const page = await questionnaireOf(owner, values.id ?? '')
        // The owner's own answers sent again: a body that passes every check.
        ownersAnswers = {
          items: page.answers,
          lastVisitedContentId: page.lastVisitedContentId ?? '',
        }
        return values
      },
      body: () => ownersAnswers,
      unknown: { id: NOBODYS_UUID },
      readBack: (owner, { id = '' }) => questionnaireOf(owner, id),
    },
    {
      route: `POST ${consultPath('/attachments')}`,
      ownersThing: ownersConsult,
      body: () => photo(),
      headers: photoHeaders,
      unknown: { id: NOBODYS_UUID },
      readBack: (_, { id = '' }) => attachmentsOf(id),
      ownStatus: 201,
    },
    {
      route: `GET ${consultPath('/attachments/:attachmentId')}`,
      ownersThing: async (owner) => {
        const { id = '' } = await ownersConsult(owner)
        const uploaded = await owner.send(
          'POST',
          `/v2/consults/${id}/attachments`,
          await photo(),
          photoHeaders(),
        )
        const text = await uploaded.text()
        expect(uploaded.status, text).toBe(201)
        return { id, attachmentId: v.parse(ConsultAttachment, JSON.parse(text)).id }
      },
      unknown: { id: NOBODYS_UUID, attachmentId: NOBODYS_UUID },
      readBack: async (owner, { id, attachmentId }) => {
        const response = await owner.send('GET', `/v2/consults/${id}/attachments/${attachmentId}`)
        expect(response.status).toBe(200)
        return Buffer.from(await response.arrayBuffer()).toString('base64')
      },
    },
    {
      route: `POST ${consultPath('/submit')}`,
      ownersThing: async (owner) => {
        const values = await ownersConsult(owner)
        const upload = (path: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) =>
          owner.send('POST', path, bytes, { 'content-type': contentType })
        await answerEverythingRequired(owner.send, upload, values.id ?? '')
        return values
      },
      body: () => ({
        consents: Object.entries(CONSENT_VERSIONS).map(([kind, version]) => ({ kind, version })),
      }),
      unknown: { id: NOBODYS_UUID },
      readBack: (owner, { id = '' }) => questionnaireOf(owner, id),
    },
    {
      route: `GET ${consultPath('/fhir')}`,
      ownersThing: ownersConsult,
      unknown: { id: NOBODYS_UUID },
      readBack: (owner, { id }) => owner.read(`/v2/consults/${id}/fhir`, QuestionnaireResponse),
    },
  ]
}

/**
 * The chat room's `{id}` routes on the owner's (Budi's) consult waiting for a doctor, and the
 * doctor's console's: there the owner (Budi) is a doctor of Poliklinik Kulit, the intruder
 * (Putri) a doctor of Poliklinik Rambut, and the consult is Sari's, in Kulit: waiting, or in chat
 * with the owner. A member intruder would get the console's 403 whatever the id (doctor.test.ts).
 */
function chatAndDoctorRows(): IdorRow[] {
  const ownersWaitingConsult = async () => ({
    id: await addConsult(api(), DEMO_PHONES.budi, { status: CONSULT_STATUS.awaitingDoctor }),
  })
  const room = (owner: Member, { id }: Record<string, string>) =>
    owner.read(`/v2/consults/${id}/chat`, ChatRoom)
  const doctorsConsult = async (status: number) => {
    const doctor = await promoteToDoctor(api(), DEMO_PHONES.budi, KULIT)
    await promoteToDoctor(api(), DEMO_PHONES.putri, RAMBUT)
    const id = await addConsult(api(), DEMO_PHONES.sari, {
      status,
      ...(status === CONSULT_STATUS.chatting ? { doctor } : {}),
    })
    return { id }
  }
  return [
    {
      route: 'GET /v2/consults/:id/chat',
      ownersThing: ownersWaitingConsult,
      unknown: { id: NOBODYS_UUID },
      readBack: room,
    },
    {
      route: 'GET /v2/consults/:id/messages',
      ownersThing: ownersWaitingConsult,
      unknown: { id: NOBODYS_UUID },
      readBack: room,
    },
    {
      route: 'POST /v2/consults/:id/messages',
      ownersThing: ownersWaitingConsult,
      // One client id throughout: the intruder's refused message must not become the owner's.
      body: () => ({ clientId: 'a2f4c6e8-1b3d-4f5a-8c7e-9d0b1a2c3e4f', text: 'Halo dok' }),
      unknown: { id: NOBODYS_UUID },
      readBack: room,
      ownStatus: 201,
    },
    {
      route: 'POST /v2/consults/:id/messages/:messageId/cart',
      // The owner's (Budi's) consult, closed by its doctor with a product for the cart.
      ownersThing: async (owner) => {
        const doctor = await addDoctor(api(), KULIT)
        const id = await addConsult(api(), DEMO_PHONES.budi, {
          status: CONSULT_STATUS.chatting,
          doctor,
        })
        const closed = await api().request('POST', `/v2/doctor/consults/${id}/close`, {
          token: doctor.token,
          body: { productType: 4, note: '', items: [{ productId: RATED_PRODUCT, quantity: 1 }] },
        })
        expect(closed.status, await closed.clone().text()).toBe(200)
        const { messages } = await owner.read(`/v2/consults/${id}/chat`, ChatRoom)
        const recommendation = messages.find((message) => message.kind === 'recommendation')
        return { id, messageId: recommendation?.id ?? '' }
      },
      unknown: { id: NOBODYS_UUID, messageId: NOBODYS_UUID },
      readBack: async (owner, values) => [
        await room(owner, values),
        await owner.read('/carts', Cart),
      ],
      ownStatus: 201,
    },
    {
      route: 'POST /v2/consults/:id/read',
      ownersThing: ownersWaitingConsult,
      body: () => ({ upTo: 5 }),
      unknown: { id: NOBODYS_UUID },
      readBack: room,
      ownStatus: 204,
    },
    {
      route: 'GET /v2/consults/:id/events',
      ownersThing: ownersWaitingConsult,
      unknown: { id: NOBODYS_UUID },
      readBack: room,
      stream: true,
    },
    {
      route: 'GET /v2/doctor/consults/:id',
      ownersThing: () => doctorsConsult(CONSULT_STATUS.chatting),
      unknown: { id: NOBODYS_UUID },
      readBack: (owner) => owner.read('/v2/doctor/consults', DoctorQueue),
    },
    {
      route: 'POST /v2/doctor/consults/:id/claim',
      ownersThing: () => doctorsConsult(CONSULT_STATUS.awaitingDoctor),
      unknown: { id: NOBODYS_UUID },
      readBack: (owner) => owner.read('/v2/doctor/consults', DoctorQueue),
    },
    {
      route: 'POST /v2/doctor/consults/:id/close',
      ownersThing: () => doctorsConsult(CONSULT_STATUS.chatting),
      body: () => ({ productType: 1, note: 'Cukup istirahat dan minum air.', items: [] }),
      unknown: { id: NOBODYS_UUID },
      readBack: room,
    },
  ]
}

/** The owner's answers as read back, for the answers row's body. */
let ownersAnswers: unknown = {}

/** The owner's (Budi's) open consult on Jerawat, flow 2001, from the seed. */
async function ownersConsult(owner: Member) {
  const { data } = await owner.read('/consults/home', ConsultHome)
  const consult = data.find((candidate) => candidate.flowId === '2001' && candidate.status === 1)
  if (!consult)
    throw new Error('The seed gives the owner no questionnaire in progress on flow 2001')
  return { id: consult.id }
}

function photo() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))
}
