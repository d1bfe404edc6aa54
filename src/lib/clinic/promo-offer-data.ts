import type { ClinicPromotionDetail } from '../../../contract/clinic/schemas'

const AVAILABILITY: Record<ClinicPromotionDetail['status'], string> = {
  active: 'https://schema.org/InStock',
  upcoming: 'https://schema.org/PreOrder',
  expired: 'https://schema.org/Discontinued',
}

/** schema.org `Offer`: the promotion's price, when it holds, and the treatment it is for. */
export function clinicOfferData(siteUrl: string, promotion: ClinicPromotionDetail) {
  return {
    '@type': 'Offer',
    name: promotion.title,
    description: promotion.summary,
    url: `${siteUrl}/klinik/promo/${promotion.id}`,
    image: `${siteUrl}${promotion.image.src}`,
    price: promotion.promoPrice,
    priceCurrency: 'IDR',
    availability: AVAILABILITY[promotion.status],
    validFrom: promotion.validFrom,
    priceValidUntil: promotion.validUntil.slice(0, 10),
    ...(promotion.treatment
      ? {
          itemOffered: {
            '@type': 'Service',
            name: promotion.treatment.name,
            url: `${siteUrl}/klinik/perawatan/${promotion.treatment.id}`,
          },
        }
      : {}),
  }
}
