/**
 * Diri's own configuration: the environment, validated once at start-up, and the
 * business constants of spec §9, each named once and imported where it is used.
 *
 * The constants are safe to import from browser code. `serverEnv()` reads
 * `process.env` and must only be called on the server.
 */
import * as v from 'valibot'

// ---------------------------------------------------------------------------
// Business constants (spec §9)
// ---------------------------------------------------------------------------

/** Special consultation flow ids. */
export const FLOW_ID = {
  complaint: '1000',
  helpCenter: '1001',
  shop: '1002',
} as const

/** Consult status 1: the questionnaire is still in progress. */
export const CONSULT_STATUS_QUESTIONNAIRE_IN_PROGRESS = 1

export const PAGE_SIZE = {
  articles: 9,
  shopProducts: 20,
  productReviewPreview: 4,
  beforeAfterTestimonies: 4,
  videoTestimonies: 3,
  clinicTestimonies: 4,
} as const

/** Timeout on cart, address, rating, promotion and checkout calls. */
export const SLOW_CALL_TIMEOUT_MS = 20_000

/** Value of the `diri-platform` header on every API request. */
export const PLATFORM_HEADER = { name: 'diri-platform', value: 'web' } as const

export const PAYMENT_TRANSACTION_TYPE = 'OTC'

/** The shop's default sort; never sent in the request (spec §5). */
export const DEFAULT_PRODUCT_SORT = 'sold.DESC'

export const TOAST_TIMEOUT_MS = 5_000

export const IMAGE = {
  widths: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  // A few qualities only: each one is another encode of every size.
  qualities: [50, 75, 90],
  defaultQuality: 75,
  fallbackSrc: '/images/placeholder.png',
} as const

export const ERROR_REPORTING = {
  errorSampleRate: 0.1,
  tracesSampleRate: 1.0,
  replaysOnErrorSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  maskAllText: false,
  replay: {
    idlePauseMs: 5 * 60_000,
    idleExpiryMs: 15 * 60_000,
    maxSessionMs: 60 * 60_000,
    flushMinDelayMs: 5_000,
    flushMaxDelayMs: 5_500,
    /** A replay is sent however young: an error in a page's first seconds keeps its replay. */
    minReplayMs: 0,
  },
  tunnelPath: '/monitoring',
} as const

/**
 * The version of the cookie and tracking policy a visitor's consent was given to (UU No.
 * 27/2022). A new version asks every visitor again: a consent holds for the text it was given to.
 */
export const CONSENT_POLICY_VERSION = '2026-11-27'

export const LOCALE = {
  language: 'id',
  bcp47: 'id-ID',
  openGraph: 'id_ID',
  currency: 'IDR',
  timeZone: 'Asia/Jakarta',
} as const

export const SITE_NAME = 'Diri'

/** Name of the session cookie (spec §3). */
export const AUTH_COOKIE = 'diriAuth'
/** Name of the cookie that holds a visitor's consent choice (src/lib/consent/consent-state.ts). */
export const CONSENT_COOKIE = 'diriConsent'
/** How long a session cookie lives; matches the API's access-token lifetime. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

// ---------------------------------------------------------------------------
// Environment
// ---------------------------------------------------------------------------

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)))
const port = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,5}$/, 'a port number from 1 to 65535'),
    v.transform(Number),
    v.integer(),
    v.minValue(1, 'a port number from 1 to 65535'),
    v.maxValue(65_535, 'a port number from 1 to 65535'),
  )
const httpUrl = v.pipe(
  v.string(),
  v.url('an absolute http(s) URL'),
  v.regex(/^https?:\/\//, 'an absolute http(s) URL'),
)

/**
 * A sample rate, defaulting to the spec's. Named by key rather than passed the number: an argument
 * read from ERROR_REPORTING is a property read the browser's bundle keeps (it cannot know the read
 * is free of effects), and with it the whole object, on every page's first load.
 */
function sampleRate(spec: 'errorSampleRate' | 'replaysSessionSampleRate') {
  return v.pipe(
    v.optional(v.string(), String(ERROR_REPORTING[spec])),
    v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'a sample rate from 0 to 1, e.g. 0.1'),
    v.transform(Number),
  )
}

function cacheMegabytes(fallback: number) {
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,5}$/, 'a whole number of megabytes, 0 to turn the cache off'),
    v.transform(Number),
  )
}

