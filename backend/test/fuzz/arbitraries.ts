/**
 * fast-check arbitraries derived from the contract's valibot schemas, by walking what every
 * valibot schema object carries: `type`, and `entries`, `item`, `wrapped`, `options` and `pipe`
 * where the type has them. A new field in a contract schema is then fuzzed with no change here;
 * a kind of schema the walk does not know fails loudly, naming it.
 */
import fc from 'fast-check'
import { PhoneInput } from '../../../contract/auth/schemas'
import { hostileKey } from './hostile'

/** The parts of a valibot schema the walk reads; every valibot schema is one. */
export interface SchemaNode {
  readonly kind: 'schema'
  readonly type: string
  readonly expects: string
  readonly entries?: Readonly<Record<string, SchemaNode>>
  readonly item?: SchemaNode
  readonly wrapped?: SchemaNode
  readonly options?: readonly unknown[]
  readonly literal?: unknown
  readonly pipe?: readonly PipeItem[]
}

/** A schema or an action in a pipe; actions carry their `requirement` (a length, a RegExp). */
interface PipeItem {
  readonly kind: string
  readonly type: string
  readonly requirement?: unknown
  readonly pipe?: readonly PipeItem[]
}

export interface DeriveOptions {
  /**
   * Put in, now and then, in place of any value and as the value of extra keys. Without it the
   * arbitrary keeps to the schema's shapes (which still includes values the schema refuses, at
   * the edges of its lengths).
   */
  hostile?: fc.Arbitrary<unknown>
}

/**
 * Shapes the walk cannot read off the schema, because a transform decides them: a phone number
 * is any string to valibot until `normalizeIndonesianMobile` has had its say.
 */
const CONTRACT_SHAPES = new Map<SchemaNode, fc.Arbitrary<unknown>>([
  [
    PhoneInput,
    fc.oneof(
      fc.constantFrom('0812 3456 7890', '+62 812-3456-7890', '6281234567890', '0812'),
      fc.stringMatching(/^08[1-9]\d{7,10}$/),
    ),
  ],
])

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable'])

/** Long enough to cross any length limit the contract sets, short enough to stay quick. */
const MAX_GENERATED_LENGTH = 40
const MAX_GENERATED_ITEMS = 25

export function arbitraryFor(
  schema: SchemaNode,
  options: DeriveOptions = {},
): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, options)
  if (!options.hostile) return shaped
  return fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: options.hostile, weight: 1 })
}

