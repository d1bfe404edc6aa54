/**
 * The compositions of scripts/make-content-images.ts that differ by subject, not only by colour:
 * one per article topic (a face with spots, a shelf of skin care, flowing hair, a cycle calendar,
 * fruit, water and the moon) and one per clinic branch (the clinic in front of something of its
 * city: trees, Monas, hills, a Balinese gate, a pinisi, a bay, the Suramadu bridge, scaffolding).
 * Each has its own palette from DESIGN.md's calm teal, warm coral and soft neutrals. Articles of
 * one topic share the composition and vary in small things (side, spots, blobs) by a hash of
 * their path, so every file is its own.
 */
import type { SeedImage } from '../backend/db/seed/content-data/images'

const FONT = 'Arial, Helvetica, sans-serif'
const r = Math.round

interface Palette {
  light: string
  soft: string
  accent: string
  deep: string
}

const TOPIC_PALETTES: Record<string, Palette> = {
  jerawat: { light: '#fdf0ec', soft: '#f7d3c8', accent: '#e8684a', deep: '#7a2e1f' },
  'perawatan-kulit': { light: '#eaf6f4', soft: '#cfeae5', accent: '#0f766e', deep: '#0b3f3a' },
  rambut: { light: '#eef2f8', soft: '#d5dff0', accent: '#3b5b8c', deep: '#1f3050' },
  'kesehatan-wanita': { light: '#fbeff5', soft: '#f3d3e4', accent: '#a3416f', deep: '#5a1f3c' },
  'gaya-hidup': { light: '#f3f8e8', soft: '#e1edc6', accent: '#5b8a2e', deep: '#2f4a14' },
}

/** Sky light, sky deep, ground, and the clinic's sign. */
const BRANCH_PALETTES: Record<string, Palette> = {
  pepohonan: { light: '#e6f4ef', soft: '#cfeae5', accent: '#0f766e', deep: '#7fb77e' },
  monas: { light: '#ffe9dc', soft: '#ffd3bf', accent: '#0b5f59', deep: '#c9b79c' },
  gunung: { light: '#e3eef0', soft: '#c7dde0', accent: '#2f6f5e', deep: '#8fae8b' },
  'candi-bentar': { light: '#fff0d6', soft: '#ffcf9e', accent: '#b4532a', deep: '#d9b68c' },
  pinisi: { light: '#e4f1fb', soft: '#bcdcf2', accent: '#3b6ea5', deep: '#e8d3a8' },
  teluk: { light: '#dff5f2', soft: '#a9e0d8', accent: '#0f766e', deep: '#5f9e6e' },
  jembatan: { light: '#efe8f7', soft: '#d9cbee', accent: '#6b46a3', deep: '#b8b0c8' },
  renovasi: { light: '#eef0f2', soft: '#d7dce1', accent: '#5b6770', deep: '#b9b2a6' },
}

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

function randomFor(text: string) {
  let state = hash(text) || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return ((state >>> 0) % 10_000) / 10_000
  }
}

function escapeXml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function svg(image: SeedImage, c: Palette, body: string) {
  const { width: w, height: h } = image
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${
    image.alt ? ` role="img" aria-label="${escapeXml(image.alt)}"` : ' aria-hidden="true"'
  } data-motif="${image.motif}"><defs><linearGradient id="bg" x1="0" y1="0" x2="${
    image.kind === 'branch' ? '0' : '1'
  }" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.soft}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>\n`
}

function blobs(image: SeedImage, c: Palette, count: number) {
  const rnd = randomFor(`${image.src}#blobs`)
  let out = ''
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r(rnd() * image.width)}" cy="${r(rnd() * image.height)}" r="${r(60 + rnd() * 120)}" fill="${i % 2 ? '#fff' : c.soft}" opacity="${(0.3 + rnd() * 0.3).toFixed(2)}"/>`
  }
  return out
}