const EnvSchema = v.object({
  // Unset means production: the fault switch and AUTH_DEV_OTP must be asked for, never defaulted
  // into. `npm run dev` (Vite) and the test runners set their own mode.
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: port('3000'),
  PUBLIC_SITE_URL: v.optional(httpUrl),
  API_BASE_URL: v.optional(httpUrl),
  API_PORT: port('3001'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// connection URL'),
    ),
  ),
  TRUSTED_PROXY_HOPS: v.pipe(
    v.optional(v.string(), '0'),
    v.regex(/^\d{1,2}$/, 'a whole number of proxies, 0 when none'),
    v.transform(Number),
  ),
  // The spec's timeout stays the default; a test of a slow API shortens it rather than wait 20 s.
  API_SLOW_CALL_TIMEOUT_MS: v.pipe(
    v.optional(v.string(), String(SLOW_CALL_TIMEOUT_MS)),
    v.regex(/^\d{1,6}$/, 'milliseconds from 100 to 120000'),
    v.transform(Number),
    v.minValue(100, 'milliseconds from 100 to 120000'),
    v.maxValue(120_000, 'milliseconds from 100 to 120000'),
  ),
  AUTH_DEV_OTP: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'exactly six digits'))),
  // The key of the sign-in codes' HMAC (backend/auth/secrets.ts): 256 bits at least.
  AUTH_SECRET: v.optional(
    v.pipe(v.string(), v.minBytes(32, 'at least 32 bytes, e.g. `openssl rand -base64 48`')),
  ),
  SENTRY_DSN: v.optional(httpUrl),
  // The spec's sample rates stay the defaults; a test that must see its one error sets 1.
  SENTRY_ERROR_SAMPLE_RATE: sampleRate('errorSampleRate'),
  SENTRY_REPLAY_SESSION_SAMPLE_RATE: sampleRate('replaysSessionSampleRate'),
  GTM_ID: v.optional(
    v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/, 'a tag manager id like GTM-ABC123')),
  ),
  META_PIXEL_ID: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'a numeric pixel id'))),
  ENGAGEMENT_KEY: optionalText,
  // The customer-engagement tool's script (src/lib/tags/engagement.ts). The tool runs only with
  // both this and ENGAGEMENT_KEY; either alone leaves it off.
  ENGAGEMENT_SCRIPT_URL: v.optional(httpUrl),
  PAYMENT_SCRIPT_URL: v.optional(httpUrl),
  // The payment provider behind checkout: the development simulator (no money moves), or Midtrans
  // (backend/payments/midtrans/, ADR 020), which needs the three MIDTRANS_ variables below.
  // The simulator is the default only where nothing looks deployed (simulatorRefusal).
  PAYMENT_PROVIDER: v.optional(
    v.picklist(['simulator', 'midtrans'], "'simulator' or 'midtrans'"),
    'simulator',
  ),
  // Midtrans's access keys (its dashboard: Settings > Access Keys). The server key signs every API
  // call and every notification: secret. The client key is public: the browser's card script
  // tokenizes with it. Sandbox keys start `SB-Mid-`, production ones `Mid-` (checked against
  // MIDTRANS_ENV by midtransConfigProblems below).
  MIDTRANS_SERVER_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(SB-)?Mid-server-\S+$/, 'a server key like SB-Mid-server-… or Mid-server-…'),
    ),
  ),
  MIDTRANS_CLIENT_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(SB-)?Mid-client-\S+$/, 'a client key like SB-Mid-client-… or Mid-client-…'),
    ),
  ),
  MIDTRANS_ENV: v.optional(v.picklist(['sandbox', 'production'], "'sandbox' or 'production'")),
  // Tests only: a stand-in for Midtrans's API (backend/payments/testing/midtrans-fake.ts). Refused
  // with NODE_ENV=production, so a real deployment can never send payments elsewhere silently.
  MIDTRANS_API_BASE_URL: v.optional(httpUrl),
  // Where uploaded photos are kept (backend/storage/file-store.ts). Unset: the database with
  // DATABASE_URL (instances may share no disk), else DATA_DIR/uploads.
  FILE_STORE: v.optional(v.picklist(['disk', 'database'], "'disk' or 'database'")),
  // Memory each instance gives its caches (ADR 016): visitors' HTML pages, and the API's public
  // answers. 0 turns one off.
  PAGE_CACHE_MB: cacheMegabytes(64),
  API_CACHE_MB: cacheMegabytes(32),
  // The key payment webhooks are signed with; derived from the auth secret when unset.
  PAYMENT_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.minBytes(32, 'at least 32 bytes, e.g. `openssl rand -base64 48`')),
  ),
  // The bearer token of the operators' API (`/ops/refunds`, `/ops/jobs`); unset, that API is 404.
  OPS_API_TOKEN: v.optional(
    v.pipe(v.string(), v.minBytes(32, 'at least 32 bytes, e.g. `openssl rand -base64 48`')),
  ),
  // Where sign-in codes go (backend/otp/, ADR 024): the server log (a developer's machine, a demo),
  // WhatsApp's authentication template, or an SMS gateway. Unset means the log, except where the
  // configuration looks like a real deployment (otpDeliveryRefusal below).
  // Kept unset (not defaulted here) so the refusal can tell an operator's `log` from no choice.
  OTP_PROVIDER: v.optional(v.picklist(['log', 'whatsapp', 'sms'], "'log', 'whatsapp' or 'sms'")),
  // The WhatsApp Business Cloud API (Meta's WhatsApp Manager > API Setup): a system user's access
  // token (secret), the sending number's id, and an approved authentication template whose
  // language is Indonesian ('id') and whose button copies the code.
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'the numeric id of the sending phone number')),
  ),
  WHATSAPP_TEMPLATE_NAME: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[a-z0-9_]{1,512}$/, 'a template name of lowercase letters, digits and _'),
    ),
  ),
  // The Graph API's version in the URL; v25.0 is served until July 2028 (Meta's changelog).
  WHATSAPP_API_VERSION: v.pipe(
    v.optional(v.string(), 'v25.0'),
    v.regex(/^v\d+\.\d+$/, 'a Graph API version like v25.0'),
  ),
  // Tests only: a stand-in for graph.facebook.com (backend/otp/testing/whatsapp-fake.ts). Refused
  // with NODE_ENV=production, as MIDTRANS_API_BASE_URL is.
  WHATSAPP_API_BASE_URL: v.optional(httpUrl),
  // An SMS gateway that takes `POST {to, message}` with a bearer key (ADR 024 documents the shape).
  SMS_GATEWAY_URL: v.optional(httpUrl),
  SMS_GATEWAY_KEY: optionalText,
  // Notifications by email (backend/notifications/channels/, issue 29): an SMTP server's URL,
  // `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. Unset: emails go to the
  // development mailbox (/dev/kotak-surat) on a developer's machine, and nowhere in a real
  // deployment (emailChannelMode below), said at start-up.
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^smtps?:\/\/[^\s/]+/,
        'an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
      ),
      v.url('an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587'),
    ),
  ),
  // The sender of those emails: an address, or a name and an address.
  MAIL_FROM: v.pipe(
    v.optional(v.string(), 'Diri <notifikasi@diri.localhost>'),
    v.trim(),
    v.regex(
      /^([^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
      'an address like notifikasi@diri.id, or Diri <notifikasi@diri.id>',
    ),
  ),
  // Web Push's VAPID key pair (`npx web-push generate-vapid-keys`), both or neither: unset, a pair
  // is made and kept under DATA_DIR outside a real deployment, and push is off in one.
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key, 65 bytes in base64url (87 characters)'),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, 32 bytes in base64url (43 characters)'),
    ),
  ),
  // Who push services may contact about our pushes: mailto: or an https URL.
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto:someone@example.com or an https:// URL'),
    ),
  ),
  // Notifications by WhatsApp: an approved utility template in Indonesian ('id') whose body has
  // one text parameter (the message) and whose URL button takes the page's path. Sent with the
  // WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID of the sign-in codes; unset, no WhatsApp.
  WHATSAPP_NOTIFICATION_TEMPLATE_NAME: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[a-z0-9_]{1,512}$/, 'a template name of lowercase letters, digits and _'),
    ),
  ),
})

