import { describe, expect, it } from 'vitest'
import type { OfflineClinic, TreatmentDetailPage } from '../../../contract/clinic/schemas'
import { medicalClinicData, medicalProcedureData } from './clinic-json-ld'

const image = { src: '/images/a.svg', alt: '', width: 800, height: 600 }
const clinic: OfflineClinic = {
  id: 'diri-klinik-renon',
  name: 'Diri Klinik Renon',
  summary: 'Klinik di Renon.',
  isActive: true,
  address: {
    street: 'Jl. Raya Puputan No. 88',
    district: 'Denpasar Selatan',
    city: 'Kota Denpasar',
    province: { id: '51', name: 'Bali' },
    postalCode: '80226',
  },
  coordinates: { latitude: -8.67, longitude: 115.23 },
  phone: '+623614750088',
  timeZone: 'Asia/Makassar',
  openingHours: [
    { day: 7, opens: '10:00', closes: '15:00' },
    { day: 1, opens: '09:00', closes: '19:00' },
  ],
  image,
}

describe('medicalClinicData', () => {
  it('gives the address, place, phone and hours of the week with schema.org day names', () => {
    const data = medicalClinicData('https://diri.example', clinic, image)
    expect(data).toMatchObject({
      '@type': 'MedicalClinic',
      name: 'Diri Klinik Renon',
      url: 'https://diri.example/klinik/cabang/diri-klinik-renon',
      telephone: '+623614750088',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Raya Puputan No. 88',
        addressLocality: 'Kota Denpasar',
        addressRegion: 'Bali',
        postalCode: '80226',
        addressCountry: 'ID',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -8.67, longitude: 115.23 },
    })
    // Monday first, whatever order the API sent.
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Monday',
        opens: '09:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Sunday',
        opens: '10:00',
        closes: '15:00',
      },
    ])
    expect(data.image[0]).toBe('https://diri.example/_img?src=%2Fimages%2Fa.svg&w=1200&q=75')
  })
})

describe('medicalProcedureData', () => {
  it('names the procedure, how it is done and its lowest price in rupiah', () => {
    const page: TreatmentDetailPage = {
      seo: { title: 'Acne Peel', description: 'Peeling untuk jerawat.' },
      treatment: {
        id: 'facial-acne-peel',
        name: 'Acne Peel Salisilat',
        category: { slug: 'jerawat', name: 'Perawatan Jerawat' },
        summary: 'Peeling asam salisilat.',
        priceFrom: 400000,
        durationMinutes: 45,
        image,
      },
      steps: [
        { title: 'Penilaian', body: 'Dokter melihat kulitmu.' },
        { title: 'Peeling', body: 'Cairan dioleskan.' },
      ],
      blocks: [],
      beforeAfter: [],
      preparation: [],
      faq: [],
      clinics: [],
      related: [],
      updatedAt: '2026-11-01T00:00:00.000Z',
    }
    expect(medicalProcedureData('https://diri.example', page)).toMatchObject({
      '@type': 'MedicalProcedure',
      name: 'Acne Peel Salisilat',
      description: 'Peeling untuk jerawat.',
      howPerformed: 'Penilaian: Dokter melihat kulitmu. Peeling: Cairan dioleskan.',
      url: 'https://diri.example/klinik/perawatan/facial-acne-peel',
      offers: { '@type': 'Offer', price: 400000, priceCurrency: 'IDR' },
    })
  })
})
