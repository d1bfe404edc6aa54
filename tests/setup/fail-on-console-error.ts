import { afterEach, beforeEach, vi } from 'vitest'

/**
 * A test fails on an unexpected `console.error`. A test that expects one says so with
 * `expectConsoleError(/pattern/)` before the code that logs it.
 */
let expected: RegExp[] = []
let unexpected: string[] = []
let spy: { mockRestore: () => void } | undefined

export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern)
}

beforeEach(() => {
  expected = []
  unexpected = []
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args
      .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
      .join(' ')
    if (!expected.some((pattern) => pattern.test(text))) unexpected.push(text)
  })
})

afterEach(() => {
  spy?.mockRestore()
  if (unexpected.length > 0) {
    const messages = unexpected
    unexpected = []
    throw new Error(`Unexpected console.error:\n${messages.join('\n')}`)
  }
})
