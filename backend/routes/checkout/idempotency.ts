/**
 * Writes that must happen once (placing an order, paying it again) carry an `Idempotency-Key`: a
 * uuid the browser makes once per attempt. The first request with a key claims it; a repeat with
 * the same body gets the first one's answer, byte for byte, even after the API restarted.
 *
 * What is kept: every answer the attempt ended with, success (201, 200) or a refusal (4xx: stock
 * ran out, the total changed, a code no longer applies…). Such a refusal changed nothing, and the
 * member's next step is a different request (a new total, another code) with a new key; a network
 * retry of the same request learns what became of it. A 5xx, or anything thrown before the order
 * was committed, releases the key so the same request can run again. Once the order is committed
 * the key is never released: a retry must not place a second order, whatever failed after.
 *
 * Keys are per member (the table's primary key is member and key), so one member's key never
 * answers for another's request.
 *
 * Not covered: a process that dies between committing the order and storing its answer leaves
 * the key `running`, and that key answers 409 from then on. Nothing is lost: the order is in the
 * member's list, and their next attempt comes with a new key.
 */
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '../../../src/api/checkout/schemas'
import type { Database } from '../../db/client'
import { idempotencyKeys } from '../../db/schema/checkout'
import type { Clock } from '../../deps'
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

/**
 * Runs `work` once per key. `work` calls `committed()` as soon as its effect is durable; after
 * that, a failure keeps the key claimed (running) rather than letting a retry repeat the effect.
 */
export async function once(
  db: Database,
  clock: Clock,
  request: OnceRequest,
  work: (committed: () => void) => Promise<Answer>,
): Promise<StoredAnswer> {
  const { memberId, key, scope } = request
  const requestHash = requestHashOf(scope, request.request)
  const thisKey = and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key))

  // The claim is one statement: of concurrent requests with one key, exactly one inserts the row.
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ memberId, key, scope, requestHash, state: 'running', createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (!claimed) {
    const [existing] = await db.select().from(idempotencyKeys).where(thisKey)
    // Released between our insert and this read: the other request failed; this one may retry.
    if (!existing) throw conflict(STILL_RUNNING)
    if (existing.scope !== scope || existing.requestHash !== requestHash)
      throw new ApiProblem(422, KEY_REUSED)
    if (existing.state === 'running' || existing.responseStatus === null)
      throw conflict(STILL_RUNNING)
    return {
      status: existing.responseStatus as ContentfulStatusCode,
      text: v.parse(StoredBody, existing.responseBody).json,
    }
  }

  let isCommitted = false
  let answer: Answer
  try {
    answer = await work(() => {
      isCommitted = true
    })
  } catch (error) {
    if (error instanceof ApiProblem && error.status < 500) {
      answer = { status: error.status, body: error.toBody() }
    } else {
      if (!isCommitted) await db.delete(idempotencyKeys).where(thisKey)
      throw error
    }
  }
  const text = JSON.stringify(answer.body)
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: { json: text } })
    .where(thisKey)
  return { status: answer.status, text }
}
