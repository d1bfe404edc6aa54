/**
 * The booking cart, `GET`, `POST` and `DELETE /v2/member/offline-clinic-booking-cart`: the
 * member's choices so far, one row per member. Every change is checked against the branch as it is
 * now (its treatments, its doctors, its booking window) and runs under the member's booking-cart
 * lock, which booking takes too, so a change and a booking never interleave.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type * as v from 'valibot'
import {
  ANY_DOCTOR,
  type BookingCart,
  BookingCartInput,
  type DoctorChoice,
} from '../../../contract/booking/schemas'
import type { ClinicTimeZone } from '../../../contract/clinic/schemas'
import type { Database, Transaction } from '../../db/client'
import { clinicBookingCarts } from '../../db/schema/booking'
import {
  clinicTeamMembers,
  clinicTreatmentBranches,
  clinicTreatments,
  clinicWorkShifts,
  offlineClinics,
} from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { ApiProblem, notFound } from '../../http/problem'
import { readJson } from '../../http/validation'
import { selectActiveTreatments, type TreatmentRow } from '../clinic/treatment-cards'
import { BOOKING_CONFIG, BOOKING_MESSAGES } from './config'
import { bookingWindow } from './slots'

const CART_PATH = '/v2/member/offline-clinic-booking-cart'

type CartRow = typeof clinicBookingCarts.$inferSelect

export interface CartBranch {
  id: string
  name: string
  timeZone: ClinicTimeZone
}

/** The cart as the rules read it: only what is still valid at the branch counts. */
export interface CartState {
  clinic: CartBranch | null
  doctor: DoctorChoice | null
  treatments: Array<{ row: TreatmentRow; summary: BookingCart['treatments'][number] }>
  date: string | null
  updatedAt: Date | null
}

/** One change (or booking) of a member's cart at a time; the others wait for it. */
export async function lockBookingCart(tx: Transaction, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-cart:${memberId}`}))`)
}

async function activeBranch(db: Database | Transaction, id: string) {
  const [branch] = await db
    .select({ id: offlineClinics.id, name: offlineClinics.name, timeZone: offlineClinics.timeZone })
    .from(offlineClinics)
    .where(and(eq(offlineClinics.id, id), eq(offlineClinics.isActive, true)))
  return branch
}

/** The active doctor `doctorId` when they have a shift at the branch. */
async function doctorAt(db: Database | Transaction, doctorId: string, clinicId: string) {
  const [doctor] = await db
    .select({
      id: clinicTeamMembers.id,
      name: clinicTeamMembers.name,
      title: clinicTeamMembers.title,
    })
    .from(clinicTeamMembers)
    .where(
      and(
        eq(clinicTeamMembers.id, doctorId),
        eq(clinicTeamMembers.isActive, true),
        eq(clinicTeamMembers.roleSlug, 'doctor'),
        sql`exists (select 1 from ${clinicWorkShifts} where ${clinicWorkShifts.memberId} = ${clinicTeamMembers.id} and ${clinicWorkShifts.clinicId} = ${clinicId})`,
      ),
    )
  return doctor
}

/** The active treatments among `ids` offered at the branch, in the order of `ids`. */
async function treatmentsAt(db: Database | Transaction, ids: readonly string[], clinicId: string) {
  if (ids.length === 0) return []
  const found = await selectActiveTreatments(db, {
    where: and(
      inArray(clinicTreatments.id, [...ids]),
      sql`exists (select 1 from ${clinicTreatmentBranches} where ${clinicTreatmentBranches.treatmentId} = ${clinicTreatments.id} and ${clinicTreatmentBranches.clinicId} = ${clinicId})`,
    ),
  })
  const byId = new Map(found.map((treatment) => [treatment.row.id, treatment]))
  return ids.flatMap((id) => {
    const treatment = byId.get(id)
    return treatment ? [treatment] : []
  })
}

/** The stored cart with whatever no longer holds (a closed branch, a doctor who left) dropped. */
export async function readCartState(
  db: Database | Transaction,
  memberId: string,
): Promise<CartState> {
  const [row] = await db
    .select()
    .from(clinicBookingCarts)
    .where(eq(clinicBookingCarts.memberId, memberId))
  return stateOf(db, row)
}

async function stateOf(db: Database | Transaction, row: CartRow | undefined): Promise<CartState> {
  const empty: CartState = {
    clinic: null,
    doctor: null,
    treatments: [],
    date: null,
    updatedAt: row?.updatedAt ?? null,
  }
  if (!row?.clinicId) return empty
  const clinic = await activeBranch(db, row.clinicId)
  if (!clinic) return empty
  let doctor: DoctorChoice | null = null
  if (row.doctorChoice === 'any') doctor = { kind: 'any' }
  else if (row.doctorChoice === 'doctor' && row.doctorId) {
    const found = await doctorAt(db, row.doctorId, clinic.id)
    if (found) doctor = { kind: 'doctor', doctor: found }
  }
  return {
    clinic,
    doctor,
    treatments: await treatmentsAt(db, row.treatmentIds, clinic.id),
    date: row.date,
    updatedAt: row.updatedAt,
  }
}

export function toBookingCart(state: CartState): BookingCart {
  return {
    clinic: state.clinic && { id: state.clinic.id, name: state.clinic.name },
    doctor: state.doctor,
    treatments: state.treatments.map(({ summary }) => summary),
    totalDurationMinutes: state.treatments.reduce((sum, { row }) => sum + row.durationMinutes, 0),
    totalPrice: state.treatments.reduce((sum, { row }) => sum + row.priceFrom, 0),
    date: state.date,
    updatedAt: state.updatedAt?.toISOString() ?? null,
  }
}

