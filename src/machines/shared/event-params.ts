/**
 * The params of a named action or guard read from the event that runs it. Written once here so
 * that a transition reads `{ type: 'storeCart', params: output }`; XState infers `T` from the
 * invoked actor's done event, so the action's params are still checked against its output.
 */
export const output = <T>({ event }: { event: { output: T } }): T => event.output

/** The error of an invoked actor that threw, for `reportError` and the `signInRequired` guard. */
export const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
