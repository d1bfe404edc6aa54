/**
 * A member's photo made safe to keep and to show: decoded (whatever cannot be is refused), turned
 * upright by its EXIF orientation, at most 2048 px on its longest side, and encoded again without
 * any metadata, so no EXIF, GPS position or camera serial leaves the member's phone for our store.
 * sharp writes no metadata unless asked to (`withMetadata`), and is never asked here.
 */
import sharp from 'sharp'
import type { ATTACHMENT_TYPES } from '../../../src/api/consults/schemas'

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]

const LONGEST_SIDE = 2048
/**
 * A decompression bomb (a small file of a huge picture) is refused before it is decoded: 100
 * megapixels holds every phone camera's photo but a handful of 200 MP modes.
 */
const MAX_INPUT_PIXELS = 100_000_000
/** What the file must really be, whatever its content type says: no SVG, TIFF, GIF or PDF. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif'])

export interface CleanPhoto {
  bytes: Uint8Array
  contentType: AttachmentType
  width: number
  height: number
}

export class UnreadablePhoto extends Error {
  override name = 'UnreadablePhoto'
}

/** The photo re-encoded as `declared` says (HEIC as JPEG, which every browser shows). */
export async function cleanPhoto(input: Uint8Array, declared: AttachmentType): Promise<CleanPhoto> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  let format: string | undefined
  try {
    format = (await sharp(input, options).metadata()).format
  } catch (error) {
    throw new UnreadablePhoto('sharp cannot read the upload', { cause: error })
  }
  if (!format || !READABLE_FORMATS.has(format))
    throw new UnreadablePhoto(`The upload is ${format ?? 'of no known format'}`)
  const pipeline = sharp(input, options)
    .rotate()
    .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
  const encoded =
    declared === 'image/png'
      ? { pipeline: pipeline.png(), contentType: 'image/png' as const }
      : declared === 'image/webp'
        ? { pipeline: pipeline.webp(), contentType: 'image/webp' as const }
        : { pipeline: pipeline.jpeg({ quality: 85 }), contentType: 'image/jpeg' as const }
  try {
    const { data, info } = await encoded.pipeline.toBuffer({ resolveWithObject: true })
    return {
      bytes: new Uint8Array(data),
      contentType: encoded.contentType,
      width: info.width,
      height: info.height,
    }
  } catch (error) {
    // A header that reads but a body that does not (a truncated file) fails only here.
    throw new UnreadablePhoto('sharp cannot decode the upload', { cause: error })
  }
}
