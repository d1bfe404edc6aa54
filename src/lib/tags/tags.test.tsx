// biome-ignore-all lint/suspicious/noDocumentCookie: the tests write the cookies tags would set.
import { afterEach, describe, expect, it } from 'vitest'
import { CONSENT_COOKIE, newConsentChoice, writeConsent } from '../consent/consent-state'
import { cookieDomains, removeCookies } from './cookie-removal'
import {
  clearEngagementStorage,
  publishEngagementUser,
  resetEngagementForTests,
} from './engagement'
import { gtmScriptUrl } from './gtm'
import { META_PIXEL_SCRIPT_URL, resetMetaPixelForTests } from './meta-pixel'
import { isSensitivePath } from './sensitive-paths'
import { removeWithdrawnPurposeData } from './tag-cookies'
import { allowedTags, startTags, type TagConfig } from './tag-runtime'

const CONFIG: TagConfig = {
  gtmId: 'GTM-TEST1',
  metaPixelId: '1234567890',
  engagementKey: 'test-key',
  engagementScriptUrl: 'https://engage.example.test/sdk.js',
}
const NONE: TagConfig = {
  gtmId: null,
  metaPixelId: null,
  engagementKey: null,
  engagementScriptUrl: null,
}

const cleanups: Array<() => void> = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  for (const script of document.head.querySelectorAll('script')) script.remove()
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  localStorage.clear()
  resetMetaPixelForTests()
  resetEngagementForTests()
  window.dataLayer = undefined
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
})

function scripts() {
  return [...document.head.querySelectorAll('script')].map((script) => script.src)
}

