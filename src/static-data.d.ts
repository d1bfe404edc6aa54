import '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Error pages get no description, robots or canonical tags (spec §2). */
    errorPage?: boolean
    /**
     * Search params that make a different page for search engines (a list's `page`), kept in the
     * canonical link; every other param (filters, sort, tracking) is left out of it.
     */
    canonicalSearch?: readonly string[]
  }
}
