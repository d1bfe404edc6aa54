import { describe, expect, it } from 'vitest'
import { Address, AddressList } from '../../contract/addresses/schemas'
import { PHONE_MESSAGE } from '../../contract/auth/schemas'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { MESSAGES } from '../http/problem'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'
import { MAX_ADDRESSES_PER_MEMBER } from './addresses'

const api = setUpTestApi()

/** An address in Gambir, Jakarta Pusat, as the form sends it. */
const gambir = {
  label: 'Kos',
  recipientName: '  Dewi Anggraini ',
  phone: '0812-3456-7890',
  provinceId: '31',
  cityId: '31.71',
  suburbId: '31.71.01',
  postalCodeId: '31.71.01-10110',
  street: 'Jl. Medan Merdeka Selatan No. 8, RT 01/RW 02',
  note: null,
}

async function signedIn(phone: string) {
  const { request, signIn } = api()
  const token = await signIn(phone)
  const list = async (query = '') =>
    expectBody(await request('GET', `/addresses${query}`, { token }), 200, AddressList)
  const create = (body: unknown) => request('POST', '/addresses', { token, body })
  const update = (id: string, body: unknown) => request('PUT', `/addresses/${id}`, { token, body })
  return { token, list, create, update }
}

describe('GET /addresses', () => {
  it("lists the member's addresses, and only the primary one with primary=true", async () => {
    const budi = await signedIn(DEMO_PHONES.budi)
    await expectBody(await budi.create(gambir), 201, Address)
    const all = await budi.list()
    expect(all.data.map((address) => [address.label, address.isPrimary])).toEqual([
      ['Kantor', true],
      ['Kos', false],
    ])
    const primary = await budi.list('?primary=true')
    expect(primary.data).toHaveLength(1)
    expect(primary.data[0]).toMatchObject({
      label: 'Kantor',
      province: { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
      city: { id: '31.71', name: 'Kota Administrasi Jakarta Pusat' },
      suburb: { id: '31.71.06', name: 'Menteng' },
      postalCode: { id: '31.71.06-10330', code: '10330' },
    })
  })

  it('refuses an unknown value of primary', async () => {
    const { request } = api()
    const { token } = await signedIn(DEMO_PHONES.budi)
    const body = await expectProblem(await request('GET', '/addresses?primary=yes', { token }), 400)
    expect(body.errors?.[0]?.path).toBe('primary')
  })

  it('needs a session', async () => {
    const { request } = api()
    await expectProblem(await request('GET', '/addresses'), 401)
  })
})

describe('POST /addresses', () => {
  it('creates an address with a random id, trimmed text and the number normalised', async () => {
    const sari = await signedIn(DEMO_PHONES.sari)
    const created = await expectBody(await sari.create(gambir), 201, Address)
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      label: 'Kos',
      recipientName: 'Dewi Anggraini',
      phone: '+6281234567890',
      province: { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
      city: { id: '31.71', name: 'Kota Administrasi Jakarta Pusat' },
      suburb: { id: '31.71.01', name: 'Gambir' },
      postalCode: { id: '31.71.01-10110', code: '10110' },
      street: gambir.street,
      note: null,
      isPrimary: false,
    })
  })

  it("makes a member's first address primary even when not asked", async () => {
    const newcomer = await signedIn('+6281377778888')
    const created = await expectBody(
      await newcomer.create({ ...gambir, isPrimary: false }),
      201,
      Address,
    )
    expect(created.isPrimary).toBe(true)
    const { request } = api()
    const me = await (await request('GET', '/auth/me', { token: newcomer.token })).json()
    expect(me.address.city).toEqual({ id: '31.71', name: 'Kota Administrasi Jakarta Pusat' })
  })

  it('keeps one primary address when two first addresses arrive at once', async () => {
    const newcomer = await signedIn('+6281377779999')
    const responses = await Promise.all([newcomer.create(gambir), newcomer.create(gambir)])
    expect(responses.map((response) => response.status)).toEqual([201, 201])
    const primaries = (await newcomer.list()).data.filter((address) => address.isPrimary)
    expect(primaries).toHaveLength(1)
  })

  it('moves the primary mark to a new address marked primary', async () => {
    const putri = await signedIn(DEMO_PHONES.putri)
    const created = await expectBody(
      await putri.create({ ...gambir, isPrimary: true }),
      201,
      Address,
    )
    expect(created.isPrimary).toBe(true)
    const primaries = (await putri.list()).data.filter((address) => address.isPrimary)
    expect(primaries.map((address) => address.id)).toEqual([created.id])
  })

  it('refuses places that do not nest, naming each broken field', async () => {
    const putri = await signedIn(DEMO_PHONES.putri)
    const body = await expectProblem(
      await putri.create({
        ...gambir,
        cityId: '32.73', // Kota Bandung, in Jawa Barat
        suburbId: '31.71.01',
        postalCodeId: '31.74.01-12810', // Tebet's
      }),
      400,
    )
    expect(body.message).toBe(MESSAGES.invalidInput)
    expect(body.errors).toEqual([
      { path: 'cityId', message: 'Kota atau kabupaten tidak ada di provinsi ini.' },
      { path: 'suburbId', message: 'Kecamatan tidak ada di kota atau kabupaten ini.' },
      { path: 'postalCodeId', message: 'Kode pos tidak ada di kecamatan ini.' },
    ])
  })

  it('refuses places that do not exist', async () => {
    const putri = await signedIn(DEMO_PHONES.putri)
    const body = await expectProblem(
      await putri.create({ ...gambir, provinceId: '99', cityId: '99.01' }),
      400,
    )
    expect(body.errors?.map((error) => error.path)).toEqual(['provinceId', 'cityId', 'suburbId'])
  })

  it('refuses a form with the contract schema field messages', async () => {
    const putri = await signedIn(DEMO_PHONES.putri)
    const body = await expectProblem(
      await putri.create({
        ...gambir,
        recipientName: ' ',
        phone: '12345',
        street: 'Jl. A',
        suburbId: undefined,
      }),
      400,
    )
    expect(body.errors).toEqual([
      { path: 'recipientName', message: 'Nama penerima wajib diisi.' },
      { path: 'phone', message: PHONE_MESSAGE },
      { path: 'suburbId', message: 'Pilih kecamatan.' },
      { path: 'street', message: 'Tulis alamat lengkap, minimal 10 karakter.' },
    ])
  })

  it(`stops at ${MAX_ADDRESSES_PER_MEMBER} addresses with a 409`, async () => {
    const putri = await signedIn(DEMO_PHONES.putri)
    for (let i = 1; i < MAX_ADDRESSES_PER_MEMBER; i++) {
      expect((await putri.create(gambir)).status).toBe(201)
    }
    const body = await expectProblem(await putri.create(gambir), 409)
    expect(body.message).toContain(String(MAX_ADDRESSES_PER_MEMBER))
  })
})

