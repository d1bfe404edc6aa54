import { accountButton, expect, signIn, test, visit } from '../support/fixtures'

test.describe('server functions', () => {
  test('refuse a cross-site call (CSRF) while the same page may call them', async ({
    page,
    request,
  }) => {
    await visit(page, '/masuk')
    const call = page.waitForRequest(
      (req) => req.url().includes('/_serverFn/') && req.method() === 'POST',
    )
    await page.getByRole('textbox', { name: 'Nomor HP' }).fill('0812 0000 0001')
    await page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
    const sent = await call
    // The page's own call went through: the code step is shown.
    await expect(page.getByRole('textbox', { name: 'Kode OTP' })).toBeVisible()

    const forged = await request.post(sent.url(), {
      headers: {
        ...sent.headers(),
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        referer: 'https://evil.example/',
      },
      data: sent.postData() ?? '',
    })
    expect(forged.status()).toBe(403)
  })

  test('send visitors of a member page to sign in', async ({ page, request }) => {
    const response = await request.get('/akun', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toMatch(/\/masuk\?redirect=%2Fakun$/)
    await visit(page, '/akun')
    await expect(page).toHaveURL(/\/masuk\?redirect=%2Fakun/)
  })

  test('refuse member data without a session: the check is in the server function', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const name = await signIn(page, '+6281200000002')
    const addresses = page.waitForResponse(
      async (response) =>
        response.url().includes('/_serverFn/') && (await response.text()).includes('recipientName'),
    )
    await accountButton(page, name).click()
    await page.getByRole('menuitem', { name: 'Akun Saya' }).click()
    const call = (await addresses).request()
    await expect(page.getByRole('heading', { name: 'Akun Saya' })).toBeVisible()

    // The same call from someone without the cookie.
    const stranger = await playwright.request.newContext({ baseURL })
    const { cookie: _cookie, ...headers } = call.headers()
    const replay = await stranger.get(call.url(), { headers })
    expect(replay.status()).toBeGreaterThanOrEqual(400)
    expect(await replay.text()).not.toContain('recipientName')
    await stranger.dispose()
  })
})

test('HSTS is sent only when the site is reached over https', async ({ request }) => {
  const plain = await request.get('/')
  expect(plain.headers()['strict-transport-security']).toBeUndefined()
  const behindTls = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
  expect(behindTls.headers()['strict-transport-security']).toMatch(/max-age=\d+/)
})

test('HSTS over https on pages, API answers and files alike; a visitor writing https is not believed', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0]
  expect(asset, 'the page links a hashed script').toBeTruthy()
  const addresses = ['/', '/api/health', asset as string, '/robots.txt', '/tidak-ada-halaman-ini']
  // The test server trusts one proxy (TRUSTED_PROXY_HOPS=1): the last entry is the proxy's own.
  const hsts = async (proto?: string) => {
    const seen: Record<string, string | undefined> = {}
    for (const address of addresses) {
      const headers: Record<string, string> = proto ? { 'x-forwarded-proto': proto } : {}
      seen[address] = (await request.get(address, { headers })).headers()[
        'strict-transport-security'
      ]
    }
    return seen
  }
  const everywhere = (value: string | undefined) =>
    Object.fromEntries(addresses.map((address) => [address, value]))
  expect(await hsts('https')).toEqual(everywhere('max-age=31536000; includeSubDomains'))
  expect(await hsts()).toEqual(everywhere(undefined))
  // The visitor wrote https; our proxy appended what it saw, http.
  expect(await hsts('https, http')).toEqual(everywhere(undefined))
})

test('hashed assets are cached for a year and compressed; pages are compressed', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
  expect(page.headers()['content-encoding']).toBe('gzip')
  const html = await page.text()
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0]
  expect(asset, 'the page links a hashed script').toBeTruthy()
  const script = await request.get(asset as string, { headers: { 'accept-encoding': 'gzip, br' } })
  expect(script.headers()['cache-control']).toMatch(/max-age=31536000.*immutable/)
  expect(script.headers()['content-encoding']).toMatch(/gzip|br/)
})

test('an id with a NUL byte in a page address is the not-found page, not an error', async ({
  request,
}) => {
  for (const path of [
    '/artikel/%00',
    '/product/%00',
    '/product/regimen/%00',
    '/promo/%00',
    '/kondisi/a%00b',
    '/poliklinik/%00',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Halaman tidak ditemukan')
  }
})
