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
  it.each(['backend/server.ts', 'scripts/start.ts'])(
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
