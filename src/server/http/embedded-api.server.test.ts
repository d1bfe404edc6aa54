import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetServerEnvCache } from '../../../app.config'
import { getEmbeddedApi } from '../../../backend/index'
import { CLIENT_GONE_MESSAGE, handlePublicApiRequest, visitorIp } from './embedded-api.server'

/** A request as srvx hands it over: with the socket's address in `ip`. */
function fromSocket(ip: string, forwardedFor?: string) {
  const request = new Request('http://localhost/api/auth/otp/request', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })
  return Object.assign(request, { ip })
}

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS
  resetServerEnvCache()
})

describe('visitorIp', () => {
  it('ignores an X-Forwarded-For the visitor wrote when no proxy is trusted', () => {
    resetServerEnvCache()
    expect(visitorIp(fromSocket('198.51.100.4', '10.0.0.1'))).toBe('198.51.100.4')
  })

  it('takes the address our own proxy appended when one is trusted', () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    resetServerEnvCache()
    expect(visitorIp(fromSocket('10.0.0.2', '6.6.6.6, 198.51.100.4'))).toBe('198.51.100.4')
  })
})

describe('a visitor who leaves while sending a body', () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'diri-embedded-api-'))
    process.env.DATA_DIR = dataDir
    resetServerEnvCache()
  })

  afterAll(async () => {
    await (await getEmbeddedApi()).close()
    delete process.env.DATA_DIR
    resetServerEnvCache()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('is a refusal the API answers in its own shape, with no stack in the log', async () => {
    // A chunked body (no Content-Length), so the API reads it before any handler runs.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"phone":'))
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
      },
    })
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'diri-platform': 'web' },
      body,
      duplex: 'half',
    }
    const request = Object.assign(new Request('http://localhost/api/auth/otp/request', init), {
      ip: '198.51.100.4',
    })
    const response = await handlePublicApiRequest(request)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ statusCode: 400, message: CLIENT_GONE_MESSAGE })
  })
})
