import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { BookingLink } from '../../../components/clinic/booking-link'
import { BranchGrid } from '../../../components/clinic/clinic-cards'
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
import { ContentError, ContentSkeleton } from '../../../components/content/states'
import { buttonClass } from '../../../components/ui/button-style'
import { contentHead } from '../../../lib/content/content-head'
import { orNotFound } from '../../../lib/content/or-not-found'
import { clinicQueries } from '../../../server/clinic/queries'

export const Route = createFileRoute('/klinik/unggulan/$id')({
  loader: async ({ context, params }) => {
    const page = await orNotFound(
      context.queryClient.ensureQueryData(clinicQueries.keyTreatment(params.id)),
    )
    return { seo: page.seo, renderedAt: Date.now() }
  },
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: KeyTreatmentPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function KeyTreatmentPage() {
  const { id } = Route.useParams()
  const { renderedAt } = Route.useLoaderData()
  const { session } = Route.useRouteContext()
  const { data: page } = useSuspenseQuery(clinicQueries.keyTreatment(id))
  const now = useNow(renderedAt)
  const { keyTreatment, treatment } = page
  const signedIn = session !== null
  return (
    <>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { name: 'Klinik', path: '/klinik' },
            { name: keyTreatment.title, path: `/klinik/unggulan/${keyTreatment.id}` },
          ]}
        />
      </div>
      <TreatmentHero
        treatment={treatment}
        eyebrow={page.hero?.eyebrow ?? 'Perawatan unggulan'}
        title={page.hero?.title ?? keyTreatment.title}
        lead={page.hero?.subtitle ?? keyTreatment.summary}
        image={page.hero?.image ?? keyTreatment.image}
        actions={
          <>
            <BookingLink target={{ treatmentId: treatment.id }} signedIn={signedIn} />
            <Link
              className={buttonClass({ variant: 'secondary' })}
              to="/klinik/perawatan/$id"
              params={{ id: treatment.id }}
            >
              Detail Perawatan
            </Link>
          </>
        }
      />
      <div className="container page page--flush">
        {page.benefits.length > 0 ? (
          <ClinicSection
            id="judul-manfaat"
            title="Manfaatnya untuk kulitmu"
            className="card clinic-note"
          >
            <ul className="check-list">
              {page.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </ClinicSection>
        ) : null}

        {page.blocks.length > 0 ? (
          <div className="clinic-prose">
            <ContentBlocks blocks={page.blocks} />
          </div>
        ) : null}

        {page.steps.length > 0 ? (
          <ClinicSection id="judul-langkah" title="Langkah perawatannya">
            <StepList steps={page.steps} />
          </ClinicSection>
        ) : null}

        <BeforeAfterSection pairs={page.beforeAfter} />

        <FaqSection items={page.faq} title={`Pertanyaan seputar ${keyTreatment.title}`} />

        {page.clinics.length > 0 ? (
          <ClinicSection id="judul-cabang" title="Tersedia di cabang ini">
            <BranchGrid
              clinics={page.clinics}
              now={now}
              bookTreatmentId={treatment.id}
              signedIn={signedIn}
            />
          </ClinicSection>
        ) : null}

        <section className="section cta-band" aria-labelledby="judul-booking">
          <h2 id="judul-booking">Coba {treatment.name}</h2>
          <p className="muted">
            <Link to="/klinik/perawatan/$id" params={{ id: treatment.id }}>
              Baca detail {treatment.name}
            </Link>
            , atau langsung pilih jadwalmu.
          </p>
          <BookingLink target={{ treatmentId: treatment.id }} signedIn={signedIn} />
        </section>
      </div>
    </>
  )
}
