const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Member-owned rows have uuid ids. Anything else cannot name one, and checking first keeps
 * PostgreSQL from failing the query on a malformed uuid (which would be a 500, not a 404).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
