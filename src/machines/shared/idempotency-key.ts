import { output } from './event-params'

/**
 * The two substates that give an attempt (placing an order, confirming a booking) its
 * idempotency key before the member may press the button: `preparing` keeps a key that an
 * unanswered attempt left, so that pressing again repeats that attempt and cannot create a second
 * order or booking; only without one does `makingKey` ask `newIdempotencyKey` (the app's
 * `crypto.randomUUID()`). Both end in the step's `ready`; a failure follows `onError`.
 *
 * Spread into a step's states. The machine names `hasIdempotencyKey`, `newIdempotencyKey` and
 * `storeIdempotencyKey` (which takes the key as its params) in its setup; an attempt that keeps
 * its key elsewhere (a booking's cancel beside its reschedule) names its own guard, action and
 * the state the key leads to (`ready`) in `names`.
 */
export function idempotencyKeyStates<
  const TOnError,
  const THasKey extends string = 'hasIdempotencyKey',
  const TStoreKey extends string = 'storeIdempotencyKey',
  const TReady extends string = 'ready',
>(onError: TOnError, names?: { hasKey: THasKey; storeKey: TStoreKey; ready: TReady }) {
  const { hasKey, storeKey, ready } = names ?? {
    hasKey: 'hasIdempotencyKey' as THasKey,
    storeKey: 'storeIdempotencyKey' as TStoreKey,
    ready: 'ready' as TReady,
  }
  return {
    preparing: {
      tags: 'busy' as const,
      always: [{ guard: hasKey, target: ready }, { target: 'makingKey' as const }],
    },
    makingKey: {
      tags: 'busy' as const,
      invoke: {
        id: 'newIdempotencyKey' as const,
        src: 'newIdempotencyKey' as const,
        onDone: {
          target: ready,
          actions: { type: storeKey, params: output },
        },
        onError,
      },
    },
  }
}

/** The key an attempt is sent with: its step is only ready once a key is made, so it has one. */
export function attemptKeyOf(context: { idempotencyKey: string | null }, attempt: string): string {
  if (context.idempotencyKey === null) throw new Error(`${attempt} started without a key`)
  return context.idempotencyKey
}
