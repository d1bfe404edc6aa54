/**
 * One POST of a sign-in code to its provider (WhatsApp's Cloud API, an SMS gateway): bearer
 * authentication, JSON both ways, one deadline for the whole call.
 *
 * A sign-in code must not reach a member twice from one request, so a call is sent again only when
 * the failure proves the provider never received it: the connection was refused or the host name
 * did not resolve. A timeout, a reset connection or a 5xx may each follow a message already on its
 * way, so they end the call; the member asks again ('Kirim ulang') and gets a new code.
 */
import { OtpDeliveryError } from './otp-delivery-error'

export interface ProviderRequest {
  /** How errors name the provider: 'WhatsApp', 'The SMS gateway'. */
  provider: string
  url: string
  bearer: string
  body: unknown
  /** The whole call's budget, retry included. */
  timeoutMs: number
  /** Values never written into an error, whatever the provider echoes: the bearer, the code. */
  hidden: readonly string[]
  /** Tests only: a fetch that fails on purpose. */
  fetch?: typeof fetch | undefined
}

export interface ProviderAnswer {
  status: number
  /** The answer parsed as JSON, or its text when it is not JSON. */
  body: unknown
}

/** Failures that happen before any byte of the request leaves: nothing can have been sent. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])
/** A refused connection is tried once more after this pause (a provider's endpoint restarting). */
const RETRY_PAUSE_MS = 250

export async function postToProvider(request: ProviderRequest): Promise<ProviderAnswer> {
  const send = request.fetch ?? fetch
  const deadline = AbortSignal.timeout(request.timeoutMs)
  const seconds = request.timeoutMs / 1000
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await send(request.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${request.bearer}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(request.body),
        signal: deadline,
        // A provider never redirects this POST; following one would hand the bearer elsewhere.
        redirect: 'error',
      })
      const text = await response.text()
      return { status: response.status, body: parseOrText(text) }
    } catch (error) {
      if (deadline.aborted) {
        throw new OtpDeliveryError(
          `${request.provider} did not answer within ${seconds} s: the code may have been sent or not, and is not sent again`,
          { provider: request.provider, maybeSent: true },
        )
      }
      const code = networkCode(error)
      const neverSent = code !== undefined && NEVER_SENT.has(code)
      if (neverSent && attempt === 1) {
        await pause(RETRY_PAUSE_MS, deadline)
        if (!deadline.aborted) continue
      }
      throw new OtpDeliveryError(
        `${request.provider} could not be reached at ${origin(request.url)} (${code ?? describe(error, request.hidden)})${neverSent ? ', twice' : ''}`,
        { provider: request.provider, maybeSent: !neverSent, cause: error },
      )
    }
  }
}

/** The text with every hidden value replaced, for an error message or a log line. */
export function withoutSecrets(text: string, hidden: readonly string[]): string {
  let shown = text
  for (const value of hidden) if (value) shown = shown.replaceAll(value, '(hidden)')
  return shown
}

/** A provider's unexpected answer for an error message: without secrets, then cut short. */
export function shown(body: unknown, hidden: readonly string[]): string {
  const text = withoutSecrets(typeof body === 'string' ? body : JSON.stringify(body), hidden)
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The system's code of a failed connection (`ECONNREFUSED`), from fetch's error or its cause. */
function networkCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function describe(error: unknown, hidden: readonly string[]): string {
  return withoutSecrets(error instanceof Error ? error.message : String(error), hidden)
}

/** The scheme, host and port only: a gateway's URL may carry a key in its path or query. */
function origin(url: string): string {
  return new URL(url).origin
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
