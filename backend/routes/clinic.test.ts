import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  BranchDetailPage,
  BranchDetails,
  BranchHomepage,
  BranchProvinces,
  ClinicLandingPage,
  ClinicPromotionDetail,
  ClinicPromotionPage,
  ClinicSummary,
  ClinicTeam,
  ClinicTestimonyList,
  ClinicTestimonyPage,
  KeyTreatmentPage,
  OfflineClinicList,
  ProgramPage,
  SubscriptionPage,
  SubscriptionReminder,
  SubscriptionTerms,
  TreatmentDetailPage,
  TreatmentList,
  TreatmentListPage,
} from '../../contract/clinic/schemas'
import { offlineClinics, subscriptionReminders } from '../db/schema/clinic'
import { provinces } from '../db/schema/places'
import { seedClinic } from '../db/seed/clinic'
import { branchSeed } from '../db/seed/clinic-data/branches'
import { keyTreatmentSeed } from '../db/seed/clinic-data/key-treatments'
import { subscriptionPackageSeed } from '../db/seed/clinic-data/programs'
import { clinicPromotionSeed } from '../db/seed/clinic-data/promotions'
import { teamSeed } from '../db/seed/clinic-data/team'
import { clinicTestimonySeed } from '../db/seed/clinic-data/testimonies'
import { treatmentCategorySeed, treatmentSeed } from '../db/seed/clinic-data/treatments'
import { FAULT_HEADER, FAULT_INJECTED_HEADER } from '../http/fault-injection'
import {
  anotherInstance,
  expectBody,
  expectProblem,
  FakeClock,
  setUpTestApi,
} from '../test/harness'
import { PUBLIC_CACHE } from './content/public-json'

const api = setUpTestApi()

// The harness resets every table but places and polyclinics before each test; put the clinic back.
beforeEach(async () => {
  await seedClinic(api().db)
})

const get = (path: string, options: { token?: string; headers?: Record<string, string> } = {}) =>
  api().request('GET', path, options)

const activeBranches = branchSeed.filter((branch) => branch.isActive)
const inactiveBranch = branchSeed.find((branch) => !branch.isActive)
const activeTreatments = treatmentSeed.filter((treatment) => treatment.isActive)
const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

/** An app whose clock stands at `iso`, on the same database. */
const at = (iso: string | Date) => anotherInstance(api(), { clock: new FakeClock(new Date(iso)) })

describe('the clinic pages', () => {
  const PAGES = [
    ['/v2/clinic-landing-page', ClinicLandingPage],
    ['/v2/clinic-treatment-list-page', TreatmentListPage],
    ['/v2/public/branch-homepage', BranchHomepage],
    ['/v2/public/clinic-promotion-page', ClinicPromotionPage],
    ['/v2/public/clinic-testimony-page', ClinicTestimonyPage],
    ['/v2/public/program-page', ProgramPage],
    ['/v2/public/subscription-page', SubscriptionPage],
    ['/v2/public/subscription-page/tnc', SubscriptionTerms],
  ] as const

  for (const [path, schema] of PAGES) {
    it(`${path} answers its contract, cached as public content`, async () => {
      const response = await get(path)
      await expectBody(response, 200, schema)
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    })
  }

  it('the landing shows up to four active branches, running promotions and the newest testimonies', async () => {
    const running = clinicPromotionSeed[0]
    if (!running) throw new Error('The seed has no clinic promotion')
    const now = new Date(new Date(running.validFrom).getTime() + 1000)
    const page = await expectBody(
      await at(now).request('GET', '/v2/clinic-landing-page'),
      200,
      ClinicLandingPage,
    )
    expect(page.branches.length).toBeLessThanOrEqual(4)
    expect(page.branches.length).toBe(Math.min(4, activeBranches.length))
    expect(page.branches.every((branch) => branch.isActive)).toBe(true)
    expect(page.promotions.map(({ id }) => id)).toContain(running.id)
    expect(page.promotions.every((promotion) => promotion.status === 'active')).toBe(true)
    const newest = [...clinicTestimonySeed]
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
      .slice(0, 3)
      .map(({ id }) => id)
    expect(page.testimonies.map(({ id }) => id)).toEqual(newest)
    expect(page.keyTreatments.map(({ id }) => id)).toEqual(keyTreatmentSeed.map(({ id }) => id))
  })

  it('the treatment list page names the categories that have active treatments, in order', async () => {
    const page = await expectBody(
      await get('/v2/clinic-treatment-list-page'),
      200,
      TreatmentListPage,
    )
    const withTreatments = treatmentCategorySeed.filter((category) =>
      activeTreatments.some((treatment) => treatment.categorySlug === category.slug),
    )
    expect(page.categories.map(({ slug }) => slug)).toEqual(withTreatments.map(({ slug }) => slug))
  })
})

