/**
 * A new, empty database beside `DATABASE_URL` for a script that starts app instances on it (they
 * migrate and seed it themselves), dropped afterwards: chat-scale.ts, page-cache-scale.ts.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

export async function createThrowAwayDatabase(databaseUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}
