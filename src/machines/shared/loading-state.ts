import { output } from './event-params'

/** A guard by name, or with its params (e.g. `{ type: 'walksPastAddress', params: output }`). */
type GuardReference = string | { type: string; params: unknown }

/** Where a load goes on to: the first branch whose guard holds; the last has no guard. */
export interface LoadedBranch {
  guard?: GuardReference
  target: string
}

/**
 * A step that loads: it invokes `src` (the invoke takes the actor's name as its id), keeps what
 * came with the `store` action (whose params are the actor's output), and goes on to the first
 * branch whose guard holds. `onError` says what a failure does: each machine counts its own
 * retries (`failureTransitions`), and the step's `failed` sibling offers RETRY back to here.
 *
 * Bound to a machine's context once (`const loadingState = loadingStateOf<CheckoutContext>()`), so
 * that the `input` function is typed by it; the rest is checked where the machine uses the state.
 */
export function loadingStateOf<TContext>() {
  return function loadingState<
    const TSrc extends string,
    const TStore extends string,
    const TBranch extends LoadedBranch,
    const TOnError,
    TInput = undefined,
  >(config: {
    src: TSrc
    input?: (args: { context: TContext }) => TInput
    store: TStore
    onto: readonly TBranch[]
    onError: TOnError
  }) {
    const store = { type: config.store, params: output }
    return {
      tags: 'busy' as const,
      invoke: {
        id: config.src,
        src: config.src,
        // An actor that takes no input gets `undefined`, as if the key were left out.
        input: config.input,
        onDone: config.onto.map((branch) => ({ ...branch, actions: store })),
        onError: config.onError,
      },
    }
  }
}
