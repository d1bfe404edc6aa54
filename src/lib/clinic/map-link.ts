import type { Coordinates } from '../../../contract/clinic/schemas'

/** Google Maps' documented search URL for a point: a plain link, no script or embed. */
export function mapSearchUrl({ latitude, longitude }: Coordinates) {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`
}
