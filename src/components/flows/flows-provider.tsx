import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import type { ConsultEntry } from '../../lib/consults/flow-routes'
import { sessionQueries } from '../../server/auth/server-queries'
import type { Flows } from './flows-runtime'

interface FlowsApi {
  /** The running flows once loaded (null on the server and for the first moments in the browser). */
  flows: Flows | null
  /** What pressing 'Mulai Konsul' does: waits for the flows if they are still loading. */
  startConsult: (entry: ConsultEntry) => Promise<void>
  /** Spec §8: the session proved unusable (a failed notification load), so it is dropped. */
  dropSession: () => Promise<void>
}

const FlowsContext = createContext<FlowsApi | null>(null)

let loading: Promise<Flows> | undefined

export function FlowsProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [flows, setFlows] = useState<Flows | null>(null)

  const load = useCallback(() => {
    loading ??= import('./flows-runtime').then(({ startFlows }) =>
      startFlows({ router, queryClient }),
    )
    return loading.then((started) => {
      setFlows(started)
      return started
    })
  }, [router, queryClient])

  useEffect(() => {
    // After the page is interactive and idle: the flows are not needed for the first paint.
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    idle(() => void load())
  }, [load])

  const api = useMemo<FlowsApi>(
    () => ({
      flows,
      startConsult: async (entry) => {
        const started = await load()
        const signedIn = queryClient.getQueryData(sessionQueries.current().queryKey) != null
        started.consultStart.send({ type: 'START', entry, signedIn })
      },
      dropSession: async () => {
        const started = await load()
        started.dropSession()
      },
    }),
    [flows, load, queryClient],
  )

  return <FlowsContext.Provider value={api}>{children}</FlowsContext.Provider>
}

export function useFlows(): FlowsApi {
  const api = useContext(FlowsContext)
  if (!api) throw new Error('useFlows() needs <FlowsProvider> above it')
  return api
}
