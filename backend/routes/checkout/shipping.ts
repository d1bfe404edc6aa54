/**
 * Shipping rates: `POST /v2/orders/shipping-rate`. Parcels leave one warehouse in Jakarta
 * Timur; the reference API prices them from a fixed table instead of asking couriers, so a
 * checkout reads the same every time.
 *
 * Zones, by distance from the warehouse (the destination's province code):
 *   1  DKI Jakarta (31)
 *   2  Jawa Barat (32), Banten (36)
 *   3  Jawa Tengah (33), DI Yogyakarta (34), Jawa Timur (35), Lampung (18)
 *   4  the rest of Sumatera (11–17, 19, 21), Bali (51), NTB (52), Kalimantan (61–65)
 *   5  Sulawesi (71–76), NTT (53)
 *   6  Maluku (81, 82), Papua (91–96)
 *
 * Rupiah per kilogram and working days, by zone:
 *
 *   service            1       2       3       4       5       6
 *   AnterAja Reguler   9.000   12.000  18.000  29.000  42.000  70.000   1–2  2–3  2–4  3–5  4–7  6–10
 *   JNE Reguler        10.000  13.000  20.000  31.000  45.000  76.000   1–2  1–2  2–3  3–4  3–5  5–8
 *   SiCepat BEST       15.000  21.000  28.000  44.000  60.000  —        1    1    1    1–2  1–2  —
 *   JNE YES            18.000  24.000  32.000  50.000  68.000  105.000  1    1    1    1    1–2  2–3
 *
 * GoSend Same Day rides only within Jakarta's five mainland cities (not Kepulauan Seribu), up to
 * 20 kg: Rp25.000 up to 5 kg, then Rp5.000 a kilogram, arriving the same day.
 *
 * The parcel weighs its products (`weight_grams` each, their own packaging included) plus 100 g of
 * box and filling, charged per started kilogram.
 */
import { Hono } from 'hono'
import {
  type ShippingRate,
  ShippingRateInput,
  type ShippingRates,
} from '../../../contract/checkout/schemas'
import type { Database, Transaction } from '../../db/client'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { notFound } from '../../http/problem'
import { readJson } from '../../http/validation'
import { ADDRESS_NOT_FOUND, type DeliveryAddress, loadDeliveryAddress } from './member-address'
import { type PricedLine, priceFromCatalogue } from './pricing'

const PACKAGING_GRAMS = 100

type Zone = 1 | 2 | 3 | 4 | 5 | 6

const ZONE_BY_PROVINCE: Readonly<Record<string, Zone>> = {
  '31': 1,
  '32': 2,
  '36': 2,
  '33': 3,
  '34': 3,
  '35': 3,
  '18': 3,
  '11': 4,
  '12': 4,
  '13': 4,
  '14': 4,
  '15': 4,
  '16': 4,
  '17': 4,
  '19': 4,
  '21': 4,
  '51': 4,
  '52': 4,
  '61': 4,
  '62': 4,
  '63': 4,
  '64': 4,
  '65': 4,
  '53': 5,
  '71': 5,
  '72': 5,
  '73': 5,
  '74': 5,
  '75': 5,
  '76': 5,
  '81': 6,
  '82': 6,
  '91': 6,
  '92': 6,
  '93': 6,
  '94': 6,
  '95': 6,
  '96': 6,
}

/** Per zone 1…6: rupiah a kilogram and [min, max] working days; null where it does not go. */
type ZoneTable = ReadonlyArray<{ perKg: number; days: readonly [number, number] } | null>

interface Courier {
  id: string
  courier: string
  service: string
  zones: ZoneTable
}

const row = (perKg: number, min: number, max = min) => ({
  perKg,
  days: [min, max] as const,
})

