/**
 * The VAPID key pair Web Push is signed with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set.
 * Otherwise, on a machine that does not look deployed, the API makes a pair on its first start and
 * keeps it in `<DATA_DIR>/vapid-keys.json` (owner only), so browsers that subscribed keep working
 * after a restart; with no folder (an in-memory database) a pair for this process alone. A real
 * deployment never gets a pair it did not choose: push is off there until the keys are set,
 * because a key only one instance's disk holds would break every subscription the other made.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import webpush from 'web-push'

export const VAPID_KEYS_FILE = 'vapid-keys.json'

export async function resolveVapidKeys(options: {
  configured: { publicKey?: string | undefined; privateKey?: string | undefined }
  dataDir?: string | undefined
  /** False in a real deployment: only configured keys are used there. */
  mayGenerate: boolean
}): Promise<{ publicKey: string; privateKey: string; source: 'configured' | 'generated' } | null> {
  const { publicKey, privateKey } = options.configured
  if (publicKey && privateKey) return { publicKey, privateKey, source: 'configured' }
  if (!options.mayGenerate) return null
  if (!options.dataDir) return { ...webpush.generateVAPIDKeys(), source: 'generated' }
  const file = join(options.dataDir, VAPID_KEYS_FILE)
  await mkdir(options.dataDir, { recursive: true })
  try {
    // `wx` fails when the file exists, so two processes starting together keep the first pair.
    await writeFile(file, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, {
      mode: 0o600,
      flag: 'wx',
    })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
  const kept = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
  if (typeof kept.publicKey !== 'string' || typeof kept.privateKey !== 'string') {
    throw new Error(`${file} holds no VAPID key pair: delete it to have a new pair made`)
  }
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, source: 'generated' }
}
