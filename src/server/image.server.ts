/**
 * The image pipeline of spec §9: `/_img?src=/images/…&w=640&q=75` resizes a local image to one
 * of the allowed widths and re-encodes it for the browser that asks (AVIF, else WebP, else the
 * source's own format; PNG for SVG sources). Results are cached on disk per instance, keyed by
 * the source's path and modification time, the width, the quality and the format, so a changed
 * file gets new variants and two instances never share mutable memory.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, posix, resolve, sep } from 'node:path'
import { IMAGE, serverEnv } from '../../app.config'

export type OutputFormat = 'avif' | 'webp' | 'png' | 'jpeg'

const CONTENT_TYPE: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
}

/** What the source's extension says it is; an SVG becomes a PNG when the browser takes neither. */
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
const SOURCE_PREFIX = '/images/'
const ONE_YEAR = 31_536_000
/** SVGs render at 72 dpi by default; more density for a sharp raster, bounded for memory. */
const MAX_SVG_DENSITY = 2_400

export interface ImageOptions {
  /** Folders that hold `/images/…`, searched in order (the build's client folder, `public/`). */
  roots: string[]
  /** Where the encoded variants live. */
  cacheDir: string
  /** The oldest variants are removed beyond this many files. */
  maxCacheEntries?: number
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

function refuse(status: 400 | 404, message: string) {
  return Response.json(
    { statusCode: status, message, errors: [] },
    { status, headers: { 'cache-control': 'no-store' } },
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
    if (!/^\d{1,3}$/.test(q) || Number(q) < 1 || Number(q) > 100) {
      return { error: 'Kualitas gambar harus angka 1 sampai 100.' }
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

/** AVIF when the browser takes it, else WebP, else what the source is. */
export function negotiateFormat(accept: string | null, extension: string): OutputFormat {
  const header = accept ?? ''
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

async function encode(
  file: string,
  extension: string,
  width: number,
  quality: number,
  format: OutputFormat,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
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

export async function handleImageRequest(request: Request, options: ImageOptions) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return refuse(400, 'Metode tidak didukung untuk gambar.')
  }
  const params = parseImageParams(new URL(request.url))
  if ('error' in params) return refuse(400, params.error)

  const source = await findSource(options.roots, params.src)
  if (!source) return refuse(404, 'Gambar tidak ditemukan.')

  const format = negotiateFormat(request.headers.get('accept'), params.extension)
  const key = createHash('sha256')
    .update(
      [params.src, source.mtimeMs, source.size, params.width, params.quality, format].join('|'),
    )
    .digest('hex')
    .slice(0, 32)
  const etag = `"${key}"`
  const headers = {
    'content-type': CONTENT_TYPE[format],
    'cache-control': `public, max-age=${ONE_YEAR}, immutable`,
    vary: 'Accept',
    etag,
  }
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers })
  }

  const cached = join(options.cacheDir, `${key}.${format}`)
  let body: Buffer
  try {
    body = await readFile(cached)
  } catch {
    body = await encode(source.file, params.extension, params.width, params.quality, format)
    await mkdir(options.cacheDir, { recursive: true })
    // Write then rename, so a concurrent request never reads half a file.
    const partial = `${cached}.${process.pid}.${Date.now()}.part`
    await writeFile(partial, body)
    await rename(partial, cached)
    await pruneCache(options.cacheDir, options.maxCacheEntries ?? 5_000)
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: { ...headers, 'content-length': String(body.length) },
  })
}
