/**
 * The chunk of a flow's later steps (`later-steps.ts`), loaded once and kept: the page's first
 * load leaves it out (its JavaScript budget), the page fetches it once it runs, and a page that
 * opens on a later step (a checkout resumed at the address) needs it at once.
 *
 * On the server the route's loader loads it before rendering when the first step is a later one,
 * so that step is in the HTML; in the browser a page hydrating on that step waits for it
 * (`useLaterStepsOrWait`) with the server's HTML kept on screen.
 */
export interface LaterStepsChunk<T> {
  /** The module, once it has loaded in this process (server) or this page (browser). */
  readonly loaded: T | null
  /** Loads the chunk, once; after a failure, the next call tries again. */
  load: () => Promise<T>
  /**
   * The same load that never rejects: the module, or null once it failed (the page then says
   * so). One promise per attempt, so that React's `use` sees the same promise on each render.
   */
  settled: () => Promise<T | null>
}

/** `importer` is a module-level `() => import(...)`, so that the bundler splits it off. */
export function laterStepsChunk<T>(importer: () => Promise<T>): LaterStepsChunk<T> {
  let loaded: T | null = null
  let attempt: { load: Promise<T>; settled: Promise<T | null> } | null = null
  const start = () => {
    if (attempt) return attempt
    const load = importer().then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        attempt = null
        throw error
      },
    )
    attempt = { load, settled: load.catch(() => null) }
    return attempt
  }
  return {
    get loaded() {
      return loaded
    },
    load: () => start().load,
    settled: () => start().settled,
  }
}
