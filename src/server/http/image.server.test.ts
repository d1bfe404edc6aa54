import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EncodeQueue } from './encode-queue.server'
import {
  findImageSource,
  handleImageRequest,
  type ImageOptions,
  partialPath,
  variantCacheFile,
} from './image.server'

let root: string
let publicDir: string
let options: ImageOptions

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'diri-image-test-'))
  publicDir = join(root, 'public')
  await mkdir(join(publicDir, 'images'), { recursive: true })
  await writeFile(join(root, 'secret.png'), 'not for you')
  await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 11, g: 95, b: 89 } },
  })
    .png()
    .toFile(join(publicDir, 'images', 'foto.png'))
  await writeFile(join(publicDir, 'images', 'gambar.svg'), SVG_SOURCE)
  options = { roots: [publicDir], cacheDir: join(root, 'cache'), maxCacheEntries: 3 }
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const SVG_SOURCE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="100" height="50" fill="#f08a6c"/></svg>'
/** What Chrome sends for an `<img>`: SVG is named. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

function get(
  query: string,
  accept = 'image/avif,image/webp,*/*',
  extra: HeadersInit = {},
  using: ImageOptions = options,
) {
  return handleImageRequest(
    new Request(`http://localhost/_img?${query}`, { headers: { accept, ...extra } }),
    using,
  )
}

let isolated = 0
/** Options with a cache folder and an encode queue of their own: nothing cached, nothing counted. */
function isolatedOptions(encodes = new EncodeQueue()): ImageOptions & { encodes: EncodeQueue } {
  isolated += 1
  return { roots: [publicDir], cacheDir: join(root, `cache-${isolated}`), encodes }
}

describe('the image endpoint refuses', () => {
  it.each([
    ['src=/images/foto.png&w=641', 'Lebar gambar'],
    ['src=/images/foto.png&w=5000', 'Lebar gambar'],
    ['src=/images/foto.png', 'Lebar gambar'],
    ['src=/images/foto.png&w=640.0', 'Lebar gambar'],
    ['src=/images/foto.png&w=640&q=0', 'Kualitas'],
    ['src=/images/foto.png&w=640&q=101', 'Kualitas'],
    ['src=/images/foto.png&w=640&q=abc', 'Kualitas'],
    ['src=/images/foto.png&w=640&q=80', 'Pilih salah satu: 50, 75, 90'],
    ['src=/images/foto.png&w=640&q=100', 'Pilih salah satu: 50, 75, 90'],
  ])('%s (a width or quality outside the rules)', async (query, message) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain(message)
  })

  it.each([
    'src=https://contoh.com/images/foto.png&w=640',
    'src=//contoh.com/images/foto.png&w=640',
    'src=/images/../secret.png&w=640',
    `src=${encodeURIComponent('/images/%2e%2e/secret.png')}&w=640`,
    'src=/images/..%2Fsecret.png&w=640',
    'src=/secret.png&w=640',
    'src=images/foto.png&w=640',
    'src=/images/foto.txt&w=640',
    `src=${encodeURIComponent('/images\\..\\secret.png')}&w=640`,
    'src=data:image/png;base64,AAAA&w=640',
  ])('a source outside /images/ of this site: %s', async (query) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it('answers 404 for a missing file', async () => {
    const response = await get('src=/images/tidak-ada.png&w=640')
    expect(response.status).toBe(404)
  })
})

