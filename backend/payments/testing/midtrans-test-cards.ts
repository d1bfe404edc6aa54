/**
 * Midtrans's sandbox test cards as the fake plays them (the table is in midtrans-fake.ts's header),
 * and the Luhn check its card tokenization applies.
 */

export const FAKE_TEST_CARDS = {
  accept3ds: '4811111111111114',
  denyByBank3ds: '4911111111111113',
  acceptFrictionless: '4411111111111118',
  denyByFraud: '4611111111111116',
  denyByBank: '4711111111111115',
  fraudChallenge: '4511111111111117',
} as const

export type CardScenario = keyof typeof FAKE_TEST_CARDS
export const SCENARIO_OF: ReadonlyMap<string, CardScenario> = new Map(
  Object.entries(FAKE_TEST_CARDS).map(([scenario, number]) => [number, scenario as CardScenario]),
)

export function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
