/** autocannon for the benches (bench-api.ts, bench-ssr.ts): it ships CommonJS without types. */
import { createRequire } from 'node:module'

interface Histogram {
  average: number
  p50: number
  p99: number
}

/** The part of autocannon's result the benches read. */
export interface AutocannonResult {
  /** Seconds the run lasted. */
  duration: number
  requests: Histogram & { total: number }
  latency: Histogram
  errors: number
  timeouts: number
  non2xx: number
  statusCodeStats: Record<string, { count: number }>
}

type Autocannon = (options: {
  url: string
  headers: Record<string, string>
  connections: number
  duration: number
  workers?: number
}) => Promise<AutocannonResult>

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
