import '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Error pages get no description, robots or canonical tags (spec §2). */
    errorPage?: boolean
  }
}
