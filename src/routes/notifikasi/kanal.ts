import { createFileRoute } from '@tanstack/react-router'

/**
 * The header badge's live count on the site's own origin: the browser's EventSource sends the
 * session cookie here, and this handler calls the API's `GET /notifications/events` with the
 * session's token and passes its stream back as it comes, as the chat's channel does
 * (`/konsultasi/kanal/$consultId`). The API counts only the caller's own notifications.
 */
export const Route = createFileRoute('/notifikasi/kanal')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ readSessionToken }, { callApi, visitorIp }] = await Promise.all([
          import('../../server/auth/session.server'),
          import('../../server/http/embedded-api.server'),
        ])
        const token = readSessionToken()
        if (!token) {
          return Response.json(
            { statusCode: 401, message: 'Silakan masuk dulu untuk melihat notifikasi.' },
            { status: 401, headers: { 'cache-control': 'no-store' } },
          )
        }
        // The browser leaving aborts the call, and with it the API's stream and its subscription.
        const upstream = await callApi(
          '/notifications/events',
          {
            headers: {
              accept: 'text/event-stream',
              authorization: `Bearer ${token}`,
              'diri-platform': 'web',
            },
            signal: request.signal,
          },
          visitorIp(request),
        )
        const type = upstream.headers.get('content-type') ?? ''
        return new Response(upstream.body, {
          status: upstream.status,
          headers: {
            'content-type': type || 'application/json',
            // Nothing between here and the browser may keep or hold back a live stream.
            'cache-control': 'no-store',
            'x-accel-buffering': 'no',
          },
        })
      },
    },
  },
})
