/**
 * A consult's photos through the site's own address (`/konsultasi/lampiran/…`), for the
 * questionnaire and the chat: the page cannot send the session's token itself (the cookie is
 * HttpOnly, ADR 002), so these read it here and pass the request to the API with
 * `Authorization: Bearer`, through the same door as every API call (`handlePublicApiRequest`:
 * the embedded API in this process, or `API_BASE_URL`). The API checks the consult is the
 * caller's (or their doctor's); its answer comes back as it is, status and body.
 */
import { PLATFORM_HEADER } from '../../../app.config'
import { clearSession, readSessionToken } from '../auth/session.server'
import { handlePublicApiRequest } from '../http/embedded-api.server'
import { FOREIGN_REFUSED, fromThisSite } from '../http/page-form.server'

const ID = /^[0-9a-f-]{36}$/i

const SIGN_IN_FIRST = 'Silakan masuk dulu untuk melanjutkan.'
const NOT_FOUND = 'Foto tidak ditemukan.'

function problem(status: number, message: string): Response {
  return Response.json(
    { statusCode: status, message },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

function apiRequest(request: Request, path: string, init: RequestInit & { duplex?: 'half' }) {
  const url = new URL(`/api${path}`, request.url)
  return new Request(url, init)
}

/** `POST /konsultasi/lampiran/{consultId}`: the raw image, on to the API's upload. */
export async function uploadConsultPhoto(request: Request, consultId: string): Promise<Response> {
  if (!fromThisSite(request)) return problem(403, FOREIGN_REFUSED)
  if (!ID.test(consultId)) return problem(404, 'Konsultasi tidak ditemukan.')
  const token = readSessionToken()
  if (!token) return problem(401, SIGN_IN_FIRST)
  const headers = new Headers({
    authorization: `Bearer ${token}`,
    [PLATFORM_HEADER.name]: PLATFORM_HEADER.value,
    'content-type': request.headers.get('content-type') ?? 'application/octet-stream',
  })
  const length = request.headers.get('content-length')
  if (length) headers.set('content-length', length)
  const answer = await handlePublicApiRequest(
    Object.assign(
      apiRequest(request, `/v2/consults/${consultId}/attachments`, {
        method: 'POST',
        headers,
        body: request.body,
        signal: request.signal,
        duplex: 'half',
      }),
      // The API counts the visitor by the socket's address, which srvx put on the original.
      'ip' in request ? { ip: request.ip } : {},
    ),
  )
  return passOn(answer, 'private, no-store')
}

/** `GET /konsultasi/lampiran/{consultId}/{attachmentId}`: the photo, for its owner and doctor. */
export async function openConsultPhoto(
  request: Request,
  consultId: string,
  attachmentId: string,
): Promise<Response> {
  if (!ID.test(consultId) || !ID.test(attachmentId)) return problem(404, NOT_FOUND)
  const token = readSessionToken()
  if (!token) return problem(401, SIGN_IN_FIRST)
  const answer = await handlePublicApiRequest(
    Object.assign(
      apiRequest(request, `/v2/consults/${consultId}/attachments/${attachmentId}`, {
        method: 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          [PLATFORM_HEADER.name]: PLATFORM_HEADER.value,
        },
        signal: request.signal,
      }),
      'ip' in request ? { ip: request.ip } : {},
    ),
  )
  return passOn(answer, 'private, no-store')
}

/** The API's answer with only the headers the page needs; a refused session is cleared. */
function passOn(answer: Response, cacheControl: string): Response {
  if (answer.status === 401) clearSession()
  const headers = new Headers({ 'cache-control': cacheControl })
  const type = answer.headers.get('content-type')
  if (type) headers.set('content-type', type)
  const length = answer.headers.get('content-length')
  if (length) headers.set('content-length', length)
  // A busy upload (503) says when to send again.
  const retryAfter = answer.headers.get('retry-after')
  if (retryAfter) headers.set('retry-after', retryAfter)
  headers.set('x-content-type-options', 'nosniff')
  return new Response(answer.body, { status: answer.status, headers })
}
