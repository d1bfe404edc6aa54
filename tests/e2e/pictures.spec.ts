/**
 * The shop's, the blog's and the clinic's own pictures on their pages: a JPEG product photo goes
 * through `/_img` with a srcset and reaches Chromium as AVIF; article covers and branch pictures
 * say in Indonesian what they show, each its own file.
 */
import { expect, test, visit } from '../support/fixtures'

test('a JPEG product photo reaches the product page as AVIF through /_img', async ({ page }) => {
  const photo = page.waitForResponse(
    (response) =>
      response.url().includes('/_img?') &&
      decodeURIComponent(response.url()).includes('/images/shop/serum/serum-niacinamide-10.jpg'),
  )
  await visit(page, '/product/serum-niacinamide-10')
  const image = page.getByRole('img', { name: 'Kemasan Serum Niacinamide 10%' }).first()
  await expect(image).toHaveAttribute(
    'srcset',
    /\/_img\?src=%2Fimages%2Fshop%2Fserum%2Fserum-niacinamide-10\.jpg&w=640/,
  )
  await expect(image).toHaveAttribute('width', '960')
  const response = await photo
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/avif')
  const body = await response.body()
  expect(body.length).toBeGreaterThan(1_000)
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  )
})

test('article covers and branch pictures show their own drawing with Indonesian alt', async ({
  page,
}) => {
  await visit(page, '/artikel')
  const covers = page.locator('.content-card__image')
  await expect(covers.first()).toBeVisible()
  const articles = await covers.evaluateAll((images) =>
    images.map((image) => ({ alt: image.getAttribute('alt'), src: image.getAttribute('src') })),
  )
  expect(articles.length).toBeGreaterThan(3)
  expect(new Set(articles.map(({ src }) => src)).size).toBe(articles.length)
  // The newest article is about acne: its cover says what the acne topic's drawing shows.
  expect(articles[0]?.alt).toBe(
    'Ilustrasi wajah dengan beberapa jerawat, plester jerawat, dan tube gel totol',
  )

  await visit(page, '/klinik/cabang')
  await expect(
    page.getByRole('img', {
      name: 'Ilustrasi Diri Klinik Menteng: gedung klinik dengan Monas di kejauhan',
    }),
  ).toBeVisible()
})
