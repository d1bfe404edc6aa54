import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BookingLink } from '../../../components/clinic/booking-link'
import { BranchGrid, TreatmentGrid } from '../../../components/clinic/clinic-cards'
import {
  BeforeAfterSection,
  ClinicSection,
  FaqSection,
  StepList,
} from '../../../components/clinic/clinic-sections'
import { TreatmentHero } from '../../../components/clinic/treatment-hero'
import { useNow } from '../../../components/clinic/use-now'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { ContentBlocks } from '../../../components/content/content-blocks'
import { ContentError, ContentSkeleton, EmptyState } from '../../../components/content/states'
import { JsonLd } from '../../../components/site/json-ld'
import { medicalProcedureData } from '../../../lib/clinic/clinic-json-ld'
import { contentHead } from '../../../lib/content/content-head'
import { orNotFound } from '../../../lib/content/or-not-found'
import { clinicQueries } from '../../../server/clinic/queries'

export const Route = createFileRoute('/klinik/perawatan/$id')({
  loader: async ({ context, params }) => {
    const page = await orNotFound(
      context.queryClient.ensureQueryData(clinicQueries.treatment(params.id)),
    )
    return { seo: page.seo, renderedAt: Date.now() }
  },
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: TreatmentPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function TreatmentPage() {
  const { id } = Route.useParams()
  const { renderedAt } = Route.useLoaderData()
  const { session, siteUrl } = Route.useRouteContext()
  const { data: page } = useSuspenseQuery(clinicQueries.treatment(id))
  const now = useNow(renderedAt)
  const { treatment } = page
  const signedIn = session !== null
  return (
    <>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { name: 'Klinik', path: '/klinik' },
            { name: 'Perawatan', path: '/klinik/perawatan' },
            { name: treatment.name, path: `/klinik/perawatan/${treatment.id}` },
          ]}
        />
      </div>
      <JsonLd data={medicalProcedureData(siteUrl, page)} />
      <TreatmentHero
        treatment={treatment}
        actions={
          <>
            <BookingLink target={{ treatmentId: treatment.id }} signedIn={signedIn} />
            {page.clinics.length > 0 ? (
              <a className="button button--secondary" href="#judul-cabang">
                Lihat Cabang
              </a>
            ) : null}
          </>
        }
      />
      <div className="container page page--flush">
        {page.blocks.length > 0 ? (
          <div className="clinic-prose">
            <ContentBlocks blocks={page.blocks} />
          </div>
        ) : null}

        {page.steps.length > 0 ? (
          <ClinicSection id="judul-langkah" title="Yang dilakukan saat perawatan">
            <StepList steps={page.steps} />
          </ClinicSection>
        ) : null}

        <BeforeAfterSection pairs={page.beforeAfter} />

        {page.preparation.length > 0 ? (
          <ClinicSection
            id="judul-persiapan"
            title="Sebelum kamu datang"
            className="card clinic-note"
          >
            <ul className="check-list">
              {page.preparation.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </ClinicSection>
        ) : null}

        <FaqSection items={page.faq} title={`Pertanyaan seputar ${treatment.name}`} />

        <ClinicSection
          id="judul-cabang"
          title="Cabang yang melayani"
          intro="Pilih cabang terdekat, lalu booking jadwalmu di sana."
        >
          {page.clinics.length > 0 ? (
            <BranchGrid
              clinics={page.clinics}
              now={now}
              bookTreatmentId={treatment.id}
              signedIn={signedIn}
            />
          ) : (
            <EmptyState title="Perawatan ini belum tersedia di cabang mana pun.">
              <p className="muted">Lihat perawatan lain yang bisa kamu booking sekarang.</p>
            </EmptyState>
          )}
        </ClinicSection>

        {page.related.length > 0 ? (
          <ClinicSection id="judul-terkait" title="Perawatan terkait">
            <TreatmentGrid treatments={page.related} />
          </ClinicSection>
        ) : null}

        <section className="section cta-band" aria-labelledby="judul-booking">
          <h2 id="judul-booking">Booking {treatment.name}</h2>
          <p className="muted">Pilih cabang dan jadwal yang pas untukmu.</p>
          <BookingLink target={{ treatmentId: treatment.id }} signedIn={signedIn} />
        </section>
      </div>
    </>
  )
}
