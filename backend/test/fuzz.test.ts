/**
 * The standing fuzz of the API: every endpoint's path, query and body, from the contract's
 * schemas and from hostile inputs. What a caller must see, whatever it sends: never a 5xx, and
 * every refusal a JSON error whose messages a person can read (Indonesian). This file checks the
 * fuzz covers the API and fuzzes the first shard of the endpoints; fuzz-shard-N.test.ts the others
 * (fuzz/fuzz-endpoints.ts).
 *
 * Replay a run with the seed a shard prints: `FUZZ_SEED=123 npx vitest run backend/test/fuzz`.
 * `FUZZ_RUNS` sets the requests per input an endpoint reads.
 */
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../http/problem'
import { apiRoutes, memberRoutes } from './fuzz/api-routes'
import { fuzzEndpoints } from './fuzz/fuzz-endpoints'
import { looksIndonesian } from './fuzz/indonesian'
import { FUZZ_RECIPES } from './fuzz/recipes'
import { setUpSeededApi } from './fuzz/seeded-api'

const api = setUpSeededApi()

fuzzEndpoints(0, api)

describe('the fuzz covers the API', () => {
  it('has a recipe for every endpoint the app serves, and none for an endpoint it does not', () => {
    const served = apiRoutes(api().app).map((route) => route.key)
    expect(served.filter((key) => !(key in FUZZ_RECIPES))).toEqual([])
    expect(Object.keys(FUZZ_RECIPES).filter((key) => !served.includes(key))).toEqual([])
  })

  it('signs in exactly for the endpoints that refuse a visitor', async () => {
    const member = (await memberRoutes(api())).map((route) => route.key).sort()
    const declared = Object.entries(FUZZ_RECIPES)
      .filter(([, recipe]) => recipe.member)
      .map(([key]) => key)
      .sort()
    expect(declared).toEqual(member)
  })

  it('knows a value for every path parameter', () => {
    const missing = apiRoutes(api().app).flatMap((route) =>
      route.params
        .filter((name) => !FUZZ_RECIPES[route.key]?.params?.[name])
        .map((name) => `${route.key} :${name}`),
    )
    expect(missing).toEqual([])
  })
})

describe('the Indonesian heuristic', () => {
  it('reads every message of the API as Indonesian', () => {
    const messages = [
      ...Object.values(MESSAGES),
      'Wajib diisi.',
      'Kolom ini tidak dikenal.',
      'Isian ini belum benar.',
      'Nomor HP belum benar. Contoh: 0812 3456 7890.',
      'flowId harus berupa angka.',
      'Isi like dengan true atau false.',
      'Stok Serum Niacinamide 10% tinggal 3.',
    ]
    expect(messages.filter((message) => !looksIndonesian(message))).toEqual([])
  })

  it('refuses English, including English around Indonesian names', () => {
    const english = [
      'Internal Server Error',
      'Bad Request',
      'Not Found',
      'Invalid type: Expected string but received 1',
      'Invalid key: Expected "phone" but received undefined',
      'The alamat field is required.',
      '',
    ]
    expect(english.filter(looksIndonesian)).toEqual([])
  })
})
