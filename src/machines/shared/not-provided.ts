/**
 * The stand-in of an actor the app provides (`machine.provide({ actors })`): a machine started
 * without it fails at once and names the actor, instead of waiting for an answer that never comes.
 */
export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`)
}
