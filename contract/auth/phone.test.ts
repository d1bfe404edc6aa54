import { describe, expect, it } from 'vitest'
import { formatIndonesianMobile, normalizeIndonesianMobile } from './phone'

describe('normalizeIndonesianMobile', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+6281234567890', '+6281234567890'],
    ['0812 3456 7890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812-3456-7890', '+6281234567890'],
    ['(0812) 3456.7890', '+6281234567890'],
    ['  0812000001  ', '+62812000001'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeIndonesianMobile(input)).toBe(expected)
  })

  it.each([
    ['', 'empty'],
    ['12345', 'no country or trunk prefix'],
    ['0212345678', 'a Jakarta landline'],
    ['08123', 'too short'],
    ['08123456789012345', 'too long'],
    ['+6581234567', 'another country'],
    ['0812abc45678', 'letters'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizeIndonesianMobile(input)).toBeNull()
  })

  it('formats a number back for its owner', () => {
    expect(formatIndonesianMobile('+6281234567890')).toBe('0812-3456-7890')
  })
})
