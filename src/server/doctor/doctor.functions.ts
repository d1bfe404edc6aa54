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
import type { ProductSummary } from '../../../contract/shop/schemas'
import { getChatRoom } from '../../api/consults/chat-calls'
import { getConsultQuestionnaire } from '../../api/consults/questionnaire-calls'
import {
  claimDoctorConsult,
  closeDoctorConsult,
  getDoctorConsult,
  listDoctorQueue,
} from '../../api/doctor/calls'
import { getShopLanding, listProducts } from '../../api/shop/calls'
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
/** The catalogue is read page by page; this bounds the walk whatever the API says. */
const MAX_CATALOGUE_PAGES = 10

/**
 * Products of the shop whose name holds every word of `query` (case and accents aside), for the
 * recommendation picker. The shop has no search call: the catalogue's list is walked (a few pages
 * of 20), discontinued products left out.
 */
export const searchProducts = createServerFn({ method: 'GET' })
  .middleware([doctorMiddleware])
  .validator(v.object({ query: v.pipe(v.string(), v.trim(), v.maxLength(60)) }))
  .handler(async ({ data }): Promise<PickableProduct[]> => {
    const words = fold(data.query).split(/\s+/).filter(Boolean)
    if (words.length === 0) return []
    const found: PickableProduct[] = []
    for (let page = 1; page <= MAX_CATALOGUE_PAGES; page++) {
      const list = await listProducts({ page })
      for (const product of list.data) {
        const name = fold(product.name)
        if (product.discontinued || !words.every((word) => name.includes(word))) continue
        const { id, name: productName, size, price, discountPrice, stock, image } = product
        found.push({ id, name: productName, size, price, discountPrice, stock, image })
      }
      if (found.length >= SEARCH_RESULTS || page >= list.meta.totalPages) break
    }
    return found.slice(0, SEARCH_RESULTS)
  })

/** The shop's regimens, for the recommendation's optional regimen. */
export const listRegimens = createServerFn({ method: 'GET' })
  .middleware([doctorMiddleware])
  .handler(async () => (await getShopLanding()).regimens.map(({ id, name }) => ({ id, name })))

function fold(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('id-ID')
}
