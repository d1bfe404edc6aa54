/**
 * Request bodies as the fuzz sends them. `JSON.stringify` can only write what a JavaScript value
 * holds, so a number JavaScript cannot hold exactly (2^53+1, 1e400) or a nesting too deep to build
 * as a value is carried as its literal text and written into the body as is.
 */

/** JSON text placed verbatim where a value would be written. */
export class JsonLiteral {
  constructor(readonly text: string) {}
}

/** `value` as JSON text, with every `JsonLiteral` inside it written verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof JsonLiteral) return value.text
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`,
    )
    return `{${members.join(',')}}`
  }
  // `undefined` has no JSON form; as an array item or a key's value it reads as null.
  return JSON.stringify(value) ?? 'null'
}
