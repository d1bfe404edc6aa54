/**
 * Request input checked against the contract's valibot schemas (src/api/<domain>/schemas.ts), so
 * the web app and the API refuse exactly the same things with the same field messages.
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { ApiProblem, invalidInput, MESSAGES } from './problem'
import { findUnstorableText } from './storable-text'

/** The body as `schema` outputs it (trimmed, phone numbers normalised), or a 400. */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    throw new ApiProblem(400, MESSAGES.malformedJson)
  }
  refuseUnstorableText(body)
  return check(schema, body)
}

/** The query string as `schema` outputs it, or a 400. Repeated keys keep their first value. */
export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const query = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values[0]]),
  )
  refuseUnstorableText(query)
  return check(schema, query)
}

/** A NUL or a lone surrogate anywhere in the input is a 400 naming the field (storable-text.ts). */
function refuseUnstorableText(input: unknown) {
  const path = findUnstorableText(input)
  if (path === undefined) return
  throw invalidInput(
    [{ path, message: MESSAGES.unsupportedCharactersField }],
    MESSAGES.unsupportedCharacters,
  )
}

function check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { message: indonesianFallback })
  if (result.success) return result.output
  throw invalidInput(
    result.issues.map((issue) => ({
      path: v.getDotPath(issue) ?? '',
      message: missingFieldMessage(schema, issue) ?? issue.message,
    })),
  )
}

/**
 * valibot reports a missing key on the object, with the object's message. The field's own schema
 * knows better ('Pilih kecamatan.'), so a missing field reads the same as an empty one.
 */
function missingFieldMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>) {
  const isMissingKey =
    issue.kind === 'schema' &&
    /object$/.test(issue.type) &&
    issue.received === 'undefined' &&
    issue.path !== undefined
  if (!isMissingKey) return undefined
  let field: unknown = schema
  for (const item of issue.path ?? []) {
    field = (field as { entries?: Record<string, unknown> }).entries?.[String(item.key)]
    if (!field) return undefined
  }
  const result = v.safeParse(field as v.GenericSchema, undefined, { message: indonesianFallback })
  return result.success ? undefined : result.issues[0]?.message
}

/**
 * The contract's schemas carry Indonesian messages for what a form can get wrong. For the rest
 * (a missing key, an unknown key, a wrong type) valibot would answer in English; this fills in.
 */
function indonesianFallback(issue: v.BaseIssue<unknown>): string {
  if (issue.received === 'undefined') return 'Wajib diisi.'
  switch (issue.type) {
    case 'strict_object':
      return 'Kolom ini tidak dikenal.'
    case 'picklist':
      return 'Pilihan ini tidak tersedia.'
    case 'min_length':
      return issue.requirement === 1 ? 'Wajib diisi.' : `Minimal ${issue.requirement} karakter.`
    case 'max_length':
      return `Maksimal ${issue.requirement} karakter.`
    case 'union':
      return 'Isi salah satu kolom yang didukung.'
    default:
      return 'Isian ini belum benar.'
  }
}