function shapedArbitrary(schema: SchemaNode, options: DeriveOptions): fc.Arbitrary<unknown> {
  const known = CONTRACT_SHAPES.get(schema)
  if (known) return known
  const rules = inputRules(schema)
  switch (schema.type) {
    case 'string':
      return stringArbitrary(rules)
    case 'number':
      return numberArbitrary(rules)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'literal':
      return fc.constant(schema.literal)
    case 'picklist':
      return fc.constantFrom(...(schema.options ?? []))
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return objectArbitrary(schema, options)
    case 'array': {
      const item = childOf(schema, 'item')
      return fc.array(arbitraryFor(item, options), {
        minLength: rules.minLength ?? 0,
        maxLength: Math.min(rules.maxLength ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
      })
    }
    case 'nullable':
    case 'nullish':
      return fc.option(arbitraryFor(childOf(schema, 'wrapped'), options), { nil: null })
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      // The key's absence is the record's business; present, the value is the wrapped one.
      return arbitraryFor(childOf(schema, 'wrapped'), options)
    case 'union':
    case 'variant':
      return fc.oneof(...unionOptions(schema).map((option) => arbitraryFor(option, options)))
    default:
      throw new Error(
        `No fuzz arbitrary for the valibot schema type "${schema.type}" (expects ${schema.expects}): teach backend/test/fuzz/arbitraries.ts`,
      )
  }
}

function objectArbitrary(schema: SchemaNode, options: DeriveOptions) {
  const entries = Object.entries(schema.entries ?? {})
  const model = Object.fromEntries(
    entries.map(([key, entry]) => [key, arbitraryFor(entry, options)]),
  )
  const requiredKeys = entries
    .filter(([, entry]) => !OPTIONAL_TYPES.has(entry.type))
    .map(([key]) => key)
  const complete = fc.record(model, { requiredKeys })
  const { hostile } = options
  if (!hostile) return complete
  // Hostile: sometimes required keys go missing, sometimes keys nobody asked for come along.
  const anyKeys = fc.record(model, { requiredKeys: [] })
  const extra = fc.dictionary(hostileKey, hostile, { maxKeys: 3 })
  return fc
    .tuple(
      fc.oneof({ arbitrary: complete, weight: 4 }, { arbitrary: anyKeys, weight: 1 }),
      fc.option(extra, { freq: 4 }),
    )
    .map(([value, added]) =>
      // fromEntries, not spread: an added `__proto__` key must stay a key, not become a prototype.
      Object.fromEntries([...Object.entries(value), ...Object.entries(added ?? {})]),
    )
}

interface InputRules {
  minLength?: number
  maxLength?: number
  regex?: RegExp
  integer?: boolean
  minValue?: number
  maxValue?: number
}

/**
 * The checks of a schema's pipe that apply to what the client sends: those before the first
 * `transform`, after which the pipe checks its own output (a page number after `Number`).
 * Nested pipes (`v.pipe(positiveIntText, v.maxValue(50))`) are read in order.
 */
function inputRules(schema: SchemaNode): InputRules {
  const rules: InputRules = {}
  const actions = flattenPipe(schema.pipe ?? [])
  for (const action of actions) {
    if (action.type === 'transform') break
    const { requirement } = action
    if (typeof requirement === 'number') {
      if (action.type === 'min_length') rules.minLength = requirement
      if (action.type === 'max_length') rules.maxLength = requirement
      if (action.type === 'length') rules.minLength = rules.maxLength = requirement
      if (action.type === 'min_value') rules.minValue = requirement
      if (action.type === 'max_value') rules.maxValue = requirement
    }
    if (action.type === 'regex' && requirement instanceof RegExp) rules.regex = requirement
    if (action.type === 'integer') rules.integer = true
  }
  return rules
}

function flattenPipe(pipe: readonly PipeItem[]): PipeItem[] {
  return pipe.flatMap((item, index) => {
    // The first item is the schema the pipe starts from; its own pipe, if any, comes first.
    if (item.kind === 'schema') return index === 0 && item.pipe ? flattenPipe(item.pipe) : []
    return [item]
  })
}

function stringArbitrary(rules: InputRules): fc.Arbitrary<string> {
  if (rules.regex) return fc.stringMatching(rules.regex)
  const minLength = rules.minLength ?? 0
  const typical = fc.string({
    minLength,
    maxLength: Math.min(rules.maxLength ?? MAX_GENERATED_LENGTH, minLength + MAX_GENERATED_LENGTH),
  })
  if (rules.maxLength === undefined) return typical
  // Both sides of the limit: exactly as long as allowed, and one longer.
  const atLimit = fc.string({ minLength: rules.maxLength, maxLength: rules.maxLength + 1 })
  return fc.oneof({ arbitrary: typical, weight: 4 }, { arbitrary: atLimit, weight: 1 })
}

function numberArbitrary(rules: InputRules): fc.Arbitrary<number> {
  if (rules.integer) {
    const min = rules.minValue ?? -1000
    const max = rules.maxValue ?? 1000
    // One past each bound, so both refusals are tried as often as the bounds themselves.
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min - 1, min, max, max + 1))
  }
  return fc.double({
    min: rules.minValue ?? -1e6,
    max: rules.maxValue ?? 1e6,
    noNaN: true,
    noDefaultInfinity: true,
  })
}

function childOf(schema: SchemaNode, key: 'item' | 'wrapped'): SchemaNode {
  const child = schema[key]
  if (!child) throw new Error(`The valibot ${schema.type} schema has no ${key}`)
  return child
}

function unionOptions(schema: SchemaNode): SchemaNode[] {
  return (schema.options ?? []).filter(isSchemaNode)
}

function isSchemaNode(value: unknown): value is SchemaNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'schema' &&
    'type' in value &&
    typeof value.type === 'string'
  )
}
