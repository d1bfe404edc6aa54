/**
 * `npm run bench:photo`: what consult photo uploads cost the API's process (before the
 * decoding budget, one 16-bit 777 KB PNG took 1.6 s of CPU, three at once about 570 MB).
 *
 *   npx tsx scripts/bench-photo-decode.ts [--uploads 3] [--width 6000] [--height 4000]
 *
 * Makes a 16-bit PNG (a smooth gradient: small on disk, huge decoded) and an 8-bit JPEG of the
 * same size, then, for each, runs `--uploads` cleanPhoto calls at once in a fresh child process
 * (so its peak RSS is that scenario's alone) and prints the wall time, the CPU time, the peak RSS
 * above the process at rest, and how each upload ended: kept, busy (the decode gate's queue was
 * full: 503) or refused (422/413). No database, no HTTP: the decode is the cost.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { positiveArg } from './bench-support'

const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '3' },
    width: { type: 'string', default: '6000' },
    height: { type: 'string', default: '4000' },
    child: { type: 'string' },
    type: { type: 'string' },
  },
})

interface ChildReport {
  wallMs: number
  cpuMs: number
  restingRssMb: number
  peakRssMb: number
  outcomes: string[]
}

async function child(file: string, type: 'image/png' | 'image/jpeg', uploads: number) {
  const { cleanPhoto } = await import('../backend/routes/consultation/photo')
  const input = new Uint8Array(readFileSync(file))
  const restingRssMb = process.memoryUsage().rss / 2 ** 20
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const outcomes = await Promise.all(
    Array.from({ length: uploads }, async () => {
      try {
        const photo = await cleanPhoto(input, type)
        return `kept ${photo.width}×${photo.height}`
      } catch (error) {
        // By name: the bench also runs against earlier versions of photo.ts, without these.
        const name = error instanceof Error ? error.name : ''
        if (name === 'PhotoDecodeBusy') return 'busy (503)'
        if (name === 'PhotoTooLarge' || name === 'UnreadablePhoto') return 'refused (422)'
        throw error
      }
    }),
  )
  const cpu = process.cpuUsage(cpuBefore)
  const report: ChildReport = {
    wallMs: Math.round(performance.now() - started),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    restingRssMb: Math.round(restingRssMb),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    outcomes,
  }
  console.log(JSON.stringify(report))
}

/** A smooth 16-bit gradient, interlaced: PNG's filters make it small, and Adam7 interlacing makes
 * the decoder hold the whole picture (width×height×6 bytes) rather than stream its rows. */
async function sixteenBitPng(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f2c9a0"/><stop offset="1" stop-color="#6a3d2a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
  </svg>`
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .removeAlpha()
    .toColourspace('rgb16')
    .png({ compressionLevel: 9, progressive: true })
    .toBuffer()
}

async function main() {
  const uploads = positiveArg('uploads', args.uploads)
  if (args.child) {
    await child(args.child, args.type === 'image/jpeg' ? 'image/jpeg' : 'image/png', uploads)
    return
  }
  const width = positiveArg('width', args.width)
  const height = positiveArg('height', args.height)
  const folder = mkdtempSync(join(tmpdir(), 'diri-photo-bench-'))
  try {
    const png = await sixteenBitPng(width, height)
    const jpeg = await sharp(png).toColourspace('srgb').jpeg({ quality: 80 }).toBuffer()
    const files = [
      { name: '16-bit PNG', type: 'image/png', bytes: png },
      { name: '8-bit JPEG', type: 'image/jpeg', bytes: jpeg },
    ]
    console.info(
      `${uploads} uploads at once of a ${width}×${height} (${((width * height) / 1e6).toFixed(1)} MP) photo, each in a fresh process:`,
    )
    for (const file of files) {
      const path = join(folder, file.name.replace(/\W+/g, '-'))
      writeFileSync(path, file.bytes)
      const run = spawnSync(
        process.execPath,
        [
          ...process.execArgv,
          process.argv[1] as string,
          '--child',
          path,
          '--type',
          file.type,
          '--uploads',
          String(uploads),
        ],
        { encoding: 'utf8' },
      )
      if (run.status !== 0) throw new Error(`The ${file.name} run failed: ${run.stderr}`)
      const report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as ChildReport
      console.info(
        `  ${file.name} (${Math.round(file.bytes.length / 1024)} KB): wall ${report.wallMs} ms, CPU ${report.cpuMs} ms, ` +
          `peak RSS ${report.peakRssMb} MB (${report.peakRssMb - report.restingRssMb} MB above rest); ${report.outcomes.join(', ')}`,
      )
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

await main()
