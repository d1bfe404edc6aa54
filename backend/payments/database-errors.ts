/**
 * The database's refusals the payment code expects and handles. Drizzle wraps the driver's error
 * (postgres-js's `PostgresError`, PGlite's `DatabaseError`) as the `cause` of its own; the two
 * drivers name the violated constraint differently (`constraint_name`, `constraint`).
 */

const UNIQUE_VIOLATION = '23505'

/** Whether `error` (or one of its causes) is a unique violation of the named index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const fields = current as Error & {
      code?: unknown
      constraint?: unknown
      constraint_name?: unknown
    }
    if (
      fields.code === UNIQUE_VIOLATION &&
      (fields.constraint === constraint || fields.constraint_name === constraint)
    ) {
      return true
    }
    current = current.cause
  }
  return false
}