describe('the image endpoint encodes', () => {
  it('AVIF when the browser takes it, at the asked width, with long caching', async () => {
    const response = await get('src=/images/foto.png&w=640')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('vary')).toBe('Accept')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBe(640)
  })

  it('WebP when AVIF is not accepted, with its own ETag', async () => {
    const avif = await get('src=/images/foto.png&w=640')
    const response = await get('src=/images/foto.png&w=640&q=50', 'image/webp,*/*')
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('etag')).not.toBe(avif.headers.get('etag'))
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.format).toBe('webp')
  })

  it('the source format otherwise, and never enlarges a photo', async () => {
    const response = await get('src=/images/foto.png&w=3840', '*/*')
    expect(response.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBe(1600)
  })

  it('rasterises an SVG for a client that names no SVG, as PNG without AVIF or WebP', async () => {
    const response = await get('src=/images/gambar.svg&w=1080', 'image/png,*/*')
    expect(response.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBe(1080)
    expect(meta.height).toBe(540)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('src=/images/foto.png&w=750')
    const etag = first.headers.get('etag') ?? ''
    const again = await get('src=/images/foto.png&w=750', undefined, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('keeps the disk cache within its bound', async () => {
    for (const width of [828, 1080, 1200]) await get(`src=/images/foto.png&w=${width}`, '*/*')
    const files = await readdir(options.cacheDir)
    expect(files.filter((name) => !name.endsWith('.part')).length).toBeLessThanOrEqual(3)
  })
})

describe('an SVG source', () => {
  it('goes out as itself to a browser, with a policy that lets it run nothing', async () => {
    const response = await get('src=/images/gambar.svg&w=1080', BROWSER_ACCEPT)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('content-security-policy')).not.toContain('script-src')
    expect(response.headers.get('vary')).toBe('Accept')
    expect(await response.text()).toBe(SVG_SOURCE)
  })

  it('is one file at every width: the same ETag, and no encode', async () => {
    const encodes = new EncodeQueue()
    const using = isolatedOptions(encodes)
    const small = await get('src=/images/gambar.svg&w=640', BROWSER_ACCEPT, {}, using)
    const large = await get('src=/images/gambar.svg&w=3840&q=90', BROWSER_ACCEPT, {}, using)
    expect(large.headers.get('etag')).toBe(small.headers.get('etag'))
    expect(encodes.started).toBe(0)
  })
})

describe('encodes under load', () => {
  it('merges 40 identical uncached requests into one encode, all answered alike', async () => {
    const using = isolatedOptions()
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => get('src=/images/foto.png&w=1080', undefined, {}, using)),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200))
    const bodies = await Promise.all(
      responses.map(async (response) => Buffer.from(await response.arrayBuffer()).toString('hex')),
    )
    expect(new Set(bodies).size).toBe(1)
    expect(using.encodes.started).toBe(1)
  })

  it('refuses past the queue with 503 and Retry-After, and serves the rest', async () => {
    const using = isolatedOptions(new EncodeQueue({ maxRunning: 1, maxQueued: 1 }))
    const widths = [640, 750, 828, 1080, 1200, 1920]
    const responses = await Promise.all(
      widths.map((width) => get(`src=/images/foto.png&w=${width}`, undefined, {}, using)),
    )
    const statuses = responses.map((response) => response.status)
    // One runs, one waits; the four others find the queue full.
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status === 503)).toHaveLength(4)
    const refused = responses.find((response) => response.status === 503)
    if (!refused) throw new Error('no 503 in the burst')
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(((await refused.json()) as { message: string }).message).toContain('Coba lagi')
    expect(using.encodes.started).toBe(2)
    // Once the burst is over, the same sizes are served.
    const again = await get('src=/images/foto.png&w=1920', undefined, {}, using)
    expect(again.status).toBe(200)
  })
})

describe('the disk cache', () => {
  it('writes each variant through a temporary file of its own', () => {
    const cached = join(root, 'cache', 'abc.avif')
    const names = Array.from({ length: 100 }, () => partialPath(cached))
    expect(new Set(names).size).toBe(100)
    for (const name of names) expect(name).toMatch(/\/\.abc\.avif\.[0-9a-f-]{36}\.part$/)
  })

  it('lets two processes write one variant at once into a shared folder', async () => {
    // Each queue merges only its own requests, as each process does: both encode and write.
    const first = isolatedOptions()
    const second = { ...first, encodes: new EncodeQueue() }
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        get('src=/images/foto.png&w=828', undefined, {}, index % 2 === 0 ? first : second),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
    expect(first.encodes.started + second.encodes.started).toBe(2)
    expect(await readdir(first.cacheDir)).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.avif$/)])
  })

  it('removes the temporary file when the variant cannot be stored, and still serves it', async () => {
    const using = isolatedOptions()
    const source = await findImageSource(using, '/images/foto.png')
    if (!source) throw new Error('the test image is missing')
    // A folder where the variant should go: the rename fails.
    const { cached } = variantCacheFile(using.cacheDir, source, 640, 75, 'webp')
    await mkdir(join(cached, 'occupied'), { recursive: true })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await get('src=/images/foto.png&w=640', 'image/webp,*/*', {}, using)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('could not cache'),
        expect.anything(),
      )
    } finally {
      logged.mockRestore()
    }
    expect((await readdir(using.cacheDir)).filter((name) => name.endsWith('.part'))).toEqual([])
  })
})
