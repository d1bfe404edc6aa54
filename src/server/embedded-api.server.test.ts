import { afterEach, describe, expect, it } from 'vitest'
import { resetServerEnvCache } from '../../app.config'
import { visitorIp } from './embedded-api.server'

/** A request as srvx hands it over: with the socket's address in `ip`. */
function fromSocket(ip: string, forwardedFor?: string) {
  const request = new Request('http://localhost/api/auth/otp/request', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })
  return Object.assign(request, { ip })
}

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS
  resetServerEnvCache()
})

describe('visitorIp', () => {
  it('ignores an X-Forwarded-For the visitor wrote when no proxy is trusted', () => {
    resetServerEnvCache()
    expect(visitorIp(fromSocket('198.51.100.4', '10.0.0.1'))).toBe('198.51.100.4')
  })

  it('takes the address our own proxy appended when one is trusted', () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    resetServerEnvCache()
    expect(visitorIp(fromSocket('10.0.0.2', '6.6.6.6, 198.51.100.4'))).toBe('198.51.100.4')
  })
})
