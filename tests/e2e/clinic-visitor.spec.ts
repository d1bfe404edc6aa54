/**
 * A visitor on the clinic's pages (spec §7 Clinic): from the landing to a treatment, to a branch
 * that offers it, and to sign-in when they press Booking; unknown treatments and branches answer
 * 404; a section whose list fails shows a retry block while the rest of the page stays, and
 * 'Coba Lagi' brings it back. Expected content is read from the API, so the spec follows the seed.
 */
import type { APIRequestContext } from '@playwright/test'
import type {
  BranchDetailPage,
  ClinicSummary,
  TreatmentDetailPage,
  TreatmentList,
} from '../../contract/clinic/schemas'
import { expect, test, visit } from '../support/fixtures'

const API_HEADERS = { 'diri-platform': 'web' }
const FAULT_IN_CONSOLE = /Failed to load resource: the server responded with a status of 500/
const NOT_FOUND_IN_CONSOLE = /Failed to load resource: the server responded with a status of 404/

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: API_HEADERS })
  expect(response.status(), `GET /api${path}`).toBe(200)
  return (await response.json()) as T
}

const count = new Intl.NumberFormat('id-ID')

test('a visitor goes from the clinic to a treatment, to a branch that offers it, and Booking asks them to sign in', async ({
  page,
  request,
}) => {
  const treatments = await api<TreatmentList>(request, '/v2/clinic-treatment-list-page/treatments')
  // A treatment offered at some branch: the first whose page lists branches.
  let chosen: TreatmentDetailPage | undefined
  for (const treatment of treatments.data) {
    const detail = await api<TreatmentDetailPage>(
      request,
      `/v2/clinic-treatment-detail-page/${treatment.id}`,
    )
    if (detail.clinics.length > 0) {
      chosen = detail
      break
    }
  }
  if (!chosen) throw new Error('the seed has no treatment offered at a branch')
  const { treatment } = chosen
  const branch = chosen.clinics[0]
  if (!branch) throw new Error('unreachable')

  await visit(page, '/klinik')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Remah roti' })).toContainText('Klinik')
  await page.getByRole('link', { name: 'Lihat Perawatan' }).click()
  await expect(page).toHaveURL(/\/klinik\/perawatan$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.getByRole('link', { name: treatment.name, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/klinik/perawatan/${treatment.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: treatment.name })).toBeVisible()
  await expect(page.getByText(/^Rp[\d.]+$/).first()).toBeVisible()
  await expect(page.getByText(`${treatment.durationMinutes} menit`).first()).toBeVisible()
  const procedure = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>))
  expect(procedure.find((data) => data['@type'] === 'MedicalProcedure')).toMatchObject({
    name: treatment.name,
    offers: { price: treatment.priceFrom, priceCurrency: 'IDR' },
  })

  const branches = page.getByRole('region', { name: 'Cabang yang melayani' })
  await branches.getByRole('link', { name: branch.name, exact: true }).click()
  await expect(page).toHaveURL(
    new RegExp(`/klinik/cabang/${branch.id}\\?perawatan=${treatment.id}$`),
  )
  await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible()
  await expect(page.getByText(/^(Buka sekarang · tutup pukul|Tutup · buka) /)).toBeVisible()
  await expect(page.getByRole('table')).toContainText('Senin')
  await expect(page.getByRole('link', { name: 'Buka di peta' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${branch.coordinates.latitude},${branch.coordinates.longitude}`,
  )
  await expect(
    page.getByRole('region', { name: 'Perawatan di cabang ini' }).getByRole('link', {
      name: treatment.name,
      exact: true,
    }),
  ).toBeVisible()

  await page
    .getByRole('link', { name: `Booking ${treatment.name}` })
    .first()
    .click()
  await expect(page).toHaveURL(/\/masuk\?redirect=/)
  const redirect = new URL(page.url()).searchParams.get('redirect')
  expect(redirect).toBe(`/klinik/booking?perawatan=${treatment.id}&cabang=${branch.id}`)
  await expect(page.getByRole('textbox', { name: 'Nomor HP' })).toBeVisible()
})

test('the branch page names the branch for search engines: MedicalClinic with address, geo and hours', async ({
  page,
  request,
}) => {
  const treatments = await api<TreatmentList>(request, '/v2/clinic-treatment-list-page/treatments')
  const first = treatments.data[0]
  if (!first) throw new Error('the seed has no treatments')
  const detail = await api<TreatmentDetailPage>(
    request,
    `/v2/clinic-treatment-detail-page/${first.id}`,
  )
  const clinic = detail.clinics[0]
  if (!clinic) throw new Error('the first treatment has no branch')
  const branchPage = await api<BranchDetailPage>(
    request,
    `/v2/public/branch-detail-page/${clinic.id}`,
  )
  expect((await page.goto(`/klinik/cabang/${clinic.id}`))?.status()).toBe(200)
  const data = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>))
  const medicalClinic = data.find((item) => item['@type'] === 'MedicalClinic')
  expect(medicalClinic).toMatchObject({
    name: branchPage.clinic.name,
    telephone: branchPage.clinic.phone,
    address: { '@type': 'PostalAddress', addressCountry: 'ID' },
    geo: { '@type': 'GeoCoordinates', latitude: branchPage.clinic.coordinates.latitude },
  })
  expect((medicalClinic?.openingHoursSpecification as unknown[] | undefined)?.length).toBe(
    branchPage.clinic.openingHours.length,
  )
  expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true)
})

test('an unknown treatment, key treatment, branch or province answers 404', async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(NOT_FOUND_IN_CONSOLE)
  for (const path of [
    '/klinik/perawatan/tidak-ada',
    '/klinik/unggulan/tidak-ada',
    '/klinik/cabang/tidak-ada',
    '/klinik/cabang/provinsi/99',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('when the counts fail, /klinik shows a retry block for them and the rest of the page; Coba Lagi brings them', async ({
  page,
  context,
  request,
  browserErrors,
}) => {
  browserErrors.allow(FAULT_IN_CONSOLE)
  const summary = await api<ClinicSummary>(request, '/v2/public/misc/summary')
  await context.setExtraHTTPHeaders({ 'x-diri-fault': 'clinic-summary' })
  await visit(page, '/klinik')
  const retry = page.getByRole('status').filter({ hasText: 'Angka klinik kami belum bisa dimuat.' })
  await expect(retry).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Cabang Diri Klinik' })).toBeVisible()
  await expect(page.getByText('pasien dilayani')).toHaveCount(0)

  await context.setExtraHTTPHeaders({})
  await retry.getByRole('link', { name: 'Coba Lagi' }).click()
  await expect(page.getByText('pasien dilayani')).toBeVisible()
  await expect(page.getByText(count.format(summary.patientsServed), { exact: true })).toBeVisible()
  await expect(retry).toHaveCount(0)
})

test('when the treatments fail, /klinik/perawatan shows a retry block under its categories; Coba Lagi brings them', async ({
  page,
  context,
  request,
  browserErrors,
}) => {
  browserErrors.allow(FAULT_IN_CONSOLE)
  const treatments = await api<TreatmentList>(request, '/v2/clinic-treatment-list-page/treatments')
  const first = treatments.data[0]
  if (!first) throw new Error('the seed has no treatments')
  await context.setExtraHTTPHeaders({ 'x-diri-fault': 'clinic-treatments' })
  await visit(page, '/klinik/perawatan')
  const retry = page.getByRole('status').filter({ hasText: 'Daftar perawatan belum bisa dimuat.' })
  await expect(retry).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Kategori perawatan' })).toBeVisible()

  await context.setExtraHTTPHeaders({})
  await retry.getByRole('link', { name: 'Coba Lagi' }).click()
  await expect(page.getByRole('link', { name: first.name, exact: true }).first()).toBeVisible()
  await expect(retry).toHaveCount(0)
})

test('the treatments filter by category through the address', async ({ page, request }) => {
  const treatments = await api<TreatmentList>(request, '/v2/clinic-treatment-list-page/treatments')
  const first = treatments.data[0]
  if (!first) throw new Error('the seed has no treatments')
  const other = treatments.data.find((item) => item.category.slug !== first.category.slug)
  await visit(page, '/klinik/perawatan')
  await page
    .getByRole('navigation', { name: 'Kategori perawatan' })
    .getByRole('link', { name: first.category.name })
    .click()
  await expect(page).toHaveURL(new RegExp(`\\?kategori=${first.category.slug}$`))
  await expect(page.getByRole('heading', { level: 2, name: first.category.name })).toBeVisible()
  if (other) {
    await expect(page.getByRole('link', { name: other.name, exact: true })).toHaveCount(0)
  }
  // An unknown category shows every treatment.
  await page.goto('/klinik/perawatan?kategori=tidak-ada')
  await expect(page).toHaveURL(/\/klinik\/perawatan$/)
})
