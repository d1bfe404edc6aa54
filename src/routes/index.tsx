import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { FLOW_ID } from '../../app.config'
import { BottleIcon, ChatIcon, ClinicIcon } from '../components/feature-icons'
import { ConsultCta } from '../components/flows/consult-cta'
import { HeroArt } from '../components/hero-art'
import { pageHead } from '../components/seo'
import { ButtonLink } from '../components/ui/button-link'
import { sessionQueries } from '../server/session.queries'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'Diri',
      description:
        'Diri: konsultasi dokter lewat chat, produk perawatan kulit, dan klinik kecantikan. Ceritakan keluhanmu, dokter ahli siap membantu.',
    }),
  component: LandingPage,
})

const features = [
  {
    Icon: ChatIcon,
    title: 'Konsultasi dokter lewat chat',
    body: 'Isi kuesioner singkat tentang keluhanmu. Dokter ahli menganalisis jawabanmu, lalu kamu lanjut chat langsung.',
  },
  {
    Icon: BottleIcon,
    title: 'Perawatan kulit yang pas',
    body: 'Produk perawatan kulit terdaftar BPOM, disusun dalam rangkaian (regimen) sesuai jenis dan masalah kulitmu.',
  },
  {
    Icon: ClinicIcon,
    title: 'Klinik dekat denganmu',
    body: 'Pilih perawatan, dokter, dan jadwal di klinik Diri. Bisa atur ulang jadwal kapan pun kamu perlu.',
  },
]

function LandingPage() {
  const { data: session } = useQuery(sessionQueries.current())
  const firstName = session?.user.firstName

  return (
    <>
      <section className="container hero" aria-labelledby="judul-beranda">
        <div>
          <span className="hero__eyebrow">Dokter ahli · Produk BPOM · Klinik</span>
          <h1 id="judul-beranda" className="hero__title">
            {firstName
              ? `Halo, ${firstName}! Kulit sehat dimulai dari cerita kamu.`
              : 'Kulit sehat dimulai dari cerita kamu.'}
          </h1>
          <p className="hero__lead">
            Ceritakan keluhanmu lewat kuesioner singkat. Jawabanmu dianalisis langsung oleh dokter
            ahli, lalu kamu dapat saran perawatan yang tepat.
          </p>
          <div className="hero__actions">
            <ConsultCta entry={{ flowId: FLOW_ID.complaint, type: 'landing', name: 'beranda' }} />
            {session ? (
              <ButtonLink to="/akun" variant="ghost">
                Akun Saya
              </ButtonLink>
            ) : (
              <ButtonLink to="/masuk" search={{ redirect: undefined }} variant="ghost">
                Masuk atau Daftar
              </ButtonLink>
            )}
          </div>
        </div>
        <HeroArt className="hero__art" />
      </section>

      <section className="container section" aria-labelledby="judul-layanan">
        <h2 id="judul-layanan">Semua untuk kulit dan kesehatanmu</h2>
        <ul className="features">
          {features.map((feature) => (
            <li key={feature.title} className="card">
              <div className="feature__icon">
                <feature.Icon />
              </div>
              <h3>{feature.title}</h3>
              <p className="muted">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="judul-cara">
        <h2 id="judul-cara">Cara kerjanya</h2>
        <ol className="steps">
          <li>
            <h3>Ceritakan keluhanmu</h3>
            <p className="muted">Jawab beberapa pertanyaan singkat tentang dirimu dan kulitmu.</p>
          </li>
          <li>
            <h3>Dokter menganalisis</h3>
            <p className="muted">Dokter ahli membaca jawabanmu sebelum chat dimulai.</p>
          </li>
          <li>
            <h3>Dapat perawatan yang tepat</h3>
            <p className="muted">Resep, produk, atau jadwal klinik, sesuai kebutuhanmu.</p>
          </li>
        </ol>
      </section>
    </>
  )
}
