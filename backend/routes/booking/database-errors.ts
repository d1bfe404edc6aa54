/**
 * The SQLSTATE of a database error, whichever driver raised it (postgres-js and PGlite both set
 * `code`) and however deep Drizzle wrapped it (`DrizzleQueryError` keeps the driver's in `cause`).
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = current.cause
  }
  return undefined
}

/** The constraint a violation names, when the driver says (postgres-js and PGlite differ). */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const named = current as { constraint?: unknown; constraint_name?: unknown }
    const name = named.constraint_name ?? named.constraint
    if (typeof name === 'string') return name
    current = current.cause
  }
  return undefined
}

/** SQLSTATE 23P01: an exclusion constraint refused the row (the doctor is booked then). */
export const EXCLUSION_VIOLATION = '23P01'
export const UNIQUE_VIOLATION = '23505'
/** SQLSTATE 40P01: PostgreSQL aborted this transaction to end a wait cycle with another. */
export const DEADLOCK_DETECTED = '40P01'
/** SQLSTATE 40001: a serializable or repeatable-read transaction met a concurrent change. */
export const SERIALIZATION_FAILURE = '40001'
