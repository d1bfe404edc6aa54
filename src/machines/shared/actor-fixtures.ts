/**
 * The builders every flow's path fixtures share: what an invoked actor sends back (its answers,
 * and the two ways it can break), and the idempotency key the fake `newIdempotencyKey` makes.
 */
import type {
  ActorDoneEvent,
  ActorErrorEvent,
} from '../../../tests/support/machine-paths/path-testing'
import { SignInRequiredError } from '../../server/auth/sign-in-required-error'

/** Either event an invoked actor `Id` ends with. */
export type ActorEvent<Id extends string, Output> = ActorDoneEvent<Id, Output> | ActorErrorEvent<Id>

export const IDEMPOTENCY_KEY = 'f47ac10b-58cc-4372-a567-0e02b2c3d479'

/** Something truly broke: no answer came. */
export const networkDown = new Error('fetch failed: the connection was reset')
/** The session ended while the actor ran. */
export const sessionEnded = new SignInRequiredError()

/**
 * The actor `id` answered, once for each output. The outputs are typed by where the events go
 * (a fixture record `satisfies EventFixtures<…>`), not by the first of them.
 */
export function answers<Id extends string, Output>(
  id: Id,
  ...outputs: NoInfer<Output>[]
): Array<ActorDoneEvent<Id, Output>> {
  return outputs.map((output) => ({ type: `xstate.done.actor.${id}` as const, output }))
}

/** The actor `id` broke: the connection dropped, or the session ended. */
export function failures<Id extends string>(id: Id): Array<ActorErrorEvent<Id>> {
  return [
    { type: `xstate.error.actor.${id}`, error: networkDown },
    { type: `xstate.error.actor.${id}`, error: sessionEnded },
  ]
}
