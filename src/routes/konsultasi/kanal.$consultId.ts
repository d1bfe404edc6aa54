import { createFileRoute } from '@tanstack/react-router'

/**
 * The chat room's live stream on the site's own origin: the browser's EventSource sends the
 * session cookie here, and this handler calls the API's `GET /v2/consults/{id}/events` with the
 * session's token and passes its answer back as it comes, byte for byte. The API decides who may
 * listen (the consult's member or its doctor; 404 for anyone else). A reconnect's `Last-Event-ID`
 * and `?after=` travel with the call, so the API resumes after the last message the browser has.
 */
export const Route = createFileRoute('/konsultasi/kanal/$consultId')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const [{ readSessionToken }, { callApi, visitorIp }] = await Promise.all([
          import('../../server/auth/session.server'),
          import('../../server/http/embedded-api.server'),
        ])
        const token = readSessionToken()
        if (!token) {
          return Response.json(
            { statusCode: 401, message: 'Silakan masuk dulu untuk membuka chat ini.' },
            { status: 401, headers: { 'cache-control': 'no-store' } },
          )
        }
        const after = new URL(request.url).searchParams.get('after')
        const query = after !== null && /^\d{1,9}$/.test(after) ? `?after=${after}` : ''
        const headers: Record<string, string> = {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          'diri-platform': 'web',
        }
        const lastEventId = request.headers.get('last-event-id')
        if (lastEventId !== null && /^\d{1,9}$/.test(lastEventId)) {
          headers['last-event-id'] = lastEventId
        }
        // The browser leaving aborts the call, and with it the API's stream and its subscription.
        const upstream = await callApi(
          `/v2/consults/${encodeURIComponent(params.consultId)}/events${query}`,
          { headers, signal: request.signal },
          visitorIp(request),
        )
        const type = upstream.headers.get('content-type') ?? ''
        if (!upstream.ok || !type.startsWith('text/event-stream')) {
          // A refusal (404 for a room the member may not open, 401 for an ended session) in the
          // API's own words, and kept by no cache.
          return new Response(upstream.body, {
            status: upstream.status,
            headers: { 'content-type': type || 'application/json', 'cache-control': 'no-store' },
          })
        }
        return new Response(upstream.body, {
          status: upstream.status,
          headers: {
            'content-type': type,
            // Nothing between here and the browser may keep or hold back a live stream: no cache,
            // no proxy buffering (nginx reads `x-accel-buffering`), no compression (site-server/serve.ts).
            'cache-control': 'no-store',
            'x-accel-buffering': 'no',
          },
        })
      },
    },
  },
})
