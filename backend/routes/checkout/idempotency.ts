/**
 * Writes that must happen once (placing an order, paying it again, booking) carry an
 * `Idempotency-Key`: a uuid the browser makes once per attempt. A repeat with the same body gets
 * the first one's answer, byte for byte, even after the API restarted.
 *
 * A key's fate follows the transaction. Its row is inserted by the first statement of the
 * transaction that writes the order (or booking), so the two commit together or not at all: a
 * process killed before the commit leaves neither, and a retry places the order. A concurrent
 * request with the same key waits on the row's primary key until that transaction ends, then
 * either finds the key (and answers from it) or, the first one having rolled back, claims it.
 *
 * What is kept: every answer the attempt ended with, success (201, 200) or a refusal (4xx: stock
 * ran out, the total changed, a code no longer applies…). A refusal inside the transaction rolls
 * back to a savepoint, keeping only the key and its answer. Such a refusal changed nothing, and
 * the member's next step is a different request (a new total, another code) with a new key; a
 * network retry of the same request learns what became of it. A 5xx, or anything thrown before
 * the commit, leaves no key, so the same request can run again. Once committed the key is never
 * released: a retry must not place a second order, whatever failed after.
 *
 * Between the commit and the stored answer the process opens the charge, which can take seconds;
 * meanwhile the key is `running` and a repeat answers 409 ("still running") until the key's lease
 * ends. A process that died there never stores its answer. Once the lease is over (at once after
 * a failure the process saw), the key is `done` without an answer, and a repeat gets the current
 * view of what the transaction made, with the success status (the order as it stands now, 201),
 * made afresh on each repeat. That is "the same answer" for such a key: the same order, as it is
 * when asked, which can differ from what the dead process would have sent (its payment may carry
 * the placeholder reference until the charge is recovered). Should the first process turn out to
 * be alive and merely slow, its answer is kept when it comes and replayed from then on.
 *
 * Keys are per member (the table's primary key is member and key), so one member's key never
 * answers for another's request. Rows from before migration 0012 that are still `running` have
 * no lease and no resource, and keep answering 409: whether their order was placed is unknown.
 */
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '../../../contract/checkout/schemas'
import type { Database, Transaction } from '../../db/client'
import { idempotencyKeys } from '../../db/schema/checkout'
import type { Clock, KeyFaults } from '../../deps'
import { ApiProblem, conflict, invalidInput } from '../../http/problem'

export const STILL_RUNNING = 'Pesananmu sedang diproses. Tunggu sebentar.'
export const KEY_REUSED = 'Idempotency-Key ini sudah dipakai untuk permintaan lain.'

/** The header's key, or a 400 that names it. */
export function idempotencyKeyOf(c: Context): string {
  const given = c.req.header(IDEMPOTENCY_HEADER)
  const message = 'Sertakan header Idempotency-Key berupa UUID yang baru untuk setiap percobaan.'
  if (given === undefined || given.trim() === '')
    throw invalidInput([{ path: IDEMPOTENCY_HEADER, message }], message)
  const parsed = v.safeParse(IdempotencyKey, given.trim())
  if (!parsed.success) {
    const issue = parsed.issues[0]?.message ?? message
    throw invalidInput([{ path: IDEMPOTENCY_HEADER, message: issue }], issue)
  }
  return parsed.output.toLowerCase()
}

