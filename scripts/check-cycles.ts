/**
 * `npm run check:cycles`: fails when the project's own modules import each other in a circle.
 * It reads every import and re-export (type-only ones too: a cycle of types is still a knot a
 * reader has to untie) of the TypeScript under src/, contract/, backend/, scripts/, site-server/, vite-plugins/, tests/ and the root
 * config files, resolves the relative ones, and reports every strongly connected group of files.
 * The one cycle allowed is TanStack Router's: the generated route tree and the router name each
 * other by design.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const ROOTS = [
  'src',
  'contract',
  'backend',
  'scripts',
  'site-server',
  'vite-plugins',
  'tests',
  'app.config.ts',
  'vite.config.ts',
]
const ALLOWED = [['src/routeTree.gen.ts', 'src/router.tsx']]
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'migrations'])

function sourceFiles(path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full)) return []
  if (statSync(full).isFile()) return /\.(ts|tsx)$/.test(path) ? [path] : []
  return readdirSync(full).flatMap((name) =>
    SKIP_DIRS.has(name) ? [] : sourceFiles(join(path, name)),
  )
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = join(dirname(from), specifier.replace(/\?.*$/, ''))
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]
  return candidates.find(
    (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
  )
}

export function importGraph(files: string[]) {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    const targets = new Set<string>()
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '')
      if (target) targets.add(relative(root, join(root, target)))
    }
    graph.set(file, [...targets])
  }
  return graph
}

/** Tarjan's strongly connected components: each group of two or more files is a cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const lowlinks = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (node: string) => {
    indices.set(node, index)
    lowlinks.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        lowlinks.set(node, Math.min(lowlinks.get(node) ?? 0, lowlinks.get(next) ?? 0))
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node) ?? 0, indices.get(next) ?? 0))
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return groups
}

const isAllowed = (group: string[]) =>
  ALLOWED.some(
    (allowed) => allowed.length === group.length && allowed.every((file) => group.includes(file)),
  )

if (import.meta.main) {
  const files = ROOTS.flatMap(sourceFiles)
  const found = cycles(importGraph(files)).filter((group) => !isAllowed(group))
  if (found.length > 0) {
    console.error(`Import cycles (${found.length}):`)
    for (const group of found) console.error(`  ${group.join(' ↔ ')}`)
    process.exit(1)
  }
  console.log(
    `No import cycle in ${files.length} files (allowed: the generated route tree ↔ router).`,
  )
}
