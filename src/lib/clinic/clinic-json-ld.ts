/**
 * schema.org data for the clinic's pages: a treatment is a `MedicalProcedure`, a branch a
 * `MedicalClinic`. URLs are absolute (the site's origin), images go through the resizer.
 */
import type { OfflineClinic, TreatmentDetailPage } from '../../../contract/clinic/schemas'
import type { Image } from '../../../contract/content/schemas'
import { hoursOfDay, ISO_DAYS, SCHEMA_DAY_NAMES } from './clinic-days'

function imageUrl(siteUrl: string, image: Image) {
  return `${siteUrl}/_img?src=${encodeURIComponent(image.src)}&w=1200&q=75`
}

export function medicalProcedureData(siteUrl: string, page: TreatmentDetailPage) {
  const { treatment } = page
  const description = page.seo.description || treatment.summary
  return {
    '@type': 'MedicalProcedure',
    name: treatment.name,
    description,
    // Skin treatments at a clinic are done on the surface, without surgery.
    procedureType: 'https://schema.org/NoninvasiveProcedure',
    ...(page.steps.length > 0
      ? { howPerformed: page.steps.map((step) => `${step.title}: ${step.body}`).join(' ') }
      : {}),
    ...(page.preparation.length > 0 ? { preparation: page.preparation.join(' ') } : {}),
    url: `${siteUrl}/klinik/perawatan/${treatment.id}`,
    image: imageUrl(siteUrl, treatment.image),
    offers: {
      '@type': 'Offer',
      price: treatment.priceFrom,
      priceCurrency: 'IDR',
      // The lowest price of one session; branches and packages may differ.
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: treatment.priceFrom,
        priceCurrency: 'IDR',
      },
    },
  }
}

export function medicalClinicData(siteUrl: string, clinic: OfflineClinic, map?: Image) {
  return {
    '@type': 'MedicalClinic',
    name: clinic.name,
    description: clinic.summary,
    url: `${siteUrl}/klinik/cabang/${clinic.id}`,
    image: [imageUrl(siteUrl, clinic.image), ...(map ? [imageUrl(siteUrl, map)] : [])],
    telephone: clinic.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.province.name,
      postalCode: clinic.address.postalCode,
      addressCountry: 'ID',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: clinic.coordinates.latitude,
      longitude: clinic.coordinates.longitude,
    },
    openingHoursSpecification: ISO_DAYS.flatMap((day) =>
      hoursOfDay(clinic.openingHours, day).map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: SCHEMA_DAY_NAMES[day],
        opens: entry.opens,
        closes: entry.closes,
      })),
    ),
  }
}
