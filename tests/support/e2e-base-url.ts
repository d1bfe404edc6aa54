/**
 * The address of this Playwright worker's server. The global setup starts one production server
 * per worker, each with its own fresh database (so the workers share no member, cart or limit),
 * and names them E2E_BASE_URL_0, E2E_BASE_URL_1, …; a worker is told its slot in
 * TEST_PARALLEL_INDEX. The config reads this in every worker process as it loads.
 */
export const E2E_BASE_URL_PREFIX = 'E2E_BASE_URL_'

export function e2eBaseUrl(): string | undefined {
  return process.env[`${E2E_BASE_URL_PREFIX}${process.env.TEST_PARALLEL_INDEX ?? '0'}`]
}
