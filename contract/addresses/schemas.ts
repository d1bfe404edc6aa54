import * as v from 'valibot'
import { PhoneInput } from '../auth/schemas'
import { PostalCode } from '../misc/schemas'
import { listOf, NamedRef } from '../shared-schemas'

export const Address = v.object({
  id: v.string(),
  label: v.nullable(v.string()),
  recipientName: v.string(),
  phone: v.string(),
  province: NamedRef,
  city: NamedRef,
  suburb: NamedRef,
  postalCode: PostalCode,
  street: v.string(),
  note: v.nullable(v.string()),
  isPrimary: v.boolean(),
})
export type Address = v.InferOutput<typeof Address>
export const AddressList = listOf(Address)

const required = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(max, `Maksimal ${max} karakter.`),
  )

/** The body of `POST /addresses` and `PUT /addresses/{id}`. */
export const AddressInput = v.object({
  label: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(30, 'Maksimal 30 karakter.'))),
  ),
  recipientName: required('Nama penerima wajib diisi.', 100),
  phone: PhoneInput,
  provinceId: required('Pilih provinsi.', 20),
  cityId: required('Pilih kota atau kabupaten.', 20),
  suburbId: required('Pilih kecamatan.', 20),
  postalCodeId: required('Pilih kode pos.', 40),
  street: v.pipe(
    v.string('Alamat lengkap wajib diisi.'),
    v.trim(),
    v.minLength(10, 'Tulis alamat lengkap, minimal 10 karakter.'),
    v.maxLength(300, 'Maksimal 300 karakter.'),
  ),
  note: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Maksimal 200 karakter.'))),
  ),
  isPrimary: v.optional(v.boolean()),
})
export type AddressInput = v.InferInput<typeof AddressInput>

export const AddressListQuery = v.object({ primary: v.optional(v.picklist(['true', 'false'])) })
