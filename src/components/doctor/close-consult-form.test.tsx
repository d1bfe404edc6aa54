import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CloseConsultBody } from '../../../contract/doctor/schemas'
import { renderPage } from '../../../tests/support/render-page'
import type { PickableProduct, PickableRegimen } from '../../server/doctor/doctor.functions'
import { CloseConsultForm } from './close-consult-form'

const CONSULT_ID = '7d1c3a8e-2f4b-4a51-9d0e-3b6f1c2a9e10'

const SERUM: PickableProduct = {
  id: 'serum-niacinamide-10',
  name: 'Serum Niacinamide 10%',
  size: '30 ml',
  price: 149_000,
  discountPrice: null,
  stock: 40,
  image: { src: '/images/shop/serum.svg', alt: 'Serum', width: 400, height: 400 },
}

function product(id: string, name: string): PickableProduct {
  return { ...SERUM, id, name, size: '100 ml', price: 89_000 }
}

const CLEANSER = product('gel-pembersih-salisilat', 'Gel Pembersih Asam Salisilat 1%')
const SPOT_GEL = product('gel-jerawat-benzoil', 'Gel Totol Jerawat Benzoil')
const MOISTURISER = product('pelembap-gel-ringan', 'Pelembap Gel Ringan')
const CERAMIDE = product('krim-ceramide-barrier', 'Krim Ceramide Barrier')

const ACNE: PickableRegimen = {
  id: 'rangkaian-kulit-berjerawat',
  name: 'Rangkaian Kulit Berjerawat',
  products: [CLEANSER, SERUM, SPOT_GEL, MOISTURISER],
}
const DRY: PickableRegimen = {
  id: 'rangkaian-kulit-kering',
  name: 'Rangkaian Kulit Kering',
  products: [CERAMIDE, MOISTURISER],
}

const CLOSED = {
  id: CONSULT_ID,
  status: 9,
  flowId: '2001',
  lastVisitedContentId: null,
  subClinic: 'Poliklinik Kulit',
  conditionName: 'Jerawat',
  checkedConditionName: null,
  doctorName: 'dr. Anisa Rahma',
  createdAt: '2026-05-01T02:00:00.000Z',
  submittedAt: '2026-05-01T02:10:00.000Z',
  closedAt: '2026-05-01T03:00:00.000Z',
}

/** Stand-ins for the server functions the form calls (they would check the doctor first). */
const server = vi.hoisted(() => ({
  closeConsult: vi.fn(),
  searchProducts: vi.fn(),
  listRegimens: vi.fn(),
}))
vi.mock('../../server/doctor/doctor.functions', () => ({
  ...server,
  getDoctor: vi.fn(),
  getQueue: vi.fn(),
  getConsultForDoctor: vi.fn(),
}))

afterEach(() => vi.clearAllMocks())

function renderForm() {
  server.listRegimens.mockResolvedValue([
    { id: 'regimen-jerawat', name: 'Regimen Kulit Berjerawat', products: [] },
    ACNE,
    DRY,
  ] satisfies PickableRegimen[])
  server.searchProducts.mockImplementation(async ({ data }: { data: { query: string } }) =>
    data.query.toLowerCase().includes('serum')
      ? [SERUM]
      : data.query.toLowerCase().includes('ceramide')
        ? [CERAMIDE]
        : [],
  )
  const onClosed = vi.fn()
  const view = renderPage('/dokter/konsultasi/x', {
    path: '/dokter/konsultasi/x',
    component: () => <CloseConsultForm consultId={CONSULT_ID} onClosed={onClosed} />,
    signedIn: true,
  })
  return { ...view, onClosed }
}

