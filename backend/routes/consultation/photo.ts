/**
 * A member's photo made safe to keep and to show: decoded (whatever cannot be is refused), turned
 * upright by its EXIF orientation, at most 2048 px on its longest side, and encoded again without
 * any metadata, so no EXIF, GPS position or camera serial leaves the member's phone for our store.
 * sharp writes no metadata unless asked to (`withMetadata`), and is never asked here.
 *
 * Decoding has a budget (measured: one 16-bit PNG of 777 KB took 1.6 s of CPU, three at once
 * about 570 MB): the picture's size is read from its header first, and one too large once
 * decoded is refused before any decoding (`MAX_INPUT_PIXELS`, `MAX_DECODED_BYTES`); the decodes
 * of the process go through a gate of 2 at once and 4 waiting (`photoDecodes`), a burst beyond
 * answered 503; each decode runs on one libvips thread with no operation cache. A high bit depth
 * is accepted within the budget (phones' HDR photos are 10-bit) and stored as 8 bits.
 */
import sharp, { type Metadata, type SharpOptions } from 'sharp'
import type { ATTACHMENT_TYPES } from '../../../contract/consults/schemas'
import { PhotoDecodeGate } from './photo-decode-gate'

export { PhotoDecodeBusy } from './photo-decode-gate'

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]

const LONGEST_SIDE = 2048
/**
 * A decompression bomb (a small file of a huge picture) is refused before it is decoded. What is
 * kept is 2048 px on its longest side (4 MP), which is what a doctor reads a skin photo at; 50
 * megapixels holds phones' default photos (12 MP, binned) and their full-resolution 48 and 50 MP
 * modes (8000×6000, 8160×6120), and refuses the 108 and 200 MP modes, whose JPEGs pass 8 MB anyway.
 */
export const MAX_INPUT_PIXELS = 50_000_000
/**
 * What one decode may hold: a 50 MP picture of 3 channels of 8 bits. The bytes, not the pixels,
 * are the memory: a 16-bit RGB picture may be 25 MP, an 8-bit RGBA one 37.5 MP. Refusing every
 * high bit depth instead would refuse phones' 10-bit HDR photos (12 MP: 72 MB decoded).
 */
export const MAX_DECODED_BYTES = MAX_INPUT_PIXELS * 3
/** Bytes per sample of libvips's band formats (sharp's `metadata().depth`). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
}
/**
 * Decodes at once in this process, and how many more may wait. Two at once keep a burst to two
 * budgets (about 300 MB at worst) and leave a core of the two to the event loop; four waiting
 * cover a member sending a few photos while another does, each wait about one decode (0.3–1 s);
 * beyond that the member is told to send again shortly (503, Retry-After).
 */
export const photoDecodes = new PhotoDecodeGate(2, 4)
/** Seconds a refused upload is told to wait: a few decodes' time. */
export const PHOTO_RETRY_AFTER_SECONDS = 5

// One libvips thread per decode (the gate's two slots are then two cores at most), and no cache of
// decoded pictures: an upload is read once, and a cached one would hold its memory after the
// answer. Process-wide settings: the site's image encodes (src/server/http/image.server.ts) set the
// same concurrency.
sharp.concurrency(1)
sharp.cache(false)
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

/** A picture over the decoding budget: too many pixels, or too many bytes once decoded. */
export class PhotoTooLarge extends Error {
  override name = 'PhotoTooLarge'
}

/** What the decoded picture would hold, from its header: width × height × channels × sample. */
function decodedBytes(metadata: Metadata): number {
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
  return pixels * (metadata.channels ?? 4) * (SAMPLE_BYTES[metadata.depth ?? ''] ?? 4)
}

/**
 * The photo re-encoded as `declared` says (HEIC as JPEG, which every browser shows). Throws
 * `UnreadablePhoto`, `PhotoTooLarge`, or `PhotoDecodeBusy` when the gate's queue is full.
 */
export async function cleanPhoto(input: Uint8Array, declared: AttachmentType): Promise<CleanPhoto> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  // The header only (no decoding), so a picture over the budget is refused without waiting.
  let metadata: Metadata
  try {
    metadata = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata()
  } catch (error) {
    throw new UnreadablePhoto('sharp cannot read the upload', { cause: error })
  }
  const { format } = metadata
  if (!format || !READABLE_FORMATS.has(format))
    throw new UnreadablePhoto(`The upload is ${format ?? 'of no known format'}`)
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
  if (pixels > MAX_INPUT_PIXELS)
    throw new PhotoTooLarge(`The upload is ${metadata.width}×${metadata.height} (${pixels} pixels)`)
  const bytes = decodedBytes(metadata)
  if (bytes > MAX_DECODED_BYTES)
    throw new PhotoTooLarge(
      `The upload decodes to ${bytes} bytes (${metadata.width}×${metadata.height}, ${metadata.channels} channels of ${metadata.depth})`,
    )
  return photoDecodes.run(() => decode(input, options, declared))
}

async function decode(
  input: Uint8Array,
  options: SharpOptions,
  declared: AttachmentType,
): Promise<CleanPhoto> {
  const pipeline = sharp(input, options)
    .rotate()
    .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
    // 8 bits per channel kept, whatever came (said here rather than left to the encoder's default).
    .toColourspace('srgb')
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
