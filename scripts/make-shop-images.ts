/**
 * Draws one SVG per shop product into `public/images/shop/<category>/<product>.svg`: the
 * product's container (bottle, jar, tube, pump, dropper) on a soft gradient in its category's
 * colours, with a label band. Files are small (each under 4 KB) and committed; `/_img` rasterises
 * them per screen width. Run again after changing the catalogue: `tsx scripts/make-shop-images.ts`.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedCategories, seedProducts } from '../backend/db/seed/data/shop-catalogue'

const OUT = 'public/images/shop'

/** Background light, background deep, container, cap/accent; soft and distinct per category. */
const PALETTES: Record<string, [string, string, string, string]> = {
  pembersih: ['#eaf6f4', '#cfeae5', '#ffffff', '#0f766e'],
  toner: ['#eef4fb', '#d6e6f5', '#f8fbff', '#3b6ea5'],
  serum: ['#fff4e8', '#ffe0c2', '#f3a65a', '#8a4b12'],
  pelembap: ['#fdf0f3', '#f7d6de', '#ffffff', '#b4536b'],
  'tabir-surya': ['#fffbe6', '#fff0b3', '#ffd84d', '#8a5a00'],
  masker: ['#f1f5ec', '#dbe7cf', '#f7faf3', '#4d7a2e'],
  'perawatan-jerawat': ['#f4effa', '#e2d6f3', '#ffffff', '#6b46a3'],
  'perawatan-tubuh': ['#fff1ec', '#ffd9cc', '#ffffff', '#c2462b'],
  'perawatan-rambut': ['#edf3f7', '#d3e1ea', '#2f4858', '#9fc2d6'],
}

/** Containers drawn on a 480 × 480 canvas, centred, standing on y = 400. */
function container(shape: string, body: string, accent: string, label: string) {
  const band = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${accent}" opacity=".9"/><text x="240" y="${y + h / 2 + 6}" text-anchor="middle" font-family="sans-serif" font-size="17" font-weight="700" fill="#fff">${label}</text>`
  switch (shape) {
    case 'tube':
      return `<path d="M170 110h140l-14 250h-112z" fill="${body}" stroke="${accent}" stroke-width="3"/><rect x="205" y="360" width="70" height="40" rx="6" fill="${accent}"/>${band(178, 200, 124, 40)}`
    case 'jar':
      return `<rect x="140" y="190" width="200" height="210" rx="28" fill="${body}" stroke="${accent}" stroke-width="3"/><rect x="130" y="150" width="220" height="56" rx="14" fill="${accent}"/>${band(150, 270, 180, 44)}`
    case 'pump':
      return `<rect x="170" y="180" width="140" height="220" rx="26" fill="${body}" stroke="${accent}" stroke-width="3"/><rect x="220" y="130" width="40" height="52" fill="${accent}"/><path d="M200 118h110v18h-110z" fill="${accent}"/>${band(180, 260, 120, 44)}`
    case 'dropper':
      return `<rect x="180" y="200" width="120" height="200" rx="22" fill="${body}" stroke="${accent}" stroke-width="3" opacity=".95"/><rect x="205" y="150" width="70" height="52" rx="10" fill="${accent}"/><ellipse cx="240" cy="140" rx="22" ry="26" fill="${accent}"/>${band(188, 280, 104, 40)}`
    default:
      return `<path d="M185 170h110c18 0 28 14 28 32v168c0 18-12 30-30 30h-106c-18 0-30-12-30-30v-168c0-18 10-32 28-32z" fill="${body}" stroke="${accent}" stroke-width="3"/><rect x="212" y="116" width="56" height="56" rx="8" fill="${accent}"/>${band(170, 260, 140, 44)}`
  }
}

rmSync(OUT, { recursive: true, force: true })
const shapeOf = new Map(seedCategories.map((category) => [category.id, category.shape]))
for (const product of seedProducts) {
  const palette = PALETTES[product.categoryId]
  if (!palette) throw new Error(`No palette for the category ${product.categoryId}`)
  const [light, deep, body, accent] = palette
  const shape = shapeOf.get(product.categoryId) ?? 'bottle'
  const label = 'DIRI'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect width="480" height="480" fill="url(#g)"/><circle cx="380" cy="100" r="70" fill="#fff" opacity=".35"/><ellipse cx="240" cy="404" rx="120" ry="12" fill="#1f2a2e" opacity=".08"/>${container(shape, body, accent, label)}</svg>\n`
  const dir = join(OUT, product.categoryId)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${product.id}.svg`), svg)
}

let total = 0
let largest = 0
for (const dir of readdirSync(OUT)) {
  for (const file of readdirSync(join(OUT, dir))) {
    const size = statSync(join(OUT, dir, file)).size
    total += size
    largest = Math.max(largest, size)
  }
}
console.log(
  `${seedProducts.length} images, largest ${largest} B, total ${(total / 1024).toFixed(1)} KiB`,
)
if (largest >= 4096 || total >= 1024 * 1024) throw new Error('Shop images over their size budget')
