/** Start's resolver of server function ids, made by its Vite plugin (server-fn-manifest.server.ts). */
declare module '#tanstack-start-server-fn-resolver' {
  export function getServerFnById(
    id: string,
    access: { origin: 'client' | 'server' },
  ): Promise<{ method?: unknown }>
}
