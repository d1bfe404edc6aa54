import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Booking } from '../../../contract/booking/schemas'
import type { bookingMachine } from '../../machines/booking/booking.machine'
import {
  selectCanCancel,
  selectIsCancelling,
  selectMessage,
} from '../../machines/booking/booking.selectors'
import { CancelDisclosure, CancelForm } from './cancel-form'
import type * as LaterSteps from './later-steps'

/**
 * 'Batalkan booking ini' while a reschedule's day or time is chosen: the pass's confirmation
 * (its reason, its plain form before the app runs), sent as the booking machine's
 * `CANCEL_BOOKING`. The dialog stays open while the cancel is on its way and says the machine's
 * answer when it comes back to the step (the API's refusal, or 'belum terkirim'); the booking
 * cancelled is the flow's own screen. The dialog's code comes with the later steps' chunk; until
 * it is here, the plain form. While the dialog is open it is where the member looks, so the
 * answer is said there alone: `onDialogOpenChange` tells the step behind to keep its alert.
 */
export function CancelInReschedule({
  actor,
  booking,
  later,
  onDialogOpenChange,
}: {
  actor: ActorRefFrom<typeof bookingMachine>
  booking: Booking
  later: typeof LaterSteps | null
  onDialogOpenChange: (open: boolean) => void
}) {
  const canCancel = useSelector(actor, selectCanCancel)
  const cancelling = useSelector(actor, selectIsCancelling)
  const message = useSelector(actor, selectMessage)
  // Whether this dialog sent a cancel: only then is the machine's message its answer.
  const [sent, setSent] = useState(false)
  if (!canCancel && !cancelling) return null
  return (
    <div className="booking-current__cancel">
      <p className="small muted">Tidak jadi datang? Batalkan saja; pembatalan gratis.</p>
      {later ? (
        <later.CancelConfirmation
          booking={booking}
          label="Batalkan booking ini"
          onOpen={() => setSent(false)}
          onOpenChange={onDialogOpenChange}
        >
          {(close) => (
            <CancelForm
              booking={booking}
              sending={{
                send: (reason) => {
                  setSent(true)
                  actor.send({
                    type: 'CANCEL_BOOKING',
                    ...(reason === undefined ? {} : { reason }),
                  })
                },
                pending: cancelling,
                error: sent && !cancelling ? message : null,
                close,
              }}
            />
          )}
        </later.CancelConfirmation>
      ) : (
        <CancelDisclosure booking={booking} label="Batalkan booking ini" />
      )}
    </div>
  )
}
