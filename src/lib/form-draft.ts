import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'

/**
 * A form's unsaved input in this tab's sessionStorage, one entry per form, so that what a person
 * typed survives a trip to sign in (a session that ended half-way) or a reload. Never a cookie: a
 * cookie travels to the server with every request, and the input (an address) is the member's own.
 */
const storageKey = (form: string) => `diri:draft:${form}`

function readDraft<S extends v.GenericSchema>(form: string, schema: S) {
  try {
    const stored = sessionStorage.getItem(storageKey(form))
    if (stored === null) return undefined
    const parsed = v.safeParse(schema, JSON.parse(stored))
    return parsed.success ? parsed.output : undefined
  } catch {
    // No sessionStorage (the server, a locked-down browser) or something unreadable: no draft.
    return undefined
  }
}

function writeDraft(form: string, value: unknown) {
  try {
    sessionStorage.setItem(storageKey(form), JSON.stringify(value))
  } catch {
    // Storage full or refused: the form works on, only without the safety copy.
  }
}

function removeDraft(form: string) {
  try {
    sessionStorage.removeItem(storageKey(form))
  } catch {
    // Nothing could be stored either.
  }
}

/**
 * The form's input, starting from its stored draft when there is one (checked against `schema`),
 * else from `initial`. Once the person changes something it is stored after every change, until
 * `discard()` (after a successful save, or a cancel). Without a `form` key nothing is stored.
 */
export function useFormDraft<S extends v.GenericSchema>(
  form: string | undefined,
  schema: S,
  initial: v.InferOutput<S>,
) {
  const [draft, setDraft] = useState<v.InferOutput<S>>(
    () => (form === undefined ? undefined : readDraft(form, schema)) ?? initial,
  )
  // The untouched initial values (the member's own name and number) are not worth a copy.
  const changed = useRef(false)
  useEffect(() => {
    if (form !== undefined && changed.current) writeDraft(form, draft)
  }, [form, draft])

  const change = useCallback((next: (current: v.InferOutput<S>) => v.InferOutput<S>) => {
    changed.current = true
    setDraft(next)
  }, [])
  const discard = useCallback(() => {
    changed.current = false
    if (form !== undefined) removeDraft(form)
  }, [form])
  return { draft, change, discard }
}
