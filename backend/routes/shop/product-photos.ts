/**
 * The products whose picture is a raster photo (a JPEG that scripts/make-shop-images.ts renders),
 * one per category, so the image pipeline's AVIF and WebP path serves real raster files on the
 * product pages; every other product keeps its SVG illustration, lighter than any raster of it.
 */
export const PHOTO_PRODUCT_IDS: ReadonlySet<string> = new Set([
  'gel-pembersih-salisilat',
  'toner-hidrasi-hyaluronat',
  'serum-niacinamide-10',
  'pelembap-gel-ringan',
  'tabir-surya-spf50-gel',
  'masker-lempung',
  'gel-jerawat-benzoil',
  'losion-tubuh-urea',
  'sampo-ketombe-ketokonazol',
])

/** A photo's intrinsic size: twice the widest the product page draws it (448 px), rounded up. */
export const PHOTO_SIZE = 960
/** An illustration's viewBox, width and height. */
export const ILLUSTRATION_SIZE = 480
