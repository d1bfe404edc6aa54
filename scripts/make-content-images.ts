/**
 * Draws the content seed's illustrations as small SVG files into public/images/content/**.
 * No photos: soft gradients, abstract skin-tone shapes, bottle and jar silhouettes, doctor
 * avatars with initials, promo banners, and a composition of its own for each article topic and
 * each clinic branch (scripts/content-scenes.ts). Colours vary per image but deterministically (a hash of
 * its path), so a re-run rewrites identical files. Every SVG has explicit width, height and
 * viewBox, the size the seed declares.
 *
 *   tsx scripts/make-content-images.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import '../backend/db/seed/content'
import '../backend/db/seed/clinic-data/branches'
import '../backend/db/seed/clinic-data/key-treatments'
import '../backend/db/seed/clinic-data/pages'
import '../backend/db/seed/clinic-data/programs'
import '../backend/db/seed/clinic-data/promotions'
import '../backend/db/seed/clinic-data/team'
import '../backend/db/seed/clinic-data/testimonies'
import '../backend/db/seed/clinic-data/treatments'
import { conditionPageSeed, polyclinicPageSeed } from '../backend/db/seed/content-data/clinics'
import { registeredImages, type SeedImage } from '../backend/db/seed/content-data/images'
import { seedPolyclinicContent } from '../backend/db/seed/polyclinics'
import { branchView, topicCover } from './content-scenes'

// Polyclinic and condition pages are built when seeding; build them once here to register theirs.
for (const clinic of seedPolyclinicContent) {
  polyclinicPageSeed(clinic)
  for (const condition of clinic.conditions) conditionPageSeed(clinic, condition)
}

const OUT = join(import.meta.dirname, '..', 'public')
const ROOT = join(OUT, 'images', 'content')
const MAX_BYTES = 4 * 1024
/** Folders under ROOT that another script draws (scripts/make-clinic-maps.ts): kept as they are. */
const KEEP = new Set([join(ROOT, 'klinik', 'peta')])

/** The route's fallback for a condition without a page picture (backend/routes/content.ts). */
const EXTRA: SeedImage[] = [
  {
    src: '/images/content/conditions/default.svg',
    alt: '',
    width: 640,
    height: 480,
    kind: 'closeup',
  },
]

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

/** A small deterministic random source per image. */
function randomFor(text: string) {
  let state = hash(text) || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return ((state >>> 0) % 10_000) / 10_000
  }
}

const SKIN = ['#f6d5c1', '#eec1a2', '#e0a98a', '#c98d6c', '#a86f50', '#8a5a3f']
const round = (value: number) => Math.round(value)

/** Before and after pictures of one person share their colours. */
function palette(src: string) {
  const h = hash(src.replace(/-(before|after)\.svg$/, '.svg'))
  const hue = h % 360
  return {
    light: `hsl(${hue} 70% 95%)`,
    soft: `hsl(${(hue + 30) % 360} 60% 86%)`,
    accent: `hsl(${(hue + 200) % 360} 45% 45%)`,
    deep: `hsl(${hue} 40% 30%)`,
    skin: SKIN[h % SKIN.length] as string,
    skin2: SKIN[(h >>> 4) % SKIN.length] as string,
  }
}

function frame(image: SeedImage, body: string, defs = '') {
  const { width: w, height: h } = image
  const c = palette(image.src)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${
    image.alt ? ` role="img" aria-label="${escapeXml(image.alt)}"` : ' aria-hidden="true"'
  }><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.soft}"/></linearGradient>${defs}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>\n`
}

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** Soft background blobs. */
function blobs(image: SeedImage, count: number) {
  const rnd = randomFor(`${image.src}#blobs`)
  const c = palette(image.src)
  const fills = [c.soft, c.skin, c.light, c.skin2]
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = round((0.12 + rnd() * 0.25) * Math.min(image.width, image.height))
    out += `<circle cx="${round(rnd() * image.width)}" cy="${round(rnd() * image.height)}" r="${r}" fill="${fills[i % fills.length]}" opacity="${(0.35 + rnd() * 0.4).toFixed(2)}"/>`
  }
  return out
}

