import { describe, expect, it } from 'vitest'
import { seedRegimens } from './data/shop-catalogue'

const COUNT_WORDS = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan'] as const

/**
 * Every step count a regimen's words name ("Empat langkah", "5 langkah"), as numbers. A count a
 * member reads must be the count of products they are shown, so the words cannot drift from the
 * steps again.
 */
function describedStepCounts(text: string): number[] {
  const counts: number[] = []
  for (const match of text.matchAll(/\b(\d+|[a-z]+)\s+langkah\b/gi)) {
    const word = (match[1] as string).toLowerCase()
    const index = COUNT_WORDS.indexOf(word as (typeof COUNT_WORDS)[number])
    if (/^\d+$/.test(word)) counts.push(Number(word))
    else if (index >= 0) counts.push(index + 1)
  }
  return counts
}

describe('the seeded regimens', () => {
  it('reads a step count in words or digits, and ignores "langkah" without one', () => {
    expect(describedStepCounts('Empat langkah untuk kulit')).toEqual([4])
    expect(describedStepCounts('cukup 3 langkah, lalu lima langkah lagi')).toEqual([3, 5])
    expect(describedStepCounts('langkah terakhir sebelum riasan')).toEqual([])
  })

  it.each(seedRegimens.map((regimen) => [regimen.id, regimen] as const))(
    '%s names as many steps as it has products',
    (_id, regimen) => {
      const text = [regimen.name, regimen.skinType, regimen.summary, regimen.description].join(' ')
      for (const count of describedStepCounts(text)) expect(count).toBe(regimen.steps.length)
    },
  )
})
