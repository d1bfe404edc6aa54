import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { useCallback } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SubscriptionPackage, SubscriptionPage } from '../../../contract/clinic/schemas'
import { renderPage, returnAfterSignIn } from '../../../tests/support/render-page'
import { sessionQueries } from '../../server/auth/server-queries'
import { SignInRequiredError } from '../../server/auth/sign-in-required-error'
import { remindMeOfSubscription } from '../../server/clinic/clinic.functions'
import { subscriptionQueries } from '../../server/clinic/server-queries'
import { toastQueue } from '../ui/toast-region'
import { SubscriptionPackages } from './subscription-packages'
import { opensLater, withReminderSet } from './subscription-reminder'

vi.mock('../../server/clinic/clinic.functions', () => ({
  getSubscriptionPageForMe: vi.fn(),
  remindMeOfSubscription: vi.fn(),
}))

const remind = vi.mocked(remindMeOfSubscription)

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString()

const glow: SubscriptionPackage = {
  id: 'glow-bulanan',
  name: 'Glow Bulanan',
  summary: 'Satu facial tiap bulan.',
  price: 450_000,
  memberPrice: null,
  periodMonths: 1,
  benefits: ['1x facial per bulan'],
  availableFrom: null,
  reminderSet: null,
}
const acne: SubscriptionPackage = {
  id: 'acne-care-3-bulan',
  name: 'Acne Care 3 Bulan',
  summary: 'Perawatan jerawat teratur.',
  price: 600_000,
  memberPrice: null,
  periodMonths: 3,
  benefits: ['2x peeling per bulan'],
  availableFrom: IN_A_MONTH,
  reminderSet: null,
}

function pageFor(signedIn: boolean, reminderSet = false): SubscriptionPage {
  return {
    seo: { title: 'Langganan', description: 'Paket langganan.' },
    blocks: [],
    updatedAt: '2026-11-01T00:00:00.000Z',
    faq: [],
    memberPrices: signedIn,
    packages: [glow, acne].map((pkg) => ({
      ...pkg,
      memberPrice: signedIn ? pkg.price - 50_000 : null,
      reminderSet: signedIn ? pkg.id === acne.id && reminderSet : null,
    })),
  }
}

/** What /langganan does around the packages: the page by signed-in-ness, the intent from the URL. */
function SubscriptionHarness() {
  const { ingatkan } = useSearch({ strict: false }) as { ingatkan?: string }
  const navigate = useNavigate()
  const { data: session } = useQuery(sessionQueries.current())
  const { data: page } = useSuspenseQuery(subscriptionQueries.page(Boolean(session)))
  const clearIntent = useCallback(() => {
    void navigate({ to: '/langganan', search: {}, replace: true })
  }, [navigate])
  return <SubscriptionPackages page={page} intended={ingatkan} clearIntent={clearIntent} />
}

function open(
  url: string,
  { signedIn, reminderSet = false }: { signedIn: boolean; reminderSet?: boolean },
) {
  const view = renderPage(url, {
    path: '/langganan',
    signedIn,
    component: SubscriptionHarness,
    validateSearch: (search) => ({ ingatkan: search.ingatkan }),
  })
  view.queryClient.setQueryData(
    subscriptionQueries.page(signedIn).queryKey,
    pageFor(signedIn, reminderSet),
  )
  return view
}

async function card(name: string) {
  const heading = await screen.findByRole('heading', { name })
  return heading.closest('li') as HTMLElement
}

beforeEach(() => remind.mockResolvedValue({ ok: true }))
afterEach(() => {
  remind.mockReset()
  toastQueue.clear()
})

