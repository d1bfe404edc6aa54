/**
 * Search-param readers for the shop's routes. Plain functions rather than valibot schemas: route
 * search validation is part of every page's first load, and these cost a few hundred bytes.
 * Each returns `undefined` for anything invalid, so a bad link falls back to the default.
 */

/** A whole number within [min, max]; the router may hand it over as a number or as text. */
export function wholeParam(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** One of `options`, exactly. */
export function oneOfParam<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((option) => option === value)
}

/** An id or slug: lowercase letters, digits, dashes (and underscores), at most 80 long. */
export function idParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{1,80}$/.test(value) ? value : undefined
}