/** Topic compositions on a 1200 × 675 canvas. */
const TOPICS: Record<string, (c: Palette, rnd: () => number) => string> = {
  // A face with a few spots, a round patch on one of them, a tube of spot gel.
  jerawat: (c, rnd) => {
    let spots = ''
    for (let i = 0; i < 6; i++) {
      spots += `<circle cx="${r(420 + rnd() * 160)}" cy="${r(360 + rnd() * 140)}" r="${r(7 + rnd() * 7)}" fill="${c.accent}" opacity=".55"/>`
    }
    return `<circle cx="480" cy="360" r="230" fill="#eec1a2"/><path d="M250 340c0-190 120-260 230-260s240 80 240 250c-60-90-150-120-240-120s-170 40-230 130z" fill="${c.deep}"/><circle cx="400" cy="370" r="14" fill="${c.deep}"/><circle cx="560" cy="370" r="14" fill="${c.deep}"/><path d="M430 470q50 30 100 0" stroke="${c.deep}" stroke-width="8" fill="none" stroke-linecap="round"/>${spots}<circle cx="590" cy="460" r="30" fill="#fff" opacity=".85" stroke="${c.soft}" stroke-width="4"/><g transform="rotate(-24 900 380)"><rect x="850" y="220" width="110" height="300" rx="18" fill="#fff" stroke="${c.accent}" stroke-width="6"/><rect x="872" y="520" width="66" height="50" rx="8" fill="${c.accent}"/><rect x="862" y="330" width="86" height="60" rx="8" fill="${c.accent}" opacity=".85"/></g>`
  },
  // A shelf of skin care: a dropper bottle, a toner, a jar, with a sprig of leaves.
  'perawatan-kulit': (c) =>
    `<rect x="140" y="540" width="920" height="20" rx="10" fill="${c.deep}" opacity=".25"/><rect x="280" y="300" width="130" height="240" rx="26" fill="${c.accent}"/><rect x="318" y="240" width="54" height="64" rx="10" fill="${c.deep}"/><ellipse cx="345" cy="228" rx="24" ry="28" fill="${c.deep}"/><rect x="300" y="380" width="90" height="60" rx="8" fill="#fff" opacity=".85"/><rect x="480" y="220" width="150" height="320" rx="30" fill="#fff" stroke="${c.accent}" stroke-width="6"/><rect x="520" y="170" width="70" height="56" rx="8" fill="${c.accent}"/><rect x="500" y="340" width="110" height="70" rx="8" fill="${c.soft}"/><rect x="700" y="390" width="220" height="150" rx="28" fill="#f6d5c1"/><rect x="690" y="350" width="240" height="50" rx="14" fill="${c.deep}"/><path d="M960 540c-10-120 40-220 120-260" stroke="${c.accent}" stroke-width="6" fill="none"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (i) =>
          `<ellipse cx="${990 + i * 20}" cy="${470 - i * 50}" rx="40" ry="16" fill="${c.accent}" opacity=".55" transform="rotate(-40 ${990 + i * 20} ${470 - i * 50})"/>`,
      )
      .join('')}`,
  // Long hair falling in waves from a head seen from behind, and a comb.
  rambut: (c, rnd) => {
    let strands = ''
    for (let i = 0; i < 9; i++) {
      const x = 380 + i * 30
      const sway = r(30 + rnd() * 40)
      strands += `<path d="M${x} 220c${-sway} 120 ${sway} 200 ${-sway / 2} 380" stroke="${c.accent}" stroke-opacity=".55" stroke-width="14" fill="none" stroke-linecap="round"/>`
    }
    return `<path d="M360 640c0-120 80-180 160-180s160 60 160 180z" fill="#fff"/><ellipse cx="520" cy="260" rx="170" ry="180" fill="${c.deep}"/>${strands}<g transform="rotate(18 900 300)"><rect x="780" y="260" width="260" height="50" rx="12" fill="${c.accent}"/>${Array.from(
      { length: 14 },
      (_, i) =>
        `<rect x="${792 + i * 17}" y="300" width="8" height="70" rx="3" fill="${c.accent}"/>`,
    ).join('')}</g>`
  },
  // A month's calendar with the days of a cycle marked, a flower beside it.
  'kesehatan-wanita': (c, rnd) => {
    const start = r(rnd() * 10)
    let days = ''
    for (let i = 0; i < 28; i++) {
      const x = 250 + (i % 7) * 70
      const y = 250 + Math.floor(i / 7) * 70
      const marked = i >= start && i < start + 5
      days += `<circle cx="${x}" cy="${y}" r="${marked ? 24 : 10}" fill="${marked ? c.accent : c.soft}"/>`
    }
    const petals = Array.from(
      { length: 6 },
      (_, i) =>
        `<ellipse cx="960" cy="300" rx="34" ry="80" fill="${c.soft}" transform="rotate(${i * 60} 960 380) translate(0 0)"/>`,
    ).join('')
    return `<rect x="190" y="130" width="540" height="440" rx="28" fill="#fff"/><rect x="190" y="130" width="540" height="70" rx="28" fill="${c.accent}"/><rect x="190" y="170" width="540" height="30" fill="${c.accent}"/>${days}<path d="M960 640c0-120 10-180 0-260" stroke="${c.deep}" stroke-width="10" fill="none"/>${petals}<circle cx="960" cy="380" r="36" fill="${c.accent}"/>`
  },
  // A bowl of fruit, a glass of water, and the moon for a good night's sleep.
  'gaya-hidup': (c) =>
    `<circle cx="1010" cy="150" r="70" fill="#f2d36b"/><circle cx="1040" cy="130" r="62" fill="${c.light}"/><circle cx="330" cy="390" r="60" fill="#e8684a"/><circle cx="420" cy="370" r="64" fill="#f2b84b"/><circle cx="500" cy="400" r="54" fill="${c.accent}"/><path d="M220 420h380c0 110-90 170-190 170s-190-60-190-170z" fill="#fff" stroke="${c.deep}" stroke-width="6"/><path d="M700 250h140l-16 330h-108z" fill="#fff" opacity=".7" stroke="${c.deep}" stroke-width="6"/><path d="M712 340h116l-10 230h-96z" fill="#9fd3f0" opacity=".8"/>`,
}

