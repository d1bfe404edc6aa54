/**
 * A member's delivery addresses. The places must exist and nest (the city in the province, the
 * suburb in the city, the postal code in the suburb), and a member has at most one primary
 * address: the first one, or whichever was last marked primary.
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import type * as v from 'valibot'
import { type Address, AddressInput, AddressListQuery } from '../../contract/addresses/schemas'
import type { Database, Transaction } from '../db/client'
import { addresses } from '../db/schema/addresses'
import { members } from '../db/schema/members'
import { cities, postalCodes, provinces, suburbs } from '../db/schema/places'
import type { ApiDeps, ApiEnv } from '../deps'
import { failIfRequested } from '../http/fault-injection'
import { isUuid } from '../http/ids'
import { requireMember } from '../http/middleware'
import { conflict, type FieldError, invalidInput, notFound } from '../http/problem'
import { readJson, readQuery } from '../http/validation'

/** Enough for home, office, family and a few more; it bounds what one account can store. */
export const MAX_ADDRESSES_PER_MEMBER = 20

const NOT_FOUND_MESSAGE = 'Alamat tidak ditemukan.'

export function addressRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/addresses', member, async (c) => {
      failIfRequested(deps, c, 'addresses')
      const { primary } = readQuery(c, AddressListQuery)
      const mine = eq(addresses.memberId, c.var.member.id)
      const rows = await selectAddresses(db)
        .where(primary === 'true' ? and(mine, eq(addresses.isPrimary, true)) : mine)
        .orderBy(desc(addresses.isPrimary), asc(addresses.createdAt), asc(addresses.id))
      return c.json({ data: rows.map(toAddress) })
    })

    .post('/addresses', member, async (c) => {
      const input = await readJson(c, AddressInput)
      await assertPlacesNest(db, input)
      const memberId = c.var.member.id
      const now = clock.now()
      const id = await db.transaction(async (tx) => {
        await lockMember(tx, memberId)
        const [existing] = await tx
          .select({ total: count() })
          .from(addresses)
          .where(eq(addresses.memberId, memberId))
        const total = existing?.total ?? 0
        if (total >= MAX_ADDRESSES_PER_MEMBER) {
          throw conflict(
            `Kamu sudah punya ${MAX_ADDRESSES_PER_MEMBER} alamat. Ubah atau pakai alamat yang ada.`,
          )
        }
        const isPrimary = total === 0 || input.isPrimary === true
        if (isPrimary) await clearPrimary(tx, memberId)
        const [created] = await tx
          .insert(addresses)
          .values({ ...columnsOf(input), memberId, isPrimary, createdAt: now, updatedAt: now })
          .returning({ id: addresses.id })
        return created?.id
      })
      if (!id) throw new Error('Inserting an address returned no row')
      return c.json(await loadAddress(db, memberId, id), 201)
    })

    .put('/addresses/:id', member, async (c) => {
      const id = c.req.param('id')
      if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE)
      const input = await readJson(c, AddressInput)
      const memberId = c.var.member.id
      await db.transaction(async (tx) => {
        await lockMember(tx, memberId)
        const [current] = await tx
          .select({ isPrimary: addresses.isPrimary })
          .from(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
        if (!current) throw notFound(NOT_FOUND_MESSAGE)
        await assertPlacesNest(tx, input)
        if (current.isPrimary && input.isPrimary === false) {
          // Unmarking would leave the member with no primary address; another one must take over.
          throw invalidInput([
            {
              path: 'isPrimary',
              message: 'Jadikan alamat lain sebagai alamat utama terlebih dahulu.',
            },
          ])
        }
        if (input.isPrimary === true && !current.isPrimary) await clearPrimary(tx, memberId, id)
        await tx
          .update(addresses)
          .set({
            ...columnsOf(input),
            isPrimary: input.isPrimary ?? current.isPrimary,
            updatedAt: clock.now(),
          })
          .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
      })
      return c.json(await loadAddress(db, memberId, id))
    })
}

/** The body after the contract schema: trimmed, with the phone number normalised. */
type ValidAddress = v.InferOutput<typeof AddressInput>
type AddressRow = Awaited<ReturnType<typeof selectAddresses>>[number]

function columnsOf(input: ValidAddress) {
  return {
    label: input.label || null,
    recipientName: input.recipientName,
    phone: input.phone,
    provinceId: input.provinceId,
    cityId: input.cityId,
    suburbId: input.suburbId,
    postalCodeId: input.postalCodeId,
    street: input.street,
    note: input.note || null,
  }
}

/**
 * Serialises a member's address changes (two first addresses at once would both become
 * primary). The unique partial index would refuse the second anyway; this makes it wait instead.
 */
async function lockMember(tx: Transaction, memberId: string) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update')
}

async function clearPrimary(tx: Transaction, memberId: string, exceptId?: string) {
  const mine = eq(addresses.memberId, memberId)
  await tx
    .update(addresses)
    .set({ isPrimary: false })
    .where(
      and(mine, eq(addresses.isPrimary, true), exceptId ? ne(addresses.id, exceptId) : undefined),
    )
}

/** Each broken link of the chain is reported on its own field, so the form can point at it. */
async function assertPlacesNest(db: Database | Transaction, input: ValidAddress) {
  const [province] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.id, input.provinceId))
  const [city] = await db
    .select({ provinceId: cities.provinceId })
    .from(cities)
    .where(eq(cities.id, input.cityId))
  const [suburb] = await db
    .select({ cityId: suburbs.cityId })
    .from(suburbs)
    .where(eq(suburbs.id, input.suburbId))
  const [postalCode] = await db
    .select({ suburbId: postalCodes.suburbId })
    .from(postalCodes)
    .where(eq(postalCodes.id, input.postalCodeId))

  const errors: FieldError[] = []
  if (!province) errors.push({ path: 'provinceId', message: 'Provinsi tidak ditemukan.' })
  if (city?.provinceId !== input.provinceId) {
    errors.push({ path: 'cityId', message: 'Kota atau kabupaten tidak ada di provinsi ini.' })
  }
  if (suburb?.cityId !== input.cityId) {
    errors.push({ path: 'suburbId', message: 'Kecamatan tidak ada di kota atau kabupaten ini.' })
  }
  if (postalCode?.suburbId !== input.suburbId) {
    errors.push({ path: 'postalCodeId', message: 'Kode pos tidak ada di kecamatan ini.' })
  }
  if (errors.length > 0) throw invalidInput(errors)
}

function selectAddresses(db: Database) {
  return db
    .select({
      address: addresses,
      province: { id: provinces.id, name: provinces.name },
      city: { id: cities.id, name: cities.name },
      suburb: { id: suburbs.id, name: suburbs.name },
      postalCode: { id: postalCodes.id, code: postalCodes.code },
    })
    .from(addresses)
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .innerJoin(postalCodes, eq(postalCodes.id, addresses.postalCodeId))
    .$dynamic()
}

async function loadAddress(db: Database, memberId: string, id: string): Promise<Address> {
  const [row] = await selectAddresses(db).where(
    and(eq(addresses.id, id), eq(addresses.memberId, memberId)),
  )
  if (!row) throw notFound(NOT_FOUND_MESSAGE)
  return toAddress(row)
}

function toAddress(row: AddressRow): Address {
  const { address } = row
  return {
    id: address.id,
    label: address.label,
    recipientName: address.recipientName,
    phone: address.phone,
    province: row.province,
    city: row.city,
    suburb: row.suburb,
    postalCode: row.postalCode,
    street: address.street,
    note: address.note,
    isPrimary: address.isPrimary,
  }
}
