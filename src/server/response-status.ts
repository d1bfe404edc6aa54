import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/** Sets the HTTP status of the page being rendered on the server; nothing in the browser. */
export const setPageStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client(() => {})
