import { describe, expect, it } from 'vitest'
import { describePatient, formatWaiting } from './queue-format'

describe('formatWaiting', () => {
  const since = '2026-05-01T02:00:00.000Z'
  it.each([
    ['2026-05-01T02:00:40.000Z', 'baru masuk'],
    ['2026-05-01T02:12:59.000Z', 'menunggu 12 menit'],
    ['2026-05-01T03:00:00.000Z', 'menunggu 1 jam'],
    ['2026-05-01T03:05:00.000Z', 'menunggu 1 jam 5 menit'],
    ['2026-05-03T03:00:00.000Z', 'menunggu 2 hari'],
    // A clock a little behind the API's never says a negative wait.
    ['2026-05-01T01:59:00.000Z', 'baru masuk'],
  ])('counts to %s as “%s”', (now, expected) => {
    expect(formatWaiting(since, now)).toBe(expected)
  })
})

describe('describePatient', () => {
  it('says what is known, in Indonesian', () => {
    expect(describePatient({ firstName: 'Sari', gender: 'female', age: 31 })).toBe(
      'Sari, Perempuan, 31 tahun',
    )
    expect(describePatient({ firstName: 'Budi', gender: 'male', age: null })).toBe(
      'Budi, Laki-laki',
    )
    expect(describePatient({ firstName: null, gender: null, age: null })).toBe('Pasien')
  })
})