export type ServerEnv = Omit<v.InferOutput<typeof EnvSchema>, 'PUBLIC_SITE_URL'> & {
  PUBLIC_SITE_URL: string
}

/** Variables whose value a configuration error must not print. */
const SECRET_VARIABLES = new Set([
  'AUTH_SECRET',
  'PAYMENT_WEBHOOK_SECRET',
  'MIDTRANS_SERVER_KEY',
  'OPS_API_TOKEN',
  'WHATSAPP_ACCESS_TOKEN',
  'SMS_GATEWAY_KEY',
  // Its user and password may be in it.
  'SMTP_URL',
  'VAPID_PRIVATE_KEY',
])

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses an environment; a bad value throws a `ConfigError` naming the variable and what it expects. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  // Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in EnvSchema.entries && value !== ''),
  )
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? '(unknown)'
      // A secret is never written to a log, not even a wrong one.
      const shown = SECRET_VARIABLES.has(key) ? '(hidden)' : JSON.stringify(source[key] ?? '')
      return `  ${key}=${shown}: expected ${issue.expected ?? issue.message}${issue.message && issue.expected ? ` (${issue.message})` : ''}`
    })
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.output
  const midtransProblems = midtransConfigProblems(env)
  if (midtransProblems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${midtransProblems.join('\n')}`)
  }
  if (env.AUTH_DEV_OTP && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid environment configuration:\n  AUTH_DEV_OTP is set while NODE_ENV=production: a fixed sign-in code must never reach production.',
    )
  }
  // With PostgreSQL the database may be copied without the server's files: the codes' key must
  // come from outside it. Elsewhere the API keeps a generated key under DATA_DIR.
  if (!env.AUTH_SECRET && env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  AUTH_SECRET is required when NODE_ENV=production and DATABASE_URL is set: at least 32 bytes, e.g. `openssl rand -base64 48`.',
    )
  }
  const otpProblems = otpConfigProblems(env)
  if (otpProblems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${otpProblems.join('\n')}`)
  }
  const channelProblems = notificationChannelProblems(env)
  if (channelProblems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${channelProblems.join('\n')}`)
  }
  const refusals = [
    simulatorRefusal(env, present.PAYMENT_PROVIDER !== undefined),
    // A site in front of another API host (API_BASE_URL) sends no codes: that API checks its own.
    otpDeliveryRefusal(env, { sendsCodes: !env.API_BASE_URL }),
  ].filter((refusal) => refusal !== null)
  if (refusals.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n  ${refusals.join('\n  ')}`)
  }
  return {
    ...env,
    PUBLIC_SITE_URL: (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }
}

