import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import NotificationBell from './notification-bell'

const getMyNotifications = vi.fn()
vi.mock('../../server/notifications/notifications.functions', () => ({
  getMyNotifications: () => getMyNotifications(),
}))
const dropSession = vi.fn(async () => {})
vi.mock('../flows/flows-provider', () => ({ useFlows: () => ({ dropSession }) }))
// The header's link needs a router; the bell's own behaviour does not.
vi.mock('../site/header-icon-link', () => ({
  HeaderIconLink: ({ label, children }: { label: string; children: ReactNode }) => (
    <a href="/notifikasi">
      {label}
      <svg aria-hidden="true">{children}</svg>
    </a>
  ),
}))

let online = true

beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  getMyNotifications.mockReset()
  dropSession.mockClear()
})
afterEach(() => vi.restoreAllMocks())

function renderBell() {
  const queryClient = new QueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationBell />
    </QueryClientProvider>,
  )
  /** Resolves once the notifications' load has failed and the bell has rendered with it. */
  return async function failed() {
    await waitFor(() =>
      expect(queryClient.getQueryState(['member', 'notifications'])?.status).toBe('error'),
    )
    await act(async () => {})
  }
}

describe('NotificationBell', () => {
  it('drops the session when the server refuses the notifications (spec §8)', async () => {
    // What a server function's thrown error is in the browser: an Error with the server's words.
    getMyNotifications.mockRejectedValue(new Error('API /notifications answered HTTP 500'))
    await renderBell()()
    expect(dropSession).toHaveBeenCalledOnce()
  })

  it('keeps the session when the load was lost on the way: the line dropped', async () => {
    online = false
    getMyNotifications.mockRejectedValue(new TypeError('Failed to fetch'))
    await renderBell()()
    expect(getMyNotifications).toHaveBeenCalledOnce()
    expect(dropSession).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Notifikasi' })).toBeVisible()
  })

  it('counts live from the badge’s event stream, without loading again to show it', async () => {
    const streams: FakeEventSource[] = []
    class FakeEventSource extends EventTarget {
      closed = false
      constructor(readonly url: string) {
        super()
        streams.push(this)
      }
      close() {
        this.closed = true
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource)
    getMyNotifications.mockResolvedValue({ data: [], meta: { total: 1, unreadCount: 1 } })
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <NotificationBell />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('link', { name: 'Notifikasi, 1 belum dibaca' })).toBeVisible()
    expect(streams.map((stream) => stream.url)).toEqual(['/notifikasi/kanal'])

    // The list loads again behind the count; the count shows before it has.
    getMyNotifications.mockReturnValue(new Promise(() => {}))
    act(() => {
      streams[0]?.dispatchEvent(new MessageEvent('unread', { data: '{"unreadCount":4}' }))
    })
    expect(await screen.findByRole('link', { name: 'Notifikasi, 4 belum dibaca' })).toBeVisible()
    unmount()
    expect(streams[0]?.closed).toBe(true)
    vi.unstubAllGlobals()
  })

  it('shows the unread count in the link’s name', async () => {
    getMyNotifications.mockResolvedValue({ data: [], meta: { unreadCount: 3 } })
    renderBell()
    expect(await screen.findByRole('link', { name: 'Notifikasi, 3 belum dibaca' })).toBeVisible()
  })
})
