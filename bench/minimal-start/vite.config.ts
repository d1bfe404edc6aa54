/**
 * The smallest TanStack Start site: one route with an `<h1>`, built with the same Start and
 * React plugins as the app (../../vite.config.ts), so `npm run bench:ssr` can say how far the
 * app's pages are from what the framework itself costs per request. The bench builds it with
 * `--outDir` into node_modules/.cache; a build by hand lands in ./dist (ignored).
 */
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  build: { sourcemap: false, emptyOutDir: true },
  plugins: [tanstackStart({ srcDirectory: 'src' }), react()],
})
