/**
 * A clinic booking by keyboard alone, from a treatment's link to the booking number: Tab to move,
 * Space and Enter to press, arrow keys inside the calendar and the times. The Tab presses are
 * counted: the whole journey takes at most BOOKING_TABS, half the 46 it took when the journey
 * went through the header from the top and Tabbed past every treatment's box (19 to Renon's
 * button, 15 past the treatments). Now the page's skip link passes the header, and the treatments
 * are one Tab stop with the arrow keys inside, as a radio group is.
 */
import { memberWithCart } from '../support/checkout-member'
import { expect, test, visit } from '../support/fixtures'
import { TabTally } from '../support/tab-count'

const RENON = 'Diri Klinik Renon'
const ACNE_PEEL = 'facial-acne-peel'
/** The bound on the whole journey's Tab presses. */
const BOOKING_TABS = 23

test('a booking from the branch to its number by keyboard alone, in few Tabs', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await memberWithCart(request, context, baseURL ?? '', [])
  await visit(page, `/klinik/booking?perawatan=${ACNE_PEEL}`)
  const { keyboard } = page
  const tally = new TabTally()
  const heading = page.locator('#judul-langkah')

  // Branch: past the header with the skip link, then Tab to Renon's button.
  await expect(heading).toHaveText('Pilih cabang')
  await tally.to(page, 'skip link', page.getByRole('link', { name: 'Langsung ke konten' }), 3)
  await keyboard.press('Enter')
  await tally.to(page, 'Cabang', page.getByRole('button', { name: `Pilih cabang ${RENON}` }), 20)
  await keyboard.press('Enter')

  // Doctor: any doctor, then on.
  await expect(heading).toHaveText('Pilih dokter')
  await expect(heading).toBeFocused()
  const anyDoctor = page.getByRole('radio', { name: /^Dokter mana saja/ })
  await tally.to(page, 'Dokter', anyDoctor, 20)
  await keyboard.press('Space')
  await expect(anyDoctor).toBeChecked()
  await tally.to(page, 'Dokter → Lanjut', page.getByRole('button', { name: 'Lanjut' }), 20)
  await keyboard.press('Enter')

  // Treatment: the link's treatment is ticked already; the list is one Tab stop, the arrows
  // move inside it.
  await expect(heading).toHaveText('Pilih perawatan')
  await expect(heading).toBeFocused()
  const boxes = page.locator('.booking-treatments__list').getByRole('checkbox')
  const ticked = page.getByRole('checkbox', { name: /Acne Peel Salisilat/ })
  await expect(ticked).toBeChecked()
  await tally.to(page, 'Perawatan', ticked, 3)
  await keyboard.press('ArrowDown')
  await expect(ticked).not.toBeFocused()
  await expect(boxes.and(page.locator(':focus'))).toHaveCount(1)
  await keyboard.press('ArrowUp')
  await expect(ticked).toBeFocused()
  await tally.to(page, 'Perawatan → Lanjut', page.getByRole('button', { name: 'Lanjut' }), 20)
  await keyboard.press('Enter')

  // Day: Tab into the calendar lands on the first free day; Enter chooses it.
  await expect(heading).toHaveText('Pilih tanggal')
  await expect(heading).toBeFocused()
  const firstDay = page.locator('button.date-grid__day:enabled').first()
  await tally.to(page, 'Tanggal', firstDay, 20)
  await keyboard.press('Enter')

  // Time: Tab into the times lands on the first; Enter chooses it.
  await expect(heading).toHaveText('Pilih jam')
  await expect(heading).toBeFocused()
  const firstTime = page.getByRole('grid').getByRole('button').first()
  await tally.to(page, 'Jam', firstTime, 20)
  await keyboard.press('Enter')

  await expect(heading).toHaveText('Periksa booking-mu')
  await expect(heading).toBeFocused()
  await tally.to(page, 'Periksa', page.getByRole('button', { name: 'Konfirmasi Booking' }), 30)
  await keyboard.press('Enter')
  await expect(heading).toHaveText('Booking berhasil')
  await expect(page.locator('.booking-done__number')).toHaveText(/^DK-[0-9A-HJKMNP-TV-Z]{10}$/)

  console.log(`[keyboard] booking: ${tally}`)
  expect(tally.total, `${tally}`).toBeLessThanOrEqual(BOOKING_TABS)
})
