/**
 * Limits on the writes a visitor makes without signing in (ADR 025): each kind gets a number of
 * writes per address in a sliding window, and then a 429 with `Retry-After`. Counted in the
 * database (`anonymous_writes`), as the sign-in limits are (ADR 010), so every API instance, and
 * the site's `/monitoring` in front of them, enforces the same one.
 *
 * The numbers are for a script, not a person: a person makes one to three consent choices, tries
 * a card a few times, and sends a few error reports a minute; many people share one address
 * behind a carrier's NAT (ADR 010), so each limit leaves room for a crowd of them.
 */
import { and, asc, count, eq, gt, inArray, lte, min, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../db/client'
import { type AnonymousWriteKind, anonymousWrites } from '../db/schema/anonymous-writes'
import type { ApiDeps } from '../deps'
import { clientIp } from './client-ip'
import { tooManyRequests } from './problem'

interface AnonymousWriteLimit {
  /** Writes one address may make in the window. */
  perAddress: number
  windowMs: number
  /** What the refusal says went wrong; the wait is added to it. */
  refusal: string
}

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS

export const ANONYMOUS_WRITE_LIMITS = {
  // One to three choices a person (the banner, maybe the settings page later): 60 is twenty or
  // more people behind one address choosing within the same hour.
  consent: {
    perAddress: 60,
    windowMs: HOUR_MS,
    refusal: 'Terlalu banyak pilihan cookie dikirim dari jaringanmu.',
  },
  // A checkout needs one token a try; a member who mistypes a card a dozen times is far from it.
  'card-token': {
    perAddress: 30,
    windowMs: HOUR_MS,
    refusal: 'Terlalu banyak percobaan memasukkan kartu dari jaringanmu.',
  },
  // A busy visitor with a session replay sends about 25 envelopes a minute (a segment every 5 s,
  // a transaction per page, the session): 120 is several of them behind one address. The SDK
  // stops sending for the Retry-After, so a refused crowd is silent for under a minute.
  'error-report': {
    perAddress: 120,
    windowMs: MINUTE_MS,
    refusal: 'Terlalu banyak laporan galat dari jaringanmu.',
  },
} as const satisfies Record<AnonymousWriteKind, AnonymousWriteLimit>

/** How many rows that left the window one write deletes at most (see reserveAnonymousWrite). */
const PRUNE_BATCH = 100

export type AnonymousWriteDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number }

/**
 * Takes one of the address's places for a write of `kind`, or says how long until one frees up.
 * Refused writes are not recorded, so asking again while refused does not make the wait longer.
 */
export async function reserveAnonymousWrite(
  db: Database,
  write: { kind: AnonymousWriteKind; address: string; now: Date },
): Promise<AnonymousWriteDecision> {
  const { kind, address, now } = write
  const { perAddress, windowMs } = ANONYMOUS_WRITE_LIMITS[kind]
  const windowStart = new Date(now.getTime() - windowMs)
  return db.transaction(async (tx) => {
    // Concurrent writes of one address and kind count one after another, so two of them cannot
    // both take the last place: the lock is held until this transaction ends, insert included.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`anonymous-write:${kind}:${address}`}))`,
    )
    const [used] = await tx
      .select({ writes: count(), oldest: min(anonymousWrites.createdAt) })
      .from(anonymousWrites)
      .where(
        and(
          eq(anonymousWrites.kind, kind),
          eq(anonymousWrites.address, address),
          gt(anonymousWrites.createdAt, windowStart),
        ),
      )
    if (used && used.writes >= perAddress && used.oldest) {
      // The window never holds more than the limit, so its oldest write is the next to leave it.
      const freeAt = new Date(used.oldest).getTime() + windowMs
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
      }
    }
    await tx.insert(anonymousWrites).values({ kind, address, createdAt: now })
    // Rows that left the window count for nothing. Each write deletes a batch of its kind's, any
    // address's: as many writes come as rows expire, so the table stays near what the windows
    // hold, with no job to run. SKIP LOCKED: a row another write is deleting is left to it, so
    // writes of different addresses never wait for each other here.
    const expired = tx
      .select({ id: anonymousWrites.id })
      .from(anonymousWrites)
      .where(and(eq(anonymousWrites.kind, kind), lte(anonymousWrites.createdAt, windowStart)))
      .orderBy(asc(anonymousWrites.createdAt))
      .limit(PRUNE_BATCH)
      .for('update', { skipLocked: true })
    await tx.delete(anonymousWrites).where(inArray(anonymousWrites.id, expired))
    return { allowed: true }
  })
}

/** The wait in words: seconds under a minute, whole minutes after. */
export function waitInWords(seconds: number): string {
  return seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`
}

/** What the caller reads when the limit of `kind` is reached. */
export function anonymousWriteRefusal(kind: AnonymousWriteKind, retryAfterSeconds: number) {
  return `${ANONYMOUS_WRITE_LIMITS[kind].refusal} Coba lagi dalam ${waitInWords(retryAfterSeconds)}.`
}

/**
 * For a route: takes a place for this request's address (as ADR 003 finds it), or refuses the
 * request with a 429, `Retry-After` and the wait in Indonesian.
 */
export async function limitAnonymousWrite(
  deps: ApiDeps,
  c: Context,
  kind: AnonymousWriteKind,
): Promise<void> {
  const decision = await reserveAnonymousWrite(deps.db, {
    kind,
    address: clientIp(c, deps.trustedProxyHops),
    now: deps.clock.now(),
  })
  if (!decision.allowed) {
    throw tooManyRequests(
      anonymousWriteRefusal(kind, decision.retryAfterSeconds),
      decision.retryAfterSeconds,
    )
  }
}
