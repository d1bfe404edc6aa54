/**
 * The server functions of the running build, as Start's own handler finds them: its resolver
 * module (`VIRTUAL_MODULES.serverFnResolver` of @tanstack/start-server-core), which Start's Vite
 * plugin makes from the build's manifest (in development, from the dev server's check of the id).
 * Not a public API of Start; it is asked here because Start answers an id it cannot find with a
 * 500 (TanStack/router#7363). The site fuzz (tests/e2e/site-fuzz.spec.ts) calls unknown ids on the
 * production build, so a change in Start shows there as a 5xx.
 */
import { getServerFnById } from '#tanstack-start-server-fn-resolver'
import { isServerFunctionNotFound, type ServerFunctionInfo } from './server-fn-call.server'

export async function findServerFunction(id: string): Promise<ServerFunctionInfo | undefined> {
  let action: { method?: unknown }
  try {
    action = await getServerFnById(id, { origin: 'client' })
  } catch (error) {
    if (isServerFunctionNotFound(error)) return undefined
    throw error
  }
  // Set on the function when its module loads; Start's own default is GET.
  return { method: action.method === 'POST' ? 'POST' : 'GET' }
}
