/** The start-up path shared by the embedded API, the standalone server and the benchmark. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { resetServerEnvCache } from '../app.config'
import { OtpRequested } from '../contract/auth/schemas'
import { ExistingConsult } from '../contract/consults/schemas'
import { Health } from '../contract/health/schemas'
import { PolyclinicList } from '../contract/polyclinics/schemas'
import { consults } from './db/schema/consults'
import { members } from './db/schema/members'
import { polyclinics } from './db/schema/polyclinics'
import { seedPolyclinicContent } from './db/seed/polyclinics'
import { getEmbeddedApi } from './index'
import { startApiRuntime } from './runtime'
import { expectBody, expectProblem } from './test/harness'

const root = mkdtempSync(join(tmpdir(), 'diri-runtime-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/**
 * A data folder for one test: a test that times out leaves its PGlite open, and another opening
 * the same folder then waits on it in a busy loop that no timeout can end (it blocks the thread).
 */
let folders = 0
const freshDataDir = () => join(root, `test-${++folders}`)

const platform = { 'diri-platform': 'web' }

describe('startApiRuntime', () => {
  it('persists PGlite under <dataDir>/pglite, seeds once, and announces how codes are delivered', async () => {
    const dataDir = freshDataDir()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      const first = await startApiRuntime({ dataDir, devOtp: '135790' })
      const requested = await first.fetch(
        new Request('http://api.test/auth/otp/request', {
          method: 'POST',
          headers: { ...platform, 'x-forwarded-for': '203.0.113.1' },
          body: JSON.stringify({ phone: '+6281200000001' }),
        }),
      )
      expect(requested.status).toBe(200)
      const { challengeId } = v.parse(OtpRequested, await requested.json())
      await first.close()

      const logged = info.mock.calls.map((call) => String(call[0]))
      expect(logged).toContainEqual(
        expect.stringMatching(/^\[api\] database ready \(pglite\) in \d+\.\d s$/),
      )
      expect(logged).toContain(
        '[api] No SMS provider is configured: sign-in codes are written to this log.',
      )
      expect(logged).toContain('[api] AUTH_DEV_OTP is set: every sign-in code is 135790.')
      expect(logged).toContain('[api] OTP for +6281200000001 : 135790')

      // Reopened: the code requested before the restart is still there to sign in with.
      const second = await startApiRuntime({ dataDir, devOtp: '135790' })
      const verified = await second.fetch(
        new Request('http://api.test/auth/otp/verify', {
          method: 'POST',
          headers: platform,
          body: JSON.stringify({ phone: '+6281200000001', code: '135790', challengeId }),
        }),
      )
      expect(verified.status).toBe(200)
      await expectBody(await second.fetch(new Request('http://api.test/health')), 200, Health)
      await second.close()
    } finally {
      info.mockRestore()
    }
  })
})

describe('startApiRuntime on an existing database', () => {
  const quiet = () => vi.spyOn(console, 'info').mockImplementation(() => {})

  it('seeds the polyclinics into a database seeded by a version without them', async () => {
    const dataDir = freshDataDir()
    const info = quiet()
    try {
      const before = await startApiRuntime({ dataDir })
      // As the previous version's database: no polyclinics, so no doctors either and consults
      // in no polyclinic (as seed.test.ts does).
      await before.database.db.update(consults).set({ polyclinicId: null, doctorId: null })
      await before.database.db.delete(members).where(eq(members.role, 'doctor'))
      await before.database.db.delete(polyclinics)
      await before.close()

      const after = await startApiRuntime({ dataDir })
      const response = await after.fetch(
        new Request('http://api.test/misc/poly-clinic', { headers: platform }),
      )
      const { data } = await expectBody(response, 200, PolyclinicList)
      expect(data.map((clinic) => clinic.conditions.length)).toEqual(
        seedPolyclinicContent.map((clinic) => clinic.conditions.length),
      )
      expect(data).toHaveLength(8)
      await after.close()
    } finally {
      info.mockRestore()
    }
  })

  it('honours x-diri-fault unless NODE_ENV=production', async () => {
    const dataDir = freshDataDir()
    const info = quiet()
    const askExists = (runtime: { fetch(request: Request): Promise<Response> }, token: string) =>
      runtime.fetch(
        new Request('http://api.test/v2/consults/exists?flowId=1000', {
          headers: {
            ...platform,
            authorization: `Bearer ${token}`,
            'x-diri-fault': 'consults-exists',
          },
        }),
      )
    try {
      vi.stubEnv('NODE_ENV', 'production')
      // PGlite, as started below (on CI DATABASE_URL names a PostgreSQL, which needs AUTH_SECRET).
      vi.stubEnv('DATABASE_URL', '')
      resetServerEnvCache()
      const production = await startApiRuntime({ dataDir, devOtp: '246801' })
      const phone = '+6281200000002'
      const headers = { ...platform, 'x-forwarded-for': '203.0.113.2' }
      const requested = await production.fetch(
        new Request('http://api.test/auth/otp/request', {
          method: 'POST',
          headers,
          body: JSON.stringify({ phone }),
        }),
      )
      const { challengeId } = v.parse(OtpRequested, await requested.json())
      const verified = await production.fetch(
        new Request('http://api.test/auth/otp/verify', {
          method: 'POST',
          headers,
          body: JSON.stringify({ phone, code: '246801', challengeId }),
        }),
      )
      expect(verified.status).toBe(200)
      const { accessToken } = (await verified.json()) as { accessToken: string }
      await expectBody(await askExists(production, accessToken), 200, ExistingConsult)
      await production.close()

      vi.stubEnv('NODE_ENV', 'development')
      resetServerEnvCache()
      const development = await startApiRuntime({ dataDir })
      await expectProblem(await askExists(development, accessToken), 500)
      await development.close()
    } finally {
      vi.unstubAllEnvs()
      resetServerEnvCache()
      info.mockRestore()
    }
  })
})

describe('getEmbeddedApi', () => {
  it('opens one database per process, from serverEnv(), and answers root-relative requests', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.stubEnv('DATA_DIR', freshDataDir())
    vi.stubEnv('DATABASE_URL', '') // empty counts as unset: this test is about embedded PGlite
    vi.stubEnv('AUTH_DEV_OTP', '')
    resetServerEnvCache()
    try {
      const [first, second] = await Promise.all([getEmbeddedApi(), getEmbeddedApi()])
      await expectBody(await first.fetch(new Request('http://x/health')), 200, Health)
      await expectBody(await second.fetch(new Request('http://x/health')), 200, Health)
      const ready = info.mock.calls.filter((call) => String(call[0]).includes('database ready'))
      expect(ready).toHaveLength(1)
      await first.close()
    } finally {
      vi.unstubAllEnvs()
      resetServerEnvCache()
      info.mockRestore()
    }
  })
})
