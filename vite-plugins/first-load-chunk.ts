/**
 * Puts every module the client entry imports statically into one chunk.
 *
 * Rolldown (1.2) emits a module that the entry already loads as a chunk of its own when lazy
 * chunks import it too (rolldown/rolldown#10731; Rollup merges it into the entry). Every page then
 * started with about 15 small requests of the same shared code (React's runtime, the router's
 * link, the query client, the session middleware…), each a round trip on a phone's network,
 * before any page's own code. The set is computed from the module graph at the end of the build,
 * so it follows the code without a hand-kept list; lazy modules (routes, the flows runtime) keep
 * their own chunks and import from this one.
 */
import type { Plugin } from 'vite'

/**
 * Shared through `globalThis`: the Start plugin loads this config more than once, so the instance
 * whose `config` hook set the chunking rule need not be the one whose `buildEnd` saw the graph.
 */
const shared = globalThis as { __diriFirstLoad?: Set<string> }
shared.__diriFirstLoad ??= new Set()
const firstLoad = shared.__diriFirstLoad

/** The parts every content page shows (breadcrumbs, blocks, images, FAQ, structured data). */
const MEDIA =
  /\/(src\/components\/ui\/image\.tsx|src\/lib\/image-sources\.ts|contract\/indonesian-format\.ts)$/
const CONTENT_KIT =
  /\/src\/(components\/(content\/(breadcrumbs|content-blocks|faq-list|page-hero|states)|site\/json-ld)|lib\/content\/or-not-found)\.tsx?$/

/**
 * What every clinic page shows, and the booking flow shares: the cards, the sections, the
 * open-now badge and its hours logic, day names, the time of now, the Booking link, and the
 * place a failed list's retry goes. Apart, each was a chunk of its own once the flow used some.
 */
const CLINIC_KIT =
  /\/src\/(components\/clinic\/(clinic-cards|clinic-sections|section-retry|open-badge|use-now|booking-link)|lib\/clinic\/(opening-hours|clinic-days|phone-format))\.tsx?$/

export function firstLoadChunk(): Plugin {
  return {
    name: 'diri:first-load-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config() {
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      { name: 'app', test: (id: string) => firstLoad.has(id) },
                      { name: 'media', test: (id: string) => MEDIA.test(id) },
                      { name: 'content-kit', test: (id: string) => CONTENT_KIT.test(id) },
                      { name: 'clinic-kit', test: (id: string) => CLINIC_KIT.test(id) },
                    ],
                  },
                },
              },
            },
          },
        },
      }
    },
    buildEnd() {
      firstLoad.clear()
      // The entry: the one module nothing imports (rolldown leaves `isEntry` false on it).
      const pending = [...this.getModuleIds()].filter((id) => {
        const info = this.getModuleInfo(id)
        return info && (info.isEntry || info.importers.length + info.dynamicImporters.length === 0)
      })
      while (pending.length > 0) {
        const id = pending.pop() as string
        if (firstLoad.has(id)) continue
        firstLoad.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
      this.environment.logger.info(`[first-load-chunk] ${firstLoad.size} modules in the app chunk`)
    },
  }
}
