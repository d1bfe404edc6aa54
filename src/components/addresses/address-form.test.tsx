import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MOCK_API_BASE, mockApi } from '../../../tests/setup/msw'
import { draftFrom } from '../../lib/addresses/address-draft'
import { AddressForm } from './address-form'

const places = {
  provinces: [
    { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
    { id: '32', name: 'Jawa Barat' },
  ],
  cities: {
    '31': [{ id: '31.74', name: 'Kota Administrasi Jakarta Selatan' }],
    '32': [{ id: '32.73', name: 'Kota Bandung' }],
  },
  suburbs: { '31.74': [{ id: '31.74.01', name: 'Tebet' }] },
  postalCodes: { '31.74.01': [{ id: '31.74.01-12810', code: '12810' }] },
} as const

/** The region endpoints, answering like the API; records the platform header of each call. */
function serveRegions() {
  const platforms: Array<string | null> = []
  mockApi.use(
    http.get(`${MOCK_API_BASE}/misc/provinces`, ({ request }) => {
      platforms.push(request.headers.get('diri-platform'))
      return HttpResponse.json({ data: places.provinces })
    }),
    http.get(`${MOCK_API_BASE}/misc/cities`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('provinceId') as keyof typeof places.cities
      return HttpResponse.json({ data: places.cities[id] ?? [] })
    }),
    http.get(`${MOCK_API_BASE}/misc/suburbs`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('cityId') as keyof typeof places.suburbs
      return HttpResponse.json({ data: places.suburbs[id] ?? [] })
    }),
    http.get(`${MOCK_API_BASE}/misc/postalcodes`, ({ request }) => {
      const id = new URL(request.url).searchParams.get(
        'suburbId',
      ) as keyof typeof places.postalCodes
      return HttpResponse.json({ data: places.postalCodes[id] ?? [] })
    }),
  )
  return platforms
}

type Submit = ComponentProps<typeof AddressForm>['onSubmit']

function renderForm(onSubmit = vi.fn<Submit>(async () => undefined)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <AddressForm
        initial={draftFrom(undefined, { recipientName: 'Putri Lestari' })}
        submitLabel="Simpan Alamat"
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  )
  return { onSubmit, user: userEvent.setup() }
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  const trigger = screen.getByRole('button', { name: field })
  await waitFor(() => expect(trigger).toBeEnabled())
  await user.click(trigger)
  const listbox = await screen.findByRole('listbox')
  await user.click(within(listbox).getByRole('option', { name: option }))
}

