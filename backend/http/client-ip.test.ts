import { describe, expect, it } from 'vitest'
import { resolveClientIp } from './client-ip'

describe('resolveClientIp', () => {
  it('believes only the socket when no proxy is trusted', () => {
    expect(resolveClientIp('1.2.3.4', '10.0.0.9', 0)).toBe('10.0.0.9')
    expect(resolveClientIp(null, undefined, 0)).toBe('unknown')
  })

  it('takes the entry the outermost trusted proxy appended', () => {
    expect(resolveClientIp('203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7')
    // The visitor wrote "6.6.6.6"; our one proxy appended the real address after it.
    expect(resolveClientIp('6.6.6.6, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7')
    // A load balancer and the web server: two hops.
    expect(resolveClientIp('6.6.6.6, 203.0.113.7, 10.0.0.5', '10.0.0.1', 2)).toBe('203.0.113.7')
  })

  it('falls back to the socket when the header is missing, and to the first entry when short', () => {
    expect(resolveClientIp(undefined, '10.0.0.1', 1)).toBe('10.0.0.1')
    expect(resolveClientIp('203.0.113.7', '10.0.0.1', 3)).toBe('203.0.113.7')
  })
})
