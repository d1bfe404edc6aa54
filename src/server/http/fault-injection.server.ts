import { getRequestHeader } from '@tanstack/react-start/server'
import { serverEnv } from '../../../app.config'

/**
 * The test-only fault switch: outside production, a browser test can send `x-diri-fault` and the
 * server passes it on to the API, which then fails on purpose. In production it is never read.
 */
export function faultHeaders(): Record<string, string> | undefined {
  if (serverEnv().NODE_ENV === 'production') return undefined
  const fault = getRequestHeader('x-diri-fault')
  return fault ? { 'x-diri-fault': fault } : undefined
}
