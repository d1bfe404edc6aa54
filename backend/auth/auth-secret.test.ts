/** The key of the sign-in codes' HMAC: required where a database copy would travel without it. */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../../app.config'
import { AUTH_SECRET_FILE, resolveAuthSecret } from './auth-secret'

const root = mkdtempSync(join(tmpdir(), 'diri-auth-secret-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const POSTGRES = 'postgres://diri@db.internal/diri'
const SECRET = 'x'.repeat(32)

describe('AUTH_SECRET in the environment', () => {
  it('stops start-up in production with PostgreSQL when it is missing, naming it', () => {
    const start = () => parseEnv({ NODE_ENV: 'production', DATABASE_URL: POSTGRES })
    expect(start).toThrow(ConfigError)
    expect(start).toThrow(/AUTH_SECRET is required when NODE_ENV=production and DATABASE_URL/)
    expect(
      parseEnv({
        NODE_ENV: 'production',
        DATABASE_URL: POSTGRES,
        AUTH_SECRET: SECRET,
        // Production with PostgreSQL takes the simulator and log-only sign-in codes only when
        // asked for (simulatorRefusal, otpDeliveryRefusal).
        PAYMENT_PROVIDER: 'simulator',
        OTP_PROVIDER: 'log',
      }).AUTH_SECRET,
    ).toBe(SECRET)
  })

  it('is optional with PGlite in production and anywhere outside production', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).AUTH_SECRET).toBeUndefined()
    expect(
      parseEnv({ NODE_ENV: 'development', DATABASE_URL: POSTGRES }).AUTH_SECRET,
    ).toBeUndefined()
  })

  it('refuses one shorter than 32 bytes without printing it', () => {
    const short = 'kurang-dari-32-byte'
    const start = () => parseEnv({ AUTH_SECRET: short })
    expect(start).toThrow(/AUTH_SECRET=\(hidden\): expected .*32 bytes/)
    expect(start).not.toThrow(short)
  })
})

describe('resolveAuthSecret', () => {
  it('uses the configured secret as given', async () => {
    expect(await resolveAuthSecret({ configured: SECRET, dataDir: join(root, 'unused') })).toBe(
      SECRET,
    )
  })

  it('makes one on the first start, readable by its owner only, and keeps it across restarts', async () => {
    const dataDir = join(root, 'data')
    const first = await resolveAuthSecret({ dataDir })
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32)
    expect(statSync(join(dataDir, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600)
    expect(await resolveAuthSecret({ dataDir })).toBe(first)
  })

  it('makes a key for the process alone when there is no data folder', async () => {
    const one = await resolveAuthSecret({})
    expect(Buffer.byteLength(one)).toBeGreaterThanOrEqual(32)
    expect(await resolveAuthSecret({})).not.toBe(one)
  })
})
