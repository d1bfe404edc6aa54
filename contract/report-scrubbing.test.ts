import type { ErrorEvent } from '@sentry/core'
import { describe, expect, it } from 'vitest'
import { REDACTED, scrubBreadcrumb, scrubEvent, scrubText } from './report-scrubbing'

describe('scrubText', () => {
  it.each([
    '+6281200000001',
    '+62 812 0000 0001',
    '6281200000001',
    '0812-0000-0001',
    '081200000001',
    '0812.0000.0001',
  ])('drops the phone number %s', (phone) => {
    expect(scrubText(`OTP untuk ${phone} gagal`)).toBe(`OTP untuk ${REDACTED} gagal`)
  })

  it('keeps numbers that are not phone numbers', () => {
    expect(scrubText('order 2001 of 3 items, 150000 rupiah')).toBe(
      'order 2001 of 3 items, 150000 rupiah',
    )
  })

  it('drops bearer tokens', () => {
    expect(scrubText('authorization: Bearer abc.def-123')).toBe(`authorization: Bearer ${REDACTED}`)
  })

  it('keeps allowed query values and drops the others', () => {
    expect(scrubText('https://diri.id/masuk?phone=0812&redirect=%2Fakun&page=2&sort=new')).toBe(
      `https://diri.id/masuk?phone=${REDACTED}&redirect=${REDACTED}&page=2&sort=new`,
    )
  })
})

describe('scrubEvent', () => {
  const event: ErrorEvent = {
    type: undefined,
    message: 'Gagal menyimpan nomor 0812-0000-0001',
    user: { id: 'member-7', phone: '+6281200000001', ip_address: '10.0.0.1', email: 'a@b.c' },
    request: {
      url: 'https://diri.id/konsultasi/kuesioner?flowId=2001&jawaban=gatal',
      method: 'POST',
      data: '{"answer":"gatal sekali"}',
      cookies: { diriAuth: 'secret-token' },
      headers: {
        authorization: 'Bearer secret-token',
        cookie: 'diriAuth=secret-token',
        'user-agent': 'Chromium',
      },
      query_string: 'flowId=2001&jawaban=gatal',
    },
    extra: { token: 'secret-token', nested: { phone: '0812', note: 'call +62 812 0000 0001' } },
    exception: {
      values: [{ type: 'Error', value: 'failed for 081200000001' }],
    },
  }

  it('leaves the member id, the route and the user agent, and nothing private', () => {
    const scrubbed = scrubEvent(event)
    expect(scrubbed.user).toEqual({ id: 'member-7' })
    expect(scrubbed.request).toEqual({
      url: `https://diri.id/konsultasi/kuesioner?flowId=2001&jawaban=${REDACTED}`,
      method: 'POST',
      query_string: `flowId=2001&jawaban=${REDACTED}`,
      headers: { 'user-agent': 'Chromium' },
    })
    const text = JSON.stringify(scrubbed)
    for (const secret of ['secret-token', '0812', '812 0000', 'gatal', '10.0.0.1', 'a@b.c']) {
      expect(text).not.toContain(secret)
    }
    expect(scrubbed.exception?.values?.[0]?.value).toBe(`failed for ${REDACTED}`)
  })

  it('does not change the event it was given', () => {
    const before = JSON.stringify(event)
    scrubEvent(event)
    expect(JSON.stringify(event)).toBe(before)
  })
})

describe('scrubBreadcrumb', () => {
  it('drops bodies and scrubs the URL', () => {
    const scrubbed = scrubBreadcrumb({
      category: 'fetch',
      data: {
        url: '/api/auth/otp/verify?phone=081200000001',
        method: 'POST',
        status_code: 200,
        body: '{"code":"123456"}',
      },
    })
    expect(scrubbed).toEqual({
      category: 'fetch',
      data: { url: `/api/auth/otp/verify?phone=${REDACTED}`, method: 'POST', status_code: 200 },
    })
  })
})
