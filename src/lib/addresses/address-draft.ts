import * as v from 'valibot'
import type { Address, AddressInput } from '../../../contract/addresses/schemas'
import { normalizeIndonesianMobile } from '../../../contract/auth/phone'
import { PHONE_MESSAGE } from '../../../contract/auth/schemas'

/**
 * The address form's fields as typed: places not chosen yet are null. Also the check of a draft
 * read back from storage (`useFormDraft`), which the page cannot trust to have this shape.
 */
export const AddressDraft = v.object({
  label: v.string(),
  recipientName: v.string(),
  phone: v.string(),
  provinceId: v.nullable(v.string()),
  cityId: v.nullable(v.string()),
  suburbId: v.nullable(v.string()),
  postalCodeId: v.nullable(v.string()),
  street: v.string(),
  note: v.string(),
  isPrimary: v.boolean(),
})
export type AddressDraft = v.InferOutput<typeof AddressDraft>

export type AddressFieldErrors = Partial<Record<keyof AddressDraft, string>>

/** The region levels, widest first: each one's choices depend on the one above. */
const REGION_LEVELS = ['provinceId', 'cityId', 'suburbId', 'postalCodeId'] as const
export type RegionLevel = (typeof REGION_LEVELS)[number]

/** A saved address to edit, or a new one started with the member's own name and number. */
export function draftFrom(
  address?: Address,
  defaults?: { recipientName?: string; phone?: string },
): AddressDraft {
  return {
    label: address?.label ?? '',
    recipientName: address?.recipientName ?? defaults?.recipientName ?? '',
    phone: address?.phone ?? defaults?.phone ?? '',
    provinceId: address?.province.id ?? null,
    cityId: address?.city.id ?? null,
    suburbId: address?.suburb.id ?? null,
    postalCodeId: address?.postalCode.id ?? null,
    street: address?.street ?? '',
    note: address?.note ?? '',
    isPrimary: address?.isPrimary ?? false,
  }
}

/** Choosing a place clears the places below it, which belonged to the old one. */
export function withRegion(draft: AddressDraft, level: RegionLevel, value: string | null) {
  const next: AddressDraft = { ...draft, [level]: value }
  for (const below of REGION_LEVELS.slice(REGION_LEVELS.indexOf(level) + 1)) next[below] = null
  return next
}

/** Checks what can be checked before sending; the API checks the rest (places that belong together). */
export function validateAddressDraft(draft: AddressDraft): AddressFieldErrors {
  const errors: AddressFieldErrors = {}
  if (!draft.recipientName.trim()) errors.recipientName = 'Nama penerima wajib diisi.'
  if (!normalizeIndonesianMobile(draft.phone)) errors.phone = PHONE_MESSAGE
  if (!draft.provinceId) errors.provinceId = 'Pilih provinsi.'
  if (!draft.cityId) errors.cityId = 'Pilih kota atau kabupaten.'
  if (!draft.suburbId) errors.suburbId = 'Pilih kecamatan.'
  if (!draft.postalCodeId) errors.postalCodeId = 'Pilih kode pos.'
  if (draft.street.trim().length < 10) errors.street = 'Tulis alamat lengkap, minimal 10 karakter.'
  return errors
}

export function toAddressInput(draft: AddressDraft): AddressInput {
  return {
    label: draft.label.trim() || null,
    recipientName: draft.recipientName.trim(),
    phone: draft.phone,
    provinceId: draft.provinceId ?? '',
    cityId: draft.cityId ?? '',
    suburbId: draft.suburbId ?? '',
    postalCodeId: draft.postalCodeId ?? '',
    street: draft.street.trim(),
    note: draft.note.trim() || null,
    isPrimary: draft.isPrimary,
  }
}
