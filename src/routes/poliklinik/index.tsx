import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { EmptyState } from '../../components/content/states'
import { pageHead } from '../../lib/seo'
import { polyclinicQueries } from '../../server/polyclinics/queries'

export const Route = createFileRoute('/poliklinik/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(polyclinicQueries.list()),
  head: () =>
    pageHead({
      title: 'Poliklinik',
      description:
        'Poliklinik Diri: kulit, rambut, dan lainnya. Pilih poliklinik dan keluhanmu, lalu konsultasi dengan dokter ahli lewat chat.',
    }),
  component: PolyclinicListPage,
})

function PolyclinicListPage() {
  const { data: polyclinics } = useSuspenseQuery(polyclinicQueries.list())
  return (
    <div className="container page">
      <Breadcrumbs crumbs={[{ name: 'Poliklinik', path: '/poliklinik' }]} />
      <header className="page-intro">
        <h1>Poliklinik Diri</h1>
        <p className="lead prose">
          Setiap poliklinik dipegang dokter yang menangani keluhan serupa setiap hari. Pilih yang
          sesuai dengan keluhanmu.
        </p>
      </header>
      {polyclinics.length === 0 ? (
        <EmptyState title="Daftar poliklinik belum tersedia.">
          <p className="muted">Coba muat ulang halaman ini sebentar lagi.</p>
        </EmptyState>
      ) : (
        <ul className="content-grid">
          {polyclinics.map((polyclinic) => (
            <li key={polyclinic.id} className="card content-card">
              <div className="content-card__body">
                <h2 className="content-card__title">
                  <Link to="/poliklinik/$slug" params={{ slug: polyclinic.slug }}>
                    {polyclinic.name}
                  </Link>
                </h2>
                <p className="muted">{polyclinic.description}</p>
                <ul className="chip-list">
                  {polyclinic.conditions.map((condition) => (
                    <li key={condition.id}>
                      <Link className="chip" to="/kondisi/$id" params={{ id: condition.id }}>
                        {condition.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
