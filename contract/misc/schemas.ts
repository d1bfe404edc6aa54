import * as v from 'valibot'
import { listOf, NamedRef } from '../shared-schemas'

export const ProvinceList = listOf(NamedRef)
export const CityList = listOf(NamedRef)
export const SuburbList = listOf(NamedRef)

export const PostalCode = v.object({ id: v.string(), code: v.pipe(v.string(), v.regex(/^\d{5}$/)) })
export type PostalCode = v.InferOutput<typeof PostalCode>
export const PostalCodeList = listOf(PostalCode)

export const CitiesQuery = v.object({ provinceId: v.pipe(v.string(), v.minLength(1)) })
export const SuburbsQuery = v.object({ cityId: v.pipe(v.string(), v.minLength(1)) })
export const PostalCodesQuery = v.object({ suburbId: v.pipe(v.string(), v.minLength(1)) })
