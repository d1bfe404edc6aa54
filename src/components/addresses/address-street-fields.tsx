import type { AddressDraft, AddressFieldErrors } from '../../lib/addresses/address-draft'
import { TextField } from '../ui/text-field'

/** Below the region: the street address, and the optional label and note for the courier. */
export function AddressStreetFields({
  draft,
  errors,
  onChange,
}: {
  draft: AddressDraft
  errors: AddressFieldErrors
  onChange: (field: 'street' | 'label' | 'note', value: string) => void
}) {
  return (
    <>
      <TextField
        label="Alamat lengkap"
        name="street"
        value={draft.street}
        onChange={(value) => onChange('street', value)}
        errorMessage={errors.street}
        description="Nama jalan, nomor rumah, RT/RW, patokan."
        autoComplete="street-address"
        isRequired
      />
      <TextField
        label="Label alamat (opsional)"
        name="label"
        value={draft.label}
        onChange={(value) => onChange('label', value)}
        errorMessage={errors.label}
        description="Misalnya Rumah atau Kantor."
      />
      <TextField
        label="Catatan untuk kurir (opsional)"
        name="note"
        value={draft.note}
        onChange={(value) => onChange('note', value)}
        errorMessage={errors.note}
      />
    </>
  )
}
