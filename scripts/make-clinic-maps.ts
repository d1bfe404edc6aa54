/**
 * Draws one map per clinic branch as a small SVG at public/images/content/klinik/peta/{id}.svg
 * (1200 × 675), so a branch page shows a map made here, with no third-party map script or tiles.
 *
 * Each map is a regional view centred on the branch (about ±1.6° longitude, ±0.9° latitude):
 * Natural Earth 1:10m land from world-atlas, projected with d3-geo's Mercator, sea behind, a faint
 * graticule, dashed country borders, a coral pin at the branch, a card with the branch's name and
 * "{district}, {city}", a scale bar in km, and an inset of the whole of Indonesia with a dot at the
 * branch. Geometry is clipped to the view, simplified (Douglas–Peucker, under a pixel) and written
 * with one decimal, so every file stays under MAX_BYTES; nothing depends on time or randomness, so
 * a re-run rewrites identical bytes. Files for ids no longer in the seed are deleted.
 *
 *   tsx scripts/make-clinic-maps.ts
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import {
  type ExtendedFeatureCollection,
  type GeoPermissibleObjects,
  type GeoProjection,
  type GeoStream,
  geoArea,
  geoDistance,
  geoGraticule,
  geoMercator,
  geoStream,
} from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import { branchSeed } from '../backend/db/seed/clinic-data/branches'

export const WIDTH = 1200
export const HEIGHT = 675
/** Half the regional view, in degrees around the branch. */
export const SPAN_LON = 1.6
export const SPAN_LAT = 0.9
const MAX_BYTES = 60 * 1024
const EARTH_RADIUS_KM = 6371.0088
const OUT_DIR = join(import.meta.dirname, '..', 'public', 'images', 'content', 'klinik', 'peta')

/** Diri's palette (src/styles/base.css): teal for care, coral for the pin, warm neutrals. */
const COLOR = {
  sea: '#d7ede9',
  graticule: '#c3e2dc',
  land: '#fbf8f5',
  coast: '#7fb8ae',
  border: '#b3a79b',
  pin: '#e8684a',
  pinDark: '#a13a23',
  card: '#ffffff',
  cardLine: '#e4ded8',
  title: '#0a4a46',
  text: '#1f2a2e',
  muted: '#556268',
  insetSea: '#eaf6f4',
  insetLand: '#cfeae5',
  insetCoast: '#0f766e',
  primary: '#0f766e',
}
const FONT =
  "'Plus Jakarta Sans Variable','Plus Jakarta Sans',system-ui,'Segoe UI',Roboto,Arial,sans-serif"

/** What a map needs of a branch (SeedBranch has more). */
export interface MapBranch {
  id: string
  name: string
  coordinates: { latitude: number; longitude: number }
  address: { district: string; city: string }
}

type Point = [number, number]

// ---------------------------------------------------------------------------------------------
// Geometry

type Topology = Parameters<typeof feature>[0]
let world: { land: GeoPermissibleObjects; borders: GeoPermissibleObjects } | undefined

/**
 * Natural Earth 1:10m: at ±1.6° the 1:50m coast is a few straight strokes (no Jakarta Bay, no
 * Yos Sudarso Bay at Jayapura); 1:10m, simplified to the pixel, still keeps each file small.
 */
export const ATLAS = 'world-atlas/countries-10m.json'

/** Land and the borders between countries (loaded once). */
export function worldGeometry() {
  if (world) return world
  const require = createRequire(import.meta.url)
  const topology = JSON.parse(readFileSync(require.resolve(ATLAS), 'utf8')) as Topology
  const objects = topology.objects as Record<string, Parameters<typeof feature>[1]>
  const countries = objects.countries
  const land = objects.land
  if (!countries || !land) throw new Error(`${ATLAS}: no countries or land`)
  world = {
    land: dropInsideOut(feature(topology, land) as GeoPermissibleObjects),
    // Lines shared by two countries only: the coast is drawn by the land's outline.
    borders: mesh(topology, countries as never, (a, b) => a !== b) as GeoPermissibleObjects,
  }
  return world
}

/**
 * Quantization collapses a few tiny islands of the 1:10m set into rings d3 reads as "everything
 * but this speck" (area 4π), which would flood the map with land. No land polygon is larger than
 * a hemisphere, so those go.
 */
