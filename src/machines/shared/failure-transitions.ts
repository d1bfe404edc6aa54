import { errorParams } from './event-params'

/** One way on after an invoked actor threw, besides reporting the error. */
export interface FailureOutcome<TAction extends string, TGuard extends string> {
  /** A guard on the context that picks this outcome; the last outcome has none. */
  guard?: TGuard
  target: string
  /** What the step then says or counts (named actions of the machine's setup). */
  actions?: TAction | readonly TAction[]
}

/**
 * The `onError` of an invoke: a session that ended (`SignInRequiredError`) goes to `signIn` from
 * any step; anything else truly broke, so it is reported (`reportError`) and then takes the first
 * outcome whose guard holds. Every machine names `signInRequired` and `reportError` in its setup.
 */
export function failureTransitions<
  const TAction extends string = never,
  const TGuard extends string = never,
>(signIn: string, ...outcomes: FailureOutcome<TAction, TGuard>[]) {
  return [
    { guard: { type: 'signInRequired' as const, params: errorParams }, target: signIn },
    ...outcomes.map(({ guard, target, actions = [] }) => ({
      ...(guard === undefined ? {} : { guard }),
      target,
      actions: [
        { type: 'reportError' as const, params: errorParams },
        ...(typeof actions === 'string' ? [actions] : actions),
      ],
    })),
  ]
}
