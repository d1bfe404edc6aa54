/**
 * The same-origin tunnel the browser's Sentry SDK sends its envelopes to (`POST /monitoring`,
 * ERROR_REPORTING.tunnelPath; ADR 017). The page's policy keeps `connect-src 'self'`, blockers that
 * drop requests to a reporting host let these through, and the visitor's address is seen by this
 * site only. The tunnel is no open relay: it forwards only to the configured DSN's host and
 * project, only envelopes small enough to be one event or one replay segment, and only so many from
 * one address a minute (ADR 025: the API counts them, `admit`).
 */

import { plainTextResponse } from '../http/plain-text-response'
import { readWithin } from '../http/read-within.server'
import type { ErrorReportAdmission } from './error-report-allowance.server'

/**
 * The largest envelope forwarded. A replay segment is the largest thing the SDK sends: its
 * compressed recording of one of our pages (a full DOM snapshot and the 5 s of changes after it)
 * measures tens of KB, and an uncompressed one (when the compression worker cannot start) a few
 * hundred. An error event with its breadcrumbs is a few KB. 1 MiB fits all of these with room and
 * still bounds what one request can make this server hold and pass on.
 */
export const MAX_ENVELOPE_BYTES = 1024 * 1024
/** How long the upstream may take before the browser is told 502; the SDK does not retry it. */
export const UPSTREAM_TIMEOUT_MS = 10_000
/** The envelope header's line is read from at most this many bytes. */
const MAX_HEADER_BYTES = 16 * 1024

export interface TunnelOptions {
  /** SENTRY_DSN; without one there is nowhere to send and the tunnel answers 404. */
  dsn: string | undefined
  /**
   * Whether this request's address may send one more report (askErrorReportAllowance, which
   * counts it in the API's database).
   */
  admit: (request: Request) => Promise<ErrorReportAdmission>
  fetch?: typeof fetch
  timeoutMs?: number
}

interface DsnTarget {
  host: string
  projectId: string
  envelopeUrl: string
}

/** The DSN's host and project, and where its envelopes go: `<protocol>//<host>/api/<project>/envelope/`. */
export function dsnTarget(dsn: string): DsnTarget | null {
  let url: URL
  try {
    url = new URL(dsn)
  } catch {
    return null
  }
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (!projectId || !/^\d+$/.test(projectId)) return null
  const path = segments.length > 0 ? `/${segments.join('/')}` : ''
  return {
    host: url.host,
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`,
  }
}

/** The `dsn` of the envelope's header, its first line (JSON); null when there is none. */
function envelopeDsn(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, MAX_HEADER_BYTES)
  const newline = head.indexOf(0x0a)
  const line = new TextDecoder().decode(newline === -1 ? head : head.subarray(0, newline))
  try {
    const header: unknown = JSON.parse(line)
    if (header && typeof header === 'object' && 'dsn' in header && typeof header.dsn === 'string') {
      return header.dsn
    }
  } catch {
    // Not an envelope: refused below like an envelope for another project.
  }
  return null
}

export async function handleMonitoringTunnel(
  request: Request,
  options: TunnelOptions,
): Promise<Response> {
  if (request.method !== 'POST') {
    await request.body?.cancel().catch(() => {})
    return plainTextResponse(405, 'Hanya POST.', { allow: 'POST' })
  }
  const target = options.dsn ? dsnTarget(options.dsn) : null
  if (!target) {
    await request.body?.cancel().catch(() => {})
    return plainTextResponse(404, 'Pelaporan galat tidak aktif.')
  }
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > MAX_ENVELOPE_BYTES) {
    await request.body?.cancel().catch(() => {})
    return plainTextResponse(413, 'Laporan terlalu besar.')
  }
  // Before the body is read: a flood costs this server a count, not its bodies. The SDK stops
  // sending for the Retry-After it is given with a 429.
  const admission = await options.admit(request)
  if (!admission.admitted) {
    await request.body?.cancel().catch(() => {})
    return plainTextResponse(
      429,
      'Terlalu banyak laporan galat dari jaringanmu. Coba lagi sebentar lagi.',
      {
        'retry-after': admission.retryAfterSeconds,
      },
    )
  }
  const body = request.body ? await readWithin(request.body, MAX_ENVELOPE_BYTES) : new Uint8Array()
  if (body === null) return plainTextResponse(413, 'Laporan terlalu besar.')

  const dsn = envelopeDsn(body)
  const sent = dsn ? dsnTarget(dsn) : null
  if (!sent || sent.host !== target.host || sent.projectId !== target.projectId) {
    return plainTextResponse(403, 'Laporan untuk tujuan lain ditolak.')
  }

  const headers: Record<string, string> = {
    'content-type': request.headers.get('content-type') ?? 'application/x-sentry-envelope',
  }
  const encoding = request.headers.get('content-encoding')
  if (encoding) headers['content-encoding'] = encoding
  try {
    const upstream = await (options.fetch ?? fetch)(target.envelopeUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
    })
    // The SDK reads the status (and the rate-limit headers, to back off); the body it ignores.
    const answer: Record<string, string> = { 'cache-control': 'no-store' }
    for (const name of ['x-sentry-rate-limits', 'retry-after', 'content-type']) {
      const value = upstream.headers.get(name)
      if (value) answer[name] = value
    }
    return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers: answer })
  } catch {
    return plainTextResponse(502, 'Layanan pelaporan galat tidak terjangkau.')
  }
}
