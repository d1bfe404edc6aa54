/**
 * The fake's HTTP plumbing: the refusal it throws as Midtrans answers one, and the answers it
 * writes (JSON with open CORS for the browser's card script, framable HTML pages).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.status_message))
  }
}

/** Holds the request open: the caller's timeout decides. Closed with the server. */
export function hang(_response: ServerResponse) {}

export function corsHeaders() {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, accept, authorization',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  }
}

export function answerJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', ...corsHeaders() })
  response.end(JSON.stringify(body))
}

export function answerHtml(response: ServerResponse, page: string) {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    // Framed by the checkout, whatever its origin, as Midtrans's 3-D Secure page is.
    'content-security-policy':
      "frame-ancestors *; default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
  })
  response.end(page)
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
