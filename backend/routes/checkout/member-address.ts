/**
 * A member's own delivery address with the names of its places, as shipping and the order's
 * snapshot need it. Another member's address (or an id that is not a uuid) is none.
 */
import { and, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { addresses } from '../../db/schema/addresses'
import { cities, postalCodes, provinces, suburbs } from '../../db/schema/places'
import { isUuid } from '../../http/ids'

export interface DeliveryAddress {
  id: string
  recipientName: string
  phone: string
  street: string
  provinceId: string
  cityId: string
  province: string
  city: string
  suburb: string
  postalCode: string
}

export const ADDRESS_NOT_FOUND = 'Alamat tidak ditemukan.'

export async function loadDeliveryAddress(
  db: Database | Transaction,
  memberId: string,
  addressId: string,
): Promise<DeliveryAddress | null> {
  if (!isUuid(addressId)) return null
  const [row] = await db
    .select({
      id: addresses.id,
      recipientName: addresses.recipientName,
      phone: addresses.phone,
      street: addresses.street,
      provinceId: addresses.provinceId,
      cityId: addresses.cityId,
      province: provinces.name,
      city: cities.name,
      suburb: suburbs.name,
      postalCode: postalCodes.code,
    })
    .from(addresses)
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .innerJoin(postalCodes, eq(postalCodes.id, addresses.postalCodeId))
    .where(and(eq(addresses.id, addressId), eq(addresses.memberId, memberId)))
  return row ?? null
}
