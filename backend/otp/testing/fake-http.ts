/**
 * What the sign-in code providers' fakes share: a JSON server on 127.0.0.1 and a free port, the
 * faults a test can ask of the next send, and a close that ends hanging requests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the next send meets instead of the provider's normal answer: an error answer (as the
 * provider documents it), no answer at all, or a connection dropped after the request arrived.
 */
export type ProviderFault =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'hang' }
  | { kind: 'drop' }

export interface FakeRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: unknown
}

export interface JsonFakeServer {
  url: string
  readonly requests: readonly FakeRequest[]
  close(): Promise<void>
}

/** `handle` answers `[status, body]`; the request is recorded first, whatever it answers. */
export async function startJsonFake(
  handle: (request: FakeRequest, response: ServerResponse) => [number, unknown] | null,
  port = 0,
): Promise<JsonFakeServer> {
  const requests: FakeRequest[] = []
  const server = createServer((incoming, response) => {
    readBody(incoming)
      .then((text) => {
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // Kept as text: the handler refuses what is not JSON.
        }
        const request = {
          method: incoming.method ?? 'GET',
          path: new URL(incoming.url ?? '/', 'http://fake').pathname,
          headers: incoming.headers,
          body,
        }
        requests.push(request)
        const answer = handle(request, response)
        // null: the handler holds the request (a hang) or has already dropped it.
        if (answer) answerJson(response, answer[0], answer[1])
      })
      .catch((error: unknown) => answerJson(response, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    close: async () => {
      // Hanging requests end with the server: a test's timeout leaves no socket behind.
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Plays a fault on the response; null when the fault is no answer at all. */
export function playFault(
  fault: ProviderFault,
  response: ServerResponse,
): [number, unknown] | null {
  if (fault.kind === 'answer') return [fault.status, fault.body]
  if (fault.kind === 'drop') response.socket?.destroy()
  return null
}

export function bearerOf(request: FakeRequest): string | undefined {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

function answerJson(response: ServerResponse, status: number, body: unknown) {
  if (response.writableEnded) return
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export interface ProviderFakeServer extends JsonFakeServer {
  /** The next request meets `fault` instead of `accept`'s answer; the ones after it do not. */
  failNext(fault: ProviderFault): void
}

/** A provider's fake: `accept` answers each request, unless a test asked for one fault first. */
export async function startProviderFake(
  accept: (request: FakeRequest) => [number, unknown],
  port = 0,
): Promise<ProviderFakeServer> {
  let fault: ProviderFault | null = null
  const server = await startJsonFake((request, response) => {
    if (!fault) return accept(request)
    const next = fault
    fault = null
    return playFault(next, response)
  }, port)
  return {
    ...server,
    failNext: (next) => {
      fault = next
    },
  }
}