/** JSON with every object's keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** What identifies a request under its key: its operation and its body, canonical JSON hashed. */
export function requestHashOf(scope: string, request: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${canonicalJson(request)}`)
    .digest('hex')
}

export interface Answer {
  status: ContentfulStatusCode
  body: unknown
}

/**
 * The answer's JSON text, wrapped: stored as the object itself, jsonb would give it back with its
 * keys reordered, and a replay is the first answer byte for byte.
 */
const StoredBody = v.object({ json: v.string() })

/** An answer as it is sent and kept: its status and its JSON text. */
export interface StoredAnswer {
  status: ContentfulStatusCode
  text: string
}

export interface OnceRequest {
  memberId: string
  key: string
  /** The operation the key is bound to: 'POST /orders/checkout/cart'. */
  scope: string
  /** What makes two requests the same request: the body as read, and the order it names. */
  request: unknown
}

/** The answer as JSON, the same bytes whether it was just made or is a stored one replayed. */
export function answerWith(c: Context, answer: StoredAnswer) {
  return c.newResponse(answer.text, answer.status, { 'content-type': 'application/json' })
}

export interface OnceDeps {
  db: Database
  clock: Clock
  keyFaults?: KeyFaults | undefined
}

/**
 * Runs `write` in a transaction that also writes the key, and returns its result. `resourceOf`
 * names what it made (an order's id), for `OnceWork.current` to show after a crash.
 */
export type KeyedTransaction = <T>(
  write: (tx: Transaction) => Promise<T>,
  resourceOf: (made: T) => string,
) => Promise<T>

export interface OnceWork {
  /** How long after the commit a repeat waits (409) for the answer before it is made afresh. */
  leaseMs: number
  /** The work: its durable effect goes through `transaction`, once. */
  run(transaction: KeyedTransaction): Promise<Answer>
  /** The current view of what a key's transaction made, for a repeat after its process died. */
  current(resource: string): Promise<Answer>
}

/** Thrown out of the transaction when another request with the key committed first. */
class KeyTaken extends Error {}

const isRefusal = (error: unknown): error is ApiProblem =>
  error instanceof ApiProblem && error.status < 500

const refusalAnswer = (error: ApiProblem): Answer => ({
  status: error.status,
  body: error.toBody(),
})

const kept = (answer: Answer) => ({
  state: 'done' as const,
  responseStatus: answer.status,
  responseBody: { json: JSON.stringify(answer.body) },
})

/** Runs `work` once per member and key (see the header for what is kept and when). */
export async function once(
  deps: OnceDeps,
  request: OnceRequest,
  work: OnceWork,
): Promise<StoredAnswer> {
  const { db, clock } = deps
  const { memberId, key, scope } = request
  const requestHash = requestHashOf(scope, request.request)
  const thisKey = and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key))

  const keyRow = async () => {
    const [row] = await db.select().from(idempotencyKeys).where(thisKey)
    if (!row) throw new Error(`Idempotency key ${key} of member ${memberId} vanished`)
    return row
  }
  /** What a key already written answers. */
  const answerOf = async (row: typeof idempotencyKeys.$inferSelect): Promise<StoredAnswer> => {
    if (row.scope !== scope || row.requestHash !== requestHash)
      throw new ApiProblem(422, KEY_REUSED)
    if (row.state === 'done' && row.responseStatus !== null) {
      return {
        status: row.responseStatus as ContentfulStatusCode,
        text: v.parse(StoredBody, row.responseBody).json,
      }
    }
    if (row.resource === null) throw conflict(STILL_RUNNING)
    if (row.state === 'running') {
      if (row.leaseUntil === null || row.leaseUntil > clock.now()) throw conflict(STILL_RUNNING)
      // The lease is over: the process that committed is taken to be gone, and the key done.
      await db
        .update(idempotencyKeys)
        .set({ state: 'done' })
        .where(and(thisKey, eq(idempotencyKeys.state, 'running')))
    }
    const current = await work.current(row.resource)
    return { status: current.status, text: JSON.stringify(current.body) }
  }

  const [existing] = await db.select().from(idempotencyKeys).where(thisKey)
  if (existing) return answerOf(existing)

  let committed = false
  let refusedInTransaction = false
  const transaction: KeyedTransaction = async (write, resourceOf) => {
    if (committed) throw new Error(`${scope} committed twice under the key ${key}`)
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now()
      // The transaction's first write: of concurrent requests with this key, one inserts the row
      // and the others wait on its primary key until that transaction ends. A commit makes them
      // find the key (KeyTaken); a rollback lets the next one claim it.
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({
          memberId,
          key,
          scope,
          requestHash,
          state: 'running',
          leaseUntil: new Date(now.getTime() + work.leaseMs),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      if (!claimed) throw new KeyTaken()
      let made: Awaited<ReturnType<typeof write>>
      try {
        // A savepoint: a refusal undoes the work's writes, and the key keeps the refusal.
        made = await tx.transaction(write)
      } catch (error) {
        if (!isRefusal(error)) throw error
        await tx
          .update(idempotencyKeys)
          .set(kept(refusalAnswer(error)))
          .where(thisKey)
        return { refused: error }
      }
      await tx
        .update(idempotencyKeys)
        .set({ resource: resourceOf(made) })
        .where(thisKey)
      await deps.keyFaults?.beforeCommit?.(scope)
      return { made }
    })
    if ('refused' in outcome) {
      refusedInTransaction = true
      throw outcome.refused
    }
    committed = true
    await deps.keyFaults?.afterCommit?.(scope)
    return outcome.made
  }

  let answer: Answer
  try {
    answer = await work.run(transaction)
  } catch (error) {
    if (error instanceof KeyTaken) return answerOf(await keyRow())
    if (!isRefusal(error)) {
      // Committed, then failed: no answer will be stored, so the key is done at once and a
      // repeat gets what was made. Should this update fail too, the lease ends on its own.
      if (committed)
        await db
          .update(idempotencyKeys)
          .set({ state: 'done' })
          .where(and(thisKey, eq(idempotencyKeys.state, 'running')))
      throw error
    }
    answer = refusalAnswer(error)
  }
  const stored = { status: answer.status, text: JSON.stringify(answer.body) }
  if (refusedInTransaction) return stored
  if (committed) {
    // Kept even when the lease ran out meanwhile (the key done without an answer): repeats have
    // shown the order as it stood, and from now on replay this answer.
    await db.update(idempotencyKeys).set(kept(answer)).where(thisKey)
    return stored
  }
  // Nothing was written (a refusal outside the transaction): the answer is kept, unless a
  // concurrent request with this key wrote its own first, which then answers for both.
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ memberId, key, scope, requestHash, createdAt: clock.now(), ...kept(answer) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (!inserted) return answerOf(await keyRow())
  return stored
}