/** A page at `path` whose navigations the test makes with `go`. */
function page(path: string) {
  let current = path
  const listeners = new Set<(pathname: string) => void>()
  return {
    navigation: {
      pathname: () => current,
      onPage: (listener: (pathname: string) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    go(next: string) {
      current = next
      for (const listener of listeners) listener(next)
    },
  }
}

function pixelCalls() {
  return (window.fbq?.queue ?? []).map((args) => args.slice(0, 2))
}

describe('which tags a choice allows', () => {
  it.each([
    ['no choice', null, { gtm: false, metaPixel: false, engagement: false }],
    [
      'analytics only',
      { analytics: true, marketing: false },
      { gtm: true, metaPixel: false, engagement: false },
    ],
    [
      'marketing only',
      { analytics: false, marketing: true },
      { gtm: false, metaPixel: true, engagement: true },
    ],
    [
      'both',
      { analytics: true, marketing: true },
      { gtm: true, metaPixel: true, engagement: true },
    ],
    [
      'neither',
      { analytics: false, marketing: false },
      { gtm: false, metaPixel: false, engagement: false },
    ],
  ] as const)('%s', (_name, purposes, expected) => {
    const choice = purposes ? newConsentChoice(purposes) : null
    expect(allowedTags(CONFIG, choice)).toEqual(expected)
    // Consent without an id configured loads nothing.
    expect(allowedTags(NONE, choice)).toEqual({ gtm: false, metaPixel: false, engagement: false })
  })

  it('needs both the engagement key and its script', () => {
    const both = newConsentChoice({ analytics: true, marketing: true })
    expect(allowedTags({ ...CONFIG, engagementScriptUrl: null }, both).engagement).toBe(false)
  })
})

describe('the tag runtime', () => {
  it('loads nothing before a choice, then what each purpose allows once chosen', () => {
    const { navigation } = page('/')
    cleanups.push(startTags(CONFIG, navigation))
    expect(scripts()).toEqual([])
    writeConsent(newConsentChoice({ analytics: true, marketing: false }))
    expect(scripts()).toEqual([gtmScriptUrl('GTM-TEST1')])
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
    writeConsent(newConsentChoice({ analytics: true, marketing: true }))
    expect(scripts()).toEqual(
      expect.arrayContaining([META_PIXEL_SCRIPT_URL, CONFIG.engagementScriptUrl]),
    )
    expect(scripts()).toHaveLength(3)
  })

  it('loads a consented tag at start, once', () => {
    writeConsent(newConsentChoice({ analytics: true, marketing: true }))
    const { navigation, go } = page('/artikel')
    cleanups.push(startTags(CONFIG, navigation))
    go('/promo')
    expect(scripts()).toHaveLength(3)
  })

  it('sets the pixel up without automatic pageviews, and counts allowed pages only', () => {
    writeConsent(newConsentChoice({ analytics: false, marketing: true }))
    const { navigation, go } = page('/')
    cleanups.push(startTags(CONFIG, navigation))
    expect(window.fbq?.disablePushState).toBe(true)
    go('/konsultasi/kuesioner')
    go('/artikel')
    go('/dokter')
    expect(pixelCalls()).toEqual([
      ['set', 'autoConfig'],
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ])
  })

  it('does not load the pixel when the visit starts on a consultation page, until an allowed page', () => {
    writeConsent(newConsentChoice({ analytics: false, marketing: true }))
    const { navigation, go } = page('/konsultasi/pesan')
    cleanups.push(startTags(CONFIG, navigation))
    expect(scripts()).not.toContain(META_PIXEL_SCRIPT_URL)
    expect(window.fbq).toBeUndefined()
    go('/keluhan')
    expect(window.fbq).toBeUndefined()
    go('/product')
    expect(scripts()).toContain(META_PIXEL_SCRIPT_URL)
    expect(pixelCalls().filter(([name]) => name === 'track')).toHaveLength(1)
  })
})

describe('the pixel path rule', () => {
  it.each([
    ['/konsultasi', true],
    ['/konsultasi/kuesioner', true],
    ['/KONSULTASI/pesan/', true],
    ['/keluhan', true],
    ['/kondisi/1.1', true],
    ['/dokter', true],
    ['/dokter/konsultasi/abc', true],
    ['/akun/konsultasi', true],
    ['/cari', true],
    ['/', false],
    ['/carikan', false],
    ['/artikel/jerawat-hormonal', false],
    ['/product/keranjang', false],
    ['/akun', false],
    ['/konsultasiku', false],
  ])('%s → %s', (path, sensitive) => {
    expect(isSensitivePath(path)).toBe(sensitive)
  })
})

describe('the engagement adapter', () => {
  function commands() {
    return [...((window.diriEngagement as unknown as unknown[][]) ?? [])]
  }

  it('identifies the member with id, name and city only, once the tool has loaded', () => {
    publishEngagementUser({ id: 'm1', name: 'Putri Lestari', city: 'Jakarta Selatan' })
    expect(window.diriEngagement).toBeUndefined()
    writeConsent(newConsentChoice({ analytics: false, marketing: true }))
    cleanups.push(startTags(CONFIG, page('/').navigation))
    expect(commands()).toEqual([
      ['init', 'test-key'],
      ['identify', { id: 'm1', name: 'Putri Lestari', city: 'Jakarta Selatan' }],
    ])
  })

  it('on sign-out, resets the tool and removes what it kept', () => {
    writeConsent(newConsentChoice({ analytics: false, marketing: true }))
    cleanups.push(startTags(CONFIG, page('/').navigation))
    publishEngagementUser({ id: 'm1', name: 'Putri', city: null })
    document.cookie = '_eng_id=abc; Path=/'
    localStorage.setItem('eng:user', 'm1')
    localStorage.setItem('diri:lain', 'tetap')
    publishEngagementUser(null)
    expect(commands().at(-1)).toEqual(['reset'])
    expect(document.cookie).not.toContain('_eng_id')
    expect(localStorage.getItem('eng:user')).toBeNull()
    expect(localStorage.getItem('diri:lain')).toBe('tetap')
  })

  it('a visitor who was never identified is not reset on every page', () => {
    localStorage.setItem('eng:anon', 'x')
    publishEngagementUser(null)
    expect(localStorage.getItem('eng:anon')).toBe('x')
    clearEngagementStorage()
    expect(localStorage.getItem('eng:anon')).toBeNull()
  })
})

describe('cookie removal on withdrawal', () => {
  it('names this host and each parent domain, never a bare suffix or an address', () => {
    expect(cookieDomains('www.diri.co.id')).toEqual(['www.diri.co.id', 'diri.co.id', 'co.id'])
    expect(cookieDomains('localhost')).toEqual([])
    expect(cookieDomains('127.0.0.1')).toEqual([])
  })

  it("removes the withdrawn purpose's cookies and keeps the others", () => {
    for (const name of [
      '_ga',
      '_ga_ABC',
      '_gid',
      '_gat_UA1',
      '_fbp',
      '_fbc',
      '_gcl_au',
      '_eng_id',
    ]) {
      document.cookie = `${name}=1; Path=/`
    }
    document.cookie = 'diriKeep=1; Path=/'
    removeWithdrawnPurposeData(['analytics'])
    expect(document.cookie).not.toMatch(/_ga=|_ga_ABC|_gid|_gat_UA1/)
    expect(document.cookie).toMatch(/_fbp=1/)
    removeWithdrawnPurposeData(['marketing'])
    expect(document.cookie).toBe('diriKeep=1')
    expect(removeCookies([/^nothing$/])).toEqual([])
  })
})
