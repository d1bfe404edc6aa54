import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
  getRequest,
} from '@tanstack/react-start/server'
import { serverEnv } from '../app.config'
import { getContentVersion } from './api/content/calls'
import { deferAppScripts } from './server/http/defer-app-scripts.server'
import {
  configureServerApiClient,
  handlePublicApiRequest,
  sawContentVersion,
  visitorIp,
  warmUpApi,
} from './server/http/embedded-api.server'
import { createHtmlCache } from './server/http/html-cache.server'
import { findServerFunction } from './server/http/server-fn-manifest.server'
import { handleSiteRequest } from './server/http/site-request.server'

// Validate the environment at start-up: a bad value stops the server with a clear message.
serverEnv()
configureServerApiClient(() => {
  try {
    return visitorIp(getRequest())
  } catch {
    // Outside a request (start-up work): no visitor to name.
    return undefined
  }
})
warmUpApi().catch((error) => console.error('[api] could not start the embedded API:', error))
import('./server/http/image-warmup.server')
  .then((images) => images.warmUpImages())
  .catch((error) => console.error('[image] warm-up failed:', error))

const startHandler = createStartHandler(defaultStreamHandler)

// Visitors' pages from memory, keyed by the content version (ADR 016); in production only, where
// the page is what deferAppScripts made of it (the development server's scripts are Vite's).
const pageCache = createHtmlCache({
  maxBytes: import.meta.env.PROD ? serverEnv().PAGE_CACHE_MB * 1024 * 1024 : 0,
  contentVersion: async () => {
    const { version } = await getContentVersion()
    // The API calls of the render then ask for this version or a newer one.
    sawContentVersion(version)
    return version
  },
})

async function renderPage(request: Request) {
  const response = await startHandler(request)
  return import.meta.env.PROD ? deferAppScripts(response) : response
}

export default createServerEntry({
  fetch: (request) =>
    handleSiteRequest(request, {
      api: handlePublicApiRequest,
      app: (appRequest) => pageCache.handle(appRequest, renderPage),
      findServerFunction,
    }),
})
