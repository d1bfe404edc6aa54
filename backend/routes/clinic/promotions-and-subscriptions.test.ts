/**
 * What the clinic offers over time: its promotions (running, upcoming, never expired ones, by the
 * clock), its subscriptions with member prices, and the subscription reminder a member asks for.
 */
import { describe, expect, it } from 'vitest'
import {
  ClinicPromotionDetail,
  ClinicPromotionPage,
  SubscriptionPage,
  SubscriptionReminder,
} from '../../../contract/clinic/schemas'
import { subscriptionReminders } from '../../db/schema/clinic'
import { subscriptionPackageSeed } from '../../db/seed/clinic-data/programs'
import { clinicPromotionSeed } from '../../db/seed/clinic-data/promotions'
import { expectBody, expectProblem } from '../../test/harness'
import { PUBLIC_CACHE } from '../content/public-json'
import { setUpClinicApi } from './clinic-test-support'

const { api, get, at } = setUpClinicApi()

describe('clinic promotions', () => {
  const sorted = [...clinicPromotionSeed].sort(
    (a, b) => Date.parse(a.validFrom) - Date.parse(b.validFrom),
  )

  it('lists running and upcoming ones with their status by the clock, never expired ones', async () => {
    const first = sorted[0]
    if (!first) throw new Error('The seed has no clinic promotion')
    // Just after the first one starts: it runs, the later ones are upcoming or running.
    const now = new Date(Date.parse(first.validFrom) + 1000)
    const page = await expectBody(
      await at(now).request('GET', '/v2/public/clinic-promotion-page'),
      200,
      ClinicPromotionPage,
    )
    for (const promotion of page.data) {
      const from = Date.parse(promotion.validFrom)
      const until = Date.parse(promotion.validUntil)
      expect(until).toBeGreaterThan(now.getTime())
      expect(promotion.status).toBe(from > now.getTime() ? 'upcoming' : 'active')
    }
    expect(page.data.find(({ id }) => id === first.id)?.status).toBe('active')
    const notExpired = clinicPromotionSeed.filter(
      (promotion) => Date.parse(promotion.validUntil) > now.getTime(),
    )
    expect(page.data.map(({ id }) => id).sort()).toEqual(notExpired.map(({ id }) => id).sort())

    // After every one has ended: none listed, but each still opens, as expired.
    const latestEnd = Math.max(...clinicPromotionSeed.map((p) => Date.parse(p.validUntil)))
    const later = at(new Date(latestEnd + 1000))
    const empty = await expectBody(
      await later.request('GET', '/v2/public/clinic-promotion-page'),
      200,
      ClinicPromotionPage,
    )
    expect(empty.data).toEqual([])
    const detail = await expectBody(
      await later.request('GET', `/v2/public/clinic-promotion-page/${first.id}`),
      200,
      ClinicPromotionDetail,
    )
    expect(detail.status).toBe('expired')
    expect(detail.id).toBe(first.id)
  })

  it('a promotion before its start is upcoming; an unknown one is a 404', async () => {
    const first = sorted[0]
    if (!first) throw new Error('The seed has no clinic promotion')
    const detail = await expectBody(
      await at(new Date(Date.parse(first.validFrom) - 1000)).request(
        'GET',
        `/v2/public/clinic-promotion-page/${first.id}`,
      ),
      200,
      ClinicPromotionDetail,
    )
    expect(detail.status).toBe('upcoming')
    expect(detail.clinics.map(({ id }) => id).sort()).toEqual([...first.clinicIds].sort())
    await expectProblem(await get('/v2/public/clinic-promotion-page/tidak-ada'), 404)
  })
})

