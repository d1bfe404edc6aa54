import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  clinicMapSvg,
  HEIGHT,
  insetProjection,
  kmPerPixel,
  type MapBranch,
  regionalProjection,
  SPAN_LAT,
  SPAN_LON,
  scaleBar,
  simplify,
  WIDTH,
  writeClinicMaps,
} from './make-clinic-maps'

const jakarta: MapBranch = {
  id: 'contoh-jakarta',
  name: 'Diri Klinik Contoh',
  coordinates: { latitude: -6.2607, longitude: 106.8137 },
  address: { district: 'Kebayoran Baru', city: 'Kota Jakarta Selatan' },
}
const jayapura: MapBranch = {
  id: 'contoh-jayapura',
  name: 'Diri Klinik <Jayapura> & Co',
  coordinates: { latitude: -2.5337, longitude: 140.7181 },
  address: { district: 'Jayapura Utara', city: 'Kota Jayapura' },
}

describe('regional projection', () => {
  it('puts the branch in the middle and its ±1.6° × ±0.9° box on the frame', () => {
    const { latitude: lat, longitude: lon } = jakarta.coordinates
    const projection = regionalProjection(lon, lat)
    const [x, y] = projection([lon, lat]) as [number, number]
    expect(x).toBeCloseTo(WIDTH / 2, 6)
    expect(y).toBeCloseTo(HEIGHT / 2, 6)
    const [west] = projection([lon - SPAN_LON, lat]) as [number, number]
    const [east] = projection([lon + SPAN_LON, lat]) as [number, number]
    expect(west).toBeCloseTo(0, 6)
    expect(east).toBeCloseTo(WIDTH, 6)
    const [, north] = projection([lon, lat + SPAN_LAT]) as [number, number]
    const [, south] = projection([lon, lat - SPAN_LAT]) as [number, number]
    expect(south - north).toBeGreaterThan(HEIGHT * 0.98)
    expect(south - north).toBeLessThan(HEIGHT * 1.03)
  })

  it('measures about 0.296 km a pixel near the equator', () => {
    const projection = regionalProjection(140.7181, -2.5337)
    // 3.2° of longitude (356 km at the equator) over 1200 px, times cos(latitude).
    expect(kmPerPixel(projection, 140.7181, -2.5337)).toBeCloseTo(0.2962, 3)
  })
})

describe('scaleBar', () => {
  it('picks the longest round length that fits', () => {
    expect(scaleBar(0.2962, 240)).toEqual({ km: 50, pixels: 50 / 0.2962 })
    expect(scaleBar(1, 240).km).toBe(200)
    expect(scaleBar(0.01, 240).km).toBe(2)
  })
})

describe('simplify', () => {
  it('drops points within the tolerance and keeps the corners', () => {
    const line: Array<[number, number]> = [
      [0, 0],
      [1, 0.1],
      [2, -0.1],
      [3, 0],
      [3, 5],
    ]
    expect(simplify(line, 0.5)).toEqual([
      [0, 0],
      [3, 0],
      [3, 5],
    ])
  })
})

describe('inset', () => {
  it('fits Indonesia in its box', () => {
    const box = { x: 10, y: 20, w: 300, h: 120 }
    const projection = insetProjection(box)
    for (const point of [
      [94, -11],
      [142, 6],
      [106.8, -6.2],
      [140.7, -2.5],
    ] as Array<[number, number]>) {
      const [x, y] = projection(point) as [number, number]
      expect(x).toBeGreaterThanOrEqual(box.x - 1e-6)
      expect(x).toBeLessThanOrEqual(box.x + box.w + 1e-6)
      expect(y).toBeGreaterThanOrEqual(box.y - 1e-6)
      expect(y).toBeLessThanOrEqual(box.y + box.h + 1e-6)
    }
  })
})

describe('clinicMapSvg', () => {
  it('draws a small, escaped, one-decimal SVG, the same every time', () => {
    const svg = clinicMapSvg(jayapura)
    expect(svg).toBe(clinicMapSvg(jayapura))
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"',
      ),
    ).toBe(true)
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(60 * 1024)
    expect(svg).toContain('Diri Klinik &lt;Jayapura&gt; &amp; Co')
    expect(svg).toContain('Jayapura Utara, Kota Jayapura')
    expect(svg).toMatch(/>50 km</)
    expect(svg).not.toMatch(/\d\.\d\d/)
  })
})

describe('writeClinicMaps', () => {
  it('writes one file per branch and deletes stale ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-maps-'))
    try {
      writeFileSync(join(dir, 'tutup.svg'), '<svg/>')
      writeFileSync(join(dir, 'catatan.txt'), 'bukan peta')
      const { written, removed } = writeClinicMaps([jayapura, jakarta], dir)
      expect(written.map((file) => file.id)).toEqual(['contoh-jakarta', 'contoh-jayapura'])
      expect(removed).toEqual(['tutup.svg'])
      expect(readdirSync(dir).sort()).toEqual([
        'catatan.txt',
        'contoh-jakarta.svg',
        'contoh-jayapura.svg',
      ])
      expect(readFileSync(join(dir, 'contoh-jakarta.svg'), 'utf8')).toBe(clinicMapSvg(jakarta))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses ids that are not safe file names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-maps-'))
    try {
      expect(() => writeClinicMaps([{ ...jakarta, id: '../x' }], dir)).toThrow(/unsafe/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
