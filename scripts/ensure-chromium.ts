/**
 * Finds a Chromium. Playwright cannot download its own browsers here, so the tests drive the
 * system's: `CHROMIUM_PATH` when set, else Debian's packages. On a Debian machine where we are
 * root, a missing one is installed with apt.
 *
 * The browser tests drive Chromium's headless shell (Debian's `chromium-headless-shell`), the
 * browser Playwright itself runs headless tests in: the same engine without the full browser's
 * window machinery, and under half the full browser's CPU in our tests (ADR 041). Lighthouse and
 * the image scripts keep the full `chromium`.
 *
 * Run directly (`tsx scripts/ensure-chromium.ts`) it prints the tests' browser; the Playwright
 * global setup calls `ensureTestChromium()`.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium']
/** Debian's `chromium-headless-shell`: the browser tests' Chromium. */
export const HEADLESS_SHELL_CANDIDATES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
]

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
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  candidates: readonly string[] = CHROMIUM_CANDIDATES,
): string | null {
  const configured = env.CHROMIUM_PATH?.trim()
  if (configured) {
    if (!isExecutable(configured)) {
      throw new ChromiumNotFoundError(
        `CHROMIUM_PATH=${JSON.stringify(configured)} is not an executable file. Point it at a Chromium binary, or unset it to use /usr/lib/chromium/chromium.`,
      )
    }
    return configured
  }
  return candidates.find(isExecutable) ?? null
}

/** The browser tests' Chromium, or null: `CHROMIUM_PATH`, the headless shell, else the full one. */
export function findTestChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  return findChromium(env, HEADLESS_SHELL_CANDIDATES) ?? findChromium(env)
}

function canInstallWithApt(): boolean {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0
}

function aptInstall(debianPackage: string) {
  console.log(`[chromium] not found: installing Debian's ${debianPackage} package with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', debianPackage]]) {
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
  aptInstall('chromium')
  const installed = findChromium()
  if (!installed) {
    throw new ChromiumNotFoundError(
      `apt-get installed chromium, but there is still no binary at ${CHROMIUM_CANDIDATES.join(' or ')}. ${HOW_TO_GET_ONE}`,
    )
  }
  return installed
}

/**
 * The browser tests' Chromium: the headless shell, installing Debian's package when possible.
 * Where it cannot be had, the full Chromium (`ensureChromium()`) runs the same tests, more slowly.
 */
export function ensureTestChromium(): string {
  if (process.env.CHROMIUM_PATH?.trim()) return ensureChromium()
  const shell = findChromium(process.env, HEADLESS_SHELL_CANDIDATES)
  if (shell) return shell
  if (canInstallWithApt()) {
    try {
      aptInstall('chromium-headless-shell')
      const installed = findChromium(process.env, HEADLESS_SHELL_CANDIDATES)
      if (installed) return installed
    } catch (error) {
      console.warn(`[chromium] ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const full = ensureChromium()
  console.warn(
    `[chromium] no headless shell (\`apt-get install chromium-headless-shell\`): the tests drive ${full}, which takes about twice the CPU.`,
  )
  return full
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureTestChromium())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