function person(image: SeedImage, cx: number, baseY: number, scale: number) {
  const c = palette(image.src)
  const head = round(scale * 0.16)
  return `<g><rect x="${round(cx - scale * 0.3)}" y="${round(baseY - scale * 0.62)}" width="${round(scale * 0.6)}" height="${round(scale * 0.62)}" rx="${round(scale * 0.26)}" fill="${c.accent}"/><circle cx="${cx}" cy="${round(baseY - scale * 0.8)}" r="${head}" fill="${c.skin}"/><path d="M${round(cx - head)} ${round(baseY - scale * 0.82)}q${head} ${-round(head * 1.6)} ${head * 2} 0" fill="${c.deep}"/></g>`
}

function phone(image: SeedImage, x: number, y: number, h: number) {
  const c = palette(image.src)
  const w = round(h * 0.5)
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${round(w * 0.14)}" fill="${c.deep}"/><rect x="${x + 6}" y="${y + 14}" width="${w - 12}" height="${h - 28}" rx="6" fill="#fff"/><rect x="${x + 14}" y="${y + 30}" width="${round(w * 0.55)}" height="10" rx="5" fill="${c.soft}"/><rect x="${x + round(w * 0.3)}" y="${y + 50}" width="${round(w * 0.55)}" height="10" rx="5" fill="${c.accent}" opacity=".6"/><rect x="${x + 14}" y="${y + 70}" width="${round(w * 0.45)}" height="10" rx="5" fill="${c.soft}"/></g>`
}

function scene(image: SeedImage) {
  const { width: w, height: h } = image
  const s = Math.min(w, h)
  return frame(
    image,
    `${blobs(image, 5)}${person(image, round(w * 0.38), round(h * 0.95), s * 0.75)}${phone(image, round(w * 0.6), round(h * 0.3), round(s * 0.5))}`,
  )
}

function skin(image: SeedImage) {
  const { width: w, height: h } = image
  const c = palette(image.src)
  const rnd = randomFor(`${image.src}#spots`)
  const before = image.variant === 'before'
  const spots = before ? 14 : image.variant === 'after' ? 3 : 7
  let out = `<ellipse cx="${round(w / 2)}" cy="${round(h * 0.55)}" rx="${round(w * 0.42)}" ry="${round(h * 0.5)}" fill="${c.skin}"/>`
  out += `<ellipse cx="${round(w * 0.42)}" cy="${round(h * 0.42)}" rx="${round(w * 0.18)}" ry="${round(h * 0.12)}" fill="#fff" opacity=".18"/>`
  for (let i = 0; i < spots; i++) {
    const r = round((before ? 6 : 4) + rnd() * (before ? 10 : 5))
    const color = before ? '#c4574f' : c.skin2
    out += `<circle cx="${round(w * (0.2 + rnd() * 0.6))}" cy="${round(h * (0.25 + rnd() * 0.55))}" r="${r}" fill="${color}" opacity="${before ? 0.55 : 0.35}"/>`
  }
  return frame(image, `${blobs(image, 3)}${out}`)
}

