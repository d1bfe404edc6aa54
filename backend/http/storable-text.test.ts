import { describe, expect, it } from 'vitest'
import { findUnstorableText } from './storable-text'

describe('findUnstorableText', () => {
  it('names the first value or key PostgreSQL cannot store, at any depth', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c')
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toBe('a')
    expect(findUnstorableText(['\udc00'])).toBe('0')
    expect(findUnstorableText({ first: '\u0000', second: '\u0000' })).toBe('first')
    expect(findUnstorableText({ a: 'emoji 🌸', b: null, c: 3 })).toBeUndefined()
  })

  it('walks a body nested far deeper than the call stack would allow', () => {
    const depth = 100_000
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`)
    expect(findUnstorableText(deep)?.split('.')).toHaveLength(depth)
    expect(
      findUnstorableText(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    ).toBeUndefined()
  })
})
