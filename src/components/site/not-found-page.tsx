import { ButtonLink } from '../ui/button-link'

export function NotFoundPage() {
  return (
    <div className="container error-page">
      <title>Halaman tidak ditemukan | Diri</title>
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>Halaman tidak ditemukan</h1>
      <p className="muted prose">
        Alamat yang kamu buka tidak ada atau sudah dipindahkan. Cek lagi alamatnya, atau mulai dari
        beranda.
      </p>
      <div className="error-page__actions">
        <ButtonLink to="/">Ke Beranda</ButtonLink>
      </div>
    </div>
  )
}