/** The clinic: a white building with the DIRI KLINIK sign; its roof follows the motif. */
function clinic(c: Palette, x: number, roof: 'flat' | 'pitched' | 'ruko') {
  const top =
    roof === 'pitched'
      ? `<path d="M${x - 30} 380l230-120 230 120z" fill="${c.accent}"/>`
      : roof === 'ruko'
        ? `<rect x="${x - 10}" y="350" width="420" height="30" fill="${c.accent}"/><rect x="${x + 195}" y="350" width="10" height="290" fill="${c.accent}" opacity=".4"/>`
        : `<rect x="${x - 10}" y="360" width="420" height="22" rx="4" fill="${c.accent}"/>`
  let windows = ''
  for (const wx of [x + 30, x + 130, x + 250, x + 330]) {
    windows += `<rect x="${wx}" y="410" width="50" height="60" rx="6" fill="#cfe6f2"/>`
  }
  return `<rect x="${x}" y="380" width="400" height="260" fill="#fff"/>${top}${windows}<rect x="${x + 90}" y="490" width="220" height="44" rx="8" fill="${c.accent}"/><text x="${x + 200}" y="520" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff">DIRI KLINIK</text><rect x="${x + 165}" y="550" width="70" height="90" rx="6" fill="${c.accent}" opacity=".75"/>`
}

function tree(x: number, y: number, size: number, leaf: string) {
  return `<rect x="${x - 6}" y="${y - size * 0.4}" width="12" height="${r(size * 0.4)}" fill="#8a6a4a"/><circle cx="${x}" cy="${r(y - size * 0.6)}" r="${r(size * 0.4)}" fill="${leaf}"/>`
}

