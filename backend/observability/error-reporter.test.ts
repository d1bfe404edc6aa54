import { flush } from '@sentry/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type FakeSentry, startFakeSentry } from '../../tests/support/fake-sentry'
import { serverErrorReporter } from './error-reporter'

let sentry: FakeSentry

beforeAll(async () => {
  sentry = await startFakeSentry()
})
afterAll(async () => {
  await sentry.stop()
})

it('sends nothing and loads nothing without a DSN', () => {
  expect(
    serverErrorReporter({ SENTRY_DSN: undefined, SENTRY_ERROR_SAMPLE_RATE: 1, NODE_ENV: 'test' }),
  ).toBeNull()
})

it('sends an error to the DSN with the member by id, and no phone number or token', async () => {
  const capture = serverErrorReporter({
    SENTRY_DSN: sentry.dsn,
    SENTRY_ERROR_SAMPLE_RATE: 1,
    NODE_ENV: 'test',
  })
  expect(capture).not.toBeNull()
  capture?.(new Error('could not send the code to +6281200000001 (Bearer abc.def)'), {
    where: 'could not send the sign-in code to +6281200000001',
    memberId: 'member-42',
  })
  await expect
    .poll(
      async () => {
        await flush(1_000)
        return sentry.items('event').length
      },
      { timeout: 10_000 },
    )
    .toBe(1)
  const [event] = sentry.items('event') as { user?: unknown }[]
  expect(event?.user).toEqual({ id: 'member-42' })
  const text = JSON.stringify(event)
  expect(text).toContain('could not send the code to')
  expect(text).not.toMatch(/81200000001|abc\.def/)
})
