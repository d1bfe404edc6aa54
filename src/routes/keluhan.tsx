import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ConsultCta } from '../components/flows/consult-cta'
import { pageHead } from '../lib/seo'
import { polyclinicQueries } from '../server/polyclinics/queries'

export const Route = createFileRoute('/keluhan')({
  loader: ({ context }) => context.queryClient.ensureQueryData(polyclinicQueries.list()),
  head: () =>
    pageHead({
      title: 'Ceritakan Keluhanmu',
      description:
        'Pilih keluhanmu: jerawat, flek hitam, rambut rontok, dan lainnya. Isi kuesioner singkat, lalu konsultasi dengan dokter ahli lewat chat.',
    }),
  component: ComplaintPage,
})

function ComplaintPage() {
  const { data: polyclinics } = useSuspenseQuery(polyclinicQueries.list())
  return (
    <div className="container page">
      <header className="page-intro">
        <h1>Apa keluhanmu?</h1>
        <p className="muted prose">
          Pilih keluhan yang paling sesuai. Kamu akan mengisi kuesioner singkat, lalu dokter ahli
          menganalisis jawabanmu sebelum chat dimulai.
        </p>
      </header>
      {polyclinics.length === 0 ? (
        <div className="card empty-state">
          <p>
            <strong>Daftar keluhan belum tersedia.</strong>
          </p>
          <p className="muted">Coba muat ulang halaman ini sebentar lagi.</p>
        </div>
      ) : (
        polyclinics.map((polyclinic) => (
          <section
            key={polyclinic.id}
            className="section polyclinic"
            aria-labelledby={`poli-${polyclinic.slug}`}
          >
            <h2 id={`poli-${polyclinic.slug}`}>{polyclinic.name}</h2>
            <p className="muted prose">{polyclinic.description}</p>
            <ul className="content-grid">
              {polyclinic.conditions.map((condition) => (
                <li key={condition.id} className="card condition-card">
                  <h3>{condition.name}</h3>
                  <p className="muted">{condition.summary}</p>
                  <ConsultCta
                    entry={{ flowId: condition.flowId, type: 'condition', name: condition.slug }}
                    size="small"
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
