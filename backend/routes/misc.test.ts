import { describe, expect, it } from 'vitest'
import { CityList, PostalCodeList, ProvinceList, SuburbList } from '../../contract/misc/schemas'
import { jakartaPostalCodes } from '../db/seed/data/jakarta-postal-codes'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en')

describe('place lists (public)', () => {
  it('lists all 38 provinces by name, without a session', async () => {
    const { request } = api()
    const response = await request('GET', '/misc/provinces')
    const { data } = await expectBody(response, 200, ProvinceList)
    expect(data).toHaveLength(38)
    expect(data).toContainEqual({ id: '31', name: 'Daerah Khusus Ibukota Jakarta' })
    expect(data.map((province) => province.id)).toEqual(
      [...data].sort(byName).map((province) => province.id),
    )
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it("lists a province's cities by name", async () => {
    const { request } = api()
    const { data } = await expectBody(
      await request('GET', '/misc/cities?provinceId=31'),
      200,
      CityList,
    )
    expect(data).toEqual([
      { id: '31.01', name: 'Kabupaten Administrasi Kepulauan Seribu' },
      { id: '31.73', name: 'Kota Administrasi Jakarta Barat' },
      { id: '31.71', name: 'Kota Administrasi Jakarta Pusat' },
      { id: '31.74', name: 'Kota Administrasi Jakarta Selatan' },
      { id: '31.75', name: 'Kota Administrasi Jakarta Timur' },
      { id: '31.72', name: 'Kota Administrasi Jakarta Utara' },
    ])
  })

  it("lists a city's suburbs by name", async () => {
    const { request } = api()
    const { data } = await expectBody(
      await request('GET', '/misc/suburbs?cityId=31.71'),
      200,
      SuburbList,
    )
    expect(data.map((suburb) => suburb.name)).toEqual([
      'Cempaka Putih',
      'Gambir',
      'Johar Baru',
      'Kemayoran',
      'Menteng',
      'Sawah Besar',
      'Senen',
      'Tanah Abang',
    ])
  })

  it("lists a suburb's postal codes in order", async () => {
    const { request } = api()
    const { data } = await expectBody(
      await request('GET', '/misc/postalcodes?suburbId=31.71.06'),
      200,
      PostalCodeList,
    )
    const expected = [...(jakartaPostalCodes['31.71.06'] ?? [])].sort()
    expect(data.map((postalCode) => postalCode.code)).toEqual(expected)
    expect(data[0]?.id).toBe(`31.71.06-${expected[0]}`)
  })

  it('answers an empty list for an id that names nothing', async () => {
    const { request } = api()
    const { data } = await expectBody(
      await request('GET', '/misc/cities?provinceId=99'),
      200,
      CityList,
    )
    expect(data).toEqual([])
  })

  it.each([
    ['/misc/cities', 'provinceId'],
    ['/misc/cities?provinceId=', 'provinceId'],
    ['/misc/suburbs', 'cityId'],
    ['/misc/postalcodes', 'suburbId'],
  ])('refuses %s without its filter', async (path, field) => {
    const { request } = api()
    const body = await expectProblem(await request('GET', path), 400)
    expect(body.errors?.map((error) => error.path)).toEqual([field])
  })
})
