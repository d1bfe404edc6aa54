/**
 * The built files of each flow's later steps' chunk (`src/components/<domain>/later-steps.ts`),
 * for the server: a page opened at a later step preloads them with the app's entry (ADR 031)
 * instead of asking for them once it has hydrated.
 *
 * Only the client build knows the files (their names carry content hashes), and Start builds the
 * client before the server: the client build notes them in `generateBundle`, and the server build
 * reads them from the virtual module `virtual:diri/later-steps-files`, a map from the domain
 * ('checkout') to the chunk's file and the chunks it imports, as URLs. The client's copy of the
 * module, and the development server's, is empty: there a page's loader has loaded the chunk
 * before it renders.
 */
import type { Plugin } from 'vite'

const VIRTUAL = 'virtual:diri/later-steps-files'
const RESOLVED = `\0${VIRTUAL}`
const LATER_STEPS = /\/src\/components\/([\w-]+)\/later-steps\.ts$/

/** Shared through `globalThis`: the Start plugin loads this config more than once. */
const shared = globalThis as { __diriLaterStepsFiles?: Record<string, string[]> }
shared.__diriLaterStepsFiles ??= {}
const files = shared.__diriLaterStepsFiles

export function laterStepsFiles(): Plugin {
  return {
    name: 'diri:later-steps-files',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      const known = this.environment.name === 'client' ? {} : files
      return `export default ${JSON.stringify(known)}`
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return
      const base = this.environment.config.base
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const domain = LATER_STEPS.exec(output.facadeModuleId ?? '')?.[1]
        if (!domain) continue
        // The chunk and what it imports, except the entry's chunk, which the page loads anyway.
        const wanted = new Set<string>()
        const pending = [output.fileName]
        while (pending.length > 0) {
          const fileName = pending.pop() as string
          const chunk = bundle[fileName]
          if (wanted.has(fileName) || chunk?.type !== 'chunk' || chunk.isEntry) continue
          wanted.add(fileName)
          pending.push(...chunk.imports)
        }
        files[domain] = [...wanted].map((fileName) => `${base}${fileName}`)
      }
    },
  }
}
