/**
 * The image pipeline of spec §9: `/_img?src=/images/…&w=640&q=75` resizes a local image to one
 * of the allowed widths and qualities and re-encodes it for the browser that asks (AVIF, else
 * WebP, else the source's own format). An SVG goes out as itself to a browser that takes SVG:
 * vector art is sharp at every width and lighter than any raster of it; a client that names no
 * SVG (a share preview's crawler reading `og:image`) gets a raster.
 *
 * Results are cached on disk per instance, keyed by the source's path and modification time, the
 * width, the quality and the format, so a changed file gets new variants and two instances never
 * share mutable memory. Encodes go through the process's `EncodeQueue`: identical ones
 * share a run, a few run at once, and past the queue the answer is 503 with Retry-After.
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, posix, resolve, sep } from 'node:path'
import { IMAGE, serverEnv } from '../../../app.config'
import { EncodeQueue, EncodeQueueFullError } from './encode-queue.server'

export type OutputFormat = 'avif' | 'webp' | 'png' | 'jpeg' | 'svg'

const CONTENT_TYPE: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
}

/**
 * What the source's extension says it is; an SVG becomes a PNG for a client that names no SVG,
 * AVIF or WebP.
 */
const SOURCE_FORMAT: Record<string, OutputFormat> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.webp': 'webp',
  '.avif': 'avif',
  '.gif': 'png',
  '.svg': 'png',
}

const ALLOWED_WIDTHS: readonly number[] = IMAGE.widths
const ALLOWED_QUALITIES: readonly number[] = IMAGE.qualities
const SOURCE_PREFIX = '/images/'
const ONE_YEAR = 31_536_000
/** SVGs render at 72 dpi by default; more density for a sharp raster, bounded for memory. */
const MAX_SVG_DENSITY = 2_400
/** An SVG opened on its own may draw, never run script, load anything, or be framed. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"
/** When a refused encode may try again: a full queue drains in seconds. */
const RETRY_AFTER_SECONDS = 2

export interface ImageOptions {
  /** Folders that hold `/images/…`, searched in order (the build's client folder, `public/`). */
  roots: string[]
  /** Where the encoded variants live. */
  cacheDir: string
  /** The oldest variants are removed beyond this many files. */
  maxCacheEntries?: number
  /** Where encodes wait their turn; default the process's own (a slot per core but one). */
  encodes?: EncodeQueue
}

let processEncodes: EncodeQueue | undefined

/** The encode queue every request of this process shares. */
export function processEncodeQueue(): EncodeQueue {
  processEncodes ??= new EncodeQueue()
  return processEncodes
}

/** The folders of the running site: the production build first, `public/` in development. */
export function defaultImageOptions(): ImageOptions {
  const env = serverEnv()
  const cwd = process.cwd()
  const build = [process.env.DIST_DIR, join(cwd, 'dist')]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => join(dir, 'client'))
  const publicDir = join(cwd, 'public')
  const roots = env.NODE_ENV === 'development' ? [publicDir, ...build] : [...build, publicDir]
  return { roots, cacheDir: join(resolve(env.DATA_DIR), 'image-cache') }
}

