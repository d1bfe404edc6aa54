/**
 * Branches: the list with filters (`/v2/public/misc/offline-clinics`), one branch's page
 * (`/v2/public/branch-detail-page/{id}`), the branches' homepage, the paged list by province
 * (`/v2/public/branch-details`) and the provinces that have branches.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type BranchDetailPage,
  type BranchDetails,
  BranchDetailsQuery,
  type BranchHomepage,
  type BranchProvinces,
  type OfflineClinicList,
  OfflineClinicQuery,
  type ProvinceBranchCount,
} from '../../../contract/clinic/schemas'
import type { Database } from '../../db/client'
import {
  clinicTeamMembers,
  clinicTreatmentBranches,
  clinicTreatments,
  clinicWorkShifts,
  offlineClinics,
} from '../../db/schema/clinic'
import { provinces } from '../../db/schema/places'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { notFound } from '../../http/problem'
import { readQuery } from '../../http/validation'
import { publicJson } from '../content/public-json'
import { selectBranches } from './branch-cards'
import { pageHead, readClinicPage } from './clinic-pages'
import { selectTeamMembers } from './team-cards'
import { selectActiveTreatments } from './treatment-cards'

/** The branch homepage features the newest few. */
const FEATURED_BRANCHES = 3

export function clinicBranchRoutes(deps: ApiDeps) {
  const { db } = deps
  const active = eq(offlineClinics.isActive, true)

  return new Hono<ApiEnv>()
    .get('/v2/public/misc/offline-clinics', async (c) => {
      failIfRequested(deps, c, 'clinic-offline-clinics')
      const query = readQuery(c, OfflineClinicQuery)
      const branches = await selectBranches(db, {
        where: and(
          // 'false' lists every branch, closed ones too.
          query.isActive === 'true' ? active : undefined,
          query.provinceId ? eq(offlineClinics.provinceId, query.provinceId) : undefined,
          query.treatmentId
            ? sql`exists (select 1 from ${clinicTreatmentBranches} where ${clinicTreatmentBranches.clinicId} = ${offlineClinics.id} and ${clinicTreatmentBranches.treatmentId} = ${query.treatmentId})`
            : undefined,
        ),
      })
      return publicJson(c, {
        data: branches.map(({ clinic }) => clinic),
      } satisfies OfflineClinicList)
    })

    .get('/v2/public/branch-detail-page/:id', async (c) => {
      const id = c.req.param('id')
      const [found] = await selectBranches(db, {
        where: and(active, eq(offlineClinics.id, id)),
      })
      if (!found) throw notFound()
      const { row, clinic } = found
      const [doctors, treatments] = await Promise.all([
        selectTeamMembers(db, {
          where: and(
            eq(clinicTeamMembers.isActive, true),
            eq(clinicTeamMembers.roleSlug, 'doctor'),
            sql`exists (select 1 from ${clinicWorkShifts} where ${clinicWorkShifts.memberId} = ${clinicTeamMembers.id} and ${clinicWorkShifts.clinicId} = ${id})`,
          ),
          scheduleAt: id,
        }),
        selectActiveTreatments(db, {
          where: sql`exists (select 1 from ${clinicTreatmentBranches} where ${clinicTreatmentBranches.treatmentId} = ${clinicTreatments.id} and ${clinicTreatmentBranches.clinicId} = ${id})`,
        }),
      ])
      return publicJson(c, {
        seo: { title: row.name, description: row.summary, image: row.image },
        clinic,
        blocks: row.blocks,
        // Drawn by this project for every branch (scripts), never a third-party map.
        map: {
          src: `/images/content/klinik/peta/${row.id}.svg`,
          alt: `Peta lokasi ${row.name}`,
          width: 1200,
          height: 675,
        },
        facilities: row.facilities,
        doctors,
        treatments: treatments.map(({ summary }) => summary),
        updatedAt: row.updatedAt.toISOString(),
      } satisfies BranchDetailPage)
    })

    .get('/v2/public/branch-homepage', async (c) => {
      const [page, provinceCounts, featured] = await Promise.all([
        readClinicPage(db, 'clinic-branches'),
        provincesWithBranches(db),
        selectBranches(db, {
          where: active,
          orderBy: [desc(offlineClinics.openedAt), asc(offlineClinics.id)],
          limit: FEATURED_BRANCHES,
        }),
      ])
      return publicJson(c, {
        ...pageHead(page),
        provinces: provinceCounts,
        featured: featured.map(({ clinic }) => clinic),
      } satisfies BranchHomepage)
    })

    .get('/v2/public/branch-details', async (c) => {
      const query = readQuery(c, BranchDetailsQuery)
      let province: { id: string; name: string } | null = null
      if (query.provinceId) {
        const [row] = await db
          .select({ id: provinces.id, name: provinces.name })
          .from(provinces)
          .where(eq(provinces.id, query.provinceId))
          .limit(1)
        if (!row) throw notFound()
        province = row
      }
      const where = and(active, province ? eq(offlineClinics.provinceId, province.id) : undefined)
      const [[total], branches] = await Promise.all([
        db.select({ value: count() }).from(offlineClinics).where(where),
        selectBranches(db, {
          where,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
      ])
      const totalCount = total?.value ?? 0
      return publicJson(c, {
        data: branches.map(({ clinic }) => clinic),
        meta: {
          page: query.page,
          limit: query.limit,
          total: totalCount,
          totalPages: Math.ceil(totalCount / query.limit),
        },
        province,
      } satisfies BranchDetails)
    })

    .get('/v2/public/misc/branch-detail-provinces', async (c) => {
      failIfRequested(deps, c, 'clinic-branch-provinces')
      return publicJson(c, { data: await provincesWithBranches(db) } satisfies BranchProvinces)
    })
}

/** Provinces with at least one active branch, by name, with how many. */
async function provincesWithBranches(db: Database): Promise<ProvinceBranchCount[]> {
  return db
    .select({ id: provinces.id, name: provinces.name, branchCount: count() })
    .from(offlineClinics)
    .innerJoin(provinces, eq(provinces.id, offlineClinics.provinceId))
    .where(eq(offlineClinics.isActive, true))
    .groupBy(provinces.id, provinces.name)
    .orderBy(asc(provinces.name), asc(provinces.id))
}
