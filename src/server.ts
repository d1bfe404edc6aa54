import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
  getRequest,
} from '@tanstack/react-start/server'
import { serverEnv } from '../app.config'
import { deferAppScripts } from './server/defer-app-scripts.server'
import {
  configureServerApiClient,
  handlePublicApiRequest,
  visitorIp,
  warmUpApi,
} from './server/embedded-api.server'
import { handleSiteRequest } from './server/site-request.server'

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
import('./server/image-warmup.server')
  .then((images) => images.warmUpImages())
  .catch((error) => console.error('[image] warm-up failed:', error))

const startHandler = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  fetch: (request) =>
    handleSiteRequest(request, {
      api: handlePublicApiRequest,
      app: async (appRequest) => {
        const response = await startHandler(appRequest)
        // The development server's scripts are Vite's own; the rewrite is for the production build.
        return import.meta.env.PROD ? deferAppScripts(response) : response
      },
    }),
})
