/** The browsers' words for a chunk that could not be fetched (Chromium, Safari, Firefox). */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i

/** Whether the error is a lazily loaded part's code that could not be fetched: a line that dropped. */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)
}
