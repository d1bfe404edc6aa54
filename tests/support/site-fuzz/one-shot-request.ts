/**
 * One HTTP request on a connection of its own. The fuzz's requests are refused, often before
 * their bodies are read, and the server then closes the connection; with a pool of kept-alive
 * connections (fetch's), the next request on that connection fails without an answer, which
 * would read as the server's fault. A fresh connection per request keeps each answer its own.
 */
import { request } from 'node:http'

export interface OneShotAnswer {
  status: number
  text: string
}

export function oneShotRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
  timeoutMs = 30_000,
): Promise<OneShotAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method, headers: init.headers, agent: false })
    sent.setTimeout(timeoutMs, () => sent.destroy(new Error(`no answer in ${timeoutMs} ms`)))
    sent.on('error', reject)
    sent.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      )
    })
    sent.end(init.body)
  })
}