/** Branch compositions on a 1200 × 800 canvas: the landmark behind, the clinic in front. */
const BRANCHES: Record<string, (c: Palette) => string> = {
  pepohonan: (c) =>
    `${[120, 260, 980, 1100, 880].map((x, i) => tree(x, 640, 260 + (i % 3) * 60, i % 2 ? '#4f9a6a' : '#6fb07e')).join('')}${clinic(c, 420, 'pitched')}${tree(360, 660, 200, '#3f8a5a')}`,
  monas: (c) =>
    `<path d="M880 620l22-440h36l22 440z" fill="#f4f1ea"/><rect x="820" y="560" width="200" height="60" fill="#f4f1ea"/><path d="M896 180c0-60 24-80 24-110 10 20 24 50 24 110z" fill="#f2b84b"/><rect x="890" y="170" width="60" height="14" fill="#d9cfc0"/>${clinic(c, 200, 'flat')}`,
  gunung: (c) =>
    `<path d="M0 520l260-300 200 180 200-240 280 300 260-180v360H0z" fill="#9fbfb3"/><path d="M0 600l200-160 220 120 260-200 280 220 240-120v300H0z" fill="#7fa897"/>${clinic(c, 620, 'flat')}`,
  'candi-bentar': (c) => {
    const half = (x: number, flip: number) =>
      `<path d="M${x} 640v-420h${flip * 40}v40h${flip * 30}v60h${flip * 30}v80h${flip * 30}v240z" fill="#c0703f"/><path d="M${x} 300h${flip * 70}M${x} 400h${flip * 100}M${x} 500h${flip * 130}" stroke="#8a4a2a" stroke-width="8"/>`
    return `${half(880, -1)}${half(960, 1)}${clinic(c, 120, 'pitched')}<circle cx="640" cy="620" r="22" fill="#fff"/><circle cx="640" cy="620" r="8" fill="#f2b84b"/>`
  },
  pinisi: (c) =>
    `<rect y="470" width="1200" height="100" fill="#7fb6dc"/><path d="M760 470h320l-40 50h-240z" fill="#8a5a3a"/><path d="M840 460v-300l-90 280zM930 460v-330l110 310zM930 150l-100 290" fill="#fff" stroke="#c9b79c" stroke-width="4"/>${clinic(c, 140, 'ruko')}`,
  teluk: (c) =>
    `<path d="M0 420c160-160 320-200 480-120s200-60 380-80 260 60 340 120v220H0z" fill="#5f9e6e"/><path d="M520 520c120-40 400-50 680-10v130H520z" fill="#6cc0c8"/><ellipse cx="900" cy="540" rx="90" ry="22" fill="#4f8a5e"/>${clinic(c, 80, 'flat')}`,
  jembatan: (c) =>
    `<rect x="560" y="480" width="640" height="16" fill="#8d84a6"/><rect x="730" y="220" width="24" height="270" fill="#8d84a6"/><rect x="1000" y="220" width="24" height="270" fill="#8d84a6"/>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (i) =>
          `<path d="M742 ${230 + i * 12}L${600 + i * 26} 482M742 ${230 + i * 12}L${884 - i * 26} 482M1012 ${230 + i * 12}L${876 + i * 26} 482M1012 ${230 + i * 12}L${1160 - i * 26} 482" stroke="#a79fc0" stroke-width="3"/>`,
      )
      .join(
        '',
      )}<rect x="540" y="496" width="660" height="80" fill="#b9d3ea"/>${clinic(c, 100, 'flat')}`,
  renovasi: (c) =>
    `${[
      [760, 180, 120],
      [900, 260, 100],
      [1030, 140, 110],
    ]
      .map(
        ([x, y, w]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${640 - (y as number)}" fill="#c5ccd3"/>`,
      )
      .join(
        '',
      )}${clinic(c, 280, 'flat')}<path d="M260 360h440M260 460h440M260 560h440M280 340v300M480 340v300M680 340v300M280 360l200 100M480 460l200 100" stroke="#e0a33a" stroke-width="8"/><path d="M740 640l30-90 30 90z" fill="#e8684a"/><rect x="752" y="590" width="36" height="10" fill="#fff"/>`,
}

/** An article's cover in its topic's composition. */
export function topicCover(image: SeedImage) {
  const c = TOPIC_PALETTES[image.motif ?? '']
  const draw = TOPICS[image.motif ?? '']
  if (!c || !draw) throw new Error(`No topic composition for ${image.src} (motif ${image.motif})`)
  const rnd = randomFor(`${image.src}#topic`)
  // A list of one topic should not repeat itself: half the articles face the other way, and
  // each sits a little nearer or further, to one side or the other.
  const flip = hash(image.src) % 2 === 1
  const zoom = (0.8 + rnd() * 0.25).toFixed(3)
  const shift = r((rnd() - 0.5) * 180)
  const scale = `scale(${(image.width / 1200).toFixed(4)} ${(image.height / 675).toFixed(4)})`
  const place = `translate(${600 + shift} 338) scale(${zoom}) translate(-600 -338)`
  const body = draw(c, rnd)
  return svg(
    image,
    c,
    `${blobs(image, c, 4)}<g transform="${flip ? `translate(${image.width} 0) scale(-1 1) ` : ''}${scale} ${place}">${body}</g>`,
  )
}

/** A clinic branch's view in its own composition. */
export function branchView(image: SeedImage) {
  const c = BRANCH_PALETTES[image.motif ?? '']
  const draw = BRANCHES[image.motif ?? '']
  if (!c || !draw) throw new Error(`No branch composition for ${image.src} (motif ${image.motif})`)
  const scale = `scale(${(image.width / 1200).toFixed(4)} ${(image.height / 800).toFixed(4)})`
  return svg(
    image,
    c,
    `<g transform="${scale}">${draw(c)}<rect y="640" width="1200" height="160" fill="${c.deep}"/><rect y="640" width="1200" height="10" fill="#fff" opacity=".4"/></g>`,
  )
}
