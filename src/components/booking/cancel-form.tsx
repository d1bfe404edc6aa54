import { type FormEvent, useId, useState } from 'react'
import { type Booking, CANCEL_REASON_MAX_LENGTH } from '../../../contract/booking/schemas'
import { CANCEL_FORM_FIELDS, CANCEL_FORM_PATH } from '../../server/booking/cancel-form'
import { buttonClass } from '../ui/button-style'

/**
 * A cancel's confirmation before the app (or its dialog, `cancel-booking.tsx`) runs: a disclosure
 * holding the plain form (`POST /akun/booking/batalkan`, which lands on the pass). Apart from the
 * dialog so that a page can show it without loading the dialog's code with its first load.
 */
export function CancelDisclosure({ booking, label }: { booking: Booking; label: string }) {
  return (
    <details className="booking-cancel">
      <summary className={buttonClass({ variant: 'secondary' })}>{label}</summary>
      <CancelForm booking={booking} />
    </details>
  )
}

/** How the app sends the confirmation's form, and what it shows meanwhile. */
interface CancelSending {
  /** The reason trimmed, or undefined when the member wrote none. */
  send: (reason: string | undefined) => void
  pending: boolean
  /** Why the last press did not cancel, as an alert. */
  error: string | null
  close: () => void
}

/** The confirmation's fields: a plain form, taken over by the app when `sending` is given. */
export function CancelForm({ booking, sending }: { booking: Booking; sending?: CancelSending }) {
  const ids = useId()
  const [reason, setReason] = useState('')

  function sendHere(event: FormEvent<HTMLFormElement>) {
    if (!sending) return
    event.preventDefault()
    if (sending.pending) return
    const trimmed = reason.trim()
    sending.send(trimmed === '' ? undefined : trimmed)
  }

  return (
    <form
      method="post"
      action={CANCEL_FORM_PATH}
      className="booking-cancel__form"
      onSubmit={sendHere}
    >
      <input type="hidden" name={CANCEL_FORM_FIELDS.bookingNumber} value={booking.bookingNumber} />
      <p id={`${ids}-akibat`}>
        Jadwalmu dilepas untuk orang lain dan pass ini tidak berlaku lagi. Pembatalan gratis.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-alasan`}>
          Alasan (opsional)
        </label>
        <textarea
          id={`${ids}-alasan`}
          name={CANCEL_FORM_FIELDS.reason}
          className="field__input booking-cancel__reason"
          rows={3}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          aria-describedby={`${ids}-ket`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <span id={`${ids}-ket`} className="field__description">
          Membantu klinik memperbaiki layanan. Boleh dikosongkan.
        </span>
      </div>
      <p className="booking-cancel__error small" role="alert">
        {sending?.error}
      </p>
      <div className="booking-cancel__buttons">
        <button
          type="submit"
          className={buttonClass({})}
          aria-disabled={sending?.pending || undefined}
          aria-describedby={`${ids}-akibat`}
        >
          {sending?.pending ? 'Membatalkan…' : 'Ya, Batalkan Booking'}
        </button>
        {sending ? (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={sending.close}
          >
            Tidak Jadi
          </button>
        ) : null}
      </div>
    </form>
  )
}
