// biome-ignore-all lint/suspicious/noDocumentCookie: the test writes the cookies a tag manager would.
import { afterEach, describe, expect, it } from 'vitest'
import { newConsentChoice } from '../../lib/consent/consent-state'
import { publishUser, readAnalyticsIds } from './analytics'
import { putri } from './auth.fixtures'

const both = newConsentChoice({ analytics: true, marketing: true })

afterEach(() => {
  for (const name of ['_ga', '_fbc'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  window.history.replaceState(null, '', '/')
  window.dataLayer = []
})

describe('readAnalyticsIds', () => {
  it('reads the client id from the _ga cookie', () => {
    document.cookie = '_ga=GA1.1.1234567890.1700000000; path=/'
    expect(readAnalyticsIds(Date.now(), both)).toEqual({ gaClientId: '1234567890.1700000000' })
  })

  it('prefers the _fbc cookie, else builds the ad click id from ?fbclid=', () => {
    window.history.replaceState(null, '', '/?fbclid=AbC123')
    expect(readAnalyticsIds(1_700_000_000_000, both)).toEqual({
      fbc: 'fb.1.1700000000000.AbC123',
    })
    document.cookie = '_fbc=fb.1.1690000000000.Zz9; path=/'
    expect(readAnalyticsIds(1_700_000_000_000, both)).toEqual({ fbc: 'fb.1.1690000000000.Zz9' })
  })

  it('has nothing to send without either', () => {
    expect(readAnalyticsIds(Date.now(), both)).toEqual({})
  })

  it('sends each id only with its purpose consented', () => {
    document.cookie = '_ga=GA1.1.1234567890.1700000000; path=/'
    document.cookie = '_fbc=fb.1.1690000000000.Zz9; path=/'
    const now = Date.now()
    expect(readAnalyticsIds(now, null)).toEqual({})
    expect(readAnalyticsIds(now, newConsentChoice({ analytics: true, marketing: false }))).toEqual({
      gaClientId: '1234567890.1700000000',
    })
    expect(readAnalyticsIds(now, newConsentChoice({ analytics: false, marketing: true }))).toEqual({
      fbc: 'fb.1.1690000000000.Zz9',
    })
  })
})

describe('publishUser', () => {
  it('tells the analytics layer who is signed in, without phone number or e-mail', () => {
    publishUser(putri)
    const pushed = window.dataLayer?.at(-1)
    expect(pushed).toEqual({
      event: 'user_data',
      user: { id: putri.user.id, name: 'Putri Lestari', city: 'Kota Administrasi Jakarta Selatan' },
    })
    expect(JSON.stringify(pushed)).not.toContain(putri.user.intlMobileNumber)
    expect(JSON.stringify(pushed)).not.toContain('@')
  })

  it('clears the user when nobody is signed in', () => {
    publishUser(null)
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'user_data', user: null })
  })
})
