/**
 * Vite wraps every lazy `import()` of the client in its preload helper, which adds the chunk's
 * stylesheets to the page first and reports a failed preload as `vite:preloadError`. It does so
 * even with `modulePreload: false` (vitejs/vite#13952). Diri has one stylesheet, loaded by the
 * document, so every wrapper is given an empty list: the helper (about 0.7 KiB gzip, in the chunk
 * every page loads) only ever called the import. Here it is just that.
 *
 * The build fails if a lazily loaded chunk ever brings a stylesheet of its own, because this
 * helper would not load it.
 */
import type { Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'

export function plainDynamicImports(): Plugin {
  return {
    name: 'diri:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load: {
      filter: { id: new RegExp(`^${PRELOAD_HELPER.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) },
      handler() {
        return 'export const __vitePreload = (load) => load()'
      },
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.isEntry) continue
        const styles = [...(output.viteMetadata?.importedCss ?? [])]
        if (styles.length > 0) {
          this.error(
            `${output.fileName} is loaded lazily and brings ${styles.join(', ')}: the plain import() wrapper (vite-plugins/plain-dynamic-imports.ts) would not load it`,
          )
        }
      }
    },
  }
}
