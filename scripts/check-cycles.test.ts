import { describe, expect, it } from 'vitest'
import { cycles } from './check-cycles'

describe('import cycles', () => {
  it('finds a file that imports itself back through others, and nothing in a tree', () => {
    const graph = new Map([
      ['backend/db/schema.ts', ['backend/db/schema/shop.ts']],
      ['backend/db/schema/shop.ts', ['backend/db/schema.ts']],
      ['src/a.ts', ['src/b.ts']],
      ['src/b.ts', ['src/c.ts']],
      ['src/c.ts', []],
    ])
    expect(cycles(graph)).toEqual([['backend/db/schema.ts', 'backend/db/schema/shop.ts']])
  })

  it('reports a longer circle as one group', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ])
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })
})
