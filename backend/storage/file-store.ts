/**
 * Where uploaded files (a consult's photos) are kept: one interface, three places. On disk under
 * `DATA_DIR/uploads` for one instance with PGlite; in the database (`stored_files`) for several
 * instances on one PostgreSQL without a shared disk; in memory for tests and an in-memory PGlite.
 * Keys are made by the caller (random UUIDs), never from a file's name.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { storedFiles } from '../db/schema/consults'

export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>
  contentType: string
}

export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>
}

export type FileStoreKind = 'disk' | 'database' | 'memory'

/** A key is a file name on disk: letters, digits and dashes only, so it never climbs a folder. */
const KEY = /^[a-z0-9][a-z0-9-]{0,127}$/

function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`File store key ${JSON.stringify(key)} is not a safe key`)
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>()
  return {
    async put(key, bytes, contentType) {
      checkKey(key)
      files.set(key, { bytes: Uint8Array.from(bytes), contentType })
    },
    async get(key) {
      if (!KEY.test(key)) return null
      const file = files.get(key)
      return file ? { bytes: Uint8Array.from(file.bytes), contentType: file.contentType } : null
    },
  }
}

/**
 * Files under `folder`: the bytes in `<key>`, the content type beside them in `<key>.type`. Each
 * is written to a temporary name and renamed, so a reader never sees half a file.
 */
export function diskFileStore(folder: string): FileStore {
  let made: Promise<unknown> | undefined
  const write = async (name: string, data: Uint8Array | string) => {
    const temporary = join(folder, `.${name}.${randomUUID()}.tmp`)
    await writeFile(temporary, data, { mode: 0o600 })
    await rename(temporary, join(folder, name))
  }
  return {
    async put(key, bytes, contentType) {
      checkKey(key)
      made ??= mkdir(folder, { recursive: true })
      await made
      // The type first: a file whose bytes are there always has its type.
      await write(`${key}.type`, contentType)
      await write(key, bytes)
    },
    async get(key) {
      if (!KEY.test(key)) return null
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(join(folder, key)),
          readFile(join(folder, `${key}.type`), 'utf8'),
        ])
        return { bytes: new Uint8Array(bytes), contentType }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}

/** Files as rows of `stored_files`: every instance on the database reads every file. */
export function databaseFileStore(db: Database): FileStore {
  return {
    async put(key, bytes, contentType) {
      checkKey(key)
      await db.insert(storedFiles).values({ key, contentType, bytes: Buffer.from(bytes) })
    },
    async get(key) {
      if (!KEY.test(key)) return null
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1)
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : null
    },
  }
}

/**
 * The store a runtime uses: `FILE_STORE` when set; otherwise the database with PostgreSQL (other
 * instances may share it but not a disk), the disk beside PGlite's folder, memory for a PGlite in
 * memory (nothing of it outlives the process either).
 */
export function openFileStore(options: {
  configured?: 'disk' | 'database' | undefined
  databaseKind: 'pglite' | 'postgres'
  dataDir?: string | undefined
  db: Database
}): { store: FileStore; kind: FileStoreKind } {
  const kind: FileStoreKind =
    options.configured ??
    (options.databaseKind === 'postgres' ? 'database' : options.dataDir ? 'disk' : 'memory')
  if (kind === 'database') return { store: databaseFileStore(options.db), kind }
  if (kind === 'disk') {
    if (!options.dataDir) throw new Error('FILE_STORE=disk needs DATA_DIR for its uploads folder')
    return { store: diskFileStore(join(options.dataDir, 'uploads')), kind }
  }
  return { store: memoryFileStore(), kind }
}
