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
  isApiRequest,
  visitorIp,
  warmUpApi,
} from './server/embedded-api.server'

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

const startHandler = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  async fetch(request) {
    const url = new URL(request.url)
    if (isApiRequest(url)) return handlePublicApiRequest(request)
    const response = await startHandler(request)
    // The development server's scripts are Vite's own; the rewrite is for the production build.
    return import.meta.env.PROD ? deferAppScripts(response) : response
  },
})