function dropInsideOut(object: GeoPermissibleObjects): GeoPermissibleObjects {
  const collection = object as ExtendedFeatureCollection
  const features = collection.features.map((item) => {
    const geometry = item.geometry
    if (geometry?.type !== 'MultiPolygon') return item
    const coordinates = geometry.coordinates.filter(
      (polygon) => geoArea({ type: 'Polygon', coordinates: polygon }) <= 2 * Math.PI,
    )
    return { ...item, geometry: { ...geometry, coordinates } }
  })
  return { ...collection, features }
}

/**
 * A Mercator centred on [lon, lat] whose ±SPAN_LON fills the width; at these latitudes (within
 * 11° of the equator) ±SPAN_LAT then fills the height too. Clipped a little outside the view so
 * the land's outline never shows along the frame.
 */
export function regionalProjection(lon: number, lat: number): GeoProjection {
  const scale = WIDTH / ((2 * SPAN_LON * Math.PI) / 180)
  return geoMercator()
    .center([lon, lat])
    .scale(scale)
    .translate([WIDTH / 2, HEIGHT / 2])
    .clipExtent([
      [-6, -6],
      [WIDTH + 6, HEIGHT + 6],
    ])
    .precision(0.2)
}

/** Indonesia, about 94°E–142°E and 11°S–6°N, fitted into the inset's box. */
export const INDONESIA: [Point, Point] = [
  [94, -11],
  [142, 6],
]
export function insetProjection(box: { x: number; y: number; w: number; h: number }) {
  const [[w, s], [e, n]] = INDONESIA
  const corners = {
    type: 'MultiPoint' as const,
    coordinates: [
      [w, s],
      [e, n],
    ],
  }
  return geoMercator()
    .fitExtent(
      [
        [box.x, box.y],
        [box.x + box.w, box.y + box.h],
      ],
      corners,
    )
    .clipExtent([
      [box.x, box.y],
      [box.x + box.w, box.y + box.h],
    ])
    .precision(0.5)
}

/** Kilometres per pixel along the parallel through [lon, lat]. */
export function kmPerPixel(projection: GeoProjection, lon: number, lat: number): number {
  const a = projection([lon - 0.5, lat])
  const b = projection([lon + 0.5, lat])
  if (!a || !b) throw new Error('point outside the projection')
  const km = geoDistance([lon - 0.5, lat], [lon + 0.5, lat]) * EARTH_RADIUS_KM
  return km / Math.hypot(b[0] - a[0], b[1] - a[1])
}

/** The longest round length (1, 2, 2.5, 5 × 10ⁿ km) that fits in maxPixels. */
export function scaleBar(kmPerPx: number, maxPixels: number): { km: number; pixels: number } {
  let best = { km: 0, pixels: 0 }
  for (let exp = -1; exp <= 4; exp++) {
    for (const step of [1, 2, 2.5, 5]) {
      const km = step * 10 ** exp
      const pixels = km / kmPerPx
      if (pixels <= maxPixels && km > best.km) best = { km, pixels }
    }
  }
  if (!best.km) throw new Error(`no scale bar fits ${maxPixels} px`)
  return best
}

/** Perpendicular distance from p to the segment a–b, squared. */
function segmentDistance2(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const len2 = dx * dx + dy * dy
  const t = len2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0
  const x = a[0] + t * dx - p[0]
  const y = a[1] + t * dy - p[1]
  return x * x + y * y
}

/** Douglas–Peucker on a projected line, without recursion. */
export function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points
  const keep = new Uint8Array(points.length)
  keep[0] = 1
  keep[points.length - 1] = 1
  const tol2 = tolerance * tolerance
  const stack: Array<[number, number]> = [[0, points.length - 1]]
  while (stack.length) {
    const [first, last] = stack.pop() as [number, number]
    let maxD = 0
    let index = 0
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(points[i] as Point, points[first] as Point, points[last] as Point)
      if (d > maxD) {
        maxD = d
        index = i
      }
    }
    if (maxD > tol2) {
      keep[index] = 1
      stack.push([first, index], [index, last])
    }
  }
  return points.filter((_, i) => keep[i])
}

