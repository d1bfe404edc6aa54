/**
 * Consent before any marketing tag: the banner, the choice, its withdrawal, and which
 * third-party scripts a person's browser asks for in each case. The site here is the consent
 * specs' own (tests/support/consent-site.ts), started with every tag configured and the three
 * scripts served by stand-ins.
 */
import type { Page } from '@playwright/test'
import { AUTH_COOKIE } from '../../app.config'
import {
  banner,
  chooseBeforehand,
  consentCookie,
  pixelPageViews,
  scriptsAsked,
  settle,
  standInTags,
  tagCookieNames,
  test,
} from '../support/consent-site'
import { BUDI, PUTRI } from '../support/demo-members'
import {
  accountButton,
  expect,
  signIn,
  visit,
  waitForHydration,
  withoutTheApp,
} from '../support/fixtures'

test.describe('before a choice', () => {
  test('the banner asks, before and after the app runs, and no tag is asked for', async ({
    page,
    tags,
  }) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    const reject = banner(page).getByRole('button', { name: 'Tolak semua' })
    const accept = banner(page).getByRole('button', { name: 'Terima semua' })
    // Equally prominent: the same size and the same style.
    const [rejectBox, acceptBox] = await Promise.all([reject.boundingBox(), accept.boundingBox()])
    expect(rejectBox?.width).toBe(acceptBox?.width)
    expect(rejectBox?.height).toBe(acceptBox?.height)
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'))

    await visit(page, '/artikel')
    await settle(page)
    expect(tags.requests).toEqual([])
    expect(await tagCookieNames(page.context())).toEqual([])
    // Consent Mode's defaults came first: everything optional denied.
    const first = await page.evaluate(() =>
      Array.from((window.dataLayer?.[0] ?? []) as ArrayLike<unknown>),
    )
    expect(first.slice(0, 2)).toEqual(['consent', 'default'])
    expect(first[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' })
  })

  test('the banner is reached by keyboard right after the skip link, and chooses per purpose', async ({
    page,
    tags,
  }) => {
    await visit(page, '/')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Langsung ke konten' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: 'Pengaturan cookie' })).toBeFocused()
    await banner(page).getByText('Atur pilihan').click()
    await banner(page).getByRole('checkbox', { name: 'Analitik' }).check()
    await banner(page).getByRole('button', { name: 'Simpan pilihan' }).click()
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('#konten')).toBeFocused()
    expect(await consentCookie(page.context())).toMatchObject({ analytics: true, marketing: false })
    await settle(page)
    expect(scriptsAsked(tags)).toEqual({ gtm: true, pixel: false, engagement: false })
  })
})

test('"Terima semua" loads the three tags, on this page and the next', async ({ page, tags }) => {
  await visit(page, '/')
  await banner(page).getByRole('button', { name: 'Terima semua' }).click()
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => scriptsAsked(tags)).toEqual({ gtm: true, pixel: true, engagement: true })
  const update = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>))
      .find((args) => args[0] === 'consent' && args[1] === 'update'),
  )
  expect(update?.[2]).toEqual({
    analytics_storage: 'granted',
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  })
  expect(await consentCookie(page.context())).toMatchObject({ analytics: true, marketing: true })
  await expect.poll(() => pixelPageViews(tags)).toEqual(['/'])

  tags.clear()
  await page.reload()
  // The head script hides the banner from the first paint; no flash while the app loads.
  await expect(banner(page)).toBeHidden()
  await waitForHydration(page)
  await expect.poll(() => scriptsAsked(tags)).toEqual({ gtm: true, pixel: true, engagement: true })
  expect(await tagCookieNames(page.context())).toEqual(
    expect.arrayContaining(['_ga', '_gid', '_fbp', '_eng_id']),
  )
})

test('"Tolak semua" loads none, on any page, and no tag cookie exists', async ({ page, tags }) => {
  await visit(page, '/')
  await banner(page).getByRole('button', { name: 'Tolak semua' }).click()
  await expect(banner(page)).toBeHidden()
  for (const path of ['/artikel', '/product', '/klinik']) await visit(page, path)
  await page.getByRole('link', { name: 'Promo' }).first().click()
  await expect(page).toHaveURL(/\/promo$/)
  await settle(page)
  expect(tags.requests).toEqual([])
  expect(await tagCookieNames(page.context())).toEqual([])
  expect(await consentCookie(page.context())).toMatchObject({ analytics: false, marketing: false })
})