/**
 * What the Midtrans variables lack or contradict, one line each (none when all is well): with
 * PAYMENT_PROVIDER=midtrans the keys and MIDTRANS_ENV are required, and the keys must be of that
 * environment (a sandbox key sent to production is refused by Midtrans with a 401 at the first
 * charge: better to stop at start-up). No value of the server key is ever printed.
 */
export function midtransConfigProblems(
  env: Pick<
    v.InferOutput<typeof EnvSchema>,
    | 'NODE_ENV'
    | 'PAYMENT_PROVIDER'
    | 'MIDTRANS_SERVER_KEY'
    | 'MIDTRANS_CLIENT_KEY'
    | 'MIDTRANS_ENV'
    | 'MIDTRANS_API_BASE_URL'
  >,
): string[] {
  const problems: string[] = []
  if (env.MIDTRANS_API_BASE_URL && env.NODE_ENV === 'production') {
    problems.push(
      `  MIDTRANS_API_BASE_URL=${JSON.stringify(env.MIDTRANS_API_BASE_URL)}: a stand-in for Midtrans is for tests only, and NODE_ENV=production; unset it to reach Midtrans itself.`,
    )
  }
  if (env.PAYMENT_PROVIDER !== 'midtrans') return problems
  const required = {
    MIDTRANS_SERVER_KEY:
      'the server key from Midtrans (Settings > Access Keys), e.g. SB-Mid-server-…',
    MIDTRANS_CLIENT_KEY:
      'the client key from Midtrans (Settings > Access Keys), e.g. SB-Mid-client-…',
    MIDTRANS_ENV: "'sandbox' or 'production'",
  } as const
  for (const [key, expected] of Object.entries(required)) {
    if (!env[key as keyof typeof required]) {
      problems.push(`  ${key} is required when PAYMENT_PROVIDER=midtrans: ${expected}.`)
    }
  }
  if (!env.MIDTRANS_ENV) return problems
  const sandbox = env.MIDTRANS_ENV === 'sandbox'
  const serverKeyIsSandbox = env.MIDTRANS_SERVER_KEY?.startsWith('SB-')
  if (env.MIDTRANS_SERVER_KEY && serverKeyIsSandbox !== sandbox) {
    problems.push(
      `  MIDTRANS_SERVER_KEY=(hidden): a ${serverKeyIsSandbox ? 'sandbox' : 'production'} key (${serverKeyIsSandbox ? 'SB-Mid-server-…' : 'Mid-server-…'}) while MIDTRANS_ENV=${env.MIDTRANS_ENV}.`,
    )
  }
  const clientKeyIsSandbox = env.MIDTRANS_CLIENT_KEY?.startsWith('SB-')
  if (env.MIDTRANS_CLIENT_KEY && clientKeyIsSandbox !== sandbox) {
    problems.push(
      `  MIDTRANS_CLIENT_KEY=${JSON.stringify(env.MIDTRANS_CLIENT_KEY)}: a ${clientKeyIsSandbox ? 'sandbox' : 'production'} key while MIDTRANS_ENV=${env.MIDTRANS_ENV}.`,
    )
  }
  return problems
}

