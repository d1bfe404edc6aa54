import { useQuery } from '@tanstack/react-query'
import type { AddressDraft } from '../../lib/addresses/address-draft'
import { regionQueries } from '../../server/misc/queries'
import type { SelectOption } from '../ui/select'

function asOptions(places: Array<{ id: string; name: string }> | undefined): SelectOption[] {
  return (places ?? []).map((place) => ({ id: place.id, label: place.name }))
}

/**
 * The choices for each region level of `draft`: every province, and below that the places of
 * the one chosen above (nothing is asked until it is chosen). `failed`: a list did not load.
 */
export function useRegionOptions(draft: AddressDraft) {
  const provinces = useQuery(regionQueries.provinces())
  const cities = useQuery({
    ...regionQueries.cities(draft.provinceId ?? ''),
    enabled: Boolean(draft.provinceId),
  })
  const suburbs = useQuery({
    ...regionQueries.suburbs(draft.cityId ?? ''),
    enabled: Boolean(draft.cityId),
  })
  const postalCodes = useQuery({
    ...regionQueries.postalCodes(draft.suburbId ?? ''),
    enabled: Boolean(draft.suburbId),
  })
  return {
    provinces: { options: asOptions(provinces.data), loading: provinces.isPending },
    cities: {
      options: asOptions(cities.data),
      loading: Boolean(draft.provinceId) && cities.isPending,
    },
    suburbs: {
      options: asOptions(suburbs.data),
      loading: Boolean(draft.cityId) && suburbs.isPending,
    },
    postalCodes: {
      options: (postalCodes.data ?? []).map((code) => ({ id: code.id, label: code.code })),
      loading: Boolean(draft.suburbId) && postalCodes.isPending,
      /** The suburb is chosen and has no postal code yet. */
      none: Boolean(draft.suburbId) && postalCodes.data?.length === 0,
    },
    failed: [provinces, cities, suburbs, postalCodes].some((query) => query.isError),
  }
}

export type RegionOptions = ReturnType<typeof useRegionOptions>
