/**
 * The clinic's branches: the list and its filters, a branch's page, the homepage's counts per
 * province, paging, and a branch closed later.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  BranchDetailPage,
  BranchDetails,
  BranchHomepage,
  BranchProvinces,
  ClinicSummary,
  OfflineClinicList,
} from '../../../contract/clinic/schemas'
import { offlineClinics } from '../../db/schema/clinic'
import { provinces } from '../../db/schema/places'
import { branchSeed } from '../../db/seed/clinic-data/branches'
import { teamSeed } from '../../db/seed/clinic-data/team'
import { expectBody, expectProblem } from '../../test/harness'
import { activeBranches, activeTreatments, byName, setUpClinicApi } from './clinic-test-support'

const { api, get } = setUpClinicApi()
const inactiveBranch = branchSeed.find((branch) => !branch.isActive)

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
