/**
 * The Diri API's tables, one file per domain. One schema for embedded PGlite and real PostgreSQL:
 * drizzle-kit reads this index and turns it into the SQL migrations in `../migrations`, applied at
 * start by either driver. The domain files import each other directly, never this index, so the
 * schema has no import cycle.
 */
export * from './addresses'
export * from './anonymous-writes'
export * from './auth'
export * from './booking'
export * from './checkout'
export * from './clinic'
export * from './consent'
export * from './consults'
export * from './content'
export * from './content-version'
export * from './members'
export * from './notification-channels'
export * from './notifications'
export * from './order-fulfilment'
export * from './places'
export * from './polyclinics'
export * from './promotion-redemptions'
export * from './search'
export * from './shop'
