import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { firstLoadChunk } from './scripts/vite-first-load-chunk.ts'
import { precompress } from './scripts/vite-precompress.ts'

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' },
  resolve: { tsconfigPaths: true },
  // The backend (PGlite, postgres-js) runs in the server process from node_modules, unbundled.
  ssr: { external: ['@electric-sql/pglite', 'postgres', 'drizzle-orm', 'idn-area-data'] },
  build: { sourcemap: false },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      router: {
        // Loaders load with their route, like components: every route added would otherwise grow
        // every page's first-load JavaScript (budget: 150 KiB, `npm run size`).
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      },
    }),
    react(),
    firstLoadChunk(),
    precompress(),
  ],
})
