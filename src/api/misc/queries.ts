import { queryOptions } from '@tanstack/react-query'
import { listCities, listPostalCodes, listProvinces, listSuburbs } from './calls'

const DAY = 24 * 60 * 60_000

/** Province → city → suburb → postal code, each level keyed by its parent. */
export const regionQueries = {
  provinces: () =>
    queryOptions({ queryKey: ['regions', 'provinces'], queryFn: listProvinces, staleTime: DAY }),
  cities: (provinceId: string) =>
    queryOptions({
      queryKey: ['regions', 'cities', provinceId],
      queryFn: () => listCities(provinceId),
      staleTime: DAY,
    }),
  suburbs: (cityId: string) =>
    queryOptions({
      queryKey: ['regions', 'suburbs', cityId],
      queryFn: () => listSuburbs(cityId),
      staleTime: DAY,
    }),
  postalCodes: (suburbId: string) =>
    queryOptions({
      queryKey: ['regions', 'postal-codes', suburbId],
      queryFn: () => listPostalCodes(suburbId),
      staleTime: DAY,
    }),
}
