// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import { PageviewTracker } from './pageview-tracker'

function pageviews() {
  return (window.dataLayer ?? [])
    .filter((entry) => entry.event === 'pageview')
    .map((entry) => entry.page)
}

afterEach(() => {
  window.dataLayer = []
})

describe('PageviewTracker', () => {
  it('pushes an ordinary page with its query, not marked sensitive', async () => {
    renderPage('/artikel?kategori=jerawat', {
      path: '/artikel',
      component: PageviewTracker,
      signedIn: false,
    })
    await expect
      .poll(pageviews)
      .toEqual([{ path: '/artikel?kategori=jerawat', title: expect.any(String), sensitive: false }])
  })

  it('marks a health page sensitive for the tag manager, and leaves its query (the chat room) out', async () => {
    renderPage('/konsultasi/pesan?chatroom=5f0c6d7e', {
      path: '/konsultasi/pesan',
      component: PageviewTracker,
      signedIn: true,
    })
    await expect
      .poll(pageviews)
      .toEqual([{ path: '/konsultasi/pesan', title: expect.any(String), sensitive: true }])
  })

  it('leaves the words of a search out of its pageview: a query can name a condition', async () => {
    renderPage('/cari?q=jerawat%20hormonal', {
      path: '/cari',
      component: PageviewTracker,
      signedIn: false,
    })
    await expect
      .poll(pageviews)
      .toEqual([{ path: '/cari', title: expect.any(String), sensitive: true }])
  })
})
