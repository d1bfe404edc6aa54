/**
 * The shop's JPEG product photos (scripts/make-shop-images.ts) through `/_img`: a browser that
 * takes AVIF or WebP gets that, smaller than the JPEG it was made from, at the width it asked.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EncodeQueue } from './encode-queue.server'
import { handleImageRequest, type ImageOptions } from './image.server'

const PUBLIC = join(process.cwd(), 'public')
const SHOP = join(PUBLIC, 'images', 'shop')

let options: ImageOptions
let photos: string[]

beforeAll(async () => {
  options = {
    roots: [PUBLIC],
    cacheDir: await mkdtemp(join(tmpdir(), 'diri-photo-cache-')),
    encodes: new EncodeQueue(),
  }
  photos = []
  for (const category of await readdir(SHOP)) {
    for (const name of await readdir(join(SHOP, category))) {
      if (name.endsWith('.jpg')) photos.push(`/images/shop/${category}/${name}`)
    }
  }
})

afterAll(async () => {
  await rm(options.cacheDir, { recursive: true, force: true })
})

function get(src: string, width: number, accept: string) {
  return handleImageRequest(
    new Request(`http://localhost/_img?src=${encodeURIComponent(src)}&w=${width}&q=75`, {
      headers: { accept },
    }),
    options,
  )
}

/** What Chrome sends for an `<img>`. */
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
/** What a browser without AVIF (Safari 15) sends. */
const WEBP_ONLY = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5'

describe('JPEG product photos through /_img', () => {
  it('are in the shop, one per category', () => {
    expect(photos.length).toBeGreaterThanOrEqual(9)
  })

  // The product page asks up to 828 px (448 px drawn, twice for sharp screens); cards ask 640.
  for (const [accept, type, format] of [
    [CHROME, 'image/avif', 'heif'],
    [WEBP_ONLY, 'image/webp', 'webp'],
  ] as const) {
    // AVIF encodes take most of a second each on a busy 2-core machine: 18 of them.
    it(`answers ${type} smaller than the JPEG, at the width asked`, {
      timeout: 120_000,
    }, async () => {
      for (const src of photos) {
        const jpeg = await readFile(join(PUBLIC, src))
        for (const width of [640, 828]) {
          const response = await get(src, width, accept)
          expect(response.status, src).toBe(200)
          expect(response.headers.get('content-type'), src).toBe(type)
          expect(response.headers.get('vary')?.toLowerCase()).toContain('accept')
          const body = Buffer.from(await response.arrayBuffer())
          expect(body.length, `${src} at ${width} px`).toBeLessThan(jpeg.length)
          const meta = await sharp(body).metadata()
          expect([meta.format, meta.width], src).toEqual([format, width])
        }
      }
    })
  }

  it('answers a JPEG to a client that takes neither', async () => {
    const [src] = photos
    if (!src) throw new Error('No JPEG product photo in public/images/shop')
    const response = await get(src, 640, 'image/jpeg')
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640)
  })
})