describe('subscriptions', () => {
  const page = (token?: string) => get('/v2/public/subscription-page', { token })
  const remind = (token: string | undefined, subscriptionPackageId: unknown) =>
    api().request('POST', '/v2/member/subscriptions/reminder', {
      token,
      body: { subscriptionPackageId },
    })
  const firstPackage = () => {
    const item = subscriptionPackageSeed[0]
    if (!item) throw new Error('The seed has no subscription package')
    return item
  }

  it('a visitor sees no member prices and no reminders', async () => {
    const response = await page()
    const body = await expectBody(response, 200, SubscriptionPage)
    expect(body.memberPrices).toBe(false)
    expect(body.packages.map(({ id }) => id)).toEqual(subscriptionPackageSeed.map(({ id }) => id))
    expect(body.packages.every((item) => item.memberPrice === null)).toBe(true)
    expect(body.packages.every((item) => item.reminderSet === null)).toBe(true)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(response.headers.get('vary')).toMatch(/authorization/i)
  })

  it('a member sees member prices and their reminders, in a private answer', async () => {
    const token = await api().signIn('081200000001')
    const response = await page(token)
    const body = await expectBody(response, 200, SubscriptionPage)
    expect(body.memberPrices).toBe(true)
    for (const item of body.packages) {
      const seeded = subscriptionPackageSeed.find(({ id }) => id === item.id)
      expect(item.memberPrice).toBe(seeded?.memberPrice ?? null)
      expect(item.reminderSet).toBe(false)
    }
    expect(response.headers.get('cache-control')).toMatch(/private/)
    expect(response.headers.get('vary')).toMatch(/authorization/i)

    expect((await remind(token, firstPackage().id)).status).toBe(201)
    const after = await expectBody(await page(token), 200, SubscriptionPage)
    expect(after.packages.find(({ id }) => id === firstPackage().id)?.reminderSet).toBe(true)
  })

  it('a garbage token is a visitor, never a 401, and not cached publicly', async () => {
    const response = await page('bukan-token')
    const body = await expectBody(response, 200, SubscriptionPage)
    expect(body.memberPrices).toBe(false)
    expect(body.packages.every((item) => item.memberPrice === null)).toBe(true)
    expect(body.packages.every((item) => item.reminderSet === null)).toBe(true)
    expect(response.headers.get('cache-control')).toMatch(/private/)
  })
})

describe('the subscription reminder', () => {
  const remind = (token: string | undefined, body: unknown) =>
    api().request('POST', '/v2/member/subscriptions/reminder', { token, body })
  const packageId = () => {
    const item = subscriptionPackageSeed[0]
    if (!item) throw new Error('The seed has no subscription package')
    return item.id
  }

  it('needs a member: 401 without a token or with a bad one', async () => {
    await expectProblem(await remind(undefined, { subscriptionPackageId: packageId() }), 401)
    await expectProblem(await remind('bukan-token', { subscriptionPackageId: packageId() }), 401)
  })

  it('refuses an unknown package with 404 and a malformed body with 400', async () => {
    const token = await api().signIn('081200000001')
    await expectProblem(await remind(token, { subscriptionPackageId: 'tidak-ada' }), 404)
    await expectProblem(await remind(token, { subscriptionPackageId: 'Bukan Id' }), 400)
    await expectProblem(await remind(token, {}), 400)
  })

  it('is created once: 201 first, then 200 with the same createdAt', async () => {
    const { signIn, request, clock } = api()
    const token = await signIn('081200000001')
    const first = await request('POST', '/v2/member/subscriptions/reminder', {
      token,
      body: { subscriptionPackageId: packageId() },
    })
    const created = await expectBody(first, 201, SubscriptionReminder)
    expect(created).toEqual({
      subscriptionPackageId: packageId(),
      createdAt: clock.now().toISOString(),
    })
    clock.advance(60_000)
    const again = await expectBody(
      await remind(token, { subscriptionPackageId: packageId() }),
      200,
      SubscriptionReminder,
    )
    expect(again).toEqual(created)
  })

  it('twenty concurrent requests make one reminder, and all answer with it', async () => {
    const { signIn, db } = api()
    const token = await signIn('081200000001')
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => remind(token, { subscriptionPackageId: packageId() })),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(19)
    const bodies = await Promise.all(
      responses.map((response) => response.json() as Promise<{ createdAt: string }>),
    )
    expect(new Set(bodies.map(({ createdAt }) => createdAt)).size).toBe(1)
    const rows = await db.select().from(subscriptionReminders)
    expect(rows).toHaveLength(1)
  })
})
