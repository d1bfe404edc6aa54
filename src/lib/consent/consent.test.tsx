// biome-ignore-all lint/suspicious/noDocumentCookie: the tests write the cookies a browser would hold.
import { afterEach, describe, expect, it } from 'vitest'
import { CONSENT_POLICY_VERSION } from '../../../app.config'
import { CONSENT_FORM_ACTIONS, readConsentForm } from './consent-form'
import {
  CONSENT_CHOSEN_ATTRIBUTE,
  CONSENT_MODE_DEFAULTS,
  consentHeadScript,
} from './consent-head-script'
import { consentModeUpdate, pushConsentUpdate } from './consent-mode'
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  consentFromCookies,
  newConsentChoice,
  parseConsentCookie,
  readConsent,
  serializeConsent,
  writeConsent,
} from './consent-state'

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
}

afterEach(() => {
  clearCookie()
  document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE)
  delete window.gtag
  window.dataLayer = undefined
})

/** The data layer's entries as plain arrays, as Google's tags read the `arguments` objects. */
function layer() {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as unknown as ArrayLike<unknown>))
}

function runHeadScript() {
  // The same text the server puts in <head>, run as the browser runs it.
  new Function(consentHeadScript())()
}

describe('the consent cookie', () => {
  it('round-trips a choice, and reads none from a damaged value or an older policy', () => {
    const choice = newConsentChoice({ analytics: true, marketing: false })
    expect(parseConsentCookie(serializeConsent(choice))).toEqual(choice)
    expect(consentFromCookies(`a=1; ${CONSENT_COOKIE}=${serializeConsent(choice)}; b=2`)).toEqual(
      choice,
    )
    expect(parseConsentCookie('%7Bnot json')).toBeNull()
    expect(parseConsentCookie(serializeConsent({ ...choice, version: '2020-01-01' }))).toBeNull()
    expect(parseConsentCookie(serializeConsent({ ...choice, id: 'not-a-uuid' }))).toBeNull()
  })

  it('is set for the whole site for a year, Lax, Secure on https only, and never HttpOnly', () => {
    const choice = newConsentChoice({ analytics: false, marketing: true })
    const plain = consentCookie(choice, { secure: false })
    expect(plain).toContain('Path=/')
    expect(plain).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`)
    expect(plain).toContain('SameSite=Lax')
    expect(plain).not.toContain('Secure')
    expect(plain).not.toMatch(/HttpOnly/i)
    expect(consentCookie(choice, { secure: true })).toContain('Secure')
  })

  it('is read back by the page once written', () => {
    const choice = newConsentChoice({ analytics: true, marketing: true })
    writeConsent(choice)
    expect(readConsent()).toEqual(choice)
  })
})

describe('Consent Mode v2', () => {
  it('the head script pushes the denied defaults first, as arguments, and nothing else without a choice', () => {
    runHeadScript()
    expect(layer()).toEqual([['consent', 'default', CONSENT_MODE_DEFAULTS]])
    expect(CONSENT_MODE_DEFAULTS).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
      wait_for_update: 500,
    })
    expect(document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE)).toBe(false)
  })

  it('the head script pushes the update of a current choice and marks <html> to hide the banner', () => {
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(newConsentChoice({ analytics: true, marketing: false }))}; Path=/`
    runHeadScript()
    expect(layer()).toEqual([
      ['consent', 'default', CONSENT_MODE_DEFAULTS],
      [
        'consent',
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ])
    expect(document.documentElement.getAttribute(CONSENT_CHOSEN_ATTRIBUTE)).toBe('chosen')
  })

  it('the head script ignores a choice to an older policy: the banner asks again', () => {
    const old = { ...newConsentChoice({ analytics: true, marketing: true }), version: 'lama' }
    expect(old.version).not.toBe(CONSENT_POLICY_VERSION)
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(old)}; Path=/`
    runHeadScript()
    expect(layer()).toHaveLength(1)
    expect(document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE)).toBe(false)
  })

  it('maps marketing to the three ad signals and analytics to analytics storage', () => {
    expect(consentModeUpdate({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
  })

  it("pushes a choice's update through the page's gtag, after the defaults", () => {
    runHeadScript()
    pushConsentUpdate({ analytics: false, marketing: false })
    expect(layer().at(-1)).toEqual([
      'consent',
      'update',
      consentModeUpdate({ analytics: false, marketing: false }),
    ])
  })
})

describe('the consent form', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.set(name, value)
    return data
  }

  it('reads the three buttons', () => {
    expect(readConsentForm(form({ pilihan: CONSENT_FORM_ACTIONS.acceptAll }))?.purposes).toEqual({
      analytics: true,
      marketing: true,
    })
    expect(
      readConsentForm(form({ pilihan: CONSENT_FORM_ACTIONS.rejectAll, analitik: 'ya' }))?.purposes,
    ).toEqual({ analytics: false, marketing: false })
    expect(
      readConsentForm(form({ pilihan: CONSENT_FORM_ACTIONS.save, pemasaran: 'ya' }))?.purposes,
    ).toEqual({ analytics: false, marketing: true })
  })

  it('refuses an unknown action, and reads the source and the page to go back to', () => {
    expect(readConsentForm(form({ pilihan: 'mungkin' }))).toBeNull()
    expect(
      readConsentForm(form({ pilihan: 'tolak', sumber: 'settings', kembali: '/artikel' })),
    ).toMatchObject({ source: 'settings', back: '/artikel' })
    expect(readConsentForm(form({ pilihan: 'tolak', sumber: 'lain' }))?.source).toBe('banner')
  })
})
