import type { AddressDraft, AddressFieldErrors } from '../../lib/addresses/address-draft'
import { TextField } from '../ui/text-field'

/** Who receives the parcel: their name and the number the courier calls. */
export function AddressRecipientFields({
  draft,
  errors,
  onChange,
  autoFocus = false,
}: {
  draft: AddressDraft
  errors: AddressFieldErrors
  onChange: (field: 'recipientName' | 'phone', value: string) => void
  /** The form opens in a dialog: its first field takes the focus, not the dialog. */
  autoFocus?: boolean
}) {
  return (
    <>
      <TextField
        label="Nama penerima"
        name="recipientName"
        value={draft.recipientName}
        onChange={(value) => onChange('recipientName', value)}
        errorMessage={errors.recipientName}
        autoComplete="name"
        autoFocus={autoFocus}
        isRequired
      />
      <TextField
        label="Nomor HP penerima"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone}
        onChange={(value) => onChange('phone', value)}
        errorMessage={errors.phone}
        description="Contoh: 0812 3456 7890"
        isRequired
      />
    </>
  )
}
