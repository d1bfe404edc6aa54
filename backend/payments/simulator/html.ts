/**
 * HTML for the simulator's pages, escaped by default: every value put into an `html` template is
 * escaped unless it is itself `html` (or `trustedHtml`, for markup this code made, like the QR).
 */

export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

type Part = Html | string | number | null | undefined | false | readonly Part[]

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return ''
  if (part instanceof Html) return part.text
  if (Array.isArray(part)) return part.map(render).join('')
  return escapeHtml(String(part))
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let text = strings[0] ?? ''
  values.forEach((value, index) => {
    text += render(value) + (strings[index + 1] ?? '')
  })
  return new Html(text)
}

/** Markup this code built itself (never anything a request carried). */
export function trustedHtml(text: string): Html {
  return new Html(text)
}

/**
 * A value for an inline script: JSON with `<` escaped, so no string in it can close the script
 * element (`</script>`) or open a comment.
 */
export function scriptJson(value: unknown): Html {
  return new Html(JSON.stringify(value).replace(/</g, '\\u003c'))
}
