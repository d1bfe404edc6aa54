import { useQueryClient } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type ReactNode, useState } from 'react'
import type { Booking } from '../../../contract/booking/schemas'
import { cancelMyBooking } from '../../server/booking/booking-account.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'
import { buttonClass } from '../ui/button-style'
import { Dialog } from '../ui/dialog'
import { CancelDisclosure, CancelForm } from './cancel-form'

const UNREACHABLE = 'Pembatalan belum terkirim. Periksa koneksi internetmu, lalu coba lagi.'

/**
 * 'Batalkan Booking' with its confirmation and an optional reason. Before the app runs (ADR 007)
 * the confirmation is a disclosure holding a plain form (`POST /akun/booking/batalkan`); once it
 * runs, a modal dialog (focus moved in and back, Escape closes) with the same fields, sent through
 * the `cancelMyBooking` server function under one key per attempt, so a retry cancels once.
 */
export function CancelBooking({
  booking,
  onCancelled,
}: {
  booking: Booking
  /** After the cancel: the pass reads the booking again and its offline copy follows. */
  onCancelled: (cancelled: Booking) => Promise<void> | void
}) {
  const [attemptKey, setAttemptKey] = useState<string | null>(null)
  return (
    <CancelConfirmation
      booking={booking}
      label="Batalkan Booking"
      // A fresh attempt each time the dialog opens; a retry inside it keeps the key.
      onOpen={() => setAttemptKey(crypto.randomUUID())}
    >
      {(close) =>
        attemptKey ? (
          <PassCancelForm
            booking={booking}
            attemptKey={attemptKey}
            close={close}
            done={async (cancelled) => {
              close()
              await onCancelled(cancelled)
            }}
          />
        ) : null
      }
    </CancelConfirmation>
  )
}

/**
 * A cancel's button and confirmation: before the app runs a disclosure holding the plain form;
 * once it runs, a modal dialog holding the form `children` gives (told how to close it). The
 * pass sends the cancel itself; the booking flow hands it to its machine.
 */
export function CancelConfirmation({
  booking,
  label,
  onOpen,
  onOpenChange,
  children,
}: {
  booking: Booking
  label: string
  /** As the dialog opens. */
  onOpen?: () => void
  /** As the dialog opens or closes (the booking flow's step behind it keeps quiet meanwhile). */
  onOpenChange?: (open: boolean) => void
  children: (close: () => void) => ReactNode
}) {
  const hydrated = useHydrated()
  const [open, setShown] = useState(false)
  const setOpen = (shown: boolean) => {
    setShown(shown)
    onOpenChange?.(shown)
  }
  if (!hydrated) return <CancelDisclosure booking={booking} label={label} />
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary' })}
        onClick={() => {
          onOpen?.()
          setOpen(true)
        }}
      >
        {label}
      </button>
      <Dialog title="Batalkan booking ini?" isOpen={open} onOpenChange={setOpen}>
        {open ? children(() => setOpen(false)) : null}
      </Dialog>
    </>
  )
}

/** The pass's cancel: the server function, under the dialog's key. */
function PassCancelForm({
  booking,
  attemptKey,
  close,
  done,
}: {
  booking: Booking
  attemptKey: string
  close: () => void
  done: (cancelled: Booking) => Promise<void>
}) {
  const callCancel = useServerFn(cancelMyBooking)
  const signInAgainIfEnded = useSignInAgain()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function send(reason: string | undefined) {
    if (pending) return
    setPending(true)
    setError(null)
    try {
      const result = await callCancel({
        data: {
          bookingNumber: booking.bookingNumber,
          idempotencyKey: attemptKey,
          body: reason === undefined ? {} : { reason },
        },
      })
      if (!result.ok) {
        setError(result.message)
        return
      }
      await queryClient.invalidateQueries({ queryKey: ['member', 'bookings'] })
      await done(result.booking)
    } catch (thrown) {
      if (await signInAgainIfEnded(thrown, { params: {} })) return
      setError(UNREACHABLE)
    } finally {
      setPending(false)
    }
  }

  return <CancelForm booking={booking} sending={{ send, pending, error, close }} />
}