const refuse = (path: string, message: string) => new ApiProblem(422, message, [{ path, message }])

/** Writes the member's whole cart (one row each). */
export async function saveCart(
  tx: Transaction,
  memberId: string,
  cart: {
    clinicId: string | null
    doctorChoice: 'any' | 'doctor' | null
    doctorId: string | null
    treatmentIds: string[]
    date: string | null
  },
  now: Date,
) {
  const values = { ...cart, updatedAt: now }
  await tx
    .insert(clinicBookingCarts)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: clinicBookingCarts.memberId, set: values })
}

/** Applies the member's changes to their cart, checked against the branch; answers the cart. */
async function updateCart(
  tx: Transaction,
  memberId: string,
  input: v.InferOutput<typeof BookingCartInput>,
  now: Date,
): Promise<CartState> {
  await lockBookingCart(tx, memberId)
  const current = await readCartState(tx, memberId)

  let clinic = current.clinic
  let doctor = current.doctor
  let treatmentIds = current.treatments.map(({ row }) => row.id)
  let date = current.date
  if (input.clinicId !== undefined && input.clinicId !== current.clinic?.id) {
    const branch = await activeBranch(tx, input.clinicId)
    if (!branch) throw notFound(BOOKING_MESSAGES.branchNotFound)
    // Another branch starts over: its doctors, treatments and days are its own.
    clinic = branch
    doctor = null
    treatmentIds = []
    date = null
  }

  const touchesBranchChoices =
    input.doctorId !== undefined || input.treatmentIds !== undefined || input.date !== undefined
  if (touchesBranchChoices && !clinic) throw refuse('clinicId', BOOKING_MESSAGES.chooseBranchFirst)

  if (clinic && input.doctorId !== undefined) {
    if (input.doctorId === null) doctor = null
    else if (input.doctorId === ANY_DOCTOR) doctor = { kind: 'any' }
    else {
      const found = await doctorAt(tx, input.doctorId, clinic.id)
      if (!found) {
        const [known] = await tx
          .select({ id: clinicTeamMembers.id, name: clinicTeamMembers.name })
          .from(clinicTeamMembers)
          .where(
            and(
              eq(clinicTeamMembers.id, input.doctorId),
              eq(clinicTeamMembers.isActive, true),
              eq(clinicTeamMembers.roleSlug, 'doctor'),
            ),
          )
        if (!known) throw notFound('Dokter tidak ditemukan.')
        throw refuse('doctorId', `${known.name} tidak praktik di ${clinic.name}.`)
      }
      doctor = { kind: 'doctor', doctor: found }
    }
  }

  if (clinic && input.treatmentIds !== undefined) {
    const ids = [...new Set(input.treatmentIds)]
    const offered = await treatmentsAt(tx, ids, clinic.id)
    if (offered.length !== ids.length) {
      const offeredIds = new Set(offered.map(({ row }) => row.id))
      const missing = ids.filter((id) => !offeredIds.has(id))
      const known = await tx
        .select({ id: clinicTreatments.id, name: clinicTreatments.name })
        .from(clinicTreatments)
        .where(and(inArray(clinicTreatments.id, missing), eq(clinicTreatments.isActive, true)))
      const [notOffered] = known
      if (known.length < missing.length || !notOffered) throw notFound('Perawatan tidak ditemukan.')
      const index = input.treatmentIds.indexOf(notOffered.id)
      throw refuse(`treatmentIds.${index}`, `${notOffered.name} tidak tersedia di ${clinic.name}.`)
    }
    treatmentIds = ids
  }

  if (clinic && input.date !== undefined) {
    if (input.date !== null) {
      const window = bookingWindow(clinic.timeZone, now)
      if (input.date < window.first || input.date > window.last)
        throw refuse(
          'date',
          `Pilih tanggal dari hari ini sampai ${BOOKING_CONFIG.bookAheadDays} hari ke depan.`,
        )
    }
    date = input.date
  }

  await saveCart(
    tx,
    memberId,
    {
      clinicId: clinic?.id ?? null,
      doctorChoice: doctor?.kind ?? null,
      doctorId: doctor?.kind === 'doctor' ? doctor.doctor.id : null,
      treatmentIds,
      date,
    },
    now,
  )
  return readCartState(tx, memberId)
}

export function bookingCartRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get(CART_PATH, member, async (c) => {
      failIfRequested(deps, c, 'booking-cart')
      const state = await readCartState(db, c.var.member.id)
      return c.json(toBookingCart(state) satisfies BookingCart)
    })
    .post(CART_PATH, member, async (c) => {
      failIfRequested(deps, c, 'booking-cart-save')
      const input = await readJson(c, BookingCartInput)
      const memberId = c.var.member.id
      const state = await db.transaction((tx) => updateCart(tx, memberId, input, clock.now()))
      return c.json(toBookingCart(state) satisfies BookingCart)
    })
    .delete(CART_PATH, member, async (c) => {
      const memberId = c.var.member.id
      await db.transaction(async (tx) => {
        await lockBookingCart(tx, memberId)
        await tx.delete(clinicBookingCarts).where(eq(clinicBookingCarts.memberId, memberId))
      })
      return c.json(toBookingCart(await readCartState(db, memberId)) satisfies BookingCart)
    })
}
