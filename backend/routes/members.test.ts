import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AccountSettings, FeedList } from '../../contract/members/schemas'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { MESSAGES } from '../http/problem'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

describe('GET /feeds', () => {
  it("lists the member's own items and the shared ones, newest first", async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.budi)
    const { data } = await expectBody(await request('GET', '/feeds', { token }), 200, FeedList)
    expect(data.map((feed) => feed.title)).toEqual([
      'Lanjutkan kuesioner Jerawat',
      'Kenali 5 penyebab jerawat di usia dewasa',
      'Diskon 20% serum pencerah',
      'Sunscreen setiap hari, perlukah?',
    ])
  })

  it("never shows another member's items", async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    const { data } = await expectBody(await request('GET', '/feeds', { token }), 200, FeedList)
    const titles = data.map((feed) => feed.title)
    expect(titles).toContain('Lengkapi profilmu')
    expect(titles).not.toContain('Lanjutkan kuesioner Jerawat')
    expect(titles).not.toContain('Dokter sudah membalas')
  })

  it('needs a session', async () => {
    const { request } = api()
    await expectProblem(await request('GET', '/feeds'), 401)
  })
})

describe('PATCH /accounts/settings', () => {
  it('stores the analytics client id, then the ad click id, keeping both', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    const first = await request('PATCH', '/accounts/settings', {
      token,
      body: { gaClientId: 'GA1.1.1234567890.1700000000' },
    })
    expect(await expectBody(first, 200, AccountSettings)).toEqual({
      gaClientId: 'GA1.1.1234567890.1700000000',
      fbc: null,
    })
    const second = await request('PATCH', '/accounts/settings', {
      token,
      body: { fbc: 'fb.1.1700000000.AbCdEf' },
    })
    expect(await expectBody(second, 200, AccountSettings)).toEqual({
      gaClientId: 'GA1.1.1234567890.1700000000',
      fbc: 'fb.1.1700000000.AbCdEf',
    })
  })

  it.each([
    ['an empty body', {}],
    ['both ids at once', { gaClientId: 'GA1.1.1', fbc: 'fb.1.1' }],
    ['an unknown field', { gaClientId: 'GA1.1.1', isAdmin: true }],
    ['an empty id', { gaClientId: '' }],
    ['an id too long', { fbc: 'x'.repeat(501) }],
    ['a number', { gaClientId: 42 }],
  ])('refuses %s with 400', async (_, body) => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    const problem = await expectProblem(
      await request('PATCH', '/accounts/settings', { token, body }),
      400,
    )
    expect(problem.message).toBe(MESSAGES.invalidInput)
    expect(problem.errors?.length).toBeGreaterThan(0)
    // Field messages are Indonesian, never valibot's English defaults.
    for (const error of problem.errors ?? []) expect(error.message).not.toMatch(/Invalid|Expected/)
  })

  it('needs a session', async () => {
    const { request } = api()
    const response = await request('PATCH', '/accounts/settings', { body: { fbc: 'fb.1.1' } })
    v.parse(v.object({ statusCode: v.literal(401) }), await response.json())
  })
})
