/**
 * Where unexpected failures go. Error reporting (spec §1) is not wired to a service yet, so the
 * console is the report; a reporting SDK hooks in here and nowhere else.
 */
export function reportError(message: string, error: unknown) {
  console.error(`[diri] ${message}`, error)
}
