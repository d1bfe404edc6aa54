import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../components/seo'
import { ButtonLink } from '../components/ui/button-link'

export const Route = createFileRoute('/product')({
  head: () =>
    pageHead({
      title: 'Toko Diri',
      description:
        'Produk perawatan kulit terdaftar BPOM, disusun dalam rangkaian sesuai jenis dan masalah kulitmu.',
    }),
  component: ShopEntryPage,
})

function ShopEntryPage() {
  return (
    <div className="container page">
      <header className="page-intro">
        <p className="eyebrow">Toko Diri</p>
        <h1>Perawatan kulit yang pas untukmu</h1>
        <p className="lead prose">
          Produk perawatan kulit terdaftar BPOM, disusun dalam rangkaian (regimen) sesuai jenis dan
          masalah kulitmu, lengkap dengan kuis kulit untuk membantumu memilih.
        </p>
      </header>
      <div className="alert alert--info notice">
        <strong>Toko online kami sedang disiapkan dan segera dibuka di halaman ini.</strong> Sambil
        menunggu, kamu bisa berkonsultasi dengan dokter tentang keluhan kulitmu.
      </div>
      <div className="hero__actions">
        <ButtonLink to="/keluhan">Konsultasi dengan Dokter</ButtonLink>
      </div>
    </div>
  )
}