test('withdrawing at /pengaturan-cookie removes the cookies and stops the tags on the next page', async ({
  page,
  tags,
}) => {
  await visit(page, '/')
  await banner(page).getByRole('button', { name: 'Terima semua' }).click()
  await expect.poll(() => scriptsAsked(tags)).toEqual({ gtm: true, pixel: true, engagement: true })
  await expect
    .poll(() => tagCookieNames(page.context()))
    .toEqual(expect.arrayContaining(['_ga', '_fbp', '_eng_id']))

  await page.getByRole('contentinfo').getByRole('link', { name: 'Pengaturan cookie' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan Cookie' })).toBeVisible()
  const current = page.getByRole('region', { name: 'Pilihanmu saat ini' })
  await expect(current.getByText('Diizinkan')).toHaveCount(2)
  await expect(current.getByText(/kebijakan versi \d{4}-\d{2}-\d{2}/)).toBeVisible()

  await page.getByRole('button', { name: 'Tolak semua' }).click()
  // The page reloads so the loaded tags stop; the settings then show the withdrawal.
  await expect(current.getByText('Tidak diizinkan')).toHaveCount(2)
  await waitForHydration(page)
  expect(await tagCookieNames(page.context())).toEqual([])
  tags.clear()
  await visit(page, '/artikel')
  await settle(page)
  expect(tags.requests).toEqual([])
  expect(await tagCookieNames(page.context())).toEqual([])
})

test('the pixel never loads or fires on consultation pages', async ({
  page,
  context,
  site,
  tags,
}) => {
  await chooseBeforehand(context, site.url, { analytics: true, marketing: true })
  await visit(page, '/keluhan')
  await settle(page)
  expect(scriptsAsked(tags)).toEqual({ gtm: true, pixel: false, engagement: true })

  await visit(page, '/')
  await expect.poll(() => pixelPageViews(tags)).toEqual(['/'])
  // Within the app: an allowed page counts, a consultation page does not.
  await page.getByRole('banner').getByRole('link', { name: 'Artikel' }).first().click()
  await expect(page).toHaveURL(/\/artikel$/)
  await expect.poll(() => pixelPageViews(tags)).toEqual(['/', '/artikel'])
  await page.goto('/keluhan')
  await waitForHydration(page)
  await settle(page)
  expect(pixelPageViews(tags)).toEqual(['/', '/artikel'])
})

/** The member's account settings, read through the API with the member's own session. */
async function accountSettings(page: Page) {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === AUTH_COOKIE)
  if (!session) throw new Error('not signed in')
  const { accessToken } = JSON.parse(decodeURIComponent(session.value)) as { accessToken: string }
  const response = await page.request.get('/api/accounts/settings', {
    headers: { 'diri-platform': 'web', authorization: `Bearer ${accessToken}` },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { gaClientId: string | null; fbc: string | null }
}

test.describe('the ids sent to the account', () => {
  test('with analytics only, the client id goes and the ad click id does not', async ({
    page,
    context,
    site,
    tags,
  }) => {
    await chooseBeforehand(context, site.url, { analytics: true, marketing: false })
    await context.addCookies([{ name: '_fbc', value: 'fb.1.1700000000000.klik', url: site.url }])
    await visit(page, '/')
    await expect.poll(() => scriptsAsked(tags).gtm).toBe(true)
    await expect.poll(() => tagCookieNames(context)).toContain('_ga')
    await signIn(page, PUTRI.localPhone)
    await expect
      .poll(() => accountSettings(page))
      .toEqual({
        gaClientId: '123456789.1700000000',
        fbc: null,
      })
  })

  test('without consent, neither goes, even with the cookies there', async ({
    page,
    context,
    site,
  }) => {
    await chooseBeforehand(context, site.url, { analytics: false, marketing: false })
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.555.1700000000', url: site.url },
      { name: '_fbc', value: 'fb.1.1700000000000.klik', url: site.url },
    ])
    await signIn(page, BUDI.localPhone)
    // The sign-in's sync has run (or never will): the settings stay empty.
    await settle(page)
    expect(await accountSettings(page)).toEqual({ gaClientId: null, fbc: null })
  })
})

test('the engagement tool knows the member with marketing consent, and is reset on sign-out', async ({
  page,
  context,
  site,
}) => {
  await chooseBeforehand(context, site.url, { analytics: false, marketing: true })
  await standInTags(context)
  await signIn(page, PUTRI.localPhone)
  const log = () =>
    page.evaluate(() => (window as unknown as { engagementLog?: unknown[][] }).engagementLog ?? [])
  await expect
    .poll(async () => (await log()).find((command) => command[0] === 'identify'))
    .toEqual(['identify', { id: expect.any(String), name: PUTRI.name, city: expect.any(String) }])
  const identified = JSON.stringify(await log())
  expect(identified).not.toContain('0812')
  expect(identified).not.toContain('+62')
  expect(identified).not.toContain('@')
  expect(await page.evaluate(() => localStorage.getItem('eng:user'))).not.toBeNull()

  await accountButton(page, PUTRI.name).click()
  await page.getByRole('menuitem', { name: 'Keluar' }).click()
  await expect(page.getByText('Kamu sudah keluar.')).toBeVisible()
  await expect.poll(async () => (await log()).at(-1)).toEqual(['reset'])
  expect(await page.evaluate(() => localStorage.getItem('eng:user'))).toBeNull()
  expect(await tagCookieNames(context)).not.toContain('_eng_id')
  const published = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'user_data'),
  )
  expect(published.at(-1)).toEqual({ event: 'user_data', user: null })
})

test('before the app loads, the banner and the settings work as plain forms', async ({
  page,
  browserErrors,
  tags,
}) => {
  await withoutTheApp(page, browserErrors)
  await page.goto('/artikel')
  await expect(banner(page)).toBeVisible()
  await banner(page).getByRole('button', { name: 'Terima semua' }).click()
  await expect(page).toHaveURL(/\/artikel$/)
  await expect(banner(page)).toBeHidden()
  expect(await consentCookie(page.context())).toMatchObject({ analytics: true, marketing: true })

  await page.goto('/pengaturan-cookie')
  const current = page.getByRole('region', { name: 'Pilihanmu saat ini' })
  await expect(current.getByText('Diizinkan')).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'Pemasaran' }).uncheck()
  await page.getByRole('button', { name: 'Simpan pilihan' }).click()
  await expect(page.getByText('Pilihanmu sudah disimpan.')).toBeVisible()
  await expect(current.getByText('Tidak diizinkan')).toHaveCount(1)
  expect(await consentCookie(page.context())).toMatchObject({ analytics: true, marketing: false })
  // Without the app nothing ran to load a tag.
  expect(tags.requests).toEqual([])
})