/**
 * What the sign-in code delivery's variables lack, one line each (none when all is well): the
 * chosen provider's variables, and no stand-in for WhatsApp's API in production. No secret's
 * value is ever printed.
 */
export function otpConfigProblems(
  env: Pick<
    v.InferOutput<typeof EnvSchema>,
    | 'NODE_ENV'
    | 'OTP_PROVIDER'
    | 'WHATSAPP_ACCESS_TOKEN'
    | 'WHATSAPP_PHONE_NUMBER_ID'
    | 'WHATSAPP_TEMPLATE_NAME'
    | 'WHATSAPP_API_BASE_URL'
    | 'SMS_GATEWAY_URL'
    | 'SMS_GATEWAY_KEY'
  >,
): string[] {
  const problems: string[] = []
  if (env.WHATSAPP_API_BASE_URL && env.NODE_ENV === 'production') {
    problems.push(
      `  WHATSAPP_API_BASE_URL=${JSON.stringify(env.WHATSAPP_API_BASE_URL)}: a stand-in for WhatsApp's API is for tests only, and NODE_ENV=production; unset it to reach graph.facebook.com itself.`,
    )
  }
  const required =
    env.OTP_PROVIDER === 'whatsapp'
      ? {
          WHATSAPP_ACCESS_TOKEN:
            "a system user's access token with whatsapp_business_messaging (Meta Business Settings > System users)",
          WHATSAPP_PHONE_NUMBER_ID:
            'the id of the sending number (WhatsApp Manager > API Setup), e.g. 106540352242922',
          WHATSAPP_TEMPLATE_NAME:
            'the name of an approved authentication template in Indonesian (id) with a copy-code button',
        }
      : env.OTP_PROVIDER === 'sms'
        ? {
            SMS_GATEWAY_URL: 'the gateway address that takes POST {to, message}',
            SMS_GATEWAY_KEY: "the gateway's bearer key",
          }
        : {}
  for (const [key, expected] of Object.entries(required)) {
    if (!env[key as keyof typeof required]) {
      problems.push(`  ${key} is required when OTP_PROVIDER=${env.OTP_PROVIDER}: ${expected}.`)
    }
  }
  return problems
}

/** What the notification channels' variables lack or contradict, one line each. */
export function notificationChannelProblems(
  env: Pick<
    v.InferOutput<typeof EnvSchema>,
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'WHATSAPP_NOTIFICATION_TEMPLATE_NAME'
    | 'WHATSAPP_ACCESS_TOKEN'
    | 'WHATSAPP_PHONE_NUMBER_ID'
  >,
): string[] {
  const problems: string[] = []
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'
    problems.push(
      `  ${missing} is unset while its pair is set: set both VAPID keys (\`npx web-push generate-vapid-keys\`), or neither.`,
    )
  }
  if (env.WHATSAPP_NOTIFICATION_TEMPLATE_NAME) {
    for (const key of ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const) {
      if (!env[key]) {
        problems.push(
          `  ${key} is required when WHATSAPP_NOTIFICATION_TEMPLATE_NAME is set: notifications go from that WhatsApp number.`,
        )
      }
    }
  }
  return problems
}

