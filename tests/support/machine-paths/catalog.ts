/**
 * The machines QA walks: each with the event fixtures its graph is generated from, the inputs it
 * can start with, and the part of each step worth reading (from its state and context).
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate'
import { authFixtureList } from '../../../src/machines/auth/auth.fixtures'
import { type AuthContext, authMachine } from '../../../src/machines/auth/auth.machine'
import { bookingFixtureList, bookingInputs } from '../../../src/machines/booking/booking.fixtures'
import { bookingMachine } from '../../../src/machines/booking/booking.machine'
import type { BookingContext } from '../../../src/machines/booking/booking.model'
import { checkoutMachine } from '../../../src/machines/checkout/checkout.machine'
import {
  appliedPromoOf,
  type CheckoutContext,
  totalsOf,
} from '../../../src/machines/checkout/checkout.model'
import {
  checkoutFixtureList,
  checkoutNobodyActs,
} from '../../../src/machines/checkout/checkout.path-events'
import { consultStartFixtureList } from '../../../src/machines/consult-start/consult-start.fixtures'
import {
  type ConsultStartContext,
  consultStartMachine,
} from '../../../src/machines/consult-start/consult-start.machine'
import {
  consultationFixtureList,
  consultationInputs,
} from '../../../src/machines/consultation/consultation.fixtures'
import { consultationMachine } from '../../../src/machines/consultation/consultation.machine'
import type { ConsultationContext } from '../../../src/machines/consultation/consultation.model'

export interface CatalogEntry {
  machine: AnyStateMachine
  events: ReadonlyArray<AnyEventObject>
  inputs: ReadonlyArray<unknown>
  /** Where nobody can act while the paths are generated (`generatePaths`' `nobodyActs`). */
  nobodyActs?: (snapshot: AnyMachineSnapshot) => boolean
  /** What matters to a reader at a step, as short `key: value` pairs. */
  summarize: (step: { value: StateValue; context: unknown }) => Record<string, unknown>
}

export const machineCatalog: Record<string, CatalogEntry> = {
  'consult-start': {
    machine: consultStartMachine,
    events: consultStartFixtureList,
    inputs: [undefined],
    // The dialog shown is the state itself (spec §3's flags are derived from it).
    summarize: ({ context }) => {
      const { signedIn, consult } = context as ConsultStartContext
      return { signedIn, consult: consult ? `status ${consult.status}` : null }
    },
  },
  auth: {
    machine: authMachine,
    events: authFixtureList,
    inputs: [undefined],
    summarize: ({ context }) => {
      const { loading, error, memberId } = context as AuthContext
      return { loading, error, memberId }
    },
  },
  checkout: {
    machine: checkoutMachine,
    events: checkoutFixtureList,
    inputs: [undefined],
    // Nobody acts during a resume walk: the first load's runs on the server before the page.
    nobodyActs: checkoutNobodyActs,
    // The choices made so far, what is owed, and where an attempt or a resume stands.
    summarize: ({ context }) => {
      const c = context as CheckoutContext
      const promo = appliedPromoOf(c)
      return {
        ...(c.resumeTo ? { resumeTo: c.resumeTo } : {}),
        address: c.addressId?.slice(0, 8) ?? null,
        courier: c.courierId,
        method: c.paymentMethodId,
        promo: promo ? (promo.code ?? promo.title) : c.promoDeclined ? 'declined' : null,
        ...(c.codeError ? { codeError: c.codeError } : {}),
        total: totalsOf(c).total,
        ...(c.idempotencyKey ? { key: c.idempotencyKey.slice(0, 8) } : {}),
        ...(c.placeError ? { placeError: c.placeError } : {}),
        ...(c.order ? { order: `${c.order.status}/${c.order.payment.status}` } : {}),
        ...(c.retriesLeft < 3 ? { retriesLeft: c.retriesLeft } : {}),
        ...(c.pollFailures > 0 ? { pollFailures: c.pollFailures } : {}),
      }
    },
  },
  booking: {
    machine: bookingMachine,
    events: bookingFixtureList,
    // A first visit, a Booking button's link (branch and treatment), a reschedule, a rebook.
    inputs: bookingInputs,
    // The choices so far (the cart's, or the rescheduled booking's), and where an attempt stands.
    summarize: ({ context }) => {
      const c = context as BookingContext
      const doctor = c.cart?.doctor
      return {
        ...(c.booking ? { booking: c.booking.bookingNumber } : {}),
        branch: c.booking?.clinic.id ?? c.cart?.clinic?.id ?? null,
        doctor: c.booking
          ? c.booking.doctor.id
          : doctor
            ? doctor.kind === 'any'
              ? 'any'
              : doctor.doctor.id
            : null,
        treatments: (c.booking?.treatments ?? c.cart?.treatments ?? []).map((t) => t.id).join('+'),
        date: c.date,
        ...(c.slot ? { slot: c.slot.startsAt.slice(11, 16) } : {}),
        ...(c.idempotencyKey ? { key: c.idempotencyKey.slice(0, 8) } : {}),
        ...(c.message ? { message: c.message } : {}),
        ...(c.retries > 0 ? { retries: c.retries } : {}),
        ...(c.booked ? { booked: c.booked.bookingNumber } : {}),
      }
    },
  },
  consultation: {
    machine: consultationMachine,
    events: consultationFixtureList,
    // The resume link at the consent step: a first visit starts at the first step, a finished one there.
    inputs: consultationInputs,
    // The step, the answers so far, and what is said to the member.
    summarize: ({ context }) => {
      const c = context as ConsultationContext
      const answered = Object.entries(c.answers)
        .filter(([, answer]) => answer.length > 0)
        .map(([linkId]) => linkId)
      const agreed = Object.entries(c.consents)
        .filter(([, yes]) => yes)
        .map(([kind]) => kind)
      return {
        step: c.step || null,
        answered: answered.join('+'),
        ...(agreed.length > 0 ? { agreed: agreed.join('+') } : {}),
        ...(Object.keys(c.errors).length > 0 ? { errors: Object.keys(c.errors).join('+') } : {}),
        ...(c.message ? { message: c.message } : {}),
        ...(c.retries > 0 ? { retries: c.retries } : {}),
        ...(c.submitted ? { submitted: `status ${c.submitted.status}` } : {}),
      }
    },
  },
}
