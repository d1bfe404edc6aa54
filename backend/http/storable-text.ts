/**
 * Text PostgreSQL cannot store as sent. A NUL character fails every query that carries it ("invalid
 * byte sequence for encoding UTF8: 0x00"), which was a 500 on every endpoint that reads text; a
 * lone UTF-16 surrogate fails a jsonb value and is silently turned into U+FFFD in a text column.
 * Neither is ever typed by a person, so the API refuses both at its edges: the body and the query
 * (validation.ts) and the path (the app's middleware).
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}

/** A value met on the walk, with the way back to the root for naming its path. */
interface Visit {
  value: unknown
  key: string
  parent: Visit | undefined
}

/**
 * The dot path of the first string in `value` (a key or a value, at any depth) that cannot be
 * stored; `undefined` when every string can be. The walk keeps its own stack: a 64 KB body can
 * nest 30 000 levels deep, which would overflow the call stack of a recursive one.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }]
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit)
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current)
      // The key itself cannot be echoed back in a message, so its object is named instead.
      if (entries.some(([key]) => !isStorableText(key))) return pathOf(visit)
      // Pushed last to first, so the first in the body is the first looked at.
      for (const [key, item] of entries.toReversed())
        pending.push({ value: item, key, parent: visit })
    }
  }
  return undefined
}

function pathOf(visit: Visit): string {
  const keys: string[] = []
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
}

/**
 * A URL path as the router hands its parameters to handlers: each run of percent escapes decoded
 * when it is valid UTF-8 and left as it is otherwise (Hono does the same).
 */
export function decodePath(path: string): string {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes)
    } catch {
      return escapes
    }
  })
}
