import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  test: {
    // Slow machines (2 cores) and PGlite start-up: generous, but still bounded.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'backend/**/*.test.ts',
            'src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
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
          include: ['src/**/*.test.tsx', 'tests/component/**/*.test.tsx'],
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
