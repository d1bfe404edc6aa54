import type { Database } from '../client'

/** Seeds the public content when its tables are empty. */
export async function seedContent(_db: Database): Promise<Record<string, number>> {
  return {}
}
