/**
 * The three file stores keep and give back the same bytes and type, refuse keys that could leave
 * their folder, and `openFileStore` picks the one the configuration asks for.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { setUpTestApi } from '../test/harness'
import {
  databaseFileStore,
  diskFileStore,
  type FileStore,
  memoryFileStore,
  openFileStore,
} from './file-store'

const api = setUpTestApi()
const folders: string[] = []

async function tempFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'diri-file-store-'))
  folders.push(folder)
  return folder
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

const stores: Array<[string, () => Promise<FileStore>]> = [
  ['memory', async () => memoryFileStore()],
  ['disk', async () => diskFileStore(join(await tempFolder(), 'uploads'))],
  ['database', async () => databaseFileStore(api().db)],
]

describe.each(stores)('the %s store', (_, open) => {
  it('gives back the bytes and the type it was given', async () => {
    const store = await open()
    const bytes = new Uint8Array([0, 1, 2, 255, 0, 128])
    await store.put('3f2b8c1e-0000-4000-8000-000000000001', bytes, 'image/png')
    expect(await store.get('3f2b8c1e-0000-4000-8000-000000000001')).toEqual({
      bytes,
      contentType: 'image/png',
    })
  })

  it('answers null for a key it does not hold, or one that is no key', async () => {
    const store = await open()
    expect(await store.get('3f2b8c1e-0000-4000-8000-000000000002')).toBeNull()
    expect(await store.get('../../etc/passwd')).toBeNull()
  })

  it('refuses to write under a key that could leave its folder', async () => {
    const store = await open()
    for (const key of ['../x', 'a/b', '', '.hidden', 'A'.repeat(10)])
      await expect(store.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(
        /not a safe key/,
      )
  })
})

describe('the disk store', () => {
  it('leaves no temporary file behind', async () => {
    const folder = join(await tempFolder(), 'uploads')
    await diskFileStore(folder).put('abc-1', new Uint8Array([1, 2]), 'image/jpeg')
    expect((await readdir(folder)).sort()).toEqual(['abc-1', 'abc-1.type'])
  })
})

describe('openFileStore', () => {
  const base = () => ({ db: api().db })
  it.each([
    [{ databaseKind: 'postgres', dataDir: '/srv/data' }, 'database'],
    [{ databaseKind: 'pglite', dataDir: '/srv/data' }, 'disk'],
    [{ databaseKind: 'pglite' }, 'memory'],
    [{ databaseKind: 'postgres', dataDir: '/srv/data', configured: 'disk' }, 'disk'],
    [{ databaseKind: 'pglite', configured: 'database' }, 'database'],
  ] as const)('%j opens the %s store', (options, kind) => {
    expect(openFileStore({ ...base(), ...options }).kind).toBe(kind)
  })

  it('refuses FILE_STORE=disk without a folder', () => {
    expect(() => openFileStore({ ...base(), databaseKind: 'pglite', configured: 'disk' })).toThrow(
      /DATA_DIR/,
    )
  })
})
