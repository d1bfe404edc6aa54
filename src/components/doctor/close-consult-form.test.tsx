import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CloseConsultBody } from '../../../contract/doctor/schemas'
import { renderPage } from '../../../tests/support/render-page'
import type { PickableProduct } from '../../server/doctor/doctor.functions'
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
    { id: 'regimen-jerawat', name: 'Regimen Kulit Berjerawat' },
  ])
  server.searchProducts.mockImplementation(async ({ data }: { data: { query: string } }) =>
    data.query.toLowerCase().includes('serum') ? [SERUM] : [],
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
})
