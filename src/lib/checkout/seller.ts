/**
 * The seller an invoice names (`/akun/pesanan/{id}/faktur`): in a module of its own rather than
 * app.config.ts, which every page loads, so only the invoice's chunk carries it.
 */
export const SELLER = {
  legalName: 'PT Diri Sehat Indonesia',
  address: 'Jl. Kemang Raya No. 21, Bangka, Mampang Prapatan, Jakarta Selatan 12730',
  npwp: '01.234.567.8-901.000',
  email: 'halo@diri.id',
  phone: '021 5080 1234',
} as const
