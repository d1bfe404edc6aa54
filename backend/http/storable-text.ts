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

/**
 * The dot path of the first string in `value` (a key or a value, at any depth) that cannot be
 * stored; `undefined` when every string can be.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.')
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)])
      if (found !== undefined) return found
    }
    return undefined
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      // The key itself cannot be echoed back in a message, so its object is named instead.
      if (!isStorableText(key)) return path.join('.')
      const found = findUnstorableText(item, [...path, key])
      if (found !== undefined) return found
    }
  }
  return undefined
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
