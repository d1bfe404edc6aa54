/**
 * Empties the member-data tables between tests, as `truncate … restart identity cascade` of all of
 * them would, at a fraction of its cost (ADR 026): a test writes a handful of the ~60 tables, and
 * TRUNCATE makes new files for every table and index it names (about 0.6 s a test on PGlite on a
 * busy machine, against under 0.1 s for this).
 *
 * Per test: one query finds the tables holding rows or whose own sequence has moved; one statement
 * deletes all their rows and sets those sequences back to their start. A table whose trigger
 * refuses deletes (append-only consent records) is truncated instead.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client'

/** The rows of a raw query: postgres-js answers an array, PGlite an object holding `rows`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[]
}

interface OwnedSequence {
  table: string
  sequence: string
  start: string
}

/** `tables`: the names of every member-data table; each is emptied when a test wrote it. */
export async function memberDataReset(db: Database, tables: readonly string[]) {
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`
  // The sequences the tables own (serial and identity columns): what RESTART IDENTITY resets.
  const owned = await rowsOf<OwnedSequence>(
    db,
    sql.raw(
      `select t.relname as "table", s.oid::regclass::text as "sequence", p.seqstart::text as "start"
         from pg_class s
         join pg_sequence p on p.seqrelid = s.oid
         join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
           and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid
       where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace
         and t.relname in (${tables.map(literal).join(', ')})`,
    ),
  )

  // Tables whose own trigger may refuse a DELETE (consent records are append-only): emptied by
  // TRUNCATE, which fires no row trigger, as before.
  const guarded = new Set(
    (
      await rowsOf<{ table: string }>(
        db,
        sql.raw(
          `select distinct c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
           where not t.tgisinternal and c.relnamespace = 'public'::regnamespace
             and t.tgtype & (1 | 2 | 8) = (1 | 2 | 8)`,
        ),
      )
    ).map((row) => row.table),
  )

  const written = sql.raw(
    [
      ...tables.map(
        (table) =>
          `select ${literal(table)} as "table" where exists (select from ${quoted(table)})`,
      ),
      ...owned.map(
        ({ table, sequence }) =>
          `select ${literal(table)} where pg_sequence_last_value(${literal(sequence)}::regclass) is not null`,
      ),
    ].join(' union '),
  )

  return async function reset() {
    const rows = await rowsOf<{ table: string }>(db, written)
    const dirty = [...new Set(rows.map((row) => row.table))]
    const truncated = dirty.filter((table) => guarded.has(table))
    const deleted = dirty.filter((table) => !guarded.has(table))
    if (truncated.length > 0) {
      await db.execute(
        sql.raw(`truncate ${truncated.map(quoted).join(', ')} restart identity cascade`),
      )
    }
    if (deleted.length === 0) return
    const deletes = deleted.map((table, index) => `d${index} as (delete from ${quoted(table)})`)
    const restarts = owned
      .filter(({ table }) => deleted.includes(table))
      .map(({ sequence, start }) => `setval(${literal(sequence)}, ${start}, false)`)
    // One statement: the foreign keys (no RESTRICT among them) are checked at its end, when every
    // named table is empty, so the order of the deletes does not matter.
    await db.execute(sql.raw(`with ${deletes.join(', ')} select ${restarts.join(', ') || '1'}`))
  }
}
