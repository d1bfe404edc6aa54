/**
 * The chat's event stream through the API proxy (`API_BASE_URL`): each event leaves as it comes
 * (nothing waits for the stream to end), a reconnect's Last-Event-ID reaches the API, and the
 * browser leaving closes the API's stream.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiProxy } from '../http/api-proxy.server'

const servers: Array<ReturnType<typeof createServer>> = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function sseUpstream() {
  const seen: { lastEventId?: string; closed: boolean } = { closed: false }
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.lastEventId = request.headers['last-event-id'] as string | undefined
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
    // One event now, and the stream stays open, as the API's does.
    response.write('event: message\nid: 8\ndata: {"seq":8}\n\n')
    response.on('close', () => {
      seen.closed = true
    })
  })
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen }
}

describe('the event stream through the API proxy', () => {
  it('passes each event on at once, with Last-Event-ID forwarded, and closes the API’s stream when the browser leaves', async () => {
    const upstream = await sseUpstream()
    const proxy = createApiProxy(upstream.url, '/api')
    const browser = new AbortController()
    const response = await proxy(
      new Request('http://diri.test/api/v2/consults/c-1/events', {
        headers: { accept: 'text/event-stream', 'last-event-id': '7', 'diri-platform': 'web' },
        signal: browser.signal,
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(upstream.seen.lastEventId).toBe('7')

    const reader = response.body?.getReader()
    const first = await Promise.race([
      reader?.read(),
      new Promise<'held back'>((resolve) => setTimeout(() => resolve('held back'), 2000)),
    ])
    expect(first).not.toBe('held back')
    expect(new TextDecoder().decode((first as ReadableStreamReadResult<Uint8Array>).value)).toBe(
      'event: message\nid: 8\ndata: {"seq":8}\n\n',
    )

    browser.abort()
    await reader?.cancel().catch(() => undefined)
    await expect.poll(() => upstream.seen.closed).toBe(true)
  })
})