describe('the summary', () => {
  it('counts active branches, active doctors, active treatments and patients served', async () => {
    const summary = await expectBody(await get('/v2/public/misc/summary'), 200, ClinicSummary)
    expect(summary).toEqual({
      branches: activeBranches.length,
      doctors: teamSeed.filter((member) => member.isActive && member.roleSlug === 'doctor').length,
      treatments: activeTreatments.length,
      patientsServed: activeBranches.reduce((sum, branch) => sum + branch.patientsServed, 0),
    })
  })

  it('fails on request with the fault switch (the page then shows a retry block)', async () => {
    const response = await get('/v2/public/misc/summary', {
      headers: { [FAULT_HEADER]: 'clinic-summary' },
    })
    await expectProblem(response, 500)
    expect(response.headers.get(FAULT_INJECTED_HEADER)).toBe('clinic-summary')
  })

  const SWITCHES = [
    ['clinic-treatments', '/v2/clinic-treatment-list-page/treatments'],
    ['clinic-offline-clinics', '/v2/public/misc/offline-clinics?isActive=true'],
    ['clinic-branch-provinces', '/v2/public/misc/branch-detail-provinces'],
    ['clinic-testimonies', '/v2/public/clinic-testimonies'],
    ['clinic-teams', '/v2/public/misc/offline-clinic-teams?isActive=true'],
  ] as const
  for (const [name, path] of SWITCHES) {
    it(`'${name}' makes ${path} fail`, async () => {
      const response = await get(path, { headers: { [FAULT_HEADER]: name } })
      await expectProblem(response, 500)
      expect(response.headers.get(FAULT_INJECTED_HEADER)).toBe(name)
    })
  }
})

