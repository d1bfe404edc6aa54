/**
 * Draws the shop's product pictures into `public/images/shop/<category>/<product>.(svg|jpg)`.
 * Each category has its own composition around its container (foam for cleansers, falling drops
 * for toners, a ripple under the serum's dropper, a cream swirl, the sun, clay and leaves, a
 * spot patch, a towel and soap, flowing hair) in its own palette; the product's key ingredient is
 * printed on the label, so no two products share a file. The products in `PHOTO_PRODUCT_IDS`
 * (one per category) are rendered to JPEG by sharp, with light and shadow, so the image pipeline's
 * AVIF and WebP path serves real raster photos; the others stay SVG (each under 4 KB), which
 * `/_img` sends as they are. Deterministic: a re-run writes identical files.
 *
 *   tsx scripts/make-shop-images.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import {
  type SeedProduct,
  seedCategories,
  seedProducts,
} from '../backend/db/seed/data/shop-catalogue'
import {
  ILLUSTRATION_SIZE,
  PHOTO_PRODUCT_IDS,
  PHOTO_SIZE,
} from '../backend/routes/shop/product-photos'

const SHOP_IMAGES_DIR = 'public/images/shop'
const MAX_SVG_BYTES = 4096
const MAX_JPEG_BYTES = 80 * 1024

interface Palette {
  light: string
  deep: string
  body: string
  accent: string
}

/** Soft and distinct per category: background light and deep, container, cap and label. */
const PALETTES: Record<string, Palette> = {
  pembersih: { light: '#eaf6f4', deep: '#cfeae5', body: '#ffffff', accent: '#0f766e' },
  toner: { light: '#eef4fb', deep: '#d6e6f5', body: '#f8fbff', accent: '#3b6ea5' },
  serum: { light: '#fff4e8', deep: '#ffe0c2', body: '#f3a65a', accent: '#8a4b12' },
  pelembap: { light: '#fdf0f3', deep: '#f7d6de', body: '#ffffff', accent: '#b4536b' },
  'tabir-surya': { light: '#fffbe6', deep: '#fff0b3', body: '#ffd84d', accent: '#8a5a00' },
  masker: { light: '#f1f5ec', deep: '#dbe7cf', body: '#f7faf3', accent: '#4d7a2e' },
  'perawatan-jerawat': { light: '#f4effa', deep: '#e2d6f3', body: '#ffffff', accent: '#6b46a3' },
  'perawatan-tubuh': { light: '#fff1ec', deep: '#ffd9cc', body: '#ffffff', accent: '#c2462b' },
  'perawatan-rambut': { light: '#edf3f7', deep: '#d3e1ea', body: '#2f4858', accent: '#9fc2d6' },
}

const FONT = 'Arial, Helvetica, sans-serif'

/**
 * Each category's own scene on the 480 × 480 canvas, drawn behind (`back`) and in front of
 * (`front`) the container, which stands centred on y = 400.
 */