/** A face in profile-ish, with a magnifier over the cheek showing the skin up close. */
function closeup(image: SeedImage) {
  const { width: w, height: h } = image
  const c = palette(image.src)
  const rnd = randomFor(`${image.src}#closeup`)
  const s = Math.min(w, h)
  const fx = round(w * 0.36)
  const fy = round(h * 0.52)
  const fr = round(s * 0.34)
  const mx = round(w * 0.64)
  const my = round(h * 0.5)
  const mr = round(s * 0.22)
  let dots = ''
  for (let i = 0; i < 9; i++) {
    const a = rnd() * Math.PI * 2
    const d = rnd() * mr * 0.75
    dots += `<circle cx="${round(mx + Math.cos(a) * d)}" cy="${round(my + Math.sin(a) * d)}" r="${round(3 + rnd() * mr * 0.07)}" fill="${c.skin2}" opacity=".6"/>`
  }
  return frame(
    image,
    `${blobs(image, 3)}<circle cx="${fx}" cy="${fy}" r="${fr}" fill="${c.skin}"/><path d="M${fx - fr} ${fy}q0 ${-round(fr * 1.3)} ${fr} ${-fr}t${fr} ${round(fr * 0.6)}q${-round(fr * 0.7)} ${-round(fr * 0.5)} ${-fr} ${-round(fr * 0.3)}t${-fr} ${round(fr * 0.7)}z" fill="${c.deep}"/><circle cx="${round(fx + fr * 0.35)}" cy="${round(fy + fr * 0.2)}" r="${round(fr * 0.16)}" fill="#e79a8c" opacity=".45"/><line x1="${round(mx + mr * 0.7)}" y1="${round(my + mr * 0.7)}" x2="${round(mx + mr * 1.5)}" y2="${round(my + mr * 1.5)}" stroke="${c.deep}" stroke-width="${round(mr * 0.22)}" stroke-linecap="round"/><circle cx="${mx}" cy="${my}" r="${mr}" fill="${c.skin}" stroke="#fff" stroke-width="${round(mr * 0.14)}"/>${dots}<ellipse cx="${round(mx - mr * 0.35)}" cy="${round(my - mr * 0.4)}" rx="${round(mr * 0.3)}" ry="${round(mr * 0.16)}" fill="#fff" opacity=".35"/>`,
  )
}

function product(image: SeedImage) {
  const { width: w, height: h } = image
  const c = palette(image.src)
  const bw = round(w * 0.18)
  const bh = round(h * 0.45)
  const bx = round(w * 0.3)
  const by = round(h * 0.35)
  const jw = round(w * 0.26)
  const jx = round(w * 0.52)
  const jy = round(h * 0.55)
  return frame(
    image,
    `${blobs(image, 3)}<rect x="${round(w * 0.12)}" y="${round(h * 0.8)}" width="${round(w * 0.76)}" height="${round(h * 0.04)}" rx="8" fill="${c.deep}" opacity=".15"/><rect x="${bx + round(bw * 0.3)}" y="${by - round(bh * 0.16)}" width="${round(bw * 0.4)}" height="${round(bh * 0.18)}" rx="6" fill="${c.deep}"/><rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="${round(bw * 0.25)}" fill="${c.accent}"/><rect x="${bx + 10}" y="${by + round(bh * 0.35)}" width="${bw - 20}" height="${round(bh * 0.25)}" rx="6" fill="#fff" opacity=".85"/><rect x="${jx}" y="${jy - round(h * 0.05)}" width="${jw}" height="${round(h * 0.06)}" rx="8" fill="${c.deep}"/><rect x="${jx}" y="${jy}" width="${jw}" height="${round(h * 0.25)}" rx="18" fill="${c.skin}"/><rect x="${jx + 12}" y="${jy + round(h * 0.08)}" width="${jw - 24}" height="${round(h * 0.08)}" rx="6" fill="#fff" opacity=".8"/>`,
  )
}

function avatar(image: SeedImage) {
  const { width: w, height: h } = image
  const c = palette(image.src)
  const s = Math.min(w, h)
  const cx = round(w / 2)
  const headY = round(h * 0.4)
  const r = round(s * 0.2)
  const label = escapeXml(image.label ?? '')
  const wide = w > h * 1.2
  const play = wide
    ? `<circle cx="${round(w * 0.82)}" cy="${round(h * 0.78)}" r="${round(s * 0.1)}" fill="#fff" opacity=".9"/><path d="M${round(w * 0.82 - s * 0.03)} ${round(h * 0.78 - s * 0.045)}v${round(s * 0.09)}l${round(s * 0.075)} ${-round(s * 0.045)}z" fill="${c.deep}"/>`
    : ''
  return frame(
    image,
    `${blobs(image, 2)}<path d="M${round(cx - s * 0.38)} ${h}q0 ${-round(s * 0.36)} ${round(s * 0.38)} ${-round(s * 0.36)}t${round(s * 0.38)} ${round(s * 0.36)}z" fill="#fff"/><path d="M${cx} ${round(h - s * 0.3)}l${-round(s * 0.08)} ${round(s * 0.3)}h${round(s * 0.16)}z" fill="${c.accent}"/><circle cx="${cx}" cy="${headY}" r="${r}" fill="${c.skin}"/><path d="M${cx - r} ${headY}q0 ${-round(r * 1.25)} ${r} ${-round(r * 1.05)}t${r} ${round(r * 1.05)}q${-round(r * 0.5)} ${-round(r * 0.45)} ${-r} ${-round(r * 0.45)}t${-r} ${round(r * 0.45)}z" fill="${c.deep}"/><text x="${cx}" y="${round(headY + r * 0.28)}" font-family="Arial, Helvetica, sans-serif" font-size="${round(r * 0.7)}" font-weight="700" fill="${c.deep}" text-anchor="middle" opacity=".85">${label}</text>${play}`,
  )
}

