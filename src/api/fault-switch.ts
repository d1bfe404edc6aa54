import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { serverEnv } from '../../app.config'

/**
 * The test-only fault switch on calls made while the server renders a page: outside production,
 * the page request's `x-diri-fault` is passed on to the API, which then fails on purpose (see
 * backend/http/fault-injection.ts). In the browser, and in production, there is nothing to pass.
 */
export const faultSwitchHeaders = createIsomorphicFn()
  .server((): Record<string, string> | undefined => {
    if (serverEnv().NODE_ENV === 'production') return undefined
    const fault = getRequestHeader('x-diri-fault')
    return fault ? { 'x-diri-fault': fault } : undefined
  })
  .client((): Record<string, string> | undefined => undefined)