const MOTIFS: Record<string, (c: Palette) => { back: string; front: string }> = {
  // Foam: bubbles rising round the tube and a lather at its foot.
  pembersih: (c) => ({
    back: [
      [90, 150, 34],
      [60, 250, 18],
      [110, 320, 24],
      [390, 170, 28],
      [420, 270, 16],
      [372, 330, 22],
      [130, 90, 12],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".7" stroke="${c.accent}" stroke-opacity=".35" stroke-width="2"/><circle cx="${(x as number) - (r as number) / 3}" cy="${(y as number) - (r as number) / 3}" r="${Math.round((r as number) / 4)}" fill="#fff"/>`,
      )
      .join(''),
    front: `<path d="M120 404c10-26 36-30 50-16 8-22 40-24 52-6 12-18 44-16 54 4 14-16 42-10 48 12 12-8 30 0 32 6z" fill="#fff" opacity=".92"/>`,
  }),
  // Water: drops falling on a slant, a cotton pad on the right.
  toner: (c) => ({
    back: [
      [84, 110],
      [130, 190],
      [70, 280],
      [400, 120],
      [360, 210],
      [420, 300],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y}c10 14 16 24 16 32a16 16 0 0 1-32 0c0-8 6-18 16-32z" fill="${c.accent}" opacity=".28"/>`,
      )
      .join(''),
    front: `<ellipse cx="360" cy="392" rx="62" ry="16" fill="#fff" stroke="${c.deep}" stroke-width="3"/><ellipse cx="360" cy="386" rx="48" ry="10" fill="${c.light}"/>`,
  }),
  // A drop of serum falling into rings of ripples.
  serum: (c) => ({
    back: `<path d="M392 70c16 22 26 38 26 52a26 26 0 0 1-52 0c0-14 10-30 26-52z" fill="${c.body}"/><ellipse cx="392" cy="122" rx="8" ry="10" fill="#fff" opacity=".5"/>${[
      150, 110, 70,
    ]
      .map(
        (rx, i) =>
          `<ellipse cx="240" cy="404" rx="${rx}" ry="${Math.round(rx / 6)}" fill="none" stroke="${c.accent}" stroke-opacity="${0.15 + i * 0.12}" stroke-width="3"/>`,
      )
      .join('')}`,
    front: '',
  }),
  // A swirl of cream and two leaves of aloe.
  pelembap: (c) => ({
    back: `<path d="M70 330c0-40 70-40 70-4 0 26-50 26-50 4 0-14 28-14 28 0" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/><path d="M360 120c40-30 80-20 90 10-40 20-70 16-90-10z" fill="${c.accent}" opacity=".35"/><path d="M380 170c30-34 70-34 86-8-34 26-62 28-86 8z" fill="${c.accent}" opacity=".22"/>`,
    front: `<path d="M180 150c20-30 100-30 120 0-20 12-100 12-120 0z" fill="#fff" stroke="${c.deep}" stroke-width="2"/>`,
  }),
  // The sun with its rays, and the line of a beach.
  'tabir-surya': (c) => ({
    back: `<circle cx="100" cy="100" r="46" fill="${c.body}"/>${Array.from(
      { length: 10 },
      (_, i) => {
        const a = (i * Math.PI) / 5
        const x1 = Math.round(100 + Math.cos(a) * 60)
        const y1 = Math.round(100 + Math.sin(a) * 60)
        const x2 = Math.round(100 + Math.cos(a) * 84)
        const y2 = Math.round(100 + Math.sin(a) * 84)
        return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c.accent}" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>`
      },
    ).join('')}<path d="M0 380c80-24 160 16 240 0s160-24 240 0v100H0z" fill="#f6e3b4"/>`,
    front: '',
  }),
  // Clay with a spatula, and leaves round the jar.
  masker: (c) => ({
    back: `${[
      [80, 130, -30],
      [120, 200, 20],
      [400, 110, 40],
      [380, 200, -20],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="40" ry="16" fill="${c.accent}" opacity=".4"/><line x1="${(x as number) - 36}" y1="${y}" x2="${(x as number) + 36}" y2="${y}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/></g>`,
      )
      .join('')}`,
    front: `<ellipse cx="392" cy="392" rx="50" ry="14" fill="#b9a58a"/><rect x="360" y="300" width="16" height="96" rx="8" fill="#d9c2a0" transform="rotate(24 368 348)"/>`,
  }),
  // A round patch over a spot, with small marks of calm.
  'perawatan-jerawat': (c) => ({
    back: `<circle cx="96" cy="150" r="56" fill="#f1cdb8"/><circle cx="96" cy="150" r="30" fill="#fff" stroke="${c.accent}" stroke-width="4" stroke-dasharray="6 6"/><circle cx="96" cy="150" r="8" fill="#d9826e"/>${[
      [380, 120],
      [410, 210],
      [360, 300],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${(y as number) - 14}v28M${(x as number) - 14} ${y}h28" stroke="${c.accent}" stroke-opacity=".45" stroke-width="6" stroke-linecap="round"/>`,
      )
      .join('')}`,
    front: '',
  }),
  // A rolled striped towel and a bar of soap.
  'perawatan-tubuh': (c) => ({
    back: `<rect x="40" y="270" width="110" height="130" rx="14" fill="#fff"/><rect x="40" y="300" width="110" height="10" fill="${c.accent}" opacity=".45"/><rect x="40" y="320" width="110" height="6" fill="${c.accent}" opacity=".3"/><circle cx="95" cy="270" r="30" fill="#fff" stroke="${c.deep}" stroke-width="3"/><circle cx="95" cy="270" r="14" fill="none" stroke="${c.deep}" stroke-width="3"/>`,
    front: `<rect x="340" y="360" width="96" height="42" rx="18" fill="${c.deep}"/><rect x="352" y="368" width="72" height="10" rx="5" fill="#fff" opacity=".6"/>`,
  }),
  // Hair flowing across the picture, and a comb.
  'perawatan-rambut': (c) => ({
    back: [0, 28, 56, 84]
      .map(
        (dy) =>
          `<path d="M-10 ${90 + dy}c90-60 150 60 250 0s160-60 250 0" fill="none" stroke="${c.body}" stroke-opacity="${0.18 + dy / 400}" stroke-width="10" stroke-linecap="round"/>`,
      )
      .join(''),
    front: `<rect x="340" y="330" width="110" height="22" rx="6" fill="${c.accent}"/>${Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${346 + i * 11}" y="350" width="5" height="32" rx="2" fill="${c.accent}"/>`,
    ).join('')}`,
  }),
}

/** The ingredient printed on the label: whole words, at most 18 characters. */
function labelText(key: string) {
  const first = (key.split(/,\s/)[0] ?? key).trim()
  let text = ''
  for (const word of first.split(/\s+/)) {
    const next = text ? `${text} ${word}` : word
    if (next.length > 18) break
    text = next
  }
  return escapeXml(text || first.slice(0, 18))
}

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
}

/** Containers drawn on a 480 × 480 canvas, centred, standing on y = 400. */
function container(shape: string, c: Palette, key: string) {
  const ink = c.accent === '#9fc2d6' ? '#1f2a2e' : '#fff'
  const band = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${c.accent}" opacity=".92"/><text x="240" y="${y + 22}" text-anchor="middle" font-family="${FONT}" font-size="17" font-weight="700" fill="${ink}">DIRI</text><text x="240" y="${y + h - 10}" text-anchor="middle" font-family="${FONT}" font-size="${w < 130 ? 10 : 11}" fill="${ink}">${key}</text>`
  const stroke = `stroke="${c.accent}" stroke-width="3"`
  switch (shape) {
    case 'tube':
      return `<path d="M166 110h148l-14 250h-120z" fill="${c.body}" ${stroke}/><rect x="205" y="360" width="70" height="40" rx="6" fill="${c.accent}"/>${band(176, 196, 128, 58)}`
    case 'jar':
      return `<rect x="140" y="190" width="200" height="210" rx="28" fill="${c.body}" ${stroke}/><rect x="130" y="150" width="220" height="56" rx="14" fill="${c.accent}"/>${band(150, 262, 180, 60)}`
    case 'pump':
      return `<rect x="166" y="180" width="148" height="220" rx="26" fill="${c.body}" ${stroke}/><rect x="220" y="130" width="40" height="52" fill="${c.accent}"/><path d="M200 118h110v18h-110z" fill="${c.accent}"/>${band(174, 252, 132, 58)}`
    case 'dropper':
      return `<rect x="174" y="200" width="132" height="200" rx="22" fill="${c.body}" ${stroke} opacity=".95"/><rect x="205" y="150" width="70" height="52" rx="10" fill="${c.accent}"/><ellipse cx="240" cy="140" rx="22" ry="26" fill="${c.accent}"/>${band(182, 272, 116, 58)}`
    default:
      return `<path d="M181 170h118c18 0 28 14 28 32v168c0 18-12 30-30 30h-114c-18 0-30-12-30-30v-168c0-18 10-32 28-32z" fill="${c.body}" ${stroke}/><rect x="212" y="116" width="56" height="56" rx="8" fill="${c.accent}"/>${band(166, 252, 148, 58)}`
  }
}

