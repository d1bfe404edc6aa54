import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectConsoleError } from '../tests/setup/fail-on-console-error'
import { freePort } from '../tests/support/app-server'
import { type StartedServer, startProductionServer } from './serve'

/**
 * A stand-in build: one static file, one hashed asset, and a server entry that answers, fails,
 * or meets a visitor who left, by path.
 */
const SERVER_ENTRY = `
export default {
  async fetch(request) {
    const { pathname } = new URL(request.url)
    if (pathname === '/boom') throw new Error('the entry broke')
    if (pathname === '/gone') throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    return new Response('page', { headers: { 'content-type': 'text/html' } })
  },
}
`

let distDir: string
let server: StartedServer

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'diri-serve-test-'))
  await mkdir(join(distDir, 'server'), { recursive: true })
  await mkdir(join(distDir, 'client', 'assets'), { recursive: true })
  await writeFile(join(distDir, 'server', 'server.js'), SERVER_ENTRY)
  await writeFile(join(distDir, 'client', 'robots.txt'), 'User-agent: *\n')
  await writeFile(join(distDir, 'client', 'assets', 'app-abc123.js'), 'export {}\n')
  server = await startProductionServer({ port: await freePort(), hostname: '127.0.0.1', distDir })
})

afterAll(async () => {
  await server?.close()
  await rm(distDir, { recursive: true, force: true })
})

describe('the production server', () => {
  it.each(['/robots.txt', '/assets/app-abc123.js', '/a-page'])(
    'says nosniff and forbids framing on %s',
    async (path) => {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    },
  )

  it('logs a failure of the server entry and answers 500', async () => {
    expectConsoleError(/\[server\] unhandled error: Error: the entry broke/)
    const response = await fetch(`${server.url}/boom`)
    expect(response.status).toBe(500)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('does not log a visitor who went away', async () => {
    const response = await fetch(`${server.url}/gone`)
    expect(response.status).toBe(499)
  })
})
