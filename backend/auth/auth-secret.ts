/**
 * The server's `AUTH_SECRET`, the key of the sign-in codes' HMAC (secrets.ts). Configured, it is
 * used as given (app.config.ts requires it in production with PostgreSQL). Otherwise the API
 * makes one on its first start and keeps it in `<DATA_DIR>/auth-secret`, readable by its owner
 * only, so codes sent before a restart still work after it; with no folder (an in-memory
 * database, whose codes die with the process) a key for this process alone does.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const AUTH_SECRET_FILE = 'auth-secret'

export async function resolveAuthSecret(options: {
  configured?: string | undefined
  dataDir?: string | undefined
}): Promise<string> {
  if (options.configured) return options.configured
  if (!options.dataDir) return newSecret()
  const file = join(options.dataDir, AUTH_SECRET_FILE)
  await mkdir(options.dataDir, { recursive: true })
  try {
    // `wx` fails when the file exists, so two processes starting together keep the first key.
    await writeFile(file, `${newSecret()}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
  const secret = (await readFile(file, 'utf8')).trim()
  if (Buffer.byteLength(secret) < 32) {
    throw new Error(`${file} holds fewer than 32 bytes: delete it to have a new key made`)
  }
  return secret
}

/** 384 random bits, base64url: well over the 32 bytes an HMAC-SHA256 key needs. */
function newSecret(): string {
  return randomBytes(48).toString('base64url')
}
