import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` turns backend/db/schema/index.ts into SQL migrations. Both drivers (PGlite
// and postgres-js) apply the same files, so generation needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/db/schema/index.ts',
  out: './backend/db/migrations',
})
