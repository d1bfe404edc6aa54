/**
 * A stand-in for Sentry's ingestion on loopback, for the error-reporting tests: it takes envelopes
 * at `/api/<project>/envelope/` as Sentry does, undoes a gzip or deflate `Content-Encoding`, and
 * splits each envelope into its items, inflating replay recordings (zlib, as the SDK's worker
 * writes them) into their rrweb events.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { gunzipSync, inflateSync } from 'node:zlib'

export interface EnvelopeItem {
  type: string
  /** The item's payload: parsed JSON, or for a replay recording its rrweb events. */
  payload: unknown
}

export interface ReceivedEnvelope {
  path: string
  header: Record<string, unknown>
  items: EnvelopeItem[]
}

export interface FakeSentry {
  port: number
  /** The DSN to configure: `http://publickey@127.0.0.1:<port>/<project>`. */
  dsn: string
  envelopes: ReceivedEnvelope[]
  /** Replay segments that came zlib-compressed (by the same-origin worker), and those that did not. */
  segments: { compressed: number; plain: number }
  /** Every item of `type` received so far. */
  items: (type: string) => unknown[]
  stop: () => Promise<void>
}

function decodeBody(request: IncomingMessage, body: Buffer): Buffer {
  const encoding = request.headers['content-encoding']
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  return body
}

/** A replay recording's payload: `{"segment_id":n}\n` then the events, zlib-compressed or not. */
const segments = { compressed: 0, plain: 0 }

function recordingEvents(payload: Buffer): unknown {
  const newline = payload.indexOf(0x0a)
  const data = payload.subarray(newline + 1)
  // 0x78: a zlib stream's first byte; '[' is an uncompressed array of events.
  const compressed = data[0] === 0x78
  segments[compressed ? 'compressed' : 'plain'] += 1
  const text = compressed ? inflateSync(data).toString('utf8') : data.toString('utf8')
  return JSON.parse(text)
}

export function parseEnvelope(bytes: Buffer): Omit<ReceivedEnvelope, 'path'> {
  let offset = 0
  const line = () => {
    const end = bytes.indexOf(0x0a, offset)
    const stop = end === -1 ? bytes.length : end
    const text = bytes.subarray(offset, stop)
    offset = stop + 1
    return text
  }
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>
  const items: EnvelopeItem[] = []
  while (offset < bytes.length) {
    const headerLine = line()
    if (headerLine.length === 0) continue
    const itemHeader = JSON.parse(headerLine.toString('utf8')) as { type: string; length?: number }
    let payload: Buffer
    if (typeof itemHeader.length === 'number') {
      payload = bytes.subarray(offset, offset + itemHeader.length)
      offset += itemHeader.length + 1
    } else {
      payload = line()
    }
    items.push({
      type: itemHeader.type,
      payload:
        itemHeader.type === 'replay_recording'
          ? recordingEvents(payload)
          : JSON.parse(payload.toString('utf8')),
    })
  }
  return { header, items }
}

export async function startFakeSentry(projectId = '4242'): Promise<FakeSentry> {
  const envelopes: ReceivedEnvelope[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      // The SDKs that send directly add the key as a query (`?sentry_key=…`); the tunnel does not.
      const path = new URL(request.url ?? '/', 'http://fake').pathname
      if (request.method !== 'POST' || path !== `/api/${projectId}/envelope/`) {
        response.writeHead(404).end()
        return
      }
      try {
        envelopes.push({ path, ...parseEnvelope(decodeBody(request, Buffer.concat(chunks))) })
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      } catch (error) {
        console.error('[fake-sentry] could not read an envelope:', error)
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('fake Sentry has no port')
  return {
    port: address.port,
    dsn: `http://publickey@127.0.0.1:${address.port}/${projectId}`,
    envelopes,
    segments,
    items: (type) =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.type === type).map((item) => item.payload),
      ),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
