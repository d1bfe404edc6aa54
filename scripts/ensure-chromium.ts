/**
 * Finds a Chromium for the browser tests. Playwright cannot download its own browsers here, so
 * the tests drive the system's Chromium: `CHROMIUM_PATH` when set, else Debian's package. On a
 * Debian machine where we are root, a missing Chromium is installed with apt.
 *
 * Run directly (`tsx scripts/ensure-chromium.ts`) it prints the path; the Playwright global
 * setup calls `ensureChromium()`.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium']

/** Headless Chromium on this closed network: no sandbox as root, and no calls home at start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export class ChromiumNotFoundError extends Error {
  override name = 'ChromiumNotFoundError'
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The Chromium to use, or null: `CHROMIUM_PATH` wins, then the Debian locations. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.CHROMIUM_PATH?.trim()
  if (configured) {
    if (!isExecutable(configured)) {
      throw new ChromiumNotFoundError(
        `CHROMIUM_PATH=${JSON.stringify(configured)} is not an executable file. Point it at a Chromium binary, or unset it to use /usr/lib/chromium/chromium.`,
      )
    }
    return configured
  }
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null
}

function canInstallWithApt(): boolean {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0
}

function aptInstallChromium() {
  console.log("[chromium] not found: installing Debian's chromium package with apt-get…")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) {
      throw new ChromiumNotFoundError(
        `\`apt-get ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`,
      )
    }
  }
}

const HOW_TO_GET_ONE =
  'Install one with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.'

/** Returns the Chromium path, installing Debian's package when possible; throws when there is none. */
export function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  if (!canInstallWithApt()) {
    throw new ChromiumNotFoundError(
      `No Chromium at ${CHROMIUM_CANDIDATES.join(' or ')}. ${HOW_TO_GET_ONE}`,
    )
  }
  aptInstallChromium()
  const installed = findChromium()
  if (!installed) {
    throw new ChromiumNotFoundError(
      `apt-get installed chromium, but there is still no binary at ${CHROMIUM_CANDIDATES.join(' or ')}. ${HOW_TO_GET_ONE}`,
    )
  }
  return installed
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