describe('treatments', () => {
  const list = (query = '') => get(`/v2/clinic-treatment-list-page/treatments${query}`)

  it('lists every active treatment, in category order', async () => {
    const { data } = await expectBody(await list(), 200, TreatmentList)
    expect(data.map(({ id }) => id).sort()).toEqual(activeTreatments.map(({ id }) => id).sort())
    const positions = data.map(({ category }) =>
      treatmentCategorySeed.findIndex(({ slug }) => slug === category.slug),
    )
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('narrows to a category; an unknown category is an empty list, a malformed one a 400', async () => {
    const category = activeTreatments[0]?.categorySlug ?? ''
    const { data } = await expectBody(await list(`?category=${category}`), 200, TreatmentList)
    expect(data.length).toBe(activeTreatments.filter((t) => t.categorySlug === category).length)
    expect(data.every((treatment) => treatment.category.slug === category)).toBe(true)
    expect(await expectBody(await list('?category=tidak-ada'), 200, TreatmentList)).toEqual({
      data: [],
    })
    await expectProblem(await list('?category=Bukan%20Slug'), 400)
  })

  it('a treatment page lists the active branches that offer it and others of its category', async () => {
    for (const treatment of activeTreatments) {
      const page = await expectBody(
        await get(`/v2/clinic-treatment-detail-page/${treatment.id}`),
        200,
        TreatmentDetailPage,
      )
      const offering = activeBranches
        .filter((branch) => treatment.clinicIds.includes(branch.id))
        .sort(byName)
      expect(page.clinics.map(({ id }) => id)).toEqual(offering.map(({ id }) => id))
      expect(page.related.length).toBeLessThanOrEqual(3)
      for (const related of page.related) {
        expect(related.id).not.toBe(treatment.id)
        expect(related.category.slug).toBe(treatment.categorySlug)
      }
    }
  })

  it('an unknown or inactive treatment is a 404', async () => {
    await expectProblem(await get('/v2/clinic-treatment-detail-page/tidak-ada'), 404)
    const inactive = treatmentSeed.find((treatment) => !treatment.isActive)
    if (inactive) {
      await expectProblem(await get(`/v2/clinic-treatment-detail-page/${inactive.id}`), 404)
    }
  })
})

describe('branches', () => {
  const list = (query: string) => get(`/v2/public/misc/offline-clinics${query}`)

  it('lists the active branches by name, with their province from the provinces table', async () => {
    const { data } = await expectBody(await list('?isActive=true'), 200, OfflineClinicList)
    expect(data.map(({ id }) => id)).toEqual([...activeBranches].sort(byName).map(({ id }) => id))
    const [jakarta] = await api().db.select().from(provinces).where(eq(provinces.id, '31'))
    const inJakarta = data.find((branch) => branch.address.province.id === '31')
    if (inJakarta) expect(inJakarta.address.province.name).toBe(jakarta?.name)
    // Without isActive, the same: it defaults to 'true'.
    expect(await expectBody(await list(''), 200, OfflineClinicList)).toEqual({ data })
  })

  it('isActive=false lists closed branches too', async () => {
    const { data } = await expectBody(await list('?isActive=false'), 200, OfflineClinicList)
    expect(data).toHaveLength(branchSeed.length)
    if (inactiveBranch) {
      expect(data.find(({ id }) => id === inactiveBranch.id)?.isActive).toBe(false)
    }
  })

  it('narrows by province and by treatment', async () => {
    const { data: jakarta } = await expectBody(await list('?provinceId=31'), 200, OfflineClinicList)
    expect(jakarta.map(({ id }) => id).sort()).toEqual(
      activeBranches
        .filter((branch) => branch.address.provinceId === '31')
        .map(({ id }) => id)
        .sort(),
    )
    const treatment = activeTreatments[0]
    if (!treatment) throw new Error('The seed has no active treatment')
    const { data: offering } = await expectBody(
      await list(`?treatmentId=${treatment.id}`),
      200,
      OfflineClinicList,
    )
    expect(offering.map(({ id }) => id).sort()).toEqual(
      activeBranches
        .filter((branch) => treatment.clinicIds.includes(branch.id))
        .map(({ id }) => id)
        .sort(),
    )
    expect(await expectBody(await list('?provinceId=99'), 200, OfflineClinicList)).toEqual({
      data: [],
    })
  })

  it('refuses a malformed filter with a 400', async () => {
    await expectProblem(await list('?isActive=ya'), 400)
    await expectProblem(await list('?provinceId=jakarta'), 400)
    await expectProblem(await list('?treatmentId=Bukan%20Id'), 400)
  })

  it("a branch's page has its map, its doctors' hours there and its treatments", async () => {
    for (const branch of activeBranches) {
      const page = await expectBody(
        await get(`/v2/public/branch-detail-page/${branch.id}`),
        200,
        BranchDetailPage,
      )
      expect(page.clinic.id).toBe(branch.id)
      expect(page.map).toEqual({
        src: `/images/content/klinik/peta/${branch.id}.svg`,
        alt: `Peta lokasi ${branch.name}`,
        width: 1200,
        height: 675,
      })
      const doctorsHere = teamSeed.filter(
        (member) =>
          member.isActive &&
          member.roleSlug === 'doctor' &&
          member.schedule.some((shift) => shift.clinicId === branch.id),
      )
      expect(page.doctors.map(({ id }) => id).sort()).toEqual(
        doctorsHere.map(({ id }) => id).sort(),
      )
      for (const doctor of page.doctors) {
        expect(doctor.schedule.length).toBeGreaterThan(0)
        expect(doctor.schedule.every((shift) => shift.clinicId === branch.id)).toBe(true)
        expect(doctor.clinics.map(({ id }) => id)).toContain(branch.id)
      }
      expect(page.treatments.map(({ id }) => id).sort()).toEqual(
        activeTreatments
          .filter((treatment) => treatment.clinicIds.includes(branch.id))
          .map(({ id }) => id)
          .sort(),
      )
    }
  })

  it('an unknown or closed branch is a 404', async () => {
    await expectProblem(await get('/v2/public/branch-detail-page/tidak-ada'), 404)
    if (inactiveBranch) {
      await expectProblem(await get(`/v2/public/branch-detail-page/${inactiveBranch.id}`), 404)
    }
  })

  it('the homepage counts active branches per province and features the newest three', async () => {
    const page = await expectBody(await get('/v2/public/branch-homepage'), 200, BranchHomepage)
    const total = page.provinces.reduce((sum, province) => sum + province.branchCount, 0)
    expect(total).toBe(activeBranches.length)
    const newest = [...activeBranches]
      .sort((a, b) => Date.parse(b.openedAt) - Date.parse(a.openedAt))
      .slice(0, 3)
    expect(page.featured.map(({ id }) => id)).toEqual(newest.map(({ id }) => id))
    const provincesList = await expectBody(
      await get('/v2/public/misc/branch-detail-provinces'),
      200,
      BranchProvinces,
    )
    expect(provincesList.data).toEqual(page.provinces)
  })

  it('pages active branches by name, four to a page when asked', async () => {
    const first = await expectBody(
      await get('/v2/public/branch-details?limit=4'),
      200,
      BranchDetails,
    )
    const second = await expectBody(
      await get('/v2/public/branch-details?limit=4&page=2'),
      200,
      BranchDetails,
    )
    const totalPages = Math.ceil(activeBranches.length / 4)
    expect(first.meta).toEqual({ page: 1, limit: 4, total: activeBranches.length, totalPages })
    expect(second.meta).toEqual({ page: 2, limit: 4, total: activeBranches.length, totalPages })
    expect(first.province).toBeNull()
    expect([...first.data, ...second.data].map(({ id }) => id)).toEqual(
      [...activeBranches]
        .sort(byName)
        .map(({ id }) => id)
        .slice(0, 8),
    )
    const byDefault = await expectBody(await get('/v2/public/branch-details'), 200, BranchDetails)
    expect(byDefault.meta.limit).toBe(6)
  })

  it('narrows to a province and names it; an unknown province is a 404, a bad page a 400', async () => {
    const page = await expectBody(
      await get('/v2/public/branch-details?provinceId=31'),
      200,
      BranchDetails,
    )
    const [jakarta] = await api().db.select().from(provinces).where(eq(provinces.id, '31'))
    expect(page.province).toEqual({ id: '31', name: jakarta?.name })
    expect(page.data.every((branch) => branch.address.province.id === '31')).toBe(true)
    await expectProblem(await get('/v2/public/branch-details?provinceId=99'), 404)
    await expectProblem(await get('/v2/public/branch-details?limit=25'), 400)
    await expectProblem(await get('/v2/public/branch-details?page=0'), 400)
  })

  it('a branch closed later leaves the lists and the summary', async () => {
    const branch = activeBranches[0]
    if (!branch) throw new Error('The seed has no active branch')
    await api()
      .db.update(offlineClinics)
      .set({ isActive: false })
      .where(eq(offlineClinics.id, branch.id))
    const { data } = await expectBody(
      await get('/v2/public/misc/offline-clinics?isActive=true'),
      200,
      OfflineClinicList,
    )
    expect(data.map(({ id }) => id)).not.toContain(branch.id)
    const summary = await expectBody(await get('/v2/public/misc/summary'), 200, ClinicSummary)
    expect(summary.branches).toBe(activeBranches.length - 1)
  })
})

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

describe('clinic testimonies', () => {
  const newestFirst = [...clinicTestimonySeed].sort(
    (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || (a.id < b.id ? 1 : -1),
  )

  it('come four to a page, newest first, with the page counts', async () => {
    const total = clinicTestimonySeed.length
    const totalPages = Math.ceil(total / 4)
    const first = await expectBody(
      await get('/v2/public/clinic-testimonies'),
      200,
      ClinicTestimonyList,
    )
    expect(first.meta).toEqual({ page: 1, limit: 4, total, totalPages })
    expect(first.data.map(({ id }) => id)).toEqual(newestFirst.slice(0, 4).map(({ id }) => id))
    const second = await expectBody(
      await get('/v2/public/clinic-testimonies?page=2'),
      200,
      ClinicTestimonyList,
    )
    expect(second.meta.page).toBe(2)
    expect(second.data.map(({ id }) => id)).toEqual(newestFirst.slice(4, 8).map(({ id }) => id))
    const beyond = await expectBody(
      await get(`/v2/public/clinic-testimonies?page=${totalPages + 1}`),
      200,
      ClinicTestimonyList,
    )
    expect(beyond.data).toEqual([])
  })

  it('refuse a page size over 12 or a page below 1', async () => {
    await expectBody(await get('/v2/public/clinic-testimonies?limit=12'), 200, ClinicTestimonyList)
    await expectProblem(await get('/v2/public/clinic-testimonies?limit=13'), 400)
    await expectProblem(await get('/v2/public/clinic-testimonies?page=0'), 400)
    await expectProblem(await get('/v2/public/clinic-testimonies?page=satu'), 400)
  })
})

describe('key treatments', () => {
  it('each opens with the treatment it books and the active branches that offer it', async () => {
    for (const item of keyTreatmentSeed) {
      const page = await expectBody(
        await get(`/v2/public/key-treatment-page/${item.id}`),
        200,
        KeyTreatmentPage,
      )
      expect(page.keyTreatment.id).toBe(item.id)
      expect(page.treatment.id).toBe(item.treatmentId)
      expect(page.clinics.every((clinic) => clinic.isActive)).toBe(true)
    }
    await expectProblem(await get('/v2/public/key-treatment-page/tidak-ada'), 404)
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

describe('the clinic team', () => {
  const team = (query: string) => get(`/v2/public/misc/offline-clinic-teams${query}`)

  it('lists active members with the branches of their shifts and their schedule', async () => {
    const { data } = await expectBody(await team('?isActive=true'), 200, ClinicTeam)
    const active = teamSeed.filter((member) => member.isActive)
    expect(data.map(({ id }) => id).sort()).toEqual(active.map(({ id }) => id).sort())
    for (const member of data) {
      const seeded = teamSeed.find(({ id }) => id === member.id)
      const clinicIds = [...new Set(seeded?.schedule.map((shift) => shift.clinicId))].sort()
      expect(member.clinics.map(({ id }) => id).sort()).toEqual(clinicIds)
      expect(member.schedule).toHaveLength(seeded?.schedule.length ?? 0)
    }
    const all = await expectBody(await team('?isActive=false'), 200, ClinicTeam)
    expect(all.data).toHaveLength(teamSeed.length)
  })

  it("narrows to a role and to a branch's members", async () => {
    const { data: doctors } = await expectBody(
      await team('?isActive=true&clinicRoleSlug=doctor'),
      200,
      ClinicTeam,
    )
    expect(doctors.length).toBeGreaterThan(0)
    expect(doctors.every((member) => member.role.slug === 'doctor')).toBe(true)
    const branch = activeBranches[0]
    if (!branch) throw new Error('The seed has no active branch')
    const { data: here } = await expectBody(
      await team(`?isActive=true&clinicId=${branch.id}`),
      200,
      ClinicTeam,
    )
    expect(here.map(({ id }) => id).sort()).toEqual(
      teamSeed
        .filter(
          (member) =>
            member.isActive && member.schedule.some((shift) => shift.clinicId === branch.id),
        )
        .map(({ id }) => id)
        .sort(),
    )
    expect(await expectBody(await team('?clinicId=tidak-ada'), 200, ClinicTeam)).toEqual({
      data: [],
    })
  })

  it('refuses an unknown role or a malformed branch id with a 400', async () => {
    await expectProblem(await team('?clinicRoleSlug=perawat'), 400)
    await expectProblem(await team('?clinicId=Bukan%20Id'), 400)
    await expectProblem(await team('?isActive=1'), 400)
  })
})

describe('the clinic seed', () => {
  it('seeds once: a second run adds nothing', async () => {
    const { db } = api()
    const before = await db.select({ id: offlineClinics.id }).from(offlineClinics)
    expect(before).toHaveLength(branchSeed.length)
    expect(await seedClinic(db)).toEqual({})
    expect(await db.select({ id: offlineClinics.id }).from(offlineClinics)).toHaveLength(
      branchSeed.length,
    )
  })
})