describe('CloseConsultForm', () => {
  it('asks for a note before anything is sent', async () => {
    const { user } = renderForm()
    await user.click(await screen.findByRole('button', { name: 'Tutup dengan Rekomendasi' }))
    const note = screen.getByRole('textbox', { name: 'Catatan untuk pasien' })
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(note).toHaveAccessibleDescription(
      /Tulis catatan untuk pasien: diagnosis dan saran perawatannya\./,
    )
    expect(note).toHaveFocus()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(server.closeConsult).not.toHaveBeenCalled()
  })

  it('asks for a product when the type recommends products', async () => {
    const { user } = renderForm()
    await user.click(await screen.findByRole('radio', { name: /Produk bebas \(OTC\)/ }))
    await user.type(screen.getByRole('textbox', { name: 'Catatan untuk pasien' }), 'Pakai pagi.')
    await user.click(screen.getByRole('button', { name: 'Tutup dengan Rekomendasi' }))
    expect(
      await screen.findByText(
        'Pilih paling sedikit satu produk, atau ganti jenisnya ke Konsultasi saja.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Cari produk di toko' })).toHaveFocus()
    expect(server.closeConsult).not.toHaveBeenCalled()
  })

  it('sends advice only with no products, after the confirmation', async () => {
    const { user, onClosed } = renderForm()
    server.closeConsult.mockResolvedValue({ ok: true, consult: CLOSED })
    await user.type(
      await screen.findByRole('textbox', { name: 'Catatan untuk pasien' }),
      '  Jerawat ringan. Cuci muka dua kali sehari.  ',
    )
    await user.click(screen.getByRole('button', { name: 'Tutup dengan Rekomendasi' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tutup konsultasi ini?' })
    expect(within(dialog).getByText('Tanpa produk')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Tutup Konsultasi' }))
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(CLOSED))
    expect(server.closeConsult).toHaveBeenCalledWith({
      data: {
        consultId: CONSULT_ID,
        body: {
          productType: 1,
          note: 'Jerawat ringan. Cuci muka dua kali sehari.',
          items: [],
        } satisfies CloseConsultBody,
      },
    })
  })

  it('sends the products found by name with their quantities and the regimen', async () => {
    const { user, onClosed } = renderForm()
    server.closeConsult.mockResolvedValue({ ok: true, consult: CLOSED })
    await user.click(await screen.findByRole('radio', { name: /Konsultasi dengan obat/ }))
    await user.type(screen.getByRole('textbox', { name: 'Catatan untuk pasien' }), 'Malam saja.')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Regimen (opsional)' }),
      await screen.findByRole('option', { name: 'Regimen Kulit Berjerawat' }),
    )
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk di toko' }), 'serum')
    const results = await screen.findByRole('list', { name: 'Hasil pencarian produk' })
    await user.click(within(results).getByRole('button', { name: 'Tambah Serum Niacinamide 10%' }))
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah Serum Niacinamide 10%' }))
    expect(screen.getByRole('status', { name: 'Jumlah Serum Niacinamide 10%' })).toHaveTextContent(
      '2',
    )
    await user.click(screen.getByRole('button', { name: 'Tutup dengan Rekomendasi' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tutup konsultasi ini?' })
    expect(within(dialog).getByText('Serum Niacinamide 10% × 2')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Tutup Konsultasi' }))
    await waitFor(() => expect(onClosed).toHaveBeenCalled())
    expect(server.closeConsult).toHaveBeenCalledWith({
      data: {
        consultId: CONSULT_ID,
        body: {
          productType: 3,
          note: 'Malam saja.',
          regimenId: 'regimen-jerawat',
          items: [{ productId: SERUM.id, quantity: 2 }],
        },
      },
    })
  })

  it('shows the API’s refusal and keeps what was written', async () => {
    const { user, onClosed } = renderForm()
    server.closeConsult.mockResolvedValue({
      ok: false,
      message: 'Konsultasi ini sudah ditutup atau bukan milikmu lagi.',
    })
    const note = await screen.findByRole('textbox', { name: 'Catatan untuk pasien' })
    await user.type(note, 'Catatan.')
    await user.click(screen.getByRole('button', { name: 'Tutup dengan Rekomendasi' }))
    await user.click(await screen.findByRole('button', { name: 'Ya, Tutup Konsultasi' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Konsultasi ini sudah ditutup atau bukan milikmu lagi.',
    )
    expect(note).toHaveValue('Catatan.')
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('fills the products of the regimen chosen, so the recommendation can be sent at once', async () => {
    const { user, onClosed } = renderForm()
    server.closeConsult.mockResolvedValue({ ok: true, consult: CLOSED })
    await user.click(await screen.findByRole('radio', { name: /Produk bebas \(OTC\)/ }))
    await user.type(
      screen.getByRole('textbox', { name: 'Catatan untuk pasien' }),
      'Pagi dan malam.',
    )
    const regimen = screen.getByRole('combobox', { name: 'Regimen (opsional)' })
    await user.selectOptions(
      regimen,
      await screen.findByRole('option', { name: 'Rangkaian Kulit Berjerawat' }),
    )
    expect(pickedNames()).toEqual([CLEANSER.name, SERUM.name, SPOT_GEL.name, MOISTURISER.name])
    expect(regimen).toHaveAccessibleDescription(
      '4 produk Rangkaian Kulit Berjerawat dimasukkan ke daftar produk. Kamu bisa mengubah jumlah, menghapus, atau menambah produk.',
    )
    await user.click(screen.getByRole('button', { name: 'Tutup dengan Rekomendasi' }))
    expect(screen.queryByText(/Pilih paling sedikit satu produk/)).not.toBeInTheDocument()
    const dialog = await screen.findByRole('dialog', { name: 'Tutup konsultasi ini?' })
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Tutup Konsultasi' }))
    await waitFor(() => expect(onClosed).toHaveBeenCalled())
    expect(server.closeConsult).toHaveBeenCalledWith({
      data: {
        consultId: CONSULT_ID,
        body: {
          productType: 4,
          note: 'Pagi dan malam.',
          regimenId: ACNE.id,
          items: ACNE.products.map(({ id }) => ({ productId: id, quantity: 1 })),
        },
      },
    })
  })

  it('keeps the regimen’s products editable: one removed, one added, a quantity raised', async () => {
    const { user } = renderForm()
    server.closeConsult.mockResolvedValue({ ok: true, consult: CLOSED })
    await user.click(await screen.findByRole('radio', { name: /Konsultasi dengan obat/ }))
    await user.type(screen.getByRole('textbox', { name: 'Catatan untuk pasien' }), 'Malam saja.')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Regimen (opsional)' }),
      await screen.findByRole('option', { name: 'Rangkaian Kulit Berjerawat' }),
    )
    await user.click(screen.getByRole('button', { name: `Hapus ${SPOT_GEL.name}` }))
    await user.click(screen.getByRole('button', { name: `Tambah jumlah ${SERUM.name}` }))
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk di toko' }), 'ceramide')
    const results = await screen.findByRole('list', { name: 'Hasil pencarian produk' })
    await user.click(within(results).getByRole('button', { name: `Tambah ${CERAMIDE.name}` }))
    expect(pickedNames()).toEqual([CLEANSER.name, SERUM.name, MOISTURISER.name, CERAMIDE.name])
    await user.click(screen.getByRole('button', { name: 'Tutup dengan Rekomendasi' }))
    await user.click(await screen.findByRole('button', { name: 'Ya, Tutup Konsultasi' }))
    await waitFor(() => expect(server.closeConsult).toHaveBeenCalled())
    expect(server.closeConsult.mock.calls[0]?.[0].data.body.items).toEqual([
      { productId: CLEANSER.id, quantity: 1 },
      { productId: SERUM.id, quantity: 2 },
      { productId: MOISTURISER.id, quantity: 1 },
      { productId: CERAMIDE.id, quantity: 1 },
    ])
  })

  it('replaces the previous regimen’s products on a change, keeping the ones found by search', async () => {
    const { user } = renderForm()
    await user.click(await screen.findByRole('radio', { name: /Produk bebas \(OTC\)/ }))
    const regimen = screen.getByRole('combobox', { name: 'Regimen (opsional)' })
    await user.selectOptions(
      regimen,
      await screen.findByRole('option', { name: 'Rangkaian Kulit Berjerawat' }),
    )
    await user.click(screen.getByRole('button', { name: `Hapus ${SERUM.name}` }))
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk di toko' }), 'serum')
    const results = await screen.findByRole('list', { name: 'Hasil pencarian produk' })
    await user.click(within(results).getByRole('button', { name: `Tambah ${SERUM.name}` }))
    await user.selectOptions(
      regimen,
      screen.getByRole('option', { name: 'Rangkaian Kulit Kering' }),
    )
    // The serum was added again by hand: it is the doctor's now, not the regimen's.
    expect(pickedNames()).toEqual([SERUM.name, CERAMIDE.name, MOISTURISER.name])
    expect(regimen).toHaveAccessibleDescription(
      'Produk Rangkaian Kulit Berjerawat diganti dengan 2 produk Rangkaian Kulit Kering. Kamu bisa mengubah jumlah, menghapus, atau menambah produk.',
    )
    await user.selectOptions(regimen, screen.getByRole('option', { name: 'Tanpa regimen' }))
    expect(pickedNames()).toEqual([SERUM.name])
    expect(regimen).toHaveAccessibleDescription(
      'Produk Rangkaian Kulit Kering dihapus dari daftar.',
    )
  })

  it('keeps a product found by search when the regimen changes, and says what was already there', async () => {
    const { user } = renderForm()
    await user.click(await screen.findByRole('radio', { name: /Produk bebas \(OTC\)/ }))
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk di toko' }), 'ceramide')
    const results = await screen.findByRole('list', { name: 'Hasil pencarian produk' })
    await user.click(within(results).getByRole('button', { name: `Tambah ${CERAMIDE.name}` }))
    const regimen = screen.getByRole('combobox', { name: 'Regimen (opsional)' })
    await user.selectOptions(
      regimen,
      screen.getByRole('option', { name: 'Rangkaian Kulit Kering' }),
    )
    expect(pickedNames()).toEqual([CERAMIDE.name, MOISTURISER.name])
    expect(regimen).toHaveAccessibleDescription(
      '1 produk Rangkaian Kulit Kering dimasukkan ke daftar produk. 1 sudah ada di daftar. Kamu bisa mengubah jumlah, menghapus, atau menambah produk.',
    )
    await user.selectOptions(
      regimen,
      screen.getByRole('option', { name: 'Rangkaian Kulit Berjerawat' }),
    )
    // The ceramide cream came from the search, not only from the regimen: it stays.
    expect(pickedNames()).toEqual([
      CERAMIDE.name,
      CLEANSER.name,
      SERUM.name,
      SPOT_GEL.name,
      MOISTURISER.name,
    ])
  })

  it('turns advice only into a recommendation with products when a regimen is chosen', async () => {
    const { user } = renderForm()
    const regimen = await screen.findByRole('combobox', { name: 'Regimen (opsional)' })
    await user.selectOptions(
      regimen,
      await screen.findByRole('option', { name: 'Rangkaian Kulit Berjerawat' }),
    )
    expect(screen.getByRole('radio', { name: /Produk bebas \(OTC\)/ })).toBeChecked()
    expect(pickedNames()).toHaveLength(4)
    expect(regimen).toHaveAccessibleDescription(
      /Jenis rekomendasi diganti ke Produk bebas \(OTC\)\./,
    )
  })
})

function pickedNames() {
  const list = document.querySelector('.picked-products')
  if (!list) return []
  return within(list as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.picked-product__name')?.firstChild?.textContent)
}
