import { describe, expect, it } from 'vitest'
import { forwardedProto, isHttpsFor } from './security-headers.server'

const plainSite = { PUBLIC_SITE_URL: 'http://localhost:3000', TRUSTED_PROXY_HOPS: 0 }

function visit(headers: Record<string, string> = {}, url = 'http://localhost:3000/') {
  return new Request(url, { headers })
}

describe('X-Forwarded-Proto is believed as X-Forwarded-For is', () => {
  it('not at all without a proxy of ours: anyone can write the header', () => {
    expect(isHttpsFor(visit({ 'x-forwarded-proto': 'https' }), plainSite)).toBe(false)
    expect(forwardedProto('https', 0)).toBeUndefined()
  })

  it('behind one proxy of ours, the entry it wrote: the last, whatever the visitor put before', () => {
    const behindOne = { ...plainSite, TRUSTED_PROXY_HOPS: 1 }
    expect(isHttpsFor(visit({ 'x-forwarded-proto': 'https' }), behindOne)).toBe(true)
    expect(isHttpsFor(visit({ 'x-forwarded-proto': 'HTTPS ' }), behindOne)).toBe(true)
    expect(isHttpsFor(visit({ 'x-forwarded-proto': 'https, http' }), behindOne)).toBe(false)
    expect(isHttpsFor(visit(), behindOne)).toBe(false)
  })

  it('behind two, the entry the outer one wrote', () => {
    expect(forwardedProto('http, https, http', 2)).toBe('https')
    expect(forwardedProto('https', 2)).toBe('https')
    expect(forwardedProto(' , ', 2)).toBeUndefined()
  })

  it('an https site or an https connection is https whatever the headers say', () => {
    const httpsSite = { PUBLIC_SITE_URL: 'https://diri.example', TRUSTED_PROXY_HOPS: 0 }
    expect(isHttpsFor(visit({ 'x-forwarded-proto': 'http' }), httpsSite)).toBe(true)
    expect(isHttpsFor(visit({}, 'https://localhost:3000/'), plainSite)).toBe(true)
  })
})
