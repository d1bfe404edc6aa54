/**
 * The Diri API as a Hono app with its routes at the root (`/health`, `/auth/me`, …). The web app
 * mounts it under `/api` in-process; `server.ts` serves it standalone.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { contentVersions } from './content/content-version'
import type { ApiDeps, ApiEnv } from './deps'
import {
  noStoreWithToken,
  refuseUnstorablePath,
  requirePlatformHeader,
  securityHeaders,
  standardRequestForStreamedBody,
} from './http/middleware'
import { ApiProblem, MESSAGES } from './http/problem'
import { publicAnswerCache } from './http/public-answer-cache'
import { reportError } from './http/report-error'
import { addressRoutes } from './routes/addresses'
import { authRoutes } from './routes/auth'
import { bookingRoutes } from './routes/booking'
import { chatRoutes } from './routes/chat'
import { recommendationCartRoutes } from './routes/chat/recommendation-cart'
import { checkoutRoutes } from './routes/checkout'
import { clinicRoutes } from './routes/clinic'
import { consentRoutes } from './routes/consent'
import { consultationRoutes } from './routes/consultation'
import { isAttachmentUpload } from './routes/consultation/attachments'
import { consultRoutes } from './routes/consults'
import { contentRoutes } from './routes/content'
import { contentVersionRoutes } from './routes/content/version'
import { devMailboxRoutes } from './routes/dev-mailbox'
import { doctorRoutes } from './routes/doctor'
import { errorReportRoutes } from './routes/error-reports'
import { healthRoutes } from './routes/health'
import { memberRoutes } from './routes/members'
import { miscRoutes } from './routes/misc'
import { notificationChannelRoutes } from './routes/notification-channels'
import { notificationRoutes } from './routes/notifications'
import { opsRoutes } from './routes/ops'
import { paymentRoutes } from './routes/payments'
import { polyclinicRoutes } from './routes/polyclinics'
import { profileRoutes } from './routes/profile'
import { searchRoutes } from './routes/search'
import { shopRoutes } from './routes/shop'

/** The largest body the contract needs is an address (well under 2 KB). */
const MAX_BODY_BYTES = 64 * 1024
const DEFAULT_PUBLIC_ANSWER_CACHE_BYTES = 32 * 1024 * 1024

export function createApiApp(deps: ApiDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()

  // First, so that they also mark the refusals of the middleware after them.
  app.use(securityHeaders)
  app.use(noStoreWithToken)
  app.use(standardRequestForStreamedBody)
  const appBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiProblem(413, MESSAGES.bodyTooLarge)
    },
  })
  // A consult's photo upload is the one larger body: its route sets its own limit.
  app.use((c, next) =>
    isAttachmentUpload(c.req.method, c.req.path) ? next() : appBodyLimit(c, next),
  )
  app.use(requirePlatformHeader)
  app.use(refuseUnstorablePath)
  // After the refusals above, so a cached answer is never a way around them.
  const versions = contentVersions(deps.db, { ttlMs: deps.contentVersionTtlMs })
  // What this instance writes (an order's stock) shows in its next public answer.
  app.use(async (c, next) => {
    await next()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') versions.forget()
  })
  app.use(
    publicAnswerCache({
      versions,
      clock: deps.clock,
      maxBytes: deps.publicAnswerCacheBytes ?? DEFAULT_PUBLIC_ANSWER_CACHE_BYTES,
    }),
  )

  app.route('/', healthRoutes(deps))
  app.route('/', authRoutes(deps))
  app.route('/', memberRoutes(deps))
  app.route('/', profileRoutes(deps))
  app.route('/', notificationRoutes(deps))
  app.route('/', notificationChannelRoutes(deps))
  app.route('/', addressRoutes(deps))
  app.route('/', miscRoutes(deps))
  app.route('/', contentRoutes(deps))
  app.route('/', contentVersionRoutes(versions))
  app.route('/', shopRoutes(deps))
  app.route('/', polyclinicRoutes(deps))
  app.route('/', searchRoutes(deps))
  app.route('/', consultRoutes(deps))
  app.route('/', consultationRoutes(deps))
  app.route('/', chatRoutes(deps))
  app.route('/', recommendationCartRoutes(deps))
  app.route('/', doctorRoutes(deps))
  app.route('/', checkoutRoutes(deps))
  app.route('/', paymentRoutes(deps))
  app.route('/', clinicRoutes(deps))
  app.route('/', bookingRoutes(deps))
  app.route('/', opsRoutes(deps))
  app.route('/', consentRoutes(deps))
  app.route('/', errorReportRoutes(deps))
  app.route('/', devMailboxRoutes(deps))

  app.notFound((c) => c.json({ statusCode: 404, message: MESSAGES.routeNotFound }, 404))

  app.onError((error, c) => {
    if (error instanceof ApiProblem) {
      return c.json(error.toBody(), error.status, error.headers)
    }
    reportError(deps, `${c.req.method} ${c.req.path} failed`, error, c.get('member')?.id)
    return c.json({ statusCode: 500, message: MESSAGES.internal }, 500)
  })

  return app
}
