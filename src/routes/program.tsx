import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ProgramCard } from '../components/clinic/program-card'
import { Breadcrumbs } from '../components/content/breadcrumbs'
import { ContentBlocks } from '../components/content/content-blocks'
import { FaqList } from '../components/content/faq-list'
import { ContentError, ContentSkeleton, EmptyState } from '../components/content/states'
import { contentHead } from '../lib/content/content-head'
import { clinicQueries } from '../server/clinic/queries'

export const Route = createFileRoute('/program')({
  loader: ({ context }) => context.queryClient.ensureQueryData(clinicQueries.programs()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: ProgramPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function ProgramPage() {
  const { data: page } = useSuspenseQuery(clinicQueries.programs())
  return (
    <div className="container page">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Program', path: '/program' },
        ]}
      />
      <header className="page-intro">
        <h1>{page.hero?.title ?? 'Program Perawatan Diri Klinik'}</h1>
        {page.hero ? <p className="lead prose">{page.hero.subtitle}</p> : null}
      </header>
      <section className="section" aria-labelledby="daftar-program">
        <h2 id="daftar-program">Pilihan program</h2>
        {page.programs.length === 0 ? (
          <EmptyState title="Belum ada program yang dibuka.">
            <p className="muted">
              Sementara itu, kamu bisa memilih <Link to="/klinik/perawatan">perawatan satuan</Link>.
            </p>
          </EmptyState>
        ) : (
          <ul className="content-grid clinic-program-grid">
            {page.programs.map((program, index) => (
              <ProgramCard key={program.id} program={program} priority={index === 0} />
            ))}
          </ul>
        )}
      </section>
      <ContentBlocks blocks={page.blocks} />
      {page.faq.length > 0 ? (
        <section className="section" aria-labelledby="faq-program">
          <h2 id="faq-program">Pertanyaan seputar program</h2>
          <FaqList items={page.faq} />
        </section>
      ) : null}
      <p className="muted">
        Ingin perawatan rutin tiap bulan? Lihat <Link to="/langganan">paket langganan</Link>.
      </p>
    </div>
  )
}
