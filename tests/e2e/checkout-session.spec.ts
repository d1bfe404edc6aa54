/**
 * A session that ends in the middle of checkout: the member is sent to sign in and
 * comes back to the step they were going to, with their choices, because progress is data on the
 * server and the step is in the address.
 */
import { memberWithCart } from '../support/checkout-member'
import { expect, signInOnThisPage, test, visit } from '../support/fixtures'

test('a session revoked half-way: sign in again and the checkout resumes where it was', async ({
  page,
  context,
  request,
  baseURL,
  browserErrors,
}) => {
  // The refused server-function call is reported by the browser as a failed resource.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 401/)
  if (!baseURL) throw new Error('baseURL is not set')
  const member = await memberWithCart(request, context, baseURL, [
    { productId: 'serum-niacinamide-10', quantity: 1 },
  ])
  await visit(page, '/product/keranjang')
  await page.getByRole('button', { name: 'Lanjut', exact: true }).click()
  await expect(page.getByText('Langkah 2 dari 6')).toBeVisible()
  await page.getByRole('button', { name: 'Lanjut ke Alamat' }).click()
  await expect(page.getByRole('heading', { name: 'Kirim ke mana?' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Rumah/ })).toBeChecked()

  // Signed out on another device: the token this browser holds is no longer accepted.
  const signedOut = await request.post('/api/auth/logout', {
    headers: { 'diri-platform': 'web', authorization: `Bearer ${member.token}` },
  })
  expect(signedOut.ok()).toBe(true)

  await page.getByRole('button', { name: 'Lanjut ke Pengiriman' }).click()
  await expect(page).toHaveURL(/\/masuk\?redirect=/)
  await expect(page.getByText('Sesimu sudah berakhir. Masuk lagi untuk melanjutkan.')).toBeVisible()
  await signInOnThisPage(page, member.phone)

  // Back on the checkout at the step the member was going to (its address, ?langkah=, came
  // along in the sign-in's redirect), the address still chosen: 'Kembali' shows it. (The
  // browser's Back goes to the sign-in page, which sends a member on to the same place.)
  await expect(page).toHaveURL(/\/product\/keranjang\?.*langkah=pengiriman/)
  await expect(page.getByText('Langkah 4 dari 6')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pilih pengiriman' })).toBeVisible()
  await page.getByRole('button', { name: 'Kembali' }).click()
  await expect(page.getByText('Langkah 3 dari 6')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Kirim ke mana?' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Rumah/ })).toBeChecked()
  await page.getByRole('button', { name: 'Lanjut ke Pengiriman' }).click()
  await expect(page.getByRole('heading', { name: 'Pilih pengiriman' })).toBeVisible()
})
