import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

const SITE = 'https://diri.example'

describe('safeRedirectPath', () => {
  it.each([
    ['/keluhan', '/keluhan'],
    ['/product/12?tab=ulasan#atas', '/product/12?tab=ulasan#atas'],
    ['  /akun  ', '/akun'],
    ['/artikel/./kulit/../jerawat', '/artikel/jerawat'],
    ['/konsultasi?redirect=//evil.example', '/konsultasi?redirect=//evil.example'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  const openRedirects = [
    'https://evil.example/',
    'http:evil.example',
    'https:evil.example',
    'https:/evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5cevil.example',
    '/%5c%5cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '\u00a0//evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)//%0a',
    'data:text/html,<script>alert(1)</script>',
    'keluhan',
    '',
    '/masuk',
    '/masuk/',
    '/masuk?redirect=/akun',
    undefined,
    null,
    42,
    ['/akun'],
  ]

  it.each(openRedirects)('sends %j to a path on this site', (input) => {
    const result = safeRedirectPath(input)
    expect(new URL(result, SITE).origin).toBe(SITE)
    expect(result).toMatch(/^\/(?![/\\])/)
  })

  it.each([
    'https://evil.example/',
    'https:evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2f%2fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'keluhan',
    '/masuk',
    undefined,
    42,
  ])('sends %j to the landing page', (input) => {
    expect(safeRedirectPath(input)).toBe('/')
  })

  it.each([...openRedirects, '/keluhan', '/artikel/./a/../b?x=1#y'])(
    'needs one call only: calling again on %j changes nothing',
    (input) => {
      const once = safeRedirectPath(input)
      expect(safeRedirectPath(once)).toBe(once)
    },
  )
})
