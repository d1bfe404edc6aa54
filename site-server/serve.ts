/**
 * The production server: `dist/server/server.js` (a fetch handler) behind srvx, with the hashed
 * client assets served from `dist/client` with long immutable caching, and compression for
 * everything compressible. Used by `npm start` and by the end-to-end tests.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type ServerMiddleware, serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { clientGoneResponse, isClientGone } from '../src/server/http/client-gone.server'
import { withBaseSecurityHeaders } from '../src/server/http/security-headers.server'

const ONE_YEAR = 365 * 24 * 60 * 60
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/

export interface StartedServer {
  url: string
  close: () => Promise<void>
}

export async function startProductionServer(options: {
  port: number
  hostname?: string
  distDir?: string
}) {
  const distDir = options.distDir ?? join(process.cwd(), 'dist')
  const entry = join(distDir, 'server', 'server.js')
  if (!existsSync(entry))
    throw new Error(`No production build at ${entry}: run \`npm run build\` first.`)
  const app: { default: { fetch: (request: Request) => Response | Promise<Response> } } =
    await import(pathToFileURL(entry).href)
  const clientDir = join(distDir, 'client')
  // `encodings`: the `.br`/`.gz` copies written at build time (vite-plugins/precompress.ts).
  const hashedAssets = staticMiddleware({
    dir: clientDir,
    maxAge: ONE_YEAR,
    immutable: true,
    encodings: true,
  })
  const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 60 * 60, encodings: true })

  const staticFiles: ServerMiddleware = (request, next) => {
    const { pathname } = new URL(request.url)
    return pathname.startsWith('/assets/')
      ? hashedAssets(request, next)
      : publicFiles(request, next)
  }

  // The app adds these to its own answers; this covers the static files (and anything else) too.
  const securityHeaders: ServerMiddleware = async (request, next) =>
    withBaseSecurityHeaders(await next(), request)

  const server = serve({
    port: options.port,
    hostname: options.hostname ?? '0.0.0.0',
    silent: true,
    gracefulShutdown: false,
    // Idle connections stay open longer than the clients and proxies in front keep theirs (load
    // balancers keep 60 s): with Node's 5 s, a client reusing a connection the server was closing
    // at that moment got ECONNRESET (the browser tests' API calls did, after 6 s without one).
    node: { keepAliveTimeout: 65_000 },
    middleware: [securityHeaders, staticFiles],
    fetch: async (request) => compress(request, await app.default.fetch(request)),
    // `silent` keeps srvx from printing a banner, and would also drop its error log: say here
    // what failed, unless the visitor merely went away.
    error: (error) => {
      if (isClientGone(error)) return clientGoneResponse()
      console.error('[server] unhandled error:', error)
      return withBaseSecurityHeaders(
        new Response('Maaf, terjadi kesalahan di server kami. Coba lagi beberapa saat lagi.', {
          status: 500,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        }),
      )
    },
  })
  await server.ready()
  const url = `http://${options.hostname === '0.0.0.0' || !options.hostname ? 'localhost' : options.hostname}:${options.port}`
  return { url, close: () => server.close(true) } satisfies StartedServer
}

/** Gzip for pages and API answers, streamed so the first bytes of a page still leave early. */
function compress(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  const accepts = request.headers.get('accept-encoding') ?? ''
  if (
    !response.body ||
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    // An event stream's events are small and must leave at once: gzip would hold them back.
    type.startsWith('text/event-stream') ||
    !/\bgzip\b/.test(accepts)
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
