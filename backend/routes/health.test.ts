import { describe, expect, it } from 'vitest'
import { Health } from '../../contract/health/schemas'
import { expectBody, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

describe('GET /health', () => {
  it('answers the contract shape, naming the database and the clock time', async () => {
    const { request, database, clock } = api()
    const health = await expectBody(await request('GET', '/health'), 200, Health)
    expect(health).toEqual({
      status: 'ok',
      database: database.kind,
      time: clock.now().toISOString(),
    })
  })

  it('needs no diri-platform header, so uptime checks can call it bare', async () => {
    const { request } = api()
    await expectBody(await request('GET', '/health', { platform: null }), 200, Health)
  })
})
