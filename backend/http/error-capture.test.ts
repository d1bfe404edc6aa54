import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ErrorReportContext } from '../observability/error-reporter'
import { anotherInstance, expectProblem, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

/** An app whose unexpected failures are captured, as Sentry would receive them. */
function capturing() {
  const captured: { error: unknown; context: ErrorReportContext }[] = []
  const app = anotherInstance(api(), {
    logError: () => {},
    captureError: (error, context) => captured.push({ error, context }),
  })
  return { app, captured }
}

describe('error reports (Sentry) from the API', () => {
  it('reports an unexpected failure with the member by id, and nothing of what was sent', async () => {
    const { app, captured } = capturing()
    const token = await app.signIn('+6281355554444')
    const me = (await (await app.request('GET', '/auth/me', { token })).json()) as {
      user: { id: string }
    }
    const { db } = api()
    await db.execute(sql`alter table addresses rename to addresses_gone`)
    try {
      await expectProblem(await app.request('GET', '/addresses', { token }), 500)
    } finally {
      await db.execute(sql`alter table addresses_gone rename to addresses`)
    }
    expect(captured.map(({ context }) => context)).toEqual([
      { where: 'GET /addresses failed', memberId: me.user.id },
    ])
  })

  it('does not report expected refusals (4xx)', async () => {
    const { app, captured } = capturing()
    await expectProblem(await app.request('GET', '/auth/me'), 401)
    const token = await app.signIn('+6281355553333')
    await expectProblem(await app.request('POST', '/addresses', { token, body: {} }), 400)
    expect(captured).toEqual([])
  })
})
