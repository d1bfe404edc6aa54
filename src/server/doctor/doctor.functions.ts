/**
 * The doctor's console (`/dokter`): every function goes through `doctorMiddleware`, which asks the
 * API who the caller is and refuses a member who is not a doctor (the API's 403, passed on as the ApiError it is). The
 * route guard only redirects a visitor to sign in; the API checks which consults a doctor may
 * open (assigned to them, or waiting in their polyclinic) and answers 404 for the others.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { CloseConsultBody } from '../../../contract/doctor/schemas'
import { ApiError, isApiError, namesNothing } from '../../../contract/errors'
import {
  PRODUCT_SEARCH_MAX_LENGTH,
  productSearchWords,
} from '../../../contract/shop/product-search'
import type { ProductSummary } from '../../../contract/shop/schemas'
import { getChatRoom } from '../../api/consults/chat-calls'
import { getConsultQuestionnaire } from '../../api/consults/questionnaire-calls'
import {
  claimDoctorConsult,
  closeDoctorConsult,
  getDoctorConsult,
  listDoctorQueue,
} from '../../api/doctor/calls'
import { getRegimen, getShopLanding, listProducts } from '../../api/shop/calls'
import { doctorMiddleware } from './doctor.middleware'

const ConsultIdInput = v.object({ consultId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) })

/** The signed-in doctor: name, title and polyclinic. */
export const getDoctor = createServerFn({ method: 'GET' })
  .middleware([doctorMiddleware])
  .handler(({ context }) => context.doctor)

/** The queue, and when the server read it: waiting times are counted from that moment. */
export const getQueue = createServerFn({ method: 'GET' })
  .middleware([doctorMiddleware])
  .handler(async ({ context }) => ({
    items: await listDoctorQueue(context.token),
    fetchedAt: new Date().toISOString(),
  }))

/**
 * One consult as the doctor opens it: the questionnaire with the answers, the chat room, and the
 * patient as the queue shows them (a closed consult too), and when the server read it (the
 * waiting time counts to then). Null when
 * the doctor may not open it: another doctor's, another polyclinic's, or no consult at all.
 */
export const getConsultForDoctor = createServerFn({ method: 'GET' })
  .middleware([doctorMiddleware])
  .validator(ConsultIdInput)
  .handler(async ({ context, data }) => {
    try {
      const [questionnaire, room, entry] = await Promise.all([
        getConsultQuestionnaire(context.token, data.consultId),
        getChatRoom(context.token, data.consultId),
        getDoctorConsult(context.token, data.consultId),
      ])
      return {
        questionnaire,
        room,
        patient: entry.patient,
        fetchedAt: new Date().toISOString(),
      }
    } catch (error) {
      if (namesNothing(error)) return null
      throw error
    }
  })

export type ClaimResult =
  | { ok: true; consult: Awaited<ReturnType<typeof claimDoctorConsult>> }
  | { ok: false; reason: 'taken' | 'gone'; message: string }

/** 'Ambil Konsultasi': another doctor first (409) or a consult no longer there (404) is an answer. */
export const claimConsult = createServerFn({ method: 'POST' })
  .middleware([doctorMiddleware])
  .validator(ConsultIdInput)
  .handler(async ({ context, data }): Promise<ClaimResult> => {
    try {
      return { ok: true, consult: await claimDoctorConsult(context.token, data.consultId) }
    } catch (error) {
      if (isApiError(error, 409)) {
        return { ok: false, reason: 'taken', message: 'Sudah ditangani dokter lain.' }
      }
      if (namesNothing(error)) {
        return { ok: false, reason: 'gone', message: 'Konsultasi ini tidak ada lagi di antreanmu.' }
      }
      throw error
    }
  })

export type CloseResult =
  | { ok: true; consult: Awaited<ReturnType<typeof closeDoctorConsult>> }
  | { ok: false; message: string }

/**
 * 'Tutup dengan Rekomendasi'. The API's refusals (closed already: 409; a product it does not
 * know: 422) come back as a sentence to show; a failure on the way is thrown.
 */
export const closeConsult = createServerFn({ method: 'POST' })
  .middleware([doctorMiddleware])
  .validator(v.object({ consultId: ConsultIdInput.entries.consultId, body: CloseConsultBody }))
  .handler(async ({ context, data }): Promise<CloseResult> => {
    try {
      return {
        ok: true,
        consult: await closeDoctorConsult(context.token, data.consultId, data.body),
      }
    } catch (error) {
      if (isApiError(error, 409)) {
        return { ok: false, message: 'Konsultasi ini sudah ditutup atau bukan milikmu lagi.' }
      }
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        return { ok: false, message: error.body?.message ?? 'Rekomendasi ini belum bisa dikirim.' }
      }
      throw error
    }
  })

/** A product as the recommendation picker lists it. */
export type PickableProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'size' | 'price' | 'discountPrice' | 'stock' | 'image'
>

const SEARCH_RESULTS = 8

function pickable(product: ProductSummary): PickableProduct {
  const { id, name, size, price, discountPrice, stock, image } = product
  return { id, name, size, price, discountPrice, stock, image }
}

/**
 * Products of the shop holding every word of `query` in their name or their ingredients ('serum
 * niacinamide', 'salicylic'), case and accents aside: the catalogue's own search, so the whole
 * shop is searched, not the first pages. Discontinued products are never listed.
 */
export const searchProducts = createServerFn({ method: 'GET' })
  .middleware([doctorMiddleware])
  .validator(
    v.object({ query: v.pipe(v.string(), v.trim(), v.maxLength(PRODUCT_SEARCH_MAX_LENGTH)) }),
  )
  .handler(async ({ data }): Promise<PickableProduct[]> => {
    if (productSearchWords(data.query).length === 0) return []
    const list = await listProducts({ q: data.query, limit: SEARCH_RESULTS })
    return list.data.map(pickable)
  })

/** A regimen the doctor can recommend, with the products its steps use, in step order. */
export interface PickableRegimen {
  id: string
  name: string
  products: PickableProduct[]
}

/**
 * The shop's regimens with their products, for the recommendation: choosing one fills the
 * picker. A product sold out stays (the member may wait for it); a discontinued one is left out.
 */
export const listRegimens = createServerFn({ method: 'GET' })
  .middleware([doctorMiddleware])
  .handler(async (): Promise<PickableRegimen[]> => {
    const { regimens } = await getShopLanding()
    const pages = await Promise.all(regimens.map(({ id }) => getRegimen(id)))
    return pages.map((regimen) => ({
      id: regimen.id,
      name: regimen.name,
      products: regimen.steps
        .toSorted((a, b) => a.position - b.position)
        .map((step) => step.product)
        // A product two steps share is recommended once.
        .filter((product, index, all) => all.findIndex(({ id }) => id === product.id) === index)
        .filter((product) => !product.discontinued)
        .map(pickable),
    }))
  })
