import { describe, expect, it } from 'vitest'
import {
  BranchHomepage,
  ClinicLandingPage,
  ClinicPromotionPage,
  ClinicSummary,
  ClinicTeam,
  ClinicTestimonyList,
  ClinicTestimonyPage,
  KeyTreatmentPage,
  ProgramPage,
  SubscriptionPage,
  SubscriptionTerms,
  TreatmentDetailPage,
  TreatmentList,
  TreatmentListPage,
} from '../../contract/clinic/schemas'
import { offlineClinics } from '../db/schema/clinic'
import { seedClinic } from '../db/seed/clinic'
import { branchSeed } from '../db/seed/clinic-data/branches'
import { keyTreatmentSeed } from '../db/seed/clinic-data/key-treatments'
import { clinicPromotionSeed } from '../db/seed/clinic-data/promotions'
import { teamSeed } from '../db/seed/clinic-data/team'
import { clinicTestimonySeed } from '../db/seed/clinic-data/testimonies'
import { treatmentCategorySeed, treatmentSeed } from '../db/seed/clinic-data/treatments'
import { FAULT_HEADER, FAULT_INJECTED_HEADER } from '../http/fault-injection'
import { expectBody, expectProblem } from '../test/harness'
import {
  activeBranches,
  activeTreatments,
  byName,
  setUpClinicApi,
} from './clinic/clinic-test-support'
import { PUBLIC_CACHE } from './content/public-json'

const { api, get, at } = setUpClinicApi()

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