function refuse(status: 400 | 404 | 503, message: string, headers: Record<string, string> = {}) {
  return Response.json(
    { statusCode: status, message, errors: [] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )
}

export type ImageParams = { src: string; width: number; quality: number; extension: string }

/** Checks the query; a refusal is an Indonesian message for a 400 answer. */
export function parseImageParams(url: URL): ImageParams | { error: string } {
  const src = url.searchParams.get('src') ?? ''
  const w = url.searchParams.get('w') ?? ''
  const q = url.searchParams.get('q')

  if (!/^\d{1,4}$/.test(w) || !ALLOWED_WIDTHS.includes(Number(w))) {
    return {
      error: `Lebar gambar tidak diizinkan. Pilih salah satu: ${ALLOWED_WIDTHS.join(', ')}.`,
    }
  }
  let quality: number = IMAGE.defaultQuality
  if (q !== null) {
    if (!/^\d{1,3}$/.test(q) || !ALLOWED_QUALITIES.includes(Number(q))) {
      return {
        error: `Kualitas gambar tidak diizinkan. Pilih salah satu: ${ALLOWED_QUALITIES.join(', ')}.`,
      }
    }
    quality = Number(q)
  }
  // Only files of this site under /images/: no other host, no protocol, no way out of the folder.
  if (
    !src.startsWith(SOURCE_PREFIX) ||
    src.includes('\\') ||
    src.includes('\0') ||
    src.includes('%') ||
    src.includes('//') ||
    src.includes(':') ||
    src.split('/').some((segment) => segment === '..' || segment === '.') ||
    posix.normalize(src) !== src
  ) {
    return {
      error: 'Sumber gambar tidak diizinkan. Gunakan gambar dari folder /images/ situs ini.',
    }
  }
  const extension = posix.extname(src).toLowerCase()
  if (!(extension in SOURCE_FORMAT)) {
    return { error: 'Jenis gambar tidak didukung. Gunakan PNG, JPG, WebP, AVIF, GIF atau SVG.' }
  }
  return { src, width: Number(w), quality, extension }
}

/**
 * An SVG as itself to whoever names SVG (every browser's image request does); otherwise AVIF
 * when taken, else WebP, else what the source is (PNG for an SVG).
 */
export function negotiateFormat(accept: string | null, extension: string): OutputFormat {
  const header = accept ?? ''
  if (extension === '.svg' && header.includes('image/svg+xml')) return 'svg'
  if (header.includes('image/avif')) return 'avif'
  if (header.includes('image/webp')) return 'webp'
  return SOURCE_FORMAT[extension] ?? 'png'
}

async function findSource(roots: string[], src: string) {
  for (const root of roots) {
    const base = resolve(root)
    const file = resolve(base, `.${src}`)
    if (!file.startsWith(base + sep)) continue
    try {
      const info = await stat(file)
      if (info.isFile()) return { file, mtimeMs: info.mtimeMs, size: info.size }
    } catch {
      // Not in this folder: try the next one.
    }
  }
  return null
}

type RasterFormat = Exclude<OutputFormat, 'svg'>

let sharpModule: Promise<typeof import('sharp')> | undefined

async function loadSharp() {
  sharpModule ??= import('sharp').then((module) => {
    // One libvips thread per encode: the queue's slots are then the cores encodes may take, and
    // the rest of the machine (the event loop, the thread pool's file reads) stays free.
    module.default.concurrency(1)
    return module
  })
  return (await sharpModule).default
}

async function encode(
  file: string,
  extension: string,
  width: number,
  quality: number,
  format: RasterFormat,
): Promise<Buffer> {
  const sharp = await loadSharp()
  const input = await readFile(file)
  let image: import('sharp').Sharp
  if (extension === '.svg') {
    // Rasterise at the target width (not at 72 dpi and then scaled up).
    const natural = (await sharp(input).metadata()).width ?? width
    const density = Math.min(MAX_SVG_DENSITY, Math.max(1, (72 * width) / natural))
    image = sharp(input, { density }).resize({ width })
  } else {
    // A photo is never enlarged: the browser scales a smaller file just as well.
    image = sharp(input).rotate().resize({ width, withoutEnlargement: true })
  }
  switch (format) {
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer()
    case 'webp':
      return image.webp({ quality }).toBuffer()
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer()
    default:
      return image.png({ compressionLevel: 9 }).toBuffer()
  }
}

/** Keeps the cache folder bounded: beyond the limit, the least recently written files go. */
async function pruneCache(cacheDir: string, maxEntries: number) {
  const names = (await readdir(cacheDir)).filter((name) => !name.startsWith('.'))
  if (names.length <= maxEntries) return
  const entries = await Promise.all(
    names.map(async (name) => {
      try {
        return { name, mtimeMs: (await stat(join(cacheDir, name))).mtimeMs }
      } catch {
        return { name, mtimeMs: 0 }
      }
    }),
  )
  entries.sort((a, b) => a.mtimeMs - b.mtimeMs)
  await Promise.all(
    entries
      .slice(0, entries.length - maxEntries)
      .map((entry) => rm(join(cacheDir, entry.name), { force: true })),
  )
}

/**
 * Where a variant is written before it is renamed into place. Unique per write, so concurrent
 * writers of one variant (two processes on one disk) never share a file; a leading dot keeps it
 * out of pruning, which could otherwise delete it between the write and the rename.
 */
export function partialPath(cached: string) {
  const slash = cached.lastIndexOf(sep)
  return `${cached.slice(0, slash + 1)}.${cached.slice(slash + 1)}.${randomUUID()}.part`
}

/** Writes a variant whole, then renames it into place, so a reader never sees half a file. */
async function store(cacheDir: string, cached: string, body: Buffer, maxEntries: number) {
  await mkdir(cacheDir, { recursive: true })
  const partial = partialPath(cached)
  try {
    await writeFile(partial, body)
    await rename(partial, cached)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  await pruneCache(cacheDir, maxEntries)
}

export interface Variant {
  file: string
  extension: string
  width: number
  quality: number
  format: RasterFormat
  /** The cache file: its name is the variant's key. */
  cached: string
}

/** A variant from the disk cache, else encoded (once however many ask at the same time). */
export function loadVariant(variant: Variant, options: ImageOptions): Promise<Buffer> {
  const encodes = options.encodes ?? processEncodeQueue()
  return encodes.shared(variant.cached, async () => {
    try {
      return await readFile(variant.cached)
    } catch (error) {
      // The cache only saves work: a variant it cannot give back is encoded again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        console.error(`[image] could not read the cached ${variant.cached}:`, error)
      }
    }
    const body = await encodes.limit(() =>
      encode(variant.file, variant.extension, variant.width, variant.quality, variant.format),
    )
    try {
      await store(options.cacheDir, variant.cached, body, options.maxCacheEntries ?? 5_000)
    } catch (error) {
      // The encode is good: serve it now, and encode it again next time.
      console.error(`[image] could not cache ${variant.cached}:`, error)
    }
    return body
  })
}

/** The cache file of a variant of `source` (its path, modification time and size are in the key). */
export function variantCacheFile(
  cacheDir: string,
  source: { src: string; mtimeMs: number; size: number },
  width: number,
  quality: number,
  format: OutputFormat,
) {
  const key = createHash('sha256')
    .update([source.src, source.mtimeMs, source.size, width, quality, format].join('|'))
    .digest('hex')
    .slice(0, 32)
  return { key, cached: join(cacheDir, `${key}.${format}`) }
}

/** The source file of `src` under the roots, with what its cache key needs; null when missing. */
export async function findImageSource(options: ImageOptions, src: string) {
  const found = await findSource(options.roots, src)
  return found ? { ...found, src } : null
}

export async function handleImageRequest(request: Request, options: ImageOptions) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return refuse(400, 'Metode tidak didukung untuk gambar.')
  }
  const params = parseImageParams(new URL(request.url))
  if ('error' in params) return refuse(400, params.error)

  const source = await findImageSource(options, params.src)
  if (!source) return refuse(404, 'Gambar tidak ditemukan.')

  const format = negotiateFormat(request.headers.get('accept'), params.extension)
  // An SVG sent as itself is the same file at every width and quality: one key, one ETag.
  const { key, cached } =
    format === 'svg'
      ? variantCacheFile(options.cacheDir, source, 0, 0, format)
      : variantCacheFile(options.cacheDir, source, params.width, params.quality, format)
  const etag = `"${key}"`
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPE[format],
    'cache-control': `public, max-age=${ONE_YEAR}, immutable`,
    vary: 'Accept',
    etag,
  }
  if (format === 'svg') headers['content-security-policy'] = SVG_POLICY
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers })
  }

  let body: Buffer
  try {
    body =
      format === 'svg'
        ? await readFile(source.file)
        : await loadVariant(
            {
              file: source.file,
              extension: params.extension,
              width: params.width,
              quality: params.quality,
              format,
              cached,
            },
            options,
          )
  } catch (error) {
    if (!(error instanceof EncodeQueueFullError)) throw error
    return refuse(503, 'Server sedang sibuk menyiapkan gambar. Coba lagi sebentar lagi.', {
      'retry-after': String(RETRY_AFTER_SECONDS),
    })
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: { ...headers, 'content-length': String(body.length) },
  })
}