function ringArea(points: Point[]): number {
  let area = 0
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as Point
    const [xj, yj] = points[j] as Point
    area += xj * yi - xi * yj
  }
  return Math.abs(area / 2)
}

/** A number in tenths as short SVG text: 12 → "1.2", -5 → "-.5", 30 → "3". */
function tenths(value: number): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const whole = Math.floor(abs / 10)
  const frac = abs % 10
  if (!frac) return `${sign}${whole}`
  return `${sign}${whole || ''}.${frac}`
}

/** Numbers joined the short way: a space only where the next one does not start with '-'. */
function joinNumbers(values: string[]): string {
  let out = ''
  for (const value of values) {
    out += out && !value.startsWith('-') ? ` ${value}` : value
  }
  return out
}

/**
 * Projects, clips and simplifies an object into compact SVG path data: absolute move-to, then
 * relative line-to in tenths of a pixel (computed from rounded points, so no drift). Polygon rings
 * smaller than minArea px² are dropped.
 */
export function pathData(
  projection: GeoProjection,
  object: GeoPermissibleObjects,
  { tolerance, minArea = 0 }: { tolerance: number; minArea?: number },
): string {
  const lines: Array<{ points: Point[]; closed: boolean }> = []
  let current: Point[] = []
  let inPolygon = false
  const sink: GeoStream = {
    point(x, y) {
      current.push([x, y])
    },
    lineStart() {
      current = []
    },
    lineEnd() {
      lines.push({ points: current, closed: inPolygon })
    },
    polygonStart() {
      inPolygon = true
    },
    polygonEnd() {
      inPolygon = false
    },
    sphere() {},
  }
  geoStream(object, projection.stream(sink))

  let out = ''
  for (const { points, closed } of lines) {
    if (closed && points.length && ringArea(points) < minArea) continue
    const simple = simplify(points, tolerance)
    const rounded: Point[] = []
    for (const [x, y] of simple) {
      const p: Point = [Math.round(x * 10), Math.round(y * 10)]
      const last = rounded[rounded.length - 1]
      if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p)
    }
    if (closed) {
      const first = rounded[0]
      const last = rounded[rounded.length - 1]
      if (rounded.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) {
        rounded.pop()
      }
      if (rounded.length < 3) continue
    } else if (rounded.length < 2) continue
    const [start, ...rest] = rounded as [Point, ...Point[]]
    const deltas: string[] = []
    let prev = start
    for (const p of rest) {
      deltas.push(tenths(p[0] - prev[0]), tenths(p[1] - prev[1]))
      prev = p
    }
    out += `M${joinNumbers([tenths(start[0]), tenths(start[1])])}l${joinNumbers(deltas)}${closed ? 'z' : ''}`
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Drawing

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/**
 * A generous width of a text line: no font metrics at build time, and where the SVG is shown as an
 * image the fallback may be a wide face (DejaVu Sans), so this errs on the wide side of it.
 */
export function textWidth(text: string, fontSize: number, bold: boolean): number {
  let units = 0
  for (const char of text) {
    if (/[ijl.,:;'|!]/.test(char)) units += 0.3
    else if (/[frt]/.test(char)) units += 0.42
    else if (/[mw]/.test(char)) units += 0.95
    else if (/[MW]/.test(char)) units += 0.98
    else if (char === ' ') units += 0.33
    else if (/[A-Z]/.test(char)) units += 0.74
    else units += 0.63
  }
  return units * fontSize * (bold ? 1.13 : 1)
}

/** The largest font size from `sizes` at which the text fits in maxWidth. */
function fitFont(text: string, sizes: number[], maxWidth: number, bold: boolean): number {
  for (const size of sizes) if (textWidth(text, size, bold) <= maxWidth) return size
  return sizes[sizes.length - 1] as number
}

function formatKm(km: number): string {
  return `${String(km).replace('.', ',')} km`
}

/** A pin whose tip is at (x, y). */
function pin(x: number, y: number): string {
  const n = (v: number) => tenths(Math.round(v * 10))
  const w = 38
  const cy = y - 62
  return (
    `<g>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="34" fill="none" stroke="${COLOR.pin}" stroke-width="3" opacity=".55"/>` +
    `<path d="M${n(x)} ${n(y)}C${n(x - 8)} ${n(cy + 36)} ${n(x - w)} ${n(cy + 14)} ${n(x - w)} ${n(cy)}a${w} ${w} 0 0 1 ${2 * w} 0C${n(x + w)} ${n(cy + 14)} ${n(x + 8)} ${n(cy + 36)} ${n(x)} ${n(y)}z" fill="${COLOR.pin}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="14" fill="#fff"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${COLOR.pinDark}" stroke="#fff" stroke-width="2.5"/>` +
    `</g>`
  )
}

interface Layout {
  card: { x: number; y: number; w: number; h: number }
  inset: { x: number; y: number; w: number; h: number }
}

function drawCard(branch: MapBranch, box: Layout['card']): string {
  const name = branch.name
  const place = `${branch.address.district}, ${branch.address.city}`
  const inner = box.w - 64
  const nameSize = fitFont(name, [48, 44, 40, 36, 32], inner, true)
  const placeSize = fitFont(place, [34, 32, 30, 28, 26], inner, false)
  const w = Math.round(
    Math.min(
      box.w,
      Math.max(textWidth(name, nameSize, true), textWidth(place, placeSize, false)) + 64 + 12,
    ),
  )
  const { x, y, h } = box
  return (
    `<g>` +
    `<rect x="${x + 2}" y="${y + 6}" width="${w}" height="${h}" rx="20" fill="${COLOR.title}" opacity=".12"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="${COLOR.card}" stroke="${COLOR.cardLine}" stroke-width="2"/>` +
    `<rect x="${x}" y="${y + 20}" width="8" height="${h - 40}" rx="4" fill="${COLOR.pin}"/>` +
    `<text x="${x + 36}" y="${y + 66}" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="${COLOR.title}">${escapeXml(name)}</text>` +
    `<text x="${x + 36}" y="${y + 118}" font-family="${FONT}" font-size="${placeSize}" fill="${COLOR.muted}">${escapeXml(place)}</text>` +
    `</g>`
  )
}

function drawScale(projection: GeoProjection, lon: number, lat: number): string {
  const { km, pixels } = scaleBar(kmPerPixel(projection, lon, lat), 240)
  const len = Math.round(pixels * 10) / 10
  const right = WIDTH - 40
  const left = Math.round((right - len) * 10) / 10
  const y = HEIGHT - 60
  const half = Math.round((left + len / 2) * 10) / 10
  return (
    `<g font-family="${FONT}">` +
    `<rect x="${Math.round(left - 20)}" y="${y - 62}" width="${Math.round(len + 40)}" height="90" rx="14" fill="#fff" opacity=".85"/>` +
    `<text x="${Math.round(left + len / 2)}" y="${y - 22}" font-size="30" font-weight="700" fill="${COLOR.text}" text-anchor="middle">${formatKm(km)}</text>` +
    `<rect x="${left}" y="${y - 6}" width="${len}" height="12" fill="#fff" stroke="${COLOR.text}" stroke-width="3"/>` +
    `<rect x="${left}" y="${y - 6}" width="${Math.round((half - left) * 10) / 10}" height="12" fill="${COLOR.text}"/>` +
    `</g>`
  )
}

function drawInset(box: Layout['inset'], lon: number, lat: number): string {
  const pad = 12
  const map = { x: box.x + pad, y: box.y + pad, w: box.w - 2 * pad, h: box.h - 2 * pad }
  const projection = insetProjection(map)
  const { land } = worldGeometry()
  const landPath = pathData(projection, land, { tolerance: 0.6, minArea: 1.5 })
  const at = projection([lon, lat])
  const nw = projection([lon - SPAN_LON, lat + SPAN_LAT])
  const se = projection([lon + SPAN_LON, lat - SPAN_LAT])
  if (!at || !nw || !se) throw new Error('branch outside the inset')
  const r1 = (v: number) => Math.round(v * 10) / 10
  return (
    `<g>` +
    `<rect x="${box.x + 2}" y="${box.y + 6}" width="${box.w}" height="${box.h}" rx="16" fill="${COLOR.title}" opacity=".12"/>` +
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="16" fill="${COLOR.insetSea}" stroke="#fff" stroke-width="4"/>` +
    `<path d="${landPath}" fill="${COLOR.insetLand}" stroke="${COLOR.insetCoast}" stroke-width="1" stroke-linejoin="round"/>` +
    `<rect x="${r1(nw[0])}" y="${r1(nw[1])}" width="${r1(se[0] - nw[0])}" height="${r1(se[1] - nw[1])}" fill="none" stroke="${COLOR.pinDark}" stroke-width="2"/>` +
    `<circle cx="${r1(at[0])}" cy="${r1(at[1])}" r="8" fill="${COLOR.pin}" stroke="#fff" stroke-width="3"/>` +
    `</g>`
  )
}

/** The whole SVG for one branch. */
export function clinicMapSvg(branch: MapBranch): string {
  const { latitude: lat, longitude: lon } = branch.coordinates
  const projection = regionalProjection(lon, lat)
  const { land, borders } = worldGeometry()
  const graticule = geoGraticule()
    .extent([
      [Math.floor(lon - SPAN_LON - 1), Math.floor(lat - SPAN_LAT - 1)],
      [Math.ceil(lon + SPAN_LON + 1), Math.ceil(lat + SPAN_LAT + 1)],
    ])
    .step([0.5, 0.5])()
  const landPath = pathData(projection, land, { tolerance: 0.5, minArea: 2 })
  const borderPath = pathData(projection, borders, { tolerance: 0.5 })
  const gridPath = pathData(projection, graticule, { tolerance: 0.5 })
  const at = projection([lon, lat])
  if (!at) throw new Error(`${branch.id}: cannot project the branch`)
  const [x, y] = at.map((v) => Math.round(v * 10) / 10) as Point

  const layout: Layout = {
    card: { x: 32, y: HEIGHT - 32 - 150, w: 820, h: 150 },
    inset: { x: WIDTH - 32 - 336, y: 32, w: 336, h: 156 },
  }
  const label = `Peta lokasi ${branch.name}, ${branch.address.district}, ${branch.address.city}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOR.sea}"/>` +
    `<path d="${gridPath}" fill="none" stroke="${COLOR.graticule}" stroke-width="1.5"/>` +
    `<path d="${landPath}" fill="${COLOR.land}" fill-rule="evenodd" stroke="${COLOR.coast}" stroke-width="2.5" stroke-linejoin="round"/>` +
    (borderPath
      ? `<path d="${borderPath}" fill="none" stroke="${COLOR.border}" stroke-width="2.5" stroke-dasharray="10 6"/>`
      : '') +
    drawInset(layout.inset, lon, lat) +
    drawScale(projection, lon, lat) +
    drawCard(branch, layout.card) +
    pin(x, y) +
    `</svg>\n`
  )
}

/** Writes one SVG per branch and deletes the ones for ids no longer in the list. */
export function writeClinicMaps(branches: MapBranch[], dir = OUT_DIR) {
  mkdirSync(dir, { recursive: true })
  const ids = new Set<string>()
  const written: Array<{ id: string; bytes: number }> = []
  for (const branch of [...branches].sort((a, b) => a.id.localeCompare(b.id))) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(branch.id)) throw new Error(`unsafe branch id ${branch.id}`)
    if (ids.has(branch.id)) throw new Error(`duplicate branch id ${branch.id}`)
    ids.add(branch.id)
    const svg = clinicMapSvg(branch)
    const bytes = Buffer.byteLength(svg)
    if (bytes > MAX_BYTES) throw new Error(`${branch.id}.svg is ${bytes} bytes (over ${MAX_BYTES})`)
    writeFileSync(join(dir, `${branch.id}.svg`), svg)
    written.push({ id: branch.id, bytes })
  }
  const removed: string[] = []
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.svg') && !ids.has(name.slice(0, -4))) {
      rmSync(join(dir, name))
      removed.push(name)
    }
  }
  return { written, removed }
}

if (import.meta.main) {
  const { written, removed } = writeClinicMaps(branchSeed)
  for (const { id, bytes } of written) console.info(`${id}.svg ${(bytes / 1024).toFixed(1)} KiB`)
  for (const name of removed) console.info(`removed stale ${name}`)
  console.info(`${written.length} maps in ${OUT_DIR}`)
}
