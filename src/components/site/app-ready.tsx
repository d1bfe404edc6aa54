import { useEffect } from 'react'

/**
 * Marks the document once the app has hydrated (`<html data-app="ready">`). Until then the page is
 * its server-rendered HTML (ADR 007), and controls marked `.before-app` (a plain form's submit
 * button, for instance) do what the app does later on its own; the mark hides them.
 * The `app-ready` performance mark times the same moment for `npm run bench:lighthouse --
 * --interactive`, which reads it from the trace.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
    if (performance.getEntriesByName('app-ready', 'mark').length === 0)
      performance.mark('app-ready')
  }, [])
  return null
}