describe('subscription packages', () => {
  it('knows which packages open later', () => {
    expect(opensLater(acne)).toBe(true)
    expect(opensLater(glow)).toBe(false)
    expect(opensLater({ availableFrom: '2020-01-01T00:00:00.000Z' })).toBe(false)
    const updated = withReminderSet(pageFor(true), acne.id)
    expect(updated?.packages.map((pkg) => pkg.reminderSet)).toEqual([false, true])
  })

  it('a visitor is offered to sign in for member prices; a member sees them', async () => {
    open('/langganan', { signedIn: false })
    const visitorCard = await card('Glow Bulanan')
    expect(
      within(visitorCard).getByRole('link', { name: 'Masuk untuk harga member' }),
    ).toHaveAttribute('href', `/masuk?${new URLSearchParams({ redirect: '/langganan' })}`)
    expect(within(visitorCard).queryByText(/Harga member/)).toBeNull()
  })

  it('a member sees the member price', async () => {
    open('/langganan', { signedIn: true })
    const memberCard = await card('Glow Bulanan')
    expect(memberCard).toHaveTextContent('Harga member Rp400.000/bulan')
    expect(within(memberCard).queryByRole('link', { name: 'Masuk untuk harga member' })).toBeNull()
  })

  it("'Ingatkan saya' only on a package that opens later", async () => {
    open('/langganan', { signedIn: false })
    expect(
      within(await card('Glow Bulanan')).queryByRole('link', { name: /Ingatkan saya/ }),
    ).toBeNull()
    expect(
      within(await card('Acne Care 3 Bulan')).getByRole('link', { name: /Ingatkan saya/ }),
    ).toBeVisible()
  })

  it('a visitor signs in first, with the reminder as the intent of the way back', async () => {
    const view = open('/langganan', { signedIn: false })
    const link = within(await card('Acne Care 3 Bulan')).getByRole('link', {
      name: /Ingatkan saya/,
    })
    // Before the app has started, the same link goes the same way.
    expect(link).toHaveAttribute(
      'href',
      `/masuk?${new URLSearchParams({ redirect: '/langganan?ingatkan=acne-care-3-bulan' })}`,
    )
    await view.user.click(link)
    expect(await returnAfterSignIn(view)).toBe('/langganan?ingatkan=acne-care-3-bulan')
    expect(remind).not.toHaveBeenCalled()
  })

  it('back signed in with the intent: reminds once, says so, and takes the intent out of the URL', async () => {
    const view = open('/langganan?ingatkan=acne-care-3-bulan', { signedIn: true })
    const acneCard = await card('Acne Care 3 Bulan')
    expect(await within(acneCard).findByRole('status')).toHaveTextContent(
      'Kami akan mengingatkanmu',
    )
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toEqual([
        'Kami akan mengingatkanmu',
      ]),
    )
    await waitFor(() => expect(view.router.state.location.search).not.toHaveProperty('ingatkan'))
    expect(remind).toHaveBeenCalledTimes(1)
    expect(remind).toHaveBeenCalledWith({ data: { subscriptionPackageId: 'acne-care-3-bulan' } })
  })

  it('a member reminds in place; once set, there is no button to press again', async () => {
    const view = open('/langganan', { signedIn: true })
    const acneCard = await card('Acne Care 3 Bulan')
    const button = within(acneCard).getByRole('button', { name: /Ingatkan saya/ })
    // Before the app has started: a form posted to the page form that sets it and comes back.
    const form = button.closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/langganan/ingatkan')
    expect(form).toHaveFormValues({ paket: 'acne-care-3-bulan' })
    await view.user.click(button)
    expect(await within(acneCard).findByRole('status')).toHaveTextContent(
      'Kami akan mengingatkanmu',
    )
    expect(within(acneCard).queryByRole('button', { name: /Ingatkan saya/ })).toBeNull()
    expect(remind).toHaveBeenCalledTimes(1)
    expect(view.router.state.location.pathname).toBe('/langganan')
  })

  it('a reminder set earlier shows as set on load', async () => {
    open('/langganan', { signedIn: true, reminderSet: true })
    const acneCard = await card('Acne Care 3 Bulan')
    expect(within(acneCard).getByRole('status')).toHaveTextContent('Kami akan mengingatkanmu')
    expect(remind).not.toHaveBeenCalled()
  })

  it('a member whose session ended is sent to sign in again, with the reminder to finish', async () => {
    remind.mockRejectedValue(new SignInRequiredError())
    const view = open('/langganan', { signedIn: true })
    await view.user.click(
      within(await card('Acne Care 3 Bulan')).getByRole('button', { name: /Ingatkan saya/ }),
    )
    expect(await returnAfterSignIn(view)).toBe('/langganan?ingatkan=acne-care-3-bulan')
  })
})
