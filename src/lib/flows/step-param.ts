import * as v from 'valibot'

/**
 * A flow's step in its address (`?langkah=alamat`), as the route's search reads it: any short
 * slug, or none. Which slugs name a step is the flow's to say (`<flow>.steps.ts`, through
 * `useStepInUrl`: an unknown one is a step refused, and the address is put back). The route's
 * search loads with every page, in the app chunk, so it carries no list of steps.
 */
export const StepParam = v.fallback(
  v.optional(v.pipe(v.string(), v.regex(/^[a-z-]{1,24}$/))),
  undefined,
)
