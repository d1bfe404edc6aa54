import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Checkbox } from 'react-aria-components/Checkbox'
import { Form } from 'react-aria-components/Form'
import type { Address, AddressInput } from '../api/addresses/schemas'
import { normalizeIndonesianMobile } from '../api/auth/phone'
import { PHONE_MESSAGE } from '../api/auth/schemas'
import { regionQueries } from '../api/misc/queries'
import { Button } from './ui/button'
import { Select } from './ui/select'
import { TextField } from './ui/text-field'

export interface AddressDraft {
  label: string
  recipientName: string
  phone: string
  provinceId: string | null
  cityId: string | null
  suburbId: string | null
  postalCodeId: string | null
  street: string
  note: string
  isPrimary: boolean
}

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

type FieldErrors = Partial<Record<keyof AddressDraft, string>>

/** Checks what can be checked before sending; the API checks the rest (places that belong together). */
function validate(draft: AddressDraft): FieldErrors {
  const errors: FieldErrors = {}
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

interface AddressFormProps {
  initial: AddressDraft
  submitLabel: string
  /** Saves the address; resolves with the API's refusal to show, or nothing on success. */
  onSubmit: (
    input: AddressInput,
  ) => Promise<{ message: string; fieldErrors: Record<string, string> } | undefined>
  onCancel?: () => void
}

/** The address form: recipient, phone, the province → city → suburb → postal code chain, street. */
export function AddressForm({ initial, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  // The draft lives here until saved, so a failed save loses nothing the member typed.
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)

  const provinces = useQuery(regionQueries.provinces())
  const cities = useQuery({
    ...regionQueries.cities(draft.provinceId ?? ''),
    enabled: Boolean(draft.provinceId),
  })
  const suburbs = useQuery({
    ...regionQueries.suburbs(draft.cityId ?? ''),
    enabled: Boolean(draft.cityId),
  })
  const postalCodes = useQuery({
    ...regionQueries.postalCodes(draft.suburbId ?? ''),
    enabled: Boolean(draft.suburbId),
  })

  function update<K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  /** Choosing a place clears the places below it, which belonged to the old one. */
  function choose(
    level: 'provinceId' | 'cityId' | 'suburbId' | 'postalCodeId',
    value: string | null,
  ) {
    setDraft((current) => {
      const next = { ...current, [level]: value }
      if (level === 'provinceId')
        Object.assign(next, { cityId: null, suburbId: null, postalCodeId: null })
      if (level === 'cityId') Object.assign(next, { suburbId: null, postalCodeId: null })
      if (level === 'suburbId') Object.assign(next, { postalCodeId: null })
      return next
    })
    setErrors((current) => ({ ...current, [level]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validate(draft)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setFormError('Periksa lagi isian yang ditandai.')
      return
    }
    setPending(true)
    setFormError(undefined)
    try {
      const refusal = await onSubmit(toAddressInput(draft))
      if (refusal) {
        setFormError(refusal.message)
        setErrors(refusal.fieldErrors as FieldErrors)
      }
    } catch {
      setFormError(
        'Alamat belum tersimpan karena gangguan koneksi. Isianmu masih ada, coba simpan lagi.',
      )
    } finally {
      setPending(false)
    }
  }

  const loadError = [provinces, cities, suburbs, postalCodes].some((query) => query.isError)

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="address-form">
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      {loadError ? (
        <div className="alert alert--error" role="alert">
          Daftar wilayah gagal dimuat. Periksa koneksi internetmu, lalu buka lagi formulir ini.
        </div>
      ) : null}
      <TextField
        label="Nama penerima"
        name="recipientName"
        value={draft.recipientName}
        onChange={(value) => update('recipientName', value)}
        errorMessage={errors.recipientName}
        autoComplete="name"
        isRequired
      />
      <TextField
        label="Nomor HP penerima"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone}
        onChange={(value) => update('phone', value)}
        errorMessage={errors.phone}
        description="Contoh: 0812 3456 7890"
        isRequired
      />
      <div className="address-form__grid">
        <Select
          label="Provinsi"
          name="provinceId"
          placeholder="Pilih provinsi"
          options={(provinces.data ?? []).map((place) => ({ id: place.id, label: place.name }))}
          value={draft.provinceId}
          onChange={(value) => choose('provinceId', value)}
          isLoading={provinces.isPending}
          errorMessage={errors.provinceId}
          isRequired
        />
        <Select
          label="Kota/Kabupaten"
          name="cityId"
          placeholder={draft.provinceId ? 'Pilih kota atau kabupaten' : 'Pilih provinsi dulu'}
          options={(cities.data ?? []).map((place) => ({ id: place.id, label: place.name }))}
          value={draft.cityId}
          onChange={(value) => choose('cityId', value)}
          isDisabled={!draft.provinceId}
          isLoading={Boolean(draft.provinceId) && cities.isPending}
          errorMessage={errors.cityId}
          isRequired
        />
        <Select
          label="Kecamatan"
          name="suburbId"
          placeholder={draft.cityId ? 'Pilih kecamatan' : 'Pilih kota dulu'}
          options={(suburbs.data ?? []).map((place) => ({ id: place.id, label: place.name }))}
          value={draft.suburbId}
          onChange={(value) => choose('suburbId', value)}
          isDisabled={!draft.cityId}
          isLoading={Boolean(draft.cityId) && suburbs.isPending}
          errorMessage={errors.suburbId}
          isRequired
        />
        <Select
          label="Kode pos"
          name="postalCodeId"
          placeholder={draft.suburbId ? 'Pilih kode pos' : 'Pilih kecamatan dulu'}
          options={(postalCodes.data ?? []).map((code) => ({ id: code.id, label: code.code }))}
          value={draft.postalCodeId}
          onChange={(value) => choose('postalCodeId', value)}
          isDisabled={!draft.suburbId}
          isLoading={Boolean(draft.suburbId) && postalCodes.isPending}
          errorMessage={errors.postalCodeId}
          description={
            draft.suburbId && postalCodes.data?.length === 0
              ? 'Kode pos untuk kecamatan ini belum tersedia. Hubungi kami agar segera ditambahkan.'
              : undefined
          }
          isRequired
        />
      </div>
      <TextField
        label="Alamat lengkap"
        name="street"
        value={draft.street}
        onChange={(value) => update('street', value)}
        errorMessage={errors.street}
        description="Nama jalan, nomor rumah, RT/RW, patokan."
        autoComplete="street-address"
        isRequired
      />
      <TextField
        label="Label alamat (opsional)"
        name="label"
        value={draft.label}
        onChange={(value) => update('label', value)}
        errorMessage={errors.label}
        description="Misalnya Rumah atau Kantor."
      />
      <TextField
        label="Catatan untuk kurir (opsional)"
        name="note"
        value={draft.note}
        onChange={(value) => update('note', value)}
        errorMessage={errors.note}
      />
      <Checkbox
        className="checkbox"
        isSelected={draft.isPrimary}
        onChange={(value) => update('isPrimary', value)}
      >
        <span className="checkbox__box" aria-hidden="true" />
        Jadikan alamat utama
      </Checkbox>
      <div className="form-actions">
        {onCancel ? (
          <Button variant="ghost" onPress={onCancel}>
            Batal
          </Button>
        ) : null}
        <Button type="submit" isPending={pending} isDisabled={pending}>
          {pending ? 'Menyimpan…' : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
