/**
 * `npm run build:when-stale`: the production build when any source is newer than it (what
 * `npm start`, `npm run size` and the browser tests do first). CI starts it beside the lint steps.
 */
import { buildIfStale } from '../site-server/build-if-stale'

buildIfStale()
