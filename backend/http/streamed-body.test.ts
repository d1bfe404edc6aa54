/**
 * A body that comes without a length (chunked), as the site's proxy forwards every POST, reaching
 * the API served the way `npm run api` serves it (srvx). It answered 500 until the request was
 * made a standard one before the body limit counted it (standardRequestForStreamedBody).
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from 'srvx'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiRuntime, startApiRuntime } from '../runtime'

const dataDir = mkdtempSync(join(tmpdir(), 'diri-streamed-body-'))
let api: ApiRuntime
let server: ReturnType<typeof serve>

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  api = await startApiRuntime({ dataDir, devOtp: '135790' })
  server = serve({ port: 0, hostname: '127.0.0.1', fetch: api.fetch, silent: true })
  await server.ready()
}, 60_000)
afterAll(async () => {
  await server.close()
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** POSTs `chunks` one by one, chunked, and reads the status and body. */
function postChunked(path: string, chunks: string[]): Promise<{ status: number; body: string }> {
  const url = new URL(path, server.url)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'diri-platform': 'web' },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    for (const chunk of chunks) request.write(chunk)
    request.end()
  })
}

describe('a chunked body on the standalone API', () => {
  it('is read like any other', async () => {
    const answer = await postChunked('/auth/otp/request', ['{"phone":', '"081277009001"}'])
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ phone: '+6281277009001' })
  })

  it('is still held to the body limit', async () => {
    const answer = await postChunked('/auth/otp/request', [
      '{"phone":"',
      '1'.repeat(40_000),
      '1'.repeat(40_000),
      '"}',
    ])
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'Data yang dikirim terlalu besar.' })
  })
})