describe('AddressForm', () => {
  it('walks province → city → suburb → postal code and sends the chosen ids', async () => {
    const platforms = serveRegions()
    const { onSubmit, user } = renderForm()

    expect(screen.getByRole('button', { name: /Kota\/Kabupaten/ })).toBeDisabled()
    await choose(user, /Provinsi/, 'Daerah Khusus Ibukota Jakarta')
    await choose(user, /Kota\/Kabupaten/, 'Kota Administrasi Jakarta Selatan')
    await choose(user, /Kecamatan/, 'Tebet')
    await choose(user, /Kode pos/, '12810')
    await user.type(screen.getByRole('textbox', { name: 'Nomor HP penerima' }), '0812-3456-7890')
    await user.type(
      screen.getByRole('textbox', { name: 'Alamat lengkap' }),
      'Jl. Tebet Raya No. 12, RT 03/RW 04',
    )
    await user.click(screen.getByRole('button', { name: 'Simpan Alamat' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      recipientName: 'Putri Lestari',
      phone: '0812-3456-7890',
      provinceId: '31',
      cityId: '31.74',
      suburbId: '31.74.01',
      postalCodeId: '31.74.01-12810',
      street: 'Jl. Tebet Raya No. 12, RT 03/RW 04',
    })
    expect(platforms).toEqual(['web'])
  })

  it('clears the places below a province when the province changes', async () => {
    serveRegions()
    const { user } = renderForm()
    await choose(user, /Provinsi/, 'Daerah Khusus Ibukota Jakarta')
    await choose(user, /Kota\/Kabupaten/, 'Kota Administrasi Jakarta Selatan')
    await choose(user, /Provinsi/, 'Jawa Barat')
    expect(screen.getByRole('button', { name: /Kota\/Kabupaten/ })).toHaveTextContent(
      'Pilih kota atau kabupaten',
    )
    expect(screen.getByRole('button', { name: /Kecamatan/ })).toBeDisabled()
  })

  it('shows what is missing in Indonesian and sends nothing', async () => {
    serveRegions()
    const { onSubmit, user } = renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Nomor HP penerima' }), '12345')
    await user.click(screen.getByRole('button', { name: 'Simpan Alamat' }))
    expect(await screen.findByText('Periksa lagi isian yang ditandai.')).toBeInTheDocument()
    expect(screen.getByText('Nomor HP belum benar. Contoh: 0812 3456 7890.')).toBeInTheDocument()
    expect(screen.getByText('Pilih provinsi.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('keeps what was typed and shows the refusal when saving fails', async () => {
    serveRegions()
    const onSubmit = vi.fn<Submit>(async () => ({
      message: 'Data yang dikirim belum benar.',
      fieldErrors: { postalCodeId: 'Kode pos tidak sesuai dengan kecamatan.' },
    }))
    const { user } = renderForm(onSubmit)
    await choose(user, /Provinsi/, 'Daerah Khusus Ibukota Jakarta')
    await choose(user, /Kota\/Kabupaten/, 'Kota Administrasi Jakarta Selatan')
    await choose(user, /Kecamatan/, 'Tebet')
    await choose(user, /Kode pos/, '12810')
    await user.type(screen.getByRole('textbox', { name: 'Nomor HP penerima' }), '081234567890')
    await user.type(
      screen.getByRole('textbox', { name: 'Alamat lengkap' }),
      'Jl. Tebet Raya No. 12',
    )
    await user.click(screen.getByRole('button', { name: 'Simpan Alamat' }))
    expect(await screen.findByText('Kode pos tidak sesuai dengan kecamatan.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Data yang dikirim belum benar.')
    expect(screen.getByRole('textbox', { name: 'Alamat lengkap' })).toHaveValue(
      'Jl. Tebet Raya No. 12',
    )
  })

  it('opens with the focus in its first field', async () => {
    serveRegions()
    renderForm()
    expect(screen.getByRole('textbox', { name: 'Nama penerima' })).toHaveFocus()
  })

  it('moves the focus to the first field a check refuses, described by its message', async () => {
    serveRegions()
    const { onSubmit, user } = renderForm()
    const name = screen.getByRole('textbox', { name: 'Nama penerima' })
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Simpan Alamat' }))
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(/Nama penerima wajib diisi\./)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('moves the focus to the field the API refused', async () => {
    serveRegions()
    const onSubmit = vi.fn<Submit>(async () => ({
      message: 'Data yang dikirim belum benar.',
      fieldErrors: { postalCodeId: 'Kode pos tidak sesuai dengan kecamatan.' },
    }))
    const { user } = renderForm(onSubmit)
    await choose(user, /Provinsi/, 'Daerah Khusus Ibukota Jakarta')
    await choose(user, /Kota\/Kabupaten/, 'Kota Administrasi Jakarta Selatan')
    await choose(user, /Kecamatan/, 'Tebet')
    await choose(user, /Kode pos/, '12810')
    await user.type(screen.getByRole('textbox', { name: 'Nomor HP penerima' }), '081234567890')
    await user.type(screen.getByRole('textbox', { name: 'Alamat lengkap' }), 'Jl. Tebet Raya 12')
    await user.click(screen.getByRole('button', { name: 'Simpan Alamat' }))
    const postalCode = screen.getByRole('button', { name: /Kode pos/ })
    await waitFor(() => expect(postalCode).toHaveFocus())
    expect(postalCode).toHaveAccessibleDescription(/Kode pos tidak sesuai dengan kecamatan\./)
  })

  it('says so when the region list cannot be loaded', async () => {
    mockApi.use(
      http.get(`${MOCK_API_BASE}/misc/provinces`, () =>
        HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 }),
      ),
    )
    renderForm()
    expect(await screen.findByText(/Daftar wilayah gagal dimuat/)).toBeInTheDocument()
  })
})
