import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetServerEnvCache } from '../../../app.config'
import { getEmbeddedApi } from '../../../backend/index'
import { askErrorReportAllowance } from './error-report-allowance.server'
import { dsnTarget, handleMonitoringTunnel, MAX_ENVELOPE_BYTES } from './monitoring-tunnel.server'

const DSN = 'https://publickey@o1.ingest.example.com/4242'
const SITE = 'http://localhost:3000/monitoring'

function envelope(dsn: string, rest = '{"type":"event"}\n{"message":"boom"}') {
  return `${JSON.stringify({ event_id: 'abc', dsn, sent_at: '2026-01-01T00:00:00Z' })}\n${rest}`
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(SITE, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

/** Every report may go: the tests of what the tunnel does with one it forwards. */
const admitAll = async () => ({ admitted: true }) as const

/** A report as srvx hands it over: with the socket's address in `ip`. */
function fromAddress(ip: string, body: string) {
  return Object.assign(post(body), { ip })
}

function upstreamRecorder(status = 200) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return new Response('{"id":"abc"}', {
      status,
      headers: { 'content-type': 'application/json', 'x-sentry-rate-limits': '60::organization' },
    })
  })
  return { calls, fetch: fetchFn as unknown as typeof fetch }
}

/** A body of `size` bytes in chunks, with no Content-Length to trust. */
function streamOf(size: number, chunk = 64 * 1024) {
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close()
      const next = Math.min(chunk, size - sent)
      controller.enqueue(new Uint8Array(next).fill(0x61))
      sent += next
    },
  })
}

describe('dsnTarget', () => {
  it('names the host, the project and its envelope endpoint', () => {
    expect(dsnTarget(DSN)).toEqual({
      host: 'o1.ingest.example.com',
      projectId: '4242',
      envelopeUrl: 'https://o1.ingest.example.com/api/4242/envelope/',
    })
    expect(dsnTarget('http://key@127.0.0.1:9000/4242')?.envelopeUrl).toBe(
      'http://127.0.0.1:9000/api/4242/envelope/',
    )
  })
})