const COURIERS: readonly Courier[] = [
  {
    id: 'anteraja-reg',
    courier: 'AnterAja',
    service: 'Reguler',
    zones: [
      row(9_000, 1, 2),
      row(12_000, 2, 3),
      row(18_000, 2, 4),
      row(29_000, 3, 5),
      row(42_000, 4, 7),
      row(70_000, 6, 10),
    ],
  },
  {
    id: 'jne-reg',
    courier: 'JNE',
    service: 'Reguler',
    zones: [
      row(10_000, 1, 2),
      row(13_000, 1, 2),
      row(20_000, 2, 3),
      row(31_000, 3, 4),
      row(45_000, 3, 5),
      row(76_000, 5, 8),
    ],
  },
  {
    id: 'sicepat-best',
    courier: 'SiCepat',
    service: 'BEST',
    zones: [
      row(15_000, 1),
      row(21_000, 1),
      row(28_000, 1),
      row(44_000, 1, 2),
      row(60_000, 1, 2),
      null,
    ],
  },
  {
    id: 'jne-yes',
    courier: 'JNE',
    service: 'YES',
    zones: [
      row(18_000, 1),
      row(24_000, 1),
      row(32_000, 1),
      row(50_000, 1),
      row(68_000, 1, 2),
      row(105_000, 2, 3),
    ],
  },
]

const SAME_DAY = {
  id: 'gosend-sameday',
  courier: 'GoSend',
  service: 'Same Day',
  /** Jakarta Pusat, Utara, Barat, Selatan and Timur: a motorbike's reach from the warehouse. */
  cities: new Set(['31.71', '31.72', '31.73', '31.74', '31.75']),
  maxKg: 20,
  basePrice: 25_000,
  baseKg: 5,
  perExtraKg: 5_000,
}

/** Every service id the table knows, for checking a remembered choice. */
export const SHIPPING_SERVICE_IDS: ReadonlySet<string> = new Set([
  ...COURIERS.map((courier) => courier.id),
  SAME_DAY.id,
])

export function etaLabel(min: number, max: number): string {
  if (max === 0) return 'Tiba hari ini'
  return min === max ? `${min} hari kerja` : `${min}–${max} hari kerja`
}

/** The parcel's charged weight: products and packaging, rounded up to whole kilograms. */
export function chargedKilograms(lines: readonly PricedLine[]): number {
  const grams = lines.reduce((sum, line) => sum + line.quantity * line.weightGrams, PACKAGING_GRAMS)
  return Math.max(1, Math.ceil(grams / 1000))
}

/** Every service that reaches the address with this parcel, cheapest first. */
export function ratesFor(
  address: Pick<DeliveryAddress, 'provinceId' | 'cityId'>,
  kilograms: number,
): ShippingRate[] {
  const zone = ZONE_BY_PROVINCE[address.provinceId] ?? 6
  const rates: ShippingRate[] = COURIERS.flatMap((courier) => {
    const tariff = courier.zones[zone - 1]
    if (!tariff) return []
    const [min, max] = tariff.days
    return [
      {
        id: courier.id,
        courier: courier.courier,
        service: courier.service,
        price: tariff.perKg * kilograms,
        etaDays: { min, max },
        etaLabel: etaLabel(min, max),
      },
    ]
  })
  if (SAME_DAY.cities.has(address.cityId) && kilograms <= SAME_DAY.maxKg) {
    rates.push({
      id: SAME_DAY.id,
      courier: SAME_DAY.courier,
      service: SAME_DAY.service,
      price: SAME_DAY.basePrice + Math.max(0, kilograms - SAME_DAY.baseKg) * SAME_DAY.perExtraKg,
      etaDays: { min: 0, max: 0 },
      etaLabel: etaLabel(0, 0),
    })
  }
  return rates.sort((a, b) => a.price - b.price || a.id.localeCompare(b.id))
}

/** The member's address and the rates to it for these lines; 404 for an address not theirs. */
export async function shippingQuote(
  db: Database | Transaction,
  memberId: string,
  addressId: string,
  lines: readonly PricedLine[],
) {
  const address = await loadDeliveryAddress(db, memberId, addressId)
  if (!address) throw notFound(ADDRESS_NOT_FOUND)
  const kilograms = chargedKilograms(lines)
  return { address, weightGrams: kilograms * 1000, rates: ratesFor(address, kilograms) }
}

export function shippingRoutes(deps: ApiDeps) {
  const { db } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/v2/orders/shipping-rate', member, async (c) => {
    failIfRequested(deps, c, 'shipping-rates')
    const input = await readJson(c, ShippingRateInput)
    const lines = await priceFromCatalogue(db, input.products)
    const quote = await shippingQuote(db, c.var.member.id, input.addressId, lines)
    return c.json({
      weightGrams: quote.weightGrams,
      destination: { city: quote.address.city, province: quote.address.province },
      data: quote.rates,
    } satisfies ShippingRates)
  })
}