/**
 * A photo's light: a soft shadow under the container, a window's glow from the top left, a
 * reflection down the container and a darker rim, so the raster reads as a studio shot.
 */
const PHOTO_DEFS = `<radialGradient id="light" cx=".25" cy=".2" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></radialGradient><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter><linearGradient id="gloss" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`

/** One product's picture as SVG; `photo` adds the light and shadow of a studio shot. */
function productSvg(product: SeedProduct, { photo = false } = {}) {
  const c = PALETTES[product.categoryId]
  const motif = MOTIFS[product.categoryId]
  const shape = seedCategories.find((category) => category.id === product.categoryId)?.shape
  if (!c || !motif || !shape) throw new Error(`No drawing for the category ${product.categoryId}`)
  const { back, front } = motif(c)
  const size = photo ? PHOTO_SIZE : ILLUSTRATION_SIZE
  const shadow = photo
    ? `<ellipse cx="250" cy="404" rx="130" ry="18" fill="#1f2a2e" opacity=".28" filter="url(#soft)"/>`
    : `<ellipse cx="240" cy="404" rx="120" ry="12" fill="#1f2a2e" opacity=".08"/>`
  const light = photo
    ? `<rect x="196" y="150" width="26" height="236" rx="13" fill="url(#gloss)"/><rect width="480" height="480" fill="url(#light)"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="${size}" height="${size}" data-category="${product.categoryId}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.deep}"/></linearGradient>${photo ? PHOTO_DEFS : ''}</defs><rect width="480" height="480" fill="url(#g)"/>${back}${shadow}${container(shape, c, labelText(product.key))}${front}${light}</svg>\n`
}

/** Writes every product's picture into `dir` (emptied first); the sizes of what it wrote. */
export async function writeShopImages(dir = SHOP_IMAGES_DIR) {
  rmSync(dir, { recursive: true, force: true })
  const written: Array<{ file: string; bytes: number }> = []
  for (const product of seedProducts) {
    const folder = join(dir, product.categoryId)
    mkdirSync(folder, { recursive: true })
    const photo = PHOTO_PRODUCT_IDS.has(product.id)
    const svg = productSvg(product, { photo })
    const file = join(folder, `${product.id}.${photo ? 'jpg' : 'svg'}`)
    // Rendered at the photo's own size, baseline 4:2:0 JPEG as a camera would write it.
    const body = photo
      ? await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
      : Buffer.from(svg)
    const limit = photo ? MAX_JPEG_BYTES : MAX_SVG_BYTES
    if (body.length > limit) throw new Error(`${file} is ${body.length} B (over ${limit} B)`)
    writeFileSync(file, body)
    written.push({ file, bytes: body.length })
  }
  return written
}

if (import.meta.main) {
  const written = await writeShopImages()
  const total = written.reduce((sum, { bytes }) => sum + bytes, 0)
  const photos = written.filter(({ file }) => file.endsWith('.jpg'))
  console.info(
    `${written.length} images (${photos.length} JPEG photos, ${photos.reduce((sum, { bytes }) => sum + bytes, 0)} B), total ${(total / 1024).toFixed(1)} KiB`,
  )
}