/**
 * Where notification emails go: SMTP when SMTP_URL is set; else the development mailbox
 * (/dev/kotak-surat) on a machine that does not look deployed; else nowhere, and the start-up log
 * and the preferences page say so. A real deployment without SMTP still has every notification in
 * the app, so it may run; the mailbox, which nobody reads there, never takes SMTP's place.
 */
export function emailChannelMode(env: {
  SMTP_URL?: string | undefined
  PUBLIC_SITE_URL?: string | undefined
  DATABASE_URL?: string | undefined
  NODE_ENV: string
}): 'smtp' | 'mailbox' | 'off' {
  if (env.SMTP_URL) return 'smtp'
  return deploymentSigns(env).length === 0 ? 'mailbox' : 'off'
}

/**
 * What makes a configuration look like a real deployment, in words, or none on a developer's
 * machine: an https site, or PostgreSQL in production. `npm start` on a fresh machine (http
 * localhost, PGlite) shows neither.
 */
function deploymentSigns(env: {
  PUBLIC_SITE_URL?: string | undefined
  DATABASE_URL?: string | undefined
  NODE_ENV: string
}): string[] {
  return [
    env.PUBLIC_SITE_URL?.startsWith('https://') && `PUBLIC_SITE_URL=${env.PUBLIC_SITE_URL}`,
    env.DATABASE_URL && env.NODE_ENV === 'production' && 'DATABASE_URL with NODE_ENV=production',
  ].filter((sign): sign is string => typeof sign === 'string')
}

/**
 * Why this configuration may not deliver sign-in codes as it says, or null when it may.
 * In a real deployment a code written only to the server log reaches no member, so nobody can sign
 * in; and one fixed code for every number (AUTH_DEV_OTP) lets anyone in as anyone. The log is
 * allowed there only when the operator names it (`OTP_PROVIDER=log`); the fixed code never.
 */
export function otpDeliveryRefusal(
  env: {
    OTP_PROVIDER?: string | undefined
    AUTH_DEV_OTP?: string | undefined
    PUBLIC_SITE_URL?: string | undefined
    DATABASE_URL?: string | undefined
    NODE_ENV: string
  },
  /** False for a site whose API is elsewhere (API_BASE_URL): only the fixed code is refused. */
  { sendsCodes }: { sendsCodes: boolean } = { sendsCodes: true },
): string | null {
  const signs = deploymentSigns(env).join(' and ')
  if (!signs) return null
  if (env.AUTH_DEV_OTP) {
    return `AUTH_DEV_OTP is set, and ${signs} is how a real deployment runs: one fixed sign-in code for every number would let anyone sign in as any member. Unset AUTH_DEV_OTP.`
  }
  if (sendsCodes && env.OTP_PROVIDER === undefined) {
    return `OTP_PROVIDER is unset, and ${signs} is how a real deployment runs: the default, the server log, sends no sign-in code to anyone, so members cannot sign in. Set OTP_PROVIDER=whatsapp or OTP_PROVIDER=sms with their variables, or OTP_PROVIDER=log to keep codes in the log on purpose (a demo, read by its operator).`
  }
  return null
}

/**
 * Why this configuration may not run the development simulator, or null when it may.
 * Its pages let a member mark their own order paid, and no money moves: a configuration that
 * looks like a real deployment (an https site, or PostgreSQL in production) gets it only when the
 * operator asked for it by name, never as the default it is on a developer's machine.
 */
export function simulatorRefusal(
  env: {
    PAYMENT_PROVIDER: string
    PUBLIC_SITE_URL?: string | undefined
    DATABASE_URL?: string | undefined
    NODE_ENV: string
  },
  providerChosen: boolean,
): string | null {
  if (env.PAYMENT_PROVIDER !== 'simulator' || providerChosen) return null
  const reasons = deploymentSigns(env)
  if (reasons.length === 0) return null
  return `PAYMENT_PROVIDER is unset, and ${reasons.join(' and ')} is how a real deployment runs: the default payment provider, the development simulator, takes no money and lets members mark their orders paid. Set PAYMENT_PROVIDER to a real provider, or PAYMENT_PROVIDER=simulator to run a demo on purpose.`
}

let cached: ServerEnv | undefined

/** The validated server environment, parsed on first use (at start-up). Server only. */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env)
  return cached
}

/** For tests that change the environment between cases. */
export function resetServerEnvCache() {
  cached = undefined
}
