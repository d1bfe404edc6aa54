import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EncodeQueue } from './encode-queue.server'
import { imagesIn, warmUpImageSources } from './image-warmup.server'

let root: string
let publicDir: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'diri-image-warmup-test-'))
  publicDir = join(root, 'public')
  await mkdir(join(publicDir, 'images'), { recursive: true })
  await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 240, g: 138, b: 108 } },
  })
    .jpeg()
    .toFile(join(publicDir, 'images', 'sampul.jpg'))
  await writeFile(
    join(publicDir, 'images', 'ilustrasi.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  )
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('the image warm-up', () => {
  it('finds every image in an API answer, however deep', () => {
    const answer = {
      hero: { image: { src: '/images/sampul.jpg', alt: '', width: 1200, height: 800 } },
      data: [
        { cover: { src: '/images/ilustrasi.svg', alt: 'Ilustrasi', width: 1200, height: 800 } },
      ],
      link: { src: 'https://contoh.com/x.png', width: 1 },
    }
    expect([...imagesIn(answer)].sort()).toEqual(['/images/ilustrasi.svg', '/images/sampul.jpg'])
  })

  it('encodes each raster in AVIF and WebP at the main images’ widths, once', async () => {
    const encodes = new EncodeQueue({ maxRunning: 1, maxQueued: 1 })
    const options = { roots: [publicDir], cacheDir: join(root, 'cache'), encodes }
    const sources = ['/images/sampul.jpg', '/images/ilustrasi.svg', '/images/tidak-ada.jpg']
    const first = await warmUpImageSources(sources, options)
    // 640, 750, 828, 1080 and 1200: the srcset of an image drawn up to 760 px wide.
    expect(first).toMatchObject({ images: 1, variants: 10, encoded: 10, skipped: 0 })
    const files = await readdir(options.cacheDir)
    expect(files.filter((name) => name.endsWith('.avif'))).toHaveLength(5)
    expect(files.filter((name) => name.endsWith('.webp'))).toHaveLength(5)
    const again = await warmUpImageSources(sources, options)
    expect(again).toMatchObject({ variants: 10, encoded: 0 })
  })
})
