import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { firstLoadChunk } from './vite-plugins/first-load-chunk.ts'
import { laterStepsFiles } from './vite-plugins/later-steps-files.ts'
import { plainDynamicImports } from './vite-plugins/plain-dynamic-imports.ts'
import { precompress } from './vite-plugins/precompress.ts'

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' },
  resolve: { tsconfigPaths: true },
  // The backend (PGlite, postgres-js) runs in the server process from node_modules, unbundled.
  // @sentry/node too: it instruments Node's own modules through OpenTelemetry's loader hooks, which
  // need its files as published (ADR 017).
  ssr: {
    external: ['@electric-sql/pglite', 'postgres', 'drizzle-orm', 'idn-area-data', '@sentry/node'],
  },
  // The Sentry SDK's flags (ADR 017): no debug logging code in the bundle, and no inlined replay
  // worker (a blob: URL the CSP refuses); ours is served from this origin instead.
  define: { __SENTRY_DEBUG__: 'false', __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true' },
  build: { sourcemap: false, modulePreload: false },
  plugins: [
    plainDynamicImports(),
    tanstackStart({
      srcDirectory: 'src',
      router: {
        // ADR 009: a route's loader and page load as one chunk (one request, one name in the
        // first-load JavaScript), and its pending, error and not-found parts with them: the page's
        // first load preloads those too, so apart they were only two or three more requests.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent'],
          ],
        },
      },
    }),
    react(),
    firstLoadChunk(),
    laterStepsFiles(),
    precompress(),
  ],
})
