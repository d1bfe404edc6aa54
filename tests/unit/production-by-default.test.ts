import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `npm start` and `npm run api` run as production when NODE_ENV is unset, so a fixed sign-in code
 * (AUTH_DEV_OTP) is refused at start-up instead of quietly letting anyone in; the fault switch
 * follows the same setting (backend/runtime.ts).
 */
function startWithoutNodeEnv(entry: string, nodeEnv?: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AUTH_DEV_OTP: '123456',
    API_PORT: '1',
    PORT: '1',
  }
  delete env.NODE_ENV
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv
  return spawnSync(process.execPath, ['--import', 'tsx', join(process.cwd(), entry)], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  })
}

describe('production by default', () => {
  it.each(['backend/server.ts', 'site-server/start.ts'])(
    '%s refuses AUTH_DEV_OTP when NODE_ENV is unset',
    (entry) => {
      const run = startWithoutNodeEnv(entry)
      expect(run.status).not.toBe(0)
      expect(run.stderr).toContain('AUTH_DEV_OTP is set while NODE_ENV=production')
    },
  )

  it('counts an empty NODE_ENV as unset', () => {
    const run = startWithoutNodeEnv('backend/server.ts', '')
    expect(run.stderr).toContain('AUTH_DEV_OTP is set while NODE_ENV=production')
  })
})

/**
 * A real deployment (here an https site) that names no sign-in code provider stops at start-up
 * with the operator's message, at every entry point (ADR 024); `npm run api` also
 * when the site's API_BASE_URL is in its environment, since it is the API that sends the codes.
 */
describe('sign-in codes in a real deployment', () => {
  function start(entry: string, extra: Record<string, string> = {}) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://diri.example',
      PAYMENT_PROVIDER: 'simulator',
      API_PORT: '1',
      PORT: '1',
      ...extra,
    }
    for (const name of ['OTP_PROVIDER', 'AUTH_DEV_OTP', 'DATABASE_URL', 'API_BASE_URL']) {
      if (!(name in extra)) delete env[name]
    }
    return spawnSync(process.execPath, ['--import', 'tsx', join(process.cwd(), entry)], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    })
  }

  it('site-server/start.ts refuses to keep codes in the log unless OTP_PROVIDER names it', () => {
    const run = start('site-server/start.ts')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'OTP_PROVIDER is unset, and PUBLIC_SITE_URL=https://diri.example is how a real deployment runs',
    )
    // The operator's message alone, no stack.
    expect(run.stderr).not.toMatch(/^\s+at /m)
  })

  // The runtime's own check: the environment's lets a site with API_BASE_URL through.
  it('backend/server.ts refuses it, with the site’s API_BASE_URL in its environment too', () => {
    const run = start('backend/server.ts', { API_BASE_URL: 'https://api.diri.example' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('OTP_PROVIDER is unset')
    expect(run.stderr).not.toMatch(/^\s+at /m)
  })
})
