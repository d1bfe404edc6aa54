import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { putri } from '../../machines/auth/auth.fixtures'
import { sessionQueries } from '../../server/auth/server-queries'
import AccountMenu from './account-menu'

const signOut = vi.fn<() => Promise<{ ok: true }>>()
vi.mock('../../server/auth/auth.functions', () => ({ signOut: () => signOut() }))
vi.mock(import('@tanstack/react-start'), async (importOriginal) => ({
  ...(await importOriginal()),
  useServerFn: ((fn: unknown) => fn) as never,
}))
const navigate = vi.fn(async () => {})
vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ invalidate: async () => {}, navigate }),
}))
const shown = vi.fn()
vi.mock('../ui/toast-queue', () => ({ toast: { show: (toast: unknown) => shown(toast) } }))
vi.mock('../../lib/booking/offline-pass', () => ({ forgetBookingPasses: async () => {} }))

const sessionKey = sessionQueries.current().queryKey

function renderMenu() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(sessionKey, putri)
  render(
    <QueryClientProvider client={queryClient}>
      <AccountMenu session={putri} />
    </QueryClientProvider>,
  )
  return queryClient
}

async function chooseSignOut() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: /^Menu akun/ }))
  await user.click(await screen.findByRole('menuitem', { name: 'Keluar' }))
}

beforeEach(() => {
  signOut.mockReset()
  navigate.mockClear()
  shown.mockClear()
})

describe('AccountMenu: Keluar', () => {
  it('forgets the member in the page before the server ends the session', async () => {
    const queryClient = renderMenu()
    // What the page knew of the member at the moment the server was asked to sign out.
    const knownWhenAsked: unknown[] = []
    signOut.mockImplementation(async () => {
      knownWhenAsked.push(queryClient.getQueryData(sessionKey))
      return { ok: true }
    })
    await chooseSignOut()
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kamu sudah keluar.' })),
    )
    expect(knownWhenAsked).toEqual([null])
    expect(navigate).toHaveBeenCalledWith({ to: '/' })
  })

  it('gives the member back, and says so, when the sign-out never reached the server', async () => {
    const queryClient = renderMenu()
    signOut.mockRejectedValue(new TypeError('Failed to fetch'))
    await chooseSignOut()
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: 'Gagal keluar' })),
    )
    expect(queryClient.getQueryData(sessionKey)).toMatchObject({ user: { id: putri.user.id } })
    expect(navigate).not.toHaveBeenCalled()
  })
})