describe('PUT /addresses/{id}', () => {
  it('updates an address and keeps its primary mark when isPrimary is left out', async () => {
    const budi = await signedIn(DEMO_PHONES.budi)
    const [office] = (await budi.list()).data
    if (!office) throw new Error('The seed gives Budi an address')
    const updated = await expectBody(
      await budi.update(office.id, { ...gambir, label: 'Kantor baru' }),
      200,
      Address,
    )
    expect(updated).toMatchObject({ id: office.id, label: 'Kantor baru', isPrimary: true })
    expect(updated.suburb).toEqual({ id: '31.71.01', name: 'Gambir' })
  })

  it('moves the primary mark when another address is made primary', async () => {
    const budi = await signedIn(DEMO_PHONES.budi)
    const second = await expectBody(await budi.create(gambir), 201, Address)
    await expectBody(await budi.update(second.id, { ...gambir, isPrimary: true }), 200, Address)
    const primary = await budi.list('?primary=true')
    expect(primary.data.map((address) => address.id)).toEqual([second.id])
  })

  it('refuses to unmark the primary address; another one must take over', async () => {
    const budi = await signedIn(DEMO_PHONES.budi)
    const [office] = (await budi.list()).data
    const body = await expectProblem(
      await budi.update(office?.id ?? '', { ...gambir, isPrimary: false }),
      400,
    )
    expect(body.errors?.[0]?.path).toBe('isPrimary')
  })

  it("answers 404 for another member's address and leaves it unchanged", async () => {
    const budi = await signedIn(DEMO_PHONES.budi)
    const sari = await signedIn(DEMO_PHONES.sari)
    const [budisOffice] = (await budi.list()).data
    const body = await expectProblem(
      await sari.update(budisOffice?.id ?? '', { ...gambir, label: 'Punya Sari' }),
      404,
    )
    expect(body.message).toBe('Alamat tidak ditemukan.')
    expect((await budi.list()).data[0]).toEqual(budisOffice)
  })

  it.each([['00000000-0000-4000-8000-000000000000'], ['31.71']])(
    'answers 404 for the id %j',
    async (id) => {
      const budi = await signedIn(DEMO_PHONES.budi)
      await expectProblem(await budi.update(id, gambir), 404)
    },
  )
})