function banner(image: SeedImage) {
  const { width: w, height: h } = image
  const c = palette(image.src)
  const label = escapeXml(image.label ?? '')
  return frame(
    image,
    `${blobs(image, 4)}<rect x="${round(w * 0.08)}" y="${round(h * 0.22)}" width="${round(w * 0.5)}" height="${round(h * 0.56)}" rx="${round(h * 0.08)}" fill="${c.accent}"/><text x="${round(w * 0.33)}" y="${round(h * 0.57)}" font-family="Arial, Helvetica, sans-serif" font-size="${round(h * 0.2)}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text><circle cx="${round(w * 0.78)}" cy="${round(h * 0.5)}" r="${round(h * 0.24)}" fill="${c.skin}"/><circle cx="${round(w * 0.78)}" cy="${round(h * 0.5)}" r="${round(h * 0.14)}" fill="#fff" opacity=".6"/>`,
  )
}

function steps(image: SeedImage) {
  const { width: w, height: h } = image
  const c = palette(image.src)
  const s = Math.min(w, h)
  const label = escapeXml(image.label ?? '')
  const text = label
    ? `<text x="${round(w / 2)}" y="${round(h / 2 + s * 0.1)}" font-family="Arial, Helvetica, sans-serif" font-size="${round(s * 0.3)}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>`
    : `<path d="M${round(w / 2 - s * 0.12)} ${round(h / 2)}l${round(s * 0.08)} ${round(s * 0.08)} ${round(s * 0.16)} ${-round(s * 0.18)}" stroke="#fff" stroke-width="${round(s * 0.04)}" fill="none" stroke-linecap="round"/>`
  return frame(
    image,
    `${blobs(image, 3)}<circle cx="${round(w / 2)}" cy="${round(h / 2)}" r="${round(s * 0.28)}" fill="${c.accent}"/>${text}`,
  )
}

const DRAW = {
  scene,
  skin,
  closeup,
  product,
  avatar,
  banner,
  steps,
  topic: topicCover,
  branch: branchView,
}

function totalBytes(dir: string): number {
  let total = 0
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    total += statSync(path).isDirectory() ? totalBytes(path) : statSync(path).size
  }
  return total
}

/** Removes everything under `dir` except the KEEP folders (and the folders holding them). */
function clear(dir: string) {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return
  }
  for (const name of entries) {
    const path = join(dir, name)
    if (KEEP.has(path)) continue
    if ([...KEEP].some((kept) => kept.startsWith(`${path}/`))) clear(path)
    else rmSync(path, { recursive: true, force: true })
  }
}

clear(ROOT)
const images = [...registeredImages(), ...EXTRA]
for (const image of images) {
  const svg = DRAW[image.kind](image)
  const bytes = Buffer.byteLength(svg)
  if (bytes > MAX_BYTES) throw new Error(`${image.src} is ${bytes} bytes (over ${MAX_BYTES})`)
  const file = join(OUT, image.src)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
}
console.info(`${images.length} images, ${(totalBytes(ROOT) / 1024).toFixed(1)} KiB in ${ROOT}`)
