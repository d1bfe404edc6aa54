/**
 * Builds the site when `dist/` is missing or older than any source it is made from, so
 * `npm start` on a fresh clone (or after a pull) always serves the current code.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = process.cwd()
const stampFile = join(root, 'dist', '.build-stamp')
const sources = [
  'src',
  'contract',
  'backend',
  'public',
  'app.config.ts',
  'vite.config.ts',
  'vite-plugins',
  'package-lock.json',
  'tsconfig.json',
]

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry.name)))
  }
  return newest
}

export function buildIfStale(): void {
  const builtAt = existsSync(stampFile) ? statSync(stampFile).mtimeMs : 0
  const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))))
  if (builtAt > sourcesAt && existsSync(join(root, 'dist', 'server', 'server.js'))) {
    console.log('[start] production build is up to date')
    return
  }
  console.log(
    builtAt
      ? '[start] sources changed since the last build: building…'
      : '[start] no production build yet: building…',
  )
  const started = performance.now()
  const result = spawnSync('vite', ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error('[start] the build failed; see the messages above.')
    process.exit(result.status ?? 1)
  }
  writeFileSync(stampFile, new Date().toISOString())
  console.log(`[start] built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