describe('POST /monitoring', () => {
  it('forwards an envelope for the configured project exactly, and answers with its status', async () => {
    const upstream = upstreamRecorder(200)
    const body = envelope(DSN)
    const response = await handleMonitoringTunnel(
      post(body, { 'content-type': 'text/plain;charset=UTF-8' }),
      { dsn: DSN, admit: admitAll, fetch: upstream.fetch },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('x-sentry-rate-limits')).toBe('60::organization')
    expect(upstream.calls).toHaveLength(1)
    const [call] = upstream.calls
    expect(call?.url).toBe('https://o1.ingest.example.com/api/4242/envelope/')
    expect(call?.init.method).toBe('POST')
    expect(new TextDecoder().decode(call?.init.body as Uint8Array)).toBe(body)
  })

  it('passes binary bodies (a compressed replay) byte for byte, and the upstream refusal', async () => {
    const upstream = upstreamRecorder(429)
    const header = new TextEncoder().encode(`${JSON.stringify({ dsn: DSN })}\n`)
    const binary = new Uint8Array([0x78, 0x9c, 0x00, 0xff, 0x0a, 0x80])
    const bytes = new Uint8Array([...header, ...binary])
    const response = await handleMonitoringTunnel(post(bytes), {
      dsn: DSN,
      admit: admitAll,
      fetch: upstream.fetch,
    })
    expect(response.status).toBe(429)
    expect(Array.from(upstream.calls[0]?.init.body as Uint8Array)).toEqual(Array.from(bytes))
  })

  it('refuses an envelope for another host or another project (403), sending nothing', async () => {
    const upstream = upstreamRecorder()
    for (const other of [
      'https://publickey@evil.example.com/4242',
      'https://publickey@o1.ingest.example.com/999',
    ]) {
      const response = await handleMonitoringTunnel(post(envelope(other)), {
        dsn: DSN,
        admit: admitAll,
        fetch: upstream.fetch,
      })
      expect(response.status).toBe(403)
    }
    const notAnEnvelope = await handleMonitoringTunnel(post('hello'), {
      dsn: DSN,
      admit: admitAll,
      fetch: upstream.fetch,
    })
    expect(notAnEnvelope.status).toBe(403)
    expect(upstream.calls).toHaveLength(0)
  })

  it('refuses a body over the limit (413), counted as it streams, whatever Content-Length says', async () => {
    const upstream = upstreamRecorder()
    const declared = await handleMonitoringTunnel(
      post('x', { 'content-length': String(MAX_ENVELOPE_BYTES + 1) }),
      { dsn: DSN, admit: admitAll, fetch: upstream.fetch },
    )
    expect(declared.status).toBe(413)
    const streamed = await handleMonitoringTunnel(post(streamOf(MAX_ENVELOPE_BYTES + 1)), {
      dsn: DSN,
      admit: admitAll,
      fetch: upstream.fetch,
    })
    expect(streamed.status).toBe(413)
    expect(upstream.calls).toHaveLength(0)
  })

  it('takes a body of exactly the limit', async () => {
    const upstream = upstreamRecorder()
    const header = `${JSON.stringify({ dsn: DSN })}\n`
    const padding = 'a'.repeat(MAX_ENVELOPE_BYTES - header.length)
    const response = await handleMonitoringTunnel(post(header + padding), {
      dsn: DSN,
      admit: admitAll,
      fetch: upstream.fetch,
    })
    expect(response.status).toBe(200)
  })

  it('answers 404 when no DSN is configured', async () => {
    const upstream = upstreamRecorder()
    const response = await handleMonitoringTunnel(post(envelope(DSN)), {
      dsn: undefined,
      admit: admitAll,
      fetch: upstream.fetch,
    })
    expect(response.status).toBe(404)
    expect(upstream.calls).toHaveLength(0)
  })

  it('answers 405 to anything but POST', async () => {
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const response = await handleMonitoringTunnel(new Request(SITE, { method }), {
        dsn: DSN,
        admit: admitAll,
      })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
  })

  it('answers 502 when the upstream cannot be reached', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    const response = await handleMonitoringTunnel(post(envelope(DSN)), {
      dsn: DSN,
      admit: admitAll,
      fetch: failing,
    })
    expect(response.status).toBe(502)
  })

  it('answers 502 when the upstream does not answer in time', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })) as unknown as typeof fetch
    const response = await handleMonitoringTunnel(post(envelope(DSN)), {
      dsn: DSN,
      admit: admitAll,
      fetch: hanging,
      timeoutMs: 1,
    })
    expect(response.status).toBe(502)
  })

  it('marks every answer as not to be cached', async () => {
    const response = await handleMonitoringTunnel(post(envelope(DSN)), {
      dsn: DSN,
      admit: admitAll,
      fetch: upstreamRecorder().fetch,
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('POST /monitoring, reports per address (ADR 025)', () => {
  it('answers 429 with the wait, before reading the body, and sends nothing', async () => {
    const upstream = upstreamRecorder()
    // A body over the size limit: read, it would be a 413.
    const response = await handleMonitoringTunnel(post(streamOf(MAX_ENVELOPE_BYTES + 1)), {
      dsn: DSN,
      admit: async () => ({ admitted: false, retryAfterSeconds: '42' }),
      fetch: upstream.fetch,
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(await response.text()).toBe(
      'Terlalu banyak laporan galat dari jaringanmu. Coba lagi sebentar lagi.',
    )
    expect(upstream.calls).toHaveLength(0)
  })

  describe('counted by the embedded API', () => {
    let dataDir: string

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'diri-monitoring-'))
      process.env.DATA_DIR = dataDir
      resetServerEnvCache()
    })

    afterAll(async () => {
      await (await getEmbeddedApi()).close()
      delete process.env.DATA_DIR
      resetServerEnvCache()
      await rm(dataDir, { recursive: true, force: true })
    })

    it('forwards 120 reports a minute from one address; the 301st is 429, another address goes on', async () => {
      const upstream = upstreamRecorder()
      const options = { dsn: DSN, admit: askErrorReportAllowance, fetch: upstream.fetch }
      const statuses: number[] = []
      let last: Response | undefined
      for (let i = 0; i < 301; i++) {
        last = await handleMonitoringTunnel(fromAddress('198.51.100.4', envelope(DSN)), options)
        statuses.push(last.status)
      }
      expect(statuses.slice(0, 120)).toEqual(Array(120).fill(200))
      expect(statuses.slice(120)).toEqual(Array(181).fill(429))
      // The first report leaves the minute's window within a minute.
      const retryAfter = Number(last?.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(upstream.calls).toHaveLength(120)

      const neighbour = await handleMonitoringTunnel(
        fromAddress('203.0.113.9', envelope(DSN)),
        options,
      )
      expect(neighbour.status).toBe(200)
      expect(upstream.calls).toHaveLength(121)
    })
  })
})
