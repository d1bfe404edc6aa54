/**
 * Counting Tab presses, as a keyboard user feels a page's length: the presses it takes from where
 * the focus is to a target. The keyboard journeys add them up and hold each count under a bound.
 */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Presses Tab until `target` has the focus and returns how many presses that took; fails once
 * `bound` presses have not got there, naming the target and where the focus went instead.
 */
export async function tabsTo(page: Page, target: Locator, bound: number): Promise<number> {
  await expect(target).toBeVisible()
  for (let presses = 0; presses <= bound; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses
    if (presses === bound) break
    await page.keyboard.press('Tab')
  }
  const focused = await page.evaluate(() => {
    const element = document.activeElement
    if (!element) return 'nothing'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)
    return `<${element.tagName.toLowerCase()}> ${name ?? ''}`
  })
  throw new Error(`${bound} presses of Tab did not reach ${target}; the focus is on ${focused}`)
}

/** A journey's Tab presses, step by step, for its total and for the report on failure. */
export class TabTally {
  private readonly counts: Array<[string, number]> = []

  /** Tabs to `target` (at most `bound`), counted under `step`. */
  async to(page: Page, step: string, target: Locator, bound: number) {
    const presses = await tabsTo(page, target, bound)
    this.counts.push([step, presses])
    return presses
  }

  /** Presses made outside `to` (Tab inside a step's own loop). */
  add(step: string, presses: number) {
    this.counts.push([step, presses])
  }

  get total() {
    return this.counts.reduce((sum, [, presses]) => sum + presses, 0)
  }

  toString() {
    return `${this.total} Tabs: ${this.counts.map(([step, presses]) => `${step} ${presses}`).join(', ')}`
  }
}
