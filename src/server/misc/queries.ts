import { queryOptions } from '@tanstack/react-query'

const DAY = 24 * 60 * 60_000

/**
 * Route modules (and so these factories) are part of every page's first load; the calls, and the
 * HTTP client behind them, load with the first query that runs in the browser.
 */
const calls = () => import('../../api/misc/calls')

/** Province → city → suburb → postal code, each level keyed by its parent. */
export const regionQueries = {
  provinces: () =>
    queryOptions({
      queryKey: ['regions', 'provinces'],
      queryFn: async () => (await calls()).listProvinces(),
      staleTime: DAY,
    }),
  cities: (provinceId: string) =>
    queryOptions({
      queryKey: ['regions', 'cities', provinceId],
      queryFn: async () => (await calls()).listCities(provinceId),
      staleTime: DAY,
    }),
  suburbs: (cityId: string) =>
    queryOptions({
      queryKey: ['regions', 'suburbs', cityId],
      queryFn: async () => (await calls()).listSuburbs(cityId),
      staleTime: DAY,
    }),
  postalCodes: (suburbId: string) =>
    queryOptions({
      queryKey: ['regions', 'postal-codes', suburbId],
      queryFn: async () => (await calls()).listPostalCodes(suburbId),
      staleTime: DAY,
    }),
}
