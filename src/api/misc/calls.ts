import { CityList, PostalCodeList, ProvinceList, SuburbList } from '../../../contract/misc/schemas'
import { apiRequest } from '../client'

// The region lists are public and change only with an administrative reform.

export async function listProvinces() {
  return (await apiRequest(ProvinceList, '/misc/provinces')).data
}

export async function listCities(provinceId: string) {
  return (await apiRequest(CityList, '/misc/cities', { query: { provinceId } })).data
}

export async function listSuburbs(cityId: string) {
  return (await apiRequest(SuburbList, '/misc/suburbs', { query: { cityId } })).data
}

export async function listPostalCodes(suburbId: string) {
  return (await apiRequest(PostalCodeList, '/misc/postalcodes', { query: { suburbId } })).data
}
