import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BookingLink } from '../../../components/clinic/booking-link'
import { TreatmentGrid } from '../../../components/clinic/clinic-cards'
import { ClinicSection } from '../../../components/clinic/clinic-sections'
import { DoctorList } from '../../../components/clinic/doctor-list'
import { OpenBadge } from '../../../components/clinic/open-badge'
import { OpeningHoursTable } from '../../../components/clinic/opening-hours-table'
import { useNow } from '../../../components/clinic/use-now'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { ContentBlocks } from '../../../components/content/content-blocks'
import { ContentError, ContentSkeleton } from '../../../components/content/states'
import { JsonLd } from '../../../components/site/json-ld'
import { Image } from '../../../components/ui/image'
import { TIME_ZONE_LABELS } from '../../../lib/clinic/clinic-days'
import { medicalClinicData } from '../../../lib/clinic/clinic-json-ld'
import { mapSearchUrl } from '../../../lib/clinic/map-link'
import { formatPhone } from '../../../lib/clinic/phone-format'
import { slugSearchParam } from '../../../lib/clinic/search-params'
import { contentHead } from '../../../lib/content/content-head'
import { orNotFound } from '../../../lib/content/or-not-found'
import { clinicQueries } from '../../../server/clinic/queries'

/** `?perawatan=<id>`: the treatment the visitor came from, booked here with one press. */
const BranchSearch = v.object({ perawatan: slugSearchParam })

export const Route = createFileRoute('/klinik/cabang/$id')({
  validateSearch: BranchSearch,
  loader: async ({ context, params }) => {
    const page = await orNotFound(
      context.queryClient.ensureQueryData(clinicQueries.branch(params.id)),
    )
    return { seo: page.seo, renderedAt: Date.now() }
  },
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: BranchPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function BranchPage() {
  const { id } = Route.useParams()
  const { perawatan } = Route.useSearch()
  const { renderedAt } = Route.useLoaderData()
  const { session, siteUrl } = Route.useRouteContext()
  const { data: page } = useSuspenseQuery(clinicQueries.branch(id))
  const now = useNow(renderedAt)
  const { clinic } = page
  // Only a treatment this branch offers is carried on to the booking.
  const chosen = page.treatments.find((treatment) => treatment.id === perawatan)
  const booking = { clinicId: clinic.id, treatmentId: chosen?.id }
  const bookingLabel = chosen ? `Booking ${chosen.name}` : 'Booking Sekarang'
  const { address } = clinic
  const zone = TIME_ZONE_LABELS[clinic.timeZone]
  const signedIn = session !== null
  return (
    <div className="container page">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Cabang', path: '/klinik/cabang' },
          { name: address.province.name, path: `/klinik/cabang/provinsi/${address.province.id}` },
          { name: clinic.name, path: `/klinik/cabang/${clinic.id}` },
        ]}
      />
      <JsonLd data={medicalClinicData(siteUrl, clinic, page.map)} />
      <header className="branch-hero">
        <div className="branch-hero__text">
          <p className="eyebrow">
            {address.city}, {address.province.name}
          </p>
          <h1>{clinic.name}</h1>
          <p className="lead">{clinic.summary}</p>
          <p>
            <OpenBadge hours={clinic.openingHours} timeZone={clinic.timeZone} now={now} />
          </p>
          <div className="hero__actions">
            <BookingLink target={booking} signedIn={signedIn} label={bookingLabel} />
            <a className="button button--secondary" href={`tel:${clinic.phone}`}>
              Telepon
            </a>
          </div>
        </div>
        <Image
          image={clinic.image}
          className="branch-hero__image"
          sizes="(min-width: 900px) 480px, 100vw"
          maxDisplayWidth={480}
          priority
        />
      </header>

      <div className="branch-info">
        <section className="card branch-info__card" aria-labelledby="judul-lokasi">
          <h2 id="judul-lokasi">Lokasi dan kontak</h2>
          <address className="branch-address">
            {address.street}
            <br />
            Kec. {address.district}, {address.city}
            <br />
            {address.province.name} {address.postalCode}
          </address>
          <p>
            Telepon:{' '}
            <a href={`tel:${clinic.phone}`} className="nowrap">
              {formatPhone(clinic.phone)}
            </a>
          </p>
          <Image
            image={page.map}
            className="branch-map"
            sizes="(min-width: 900px) 560px, 100vw"
            maxDisplayWidth={560}
          />
          <p>
            <a href={mapSearchUrl(clinic.coordinates)} rel="noopener" target="_blank">
              Buka di peta<span className="visually-hidden"> (tab baru)</span>
            </a>
          </p>
        </section>

        <section className="card branch-info__card" aria-labelledby="judul-jam">
          <h2 id="judul-jam">Jam buka ({zone})</h2>
          <OpeningHoursTable hours={clinic.openingHours} timeZone={clinic.timeZone} now={now} />
          <p className="small muted">Waktu setempat cabang ini ({zone}).</p>
        </section>
      </div>

      {page.blocks.length > 0 ? (
        <div className="clinic-prose">
          <ContentBlocks blocks={page.blocks} />
        </div>
      ) : null}

      {page.facilities.length > 0 ? (
        <ClinicSection id="judul-fasilitas" title="Fasilitas">
          <ul className="facility-list">
            {page.facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </ClinicSection>
      ) : null}

      {page.doctors.length > 0 ? (
        <ClinicSection id="judul-dokter" title="Dokter di cabang ini">
          <DoctorList doctors={page.doctors} clinicId={clinic.id} zoneLabel={zone} />
        </ClinicSection>
      ) : null}

      {page.treatments.length > 0 ? (
        <ClinicSection id="judul-perawatan" title="Perawatan di cabang ini">
          <TreatmentGrid treatments={page.treatments} />
        </ClinicSection>
      ) : null}

      <section className="section cta-band" aria-labelledby="judul-booking">
        <h2 id="judul-booking">
          Booking {chosen ? `${chosen.name} ` : ''}di {clinic.name}
        </h2>
        <p className="muted">
          {chosen
            ? 'Pilih jadwal yang pas untukmu.'
            : 'Pilih perawatan dan jadwal yang pas untukmu.'}
        </p>
        <BookingLink target={booking} signedIn={signedIn} label={bookingLabel} />
      </section>
    </div>
  )
}
