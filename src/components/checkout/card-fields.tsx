/** What the member types for a card. It lives in this form and one event: never stored, never in the machine's context. */
import type { CardDetails } from '../../lib/checkout/card-details'
import { TextField } from '../ui/text-field'

export type { CardDetails }

export interface CardForm {
  number: string
  expiry: string
  cvc: string
  name: string
}

export const emptyCardForm: CardForm = { number: '', expiry: '', cvc: '', name: '' }

/** `4811111111111114` → `4811 1111 1111 1114`, as it is printed on the card. */
function groupDigits(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** `0828` / `08/28` → `08/28`. */
function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export type CardErrors = Partial<Record<keyof CardForm, string>>

/** Checks what can be checked here; the provider checks the rest (Luhn, the bank's answer). */
export function readCard(form: CardForm): { card: CardDetails } | { errors: CardErrors } {
  const errors: CardErrors = {}
  const number = form.number.replace(/\s/g, '')
  if (!/^\d{13,19}$/.test(number)) errors.number = 'Nomor kartu 13–19 angka.'
  const expiry = /^(\d{2})\/(\d{2})$/.exec(form.expiry)
  const month = expiry ? Number(expiry[1]) : 0
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Tulis masa berlaku seperti 08/28.'
  if (!/^\d{3,4}$/.test(form.cvc)) errors.cvc = 'CVV 3 atau 4 angka di belakang kartu.'
  if (form.name.trim().length < 2) errors.name = 'Tulis nama seperti di kartu.'
  if (Object.keys(errors).length > 0 || !expiry) return { errors }
  return {
    card: {
      number,
      expMonth: String(month).padStart(2, '0'),
      expYear: `20${expiry[2]}`,
      cvc: form.cvc,
      name: form.name.trim(),
    },
  }
}

export function CardFields({
  value,
  errors,
  onChange,
}: {
  value: CardForm
  errors: CardErrors
  onChange: (next: CardForm) => void
}) {
  return (
    <fieldset className="card-fields">
      <legend>Data kartu</legend>
      <TextField
        label="Nomor kartu"
        value={value.number}
        onChange={(number) => onChange({ ...value, number: groupDigits(number) })}
        errorMessage={errors.number}
        inputProps={{ inputMode: 'numeric', autoComplete: 'cc-number' }}
      />
      <div className="card-fields__row">
        <TextField
          label="Masa berlaku (BB/TT)"
          value={value.expiry}
          onChange={(expiry) => onChange({ ...value, expiry: formatExpiry(expiry) })}
          errorMessage={errors.expiry}
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: '08/28' }}
        />
        <TextField
          label="CVV"
          value={value.cvc}
          onChange={(cvc) => onChange({ ...value, cvc: cvc.replace(/\D/g, '').slice(0, 4) })}
          errorMessage={errors.cvc}
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-csc' }}
        />
      </div>
      <TextField
        label="Nama di kartu"
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        errorMessage={errors.name}
        inputProps={{ autoComplete: 'cc-name' }}
      />
      <p className="muted small">
        Data kartu dikirim langsung ke penyedia pembayaran, tidak disimpan di Diri.
      </p>
    </fieldset>
  )
}
