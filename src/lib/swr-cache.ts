/**
 * A per-process cache of computed answers, bounded by bytes, with stale-while-revalidate and one
 * computation at a time per key. The site's visitor HTML (src/server/http/html-cache.server.ts) and
 * the API's public answers (backend/http/public-answer-cache.ts) both keep theirs here.
 *
 * It holds no state another instance needs: each process keeps its own copy, and the keys carry
 * the content version (ADR 016), so an edit reaches every instance once each reads the version.
 */

export interface Snapshot<V> {
  value: V
  /** What the value weighs against the cache's bound. */
  bytes: number
  /** Whether it may be kept (a 200 for everyone), or only handed to the requests that waited for it. */
  keep: boolean
}

interface Entry<V> {
  value: V
  bytes: number
  storedAt: number
}

export interface SwrCacheOptions {
  maxBytes: number
  /** Served as it is for this long after it was computed. */
  freshMs: number
  /** After that, served once more while one refresh runs, up to this age; older is computed anew. */
  staleMs: number
  now?: () => number
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'shared'

export interface SwrCache<V> {
  /**
   * The value for `key`: kept and fresh, kept and stale (with one refresh started), or computed by
   * `compute`, which concurrent callers of the same key share instead of each running it.
   */
  get(
    key: string,
    compute: () => Promise<Snapshot<V>>,
  ): Promise<{ value: V; outcome: CacheOutcome; storedAt: number; kept: boolean }>
  readonly stats: { entries: number; bytes: number }
  clear(): void
}

export function createSwrCache<V>(options: SwrCacheOptions): SwrCache<V> {
  const now = options.now ?? Date.now
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry<V>>()
  const inFlight = new Map<string, Promise<{ value: V; storedAt: number; kept: boolean }>>()
  let totalBytes = 0

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    totalBytes -= entry.bytes
  }

  function store(key: string, snapshot: Snapshot<V>, storedAt: number) {
    remove(key)
    // Anything larger than the whole bound is served but never kept.
    if (!snapshot.keep || options.maxBytes <= 0 || snapshot.bytes > options.maxBytes) return
    entries.set(key, { value: snapshot.value, bytes: snapshot.bytes, storedAt })
    totalBytes += snapshot.bytes
    for (const [oldest] of entries) {
      if (totalBytes <= options.maxBytes) break
      remove(oldest)
    }
  }

  function computeOnce(key: string, compute: () => Promise<Snapshot<V>>) {
    const running = inFlight.get(key)
    if (running) return { promise: running, shared: true }
    const promise = (async () => {
      const storedAt = now()
      const snapshot = await compute()
      store(key, snapshot, storedAt)
      return { value: snapshot.value, storedAt, kept: snapshot.keep }
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return { promise, shared: false }
  }

  return {
    async get(key, compute) {
      const entry = entries.get(key)
      if (entry) {
        const age = now() - entry.storedAt
        if (age <= options.staleMs) {
          // Most recently used now.
          entries.delete(key)
          entries.set(key, entry)
          if (age <= options.freshMs) {
            return { value: entry.value, outcome: 'hit', storedAt: entry.storedAt, kept: true }
          }
          // One refresh per key; its failure leaves the stale copy for the next request to retry.
          computeOnce(key, compute).promise.catch(() => undefined)
          return { value: entry.value, outcome: 'stale', storedAt: entry.storedAt, kept: true }
        }
      }
      const { promise, shared } = computeOnce(key, compute)
      const result = await promise
      return { ...result, outcome: shared ? 'shared' : 'miss' }
    },
    get stats() {
      return { entries: entries.size, bytes: totalBytes }
    },
    clear() {
      entries.clear()
      totalBytes = 0
    },
  }
}

/** A request's path and query, its parameters in a fixed order: `?a=1&b=2` and `?b=2&a=1` are one key. */
export function pathAndSortedQuery(url: URL) {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const query = new URLSearchParams(params).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}
