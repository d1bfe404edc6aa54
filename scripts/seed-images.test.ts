/**
 * The seed's pictures: every product category, article topic and clinic branch has its own
 * drawing, on disk under public/, as the scripts draw it today; no two of them share a file, and
 * no two categories, topics or branches differ only in colour.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { branchSeed } from '../backend/db/seed/clinic-data/branches'
import { articleCategorySeed, articleSeed } from '../backend/db/seed/content-data/articles'
import { registeredImages } from '../backend/db/seed/content-data/images'
import { seedCategories, seedProducts } from '../backend/db/seed/data/shop-catalogue'
import { PHOTO_PRODUCT_IDS } from '../backend/routes/shop/product-photos'
import { productImage } from '../backend/routes/shop/products'
import { branchView, topicCover } from './content-scenes'
import { writeShopImages } from './make-shop-images'

const PUBLIC = join(import.meta.dirname, '..', 'public')

function file(src: string) {
  return readFileSync(join(PUBLIC, src))
}

function sha(body: Buffer | string) {
  return createHash('sha256').update(body).digest('hex')
}

/**
 * The drawing with its colours, numbers and words taken out: the elements and attributes it is
 * made of. Two pictures with the same skeleton are the same composition in other colours.
 */
function skeleton(svg: string) {
  return svg
    .replace(/aria-label="[^"]*"|data-[a-z]+="[^"]*"/g, '')
    .replace(/>[^<]*</g, '><')
    .replace(/#[0-9a-f]{3,8}|hsl\([^)]*\)/gi, 'C')
    .replace(/-?\d+(\.\d+)?/g, 'N')
}

/** The mean difference of two pictures' pixels (0–255), compared at 96 × 96. */
async function meanDifference(a: Buffer, b: Buffer) {
  const pixels = (body: Buffer) => sharp(body).resize(96, 96).removeAlpha().raw().toBuffer()
  const [left, right] = await Promise.all([pixels(a), pixels(b)])
  let total = 0
  for (let i = 0; i < left.length; i++) total += Math.abs((left[i] ?? 0) - (right[i] ?? 0))
  return total / left.length
}

function expectAllDifferent(values: string[], what: string) {
  const seen = new Map<string, number>()
  values.forEach((value, index) => {
    const first = seen.get(value)
    if (first !== undefined) throw new Error(`${what} ${first} and ${index} are the same`)
    seen.set(value, index)
  })
}

describe('shop pictures', () => {
  const images = seedProducts.map((product) => ({ product, image: productImage(product) }))

  it('gives every product its own file, none the same as another', () => {
    expectAllDifferent(
      images.map(({ image }) => image.src),
      'Product picture paths of',
    )
    expectAllDifferent(
      images.map(({ image }) => sha(file(image.src))),
      'Product picture files of',
    )
  })

  it('draws each category in a composition of its own, not another one recoloured', () => {
    const perCategory = seedCategories.map((category) => {
      const first = images.find(
        ({ product, image }) => product.categoryId === category.id && image.src.endsWith('.svg'),
      )
      if (!first) throw new Error(`No illustration in the category ${category.id}`)
      expect(file(first.image.src).toString()).toContain(`data-category="${category.id}"`)
      return skeleton(file(first.image.src).toString())
    })
    expectAllDifferent(perCategory, 'Category compositions')
  })

  it('has one JPEG photo per category, the rest SVG, each a real file of its kind', () => {
    const photos = images.filter(({ image }) => image.src.endsWith('.jpg'))
    expect(photos.map(({ product }) => product.categoryId).sort()).toEqual(
      seedCategories.map((category) => category.id).sort(),
    )
    expect(new Set(photos.map(({ product }) => product.id))).toEqual(PHOTO_PRODUCT_IDS)
    for (const { image } of photos) {
      // A JPEG starts with the SOI marker; the declared size is the file's own.
      expect(file(image.src).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
      expect([image.width, image.height]).toEqual([960, 960])
    }
    for (const { image } of images.filter(({ image }) => image.src.endsWith('.svg'))) {
      expect(file(image.src).toString()).toMatch(/^<svg /)
    }
  })

  const out = mkdtempSync(join(tmpdir(), 'diri-shop-images-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('are what scripts/make-shop-images.ts draws today (re-run it after changing the catalogue)', async () => {
    const written = await writeShopImages(out)
    expect(written).toHaveLength(seedProducts.length)
    for (const { image } of images) {
      const fresh = readFileSync(join(out, image.src.replace('/images/shop/', '')))
      if (image.src.endsWith('.svg')) {
        expect(sha(fresh), image.src).toBe(sha(file(image.src)))
      } else {
        // A raster's bytes follow the machine's fonts and libvips: compare what it shows.
        expect(await meanDifference(fresh, file(image.src)), image.src).toBeLessThan(2)
      }
    }
  })
})

describe('article covers', () => {
  const drawn = new Map(registeredImages().map((image) => [image.src, image]))

  it('give every article its own file, drawn in its topic composition', () => {
    expectAllDifferent(
      articleSeed.map((article) => article.cover.src),
      'Article cover paths of',
    )
    expectAllDifferent(
      articleSeed.map((article) => sha(file(article.cover.src))),
      'Article cover files of',
    )
    for (const article of articleSeed) {
      const svg = file(article.cover.src).toString()
      expect(svg, article.id).toContain(`data-motif="${article.categorySlug}"`)
      expect(article.cover.alt, article.id).toMatch(/^Ilustrasi /)
      const image = drawn.get(article.cover.src)
      if (!image) throw new Error(`${article.cover.src} is not registered`)
      expect(topicCover(image), `${article.cover.src} is stale: run make-content-images`).toBe(svg)
    }
  })

  it('draw each topic in a composition of its own, not another one recoloured', () => {
    const perTopic = articleCategorySeed.map(({ slug }) => {
      const article = articleSeed.find((candidate) => candidate.categorySlug === slug)
      if (!article) throw new Error(`No article in the topic ${slug}`)
      return skeleton(file(article.cover.src).toString())
    })
    expectAllDifferent(perTopic, 'Topic compositions')
  })
})

describe('branch pictures', () => {
  const drawn = new Map(registeredImages().map((image) => [image.src, image]))

  it('give every branch its own file and its own composition', () => {
    expectAllDifferent(
      branchSeed.map((branch) => branch.image.src),
      'Branch picture paths of',
    )
    expectAllDifferent(
      branchSeed.map((branch) => skeleton(file(branch.image.src).toString())),
      'Branch compositions',
    )
    for (const branch of branchSeed) {
      const svg = file(branch.image.src).toString()
      expect(branch.image.alt, branch.id).toMatch(new RegExp(`^Ilustrasi ${branch.name}: `))
      const image = drawn.get(branch.image.src)
      if (!image) throw new Error(`${branch.image.src} is not registered`)
      expect(branchView(image), `${branch.image.src} is stale: run make-content-images`).toBe(svg)
    }
  })
})
