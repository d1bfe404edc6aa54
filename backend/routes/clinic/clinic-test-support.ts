/**
 * What the clinic's route tests share: the test API with the clinic seeded before each test, a
 * GET on it, an app whose clock stands elsewhere, and the seed's active branches and treatments.
 */
import { beforeEach } from 'vitest'
import { seedClinic } from '../../db/seed/clinic'
import { branchSeed } from '../../db/seed/clinic-data/branches'
import { treatmentSeed } from '../../db/seed/clinic-data/treatments'
import { anotherInstance, FakeClock, setUpTestApi } from '../../test/harness'

export function setUpClinicApi() {
  const api = setUpTestApi()

  // The harness resets every table but places and polyclinics before each test; put the clinic back.
  beforeEach(async () => {
    await seedClinic(api().db)
  })

  const get = (path: string, options: { token?: string; headers?: Record<string, string> } = {}) =>
    api().request('GET', path, options)

  /** An app whose clock stands at `iso`, on the same database. */
  const at = (iso: string | Date) => anotherInstance(api(), { clock: new FakeClock(new Date(iso)) })

  return { api, get, at }
}

export const activeBranches = branchSeed.filter((branch) => branch.isActive)
export const activeTreatments = treatmentSeed.filter((treatment) => treatment.isActive)
export const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0
