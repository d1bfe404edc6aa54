import { IMAGE } from '../../app.config'

/**
 * The images the site draws and how `/_img` serves them: the widths a browser may ask for, and
 * the URL of one. Shared by the `<Image>` component and the server's warm-up of encodes.
 */
export interface ImageSource {
  /** Site-relative path under /images/. */
  src: string
  /** Indonesian; '' when the image is decorative. */
  alt: string
  /** Intrinsic size: the attributes keep the space reserved, so nothing shifts while it loads. */
  width: number
  height: number
}

const WIDTHS: readonly number[] = IMAGE.widths

/** `/_img?src=…&w=…&q=…`, the resizing endpoint (spec §9). */
export function imageUrl(src: string, width: number, quality: number = IMAGE.defaultQuality) {
  return `/_img?src=${encodeURIComponent(src)}&w=${width}&q=${quality}`
}

/** Vector art: `/_img` sends it as it is, whatever the width. */
export function isVector(src: string) {
  return src.toLowerCase().endsWith('.svg')
}

/** The allowed widths a browser may need for this image: up to twice its widest drawing. */
export function candidateWidths(maxDisplayWidth: number): number[] {
  const fitting = WIDTHS.filter((width) => width <= maxDisplayWidth * 2)
  return fitting.length > 0 ? fitting : [WIDTHS[0] as number]
}
