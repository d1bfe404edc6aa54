/**
 * axe-core over the page as it is now, kept for the end of the test: a sweep goes through many
 * pages and states, and one list of every violation (rule, impact, element, page) says more than
 * stopping at the first page with one.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { expect } from './fixtures'

/** WCAG 2.1 A and AA, and axe's best practices (headings in order, landmarks, …). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

export interface AxeSweep {
  /** Checks the page as it is now; `state` names it in the report ('checkout: Alamat'). */
  check: (page: Page, state: string) => Promise<void>
  /** The states checked so far, in order. */
  readonly states: readonly string[]
  /** Fails the test with every violation found, one line each. */
  expectNone: () => void
}

export function axeSweep(): AxeSweep {
  const found: string[] = []
  const states: string[] = []
  return {
    async check(page, state) {
      // The fonts loaded, so contrast is measured on the text as it shows.
      await page.evaluate(() => document.fonts.ready)
      const started = performance.now()
      // Only the violations are collected in full (every rule still runs): the sweep reads no
      // passes, and their details took about a fifth of each analysis (1.9 → 1.5 s a page).
      const { violations } = await new AxeBuilder({ page })
        .withTags(TAGS)
        .options({ resultTypes: ['violations'] })
        .analyze()
      const where = `${state} (${new URL(page.url()).pathname}${new URL(page.url()).search})`
      states.push(`${where} ${Math.round(performance.now() - started)} ms`)
      found.push(...violations.flatMap((violation) => linesOf(violation, where)))
    },
    get states() {
      return [...states]
    },
    expectNone() {
      console.log(`[axe] ${states.length} states:\n  ${states.join('\n  ')}`)
      expect(found, `axe violations over ${states.length} states`).toEqual([])
    },
  }
}

/** One line for each element a violation names: rule, impact, element, where, what to do. */
function linesOf(violation: Result, where: string) {
  return violation.nodes.map(
    (node) =>
      `${violation.id} [${violation.impact ?? 'no impact'}] ${node.target.join(' ')} on ${where}: ${violation.help}`,
  )
}
