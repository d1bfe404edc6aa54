import type { KnipConfig } from 'knip'

/**
 * Dead code: files, exports and dependencies nothing uses. Knip's Vite, Vitest, Playwright,
 * TanStack Router and Drizzle plugins find their own entries (routes, configs, tests, the global
 * setup); the entries below are the ones only a command line or a spawn names.
 */
const config: KnipConfig = {
  entry: [
    // Run with tsx by npm scripts, by people, or spawned by path (tests/support/app-server.ts
    // starts serve-child.ts; match-districts.ts regenerates the seed's district matches).
    'scripts/*.ts',
    'backend/index.ts',
    // drizzle-kit's configuration, named by `--config` in the db:generate script.
    'backend/drizzle.config.ts',
    'backend/db/seed/match-districts.ts',
    'tests/support/serve-child.ts',
    // The bench's own minimal app, built by its own Vite config.
    'bench/minimal-start/src/**/*.{ts,tsx}',
    'bench/minimal-start/vite.config.ts',
  ],
  project: ['**/*.{ts,tsx}'],
  // A constant or schema used beside its export is part of its module's vocabulary, not dead.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // The Node.js the npm scripts run (node_modules/.bin/node), not a module anyone imports.
    'node',
    // Loaded by name at run time (createRequire), which knip cannot follow: scripts/autocannon.ts
    // requires autocannon, scripts/make-clinic-maps.ts resolves world-atlas's JSON.
    'autocannon',
    'world-atlas',
  ],
  // Debian's package manager, which scripts/ensure-chromium.ts runs when Chromium is missing.
  ignoreBinaries: ['apt-get'],
  // Start's Vite plugin makes this module while it builds (src/server/http/server-fn-manifest.server.ts).
  ignoreUnresolved: ['#tanstack-start-server-fn-resolver'],
}

export default config
