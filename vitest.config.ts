import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  test: {
    // Slow machines (2 cores) and PGlite start-up: generous, but still bounded.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One test file per core. Vitest's default keeps a core for itself (cores - 1: a single worker
    // on CI's 2 cores), but its main process is nearly idle once files run; the workers' PGlite
    // and jsdom work is single-threaded (ADR 026).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'backend/**/*.test.ts',
            'contract/**/*.test.ts',
            'site-server/**/*.test.ts',
            'src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/qa/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: [
            'tests/setup/fail-on-console-error.ts',
            'tests/setup/dom.ts',
            'tests/setup/msw.ts',
          ],
        },
      },
    ],
  },
})
