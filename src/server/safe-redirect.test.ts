import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/keluhan', '/keluhan'],
    ['/product/12?tab=ulasan#atas', '/product/12?tab=ulasan#atas'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'keluhan',
    '/masuk',
    undefined,
    42,
  ])('sends %s to the landing page', (input) => {
    expect(safeRedirectPath(input)).toBe('/')
  })
})
