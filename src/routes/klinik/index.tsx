import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { BookingLink } from '../../components/clinic/booking-link'
import {
  BranchGrid,
  KeyTreatmentGrid,
  LandingPromotionGrid,
  LandingTestimonyList,
} from '../../components/clinic/clinic-cards'
import { ClinicCounts } from '../../components/clinic/clinic-counts'
import { ClinicSection, FaqSection, StepList } from '../../components/clinic/clinic-sections'
import { useNow } from '../../components/clinic/use-now'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { ContentBlocks } from '../../components/content/content-blocks'
import { PageHero } from '../../components/content/page-hero'
import { ContentError, ContentSkeleton } from '../../components/content/states'
import { buttonClass } from '../../components/ui/button-style'
import { contentHead } from '../../lib/content/content-head'
import { clinicQueries } from '../../server/clinic/queries'

export const Route = createFileRoute('/klinik/')({
  loader: async ({ context }) => {
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(clinicQueries.landing()),
      // A section of its own: yields null when it fails, and the page shows a retry block.
      context.queryClient.ensureQueryData(clinicQueries.summary()),
    ])
    return { seo: page.seo, renderedAt: Date.now() }
  },
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: ClinicLandingPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function ClinicLandingPage() {
  const { renderedAt } = Route.useLoaderData()
  const { session } = Route.useRouteContext()
  const { data: page } = useSuspenseQuery(clinicQueries.landing())
  const now = useNow(renderedAt)
  const signedIn = session !== null
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={[{ name: 'Klinik', path: '/klinik' }]} />
      </div>
      <PageHero
        hero={page.hero}
        actions={
          <>
            <Link className={buttonClass({})} to="/klinik/perawatan">
              Lihat Perawatan
            </Link>
            <Link className={buttonClass({ variant: 'secondary' })} to="/klinik/cabang">
              Cari Cabang
            </Link>
          </>
        }
      />
      <div className="container page page--flush">
        <section className="clinic-counts-section" aria-label="Diri Klinik dalam angka">
          <ClinicCounts />
        </section>

        {page.keyTreatments.length > 0 ? (
          <ClinicSection
            id="judul-unggulan"
            title="Perawatan unggulan"
            intro="Perawatan yang paling sering dipilih pasien kami, dikerjakan dokter dan terapis terlatih."
          >
            <KeyTreatmentGrid items={page.keyTreatments} />
            <p>
              <Link to="/klinik/perawatan">Lihat semua perawatan ›</Link>
            </p>
          </ClinicSection>
        ) : null}

        {page.branches.length > 0 ? (
          <ClinicSection id="judul-cabang" title="Cabang Diri Klinik">
            <BranchGrid clinics={page.branches} now={now} />
            <p>
              <Link to="/klinik/cabang">Lihat semua cabang ›</Link>
            </p>
          </ClinicSection>
        ) : null}

        {page.promotions.length > 0 ? (
          <ClinicSection id="judul-promo" title="Promo yang sedang berjalan">
            <LandingPromotionGrid promotions={page.promotions} />
            <p>
              <Link to="/klinik/promo">Lihat semua promo klinik ›</Link>
            </p>
          </ClinicSection>
        ) : null}

        {page.steps.length > 0 ? (
          <ClinicSection id="judul-langkah" title="Cara perawatan di Diri Klinik">
            <StepList steps={page.steps} />
          </ClinicSection>
        ) : null}

        {page.testimonies.length > 0 ? (
          <ClinicSection id="judul-testimoni" title="Kata pasien kami">
            <LandingTestimonyList testimonies={page.testimonies} />
            <p>
              <Link to="/klinik/testimoni" search={{ halaman: undefined }}>
                Baca testimoni lainnya ›
              </Link>
            </p>
          </ClinicSection>
        ) : null}

        <ClinicSection
          id="judul-paket"
          title="Perawatan rutin lebih hemat"
          className="clinic-plans"
        >
          <ul className="clinic-plans__list">
            <li className="card">
              <h3>Program perawatan</h3>
              <p className="muted">
                Rangkaian sesi untuk satu tujuan, misalnya kulit bebas jerawat dalam 12 minggu.
              </p>
              <Link className={buttonClass({ variant: 'secondary', size: 'small' })} to="/program">
                Lihat Program
              </Link>
            </li>
            <li className="card">
              <h3>Langganan klinik</h3>
              <p className="muted">Bayar bulanan, rawat kulit rutin dengan harga lebih ringan.</p>
              <Link
                className={buttonClass({ variant: 'secondary', size: 'small' })}
                to="/langganan"
              >
                Lihat Langganan
              </Link>
            </li>
          </ul>
        </ClinicSection>

        {page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} /> : null}

        <FaqSection items={page.faq} />

        <section className="section cta-band" aria-labelledby="judul-booking">
          <h2 id="judul-booking">Siap merawat kulitmu?</h2>
          <p className="muted">Pilih perawatan dan cabang, lalu tentukan jadwal yang pas.</p>
          <BookingLink target={{}} signedIn={signedIn} />
        </section>
      </div>
    </>
  )
}
