import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleImageRequest, type ImageOptions } from './image.server'

let root: string
let options: ImageOptions

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'diri-image-test-'))
  const publicDir = join(root, 'public')
  await mkdir(join(publicDir, 'images'), { recursive: true })
  await writeFile(join(root, 'secret.png'), 'not for you')
  await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 11, g: 95, b: 89 } },
  })
    .png()
    .toFile(join(publicDir, 'images', 'foto.png'))
  await writeFile(
    join(publicDir, 'images', 'gambar.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="100" height="50" fill="#f08a6c"/></svg>',
  )
  options = { roots: [publicDir], cacheDir: join(root, 'cache'), maxCacheEntries: 3 }
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

function get(query: string, accept = 'image/avif,image/webp,*/*', extra: HeadersInit = {}) {
  return handleImageRequest(
    new Request(`http://localhost/_img?${query}`, { headers: { accept, ...extra } }),
    options,
  )
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
    const response = await get('src=/images/foto.png&w=640&q=60', 'image/webp,*/*')
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

  it('rasterises an SVG at the target width, as PNG for a browser without AVIF or WebP', async () => {
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
