/**
 * A consult's photos: `POST /v2/consults/{id}/attachments` takes the raw image (questionnaire
 * answers and chat images alike) from the consult's member, strips it of its metadata
 * (photo.ts) and keeps it in the file store under a random key; `GET …/attachments/{attachmentId}`
 * gives the bytes back to the consult's member and its doctor only, and to nobody's cache.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type ConsultAttachment,
} from '../../../contract/consults/schemas'
import { consultAttachments, OPEN_CONSULT_STATUSES } from '../../db/schema/consults'
import type { ApiDeps, ApiEnv } from '../../deps'
import { isUuid } from '../../http/ids'
import { requireMember } from '../../http/middleware'
import { ApiProblem, conflict, notFound } from '../../http/problem'
import { consultForCaller } from './access'
import { CONSULTATION_MESSAGES } from './messages'
import {
  type AttachmentType,
  cleanPhoto,
  PHOTO_RETRY_AFTER_SECONDS,
  PhotoDecodeBusy,
  PhotoTooLarge,
  UnreadablePhoto,
} from './photo'

const UPLOAD_PATH = /^\/v2\/consults\/[^/]+\/attachments\/?$/

/**
 * The one request the app-wide body limit (64 KB, app.ts) leaves to its route: a photo upload,
 * which has its own limit of `ATTACHMENT_MAX_BYTES`.
 */
export function isAttachmentUpload(method: string, path: string): boolean {
  return method === 'POST' && UPLOAD_PATH.test(path)
}

/** Where the member and their doctor open a photo (`publicPath` is '/api' when embedded). */
export function attachmentUrl(publicPath: string, consultId: string, attachmentId: string) {
  return `${publicPath}/v2/consults/${consultId}/attachments/${attachmentId}`
}

function declaredType(header: string | undefined): AttachmentType | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase()
  return ATTACHMENT_TYPES.find((known) => known === type)
}

const photoTooLarge = () => new ApiProblem(413, CONSULTATION_MESSAGES.photoTooLarge)

export function attachmentRoutes(deps: ApiDeps) {
  const { db, clock, files } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .post(
      '/v2/consults/:id/attachments',
      member,
      bodyLimit({
        maxSize: ATTACHMENT_MAX_BYTES,
        onError: () => {
          throw photoTooLarge()
        },
      }),
      async (c) => {
        const access = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
        if (access.viewer !== 'member')
          throw new ApiProblem(403, CONSULTATION_MESSAGES.memberOnlyUpload)
        const { consult } = access
        if (!(OPEN_CONSULT_STATUSES as readonly number[]).includes(consult.status))
          throw conflict(CONSULTATION_MESSAGES.consultClosed)
        const declared = declaredType(c.req.header('content-type'))
        if (!declared) throw new ApiProblem(415, CONSULTATION_MESSAGES.unsupportedPhotoType)
        const upload = new Uint8Array(await c.req.arrayBuffer())
        // bodyLimit has counted already; this is for a body that came without a length.
        if (upload.byteLength > ATTACHMENT_MAX_BYTES) throw photoTooLarge()

        let photo: Awaited<ReturnType<typeof cleanPhoto>>
        try {
          photo = await cleanPhoto(upload, declared)
        } catch (error) {
          if (error instanceof UnreadablePhoto)
            throw new ApiProblem(422, CONSULTATION_MESSAGES.unreadablePhoto)
          if (error instanceof PhotoTooLarge)
            throw new ApiProblem(422, CONSULTATION_MESSAGES.photoTooManyPixels)
          // Too many decodes already running and waiting in this process: the same photo may be
          // sent again shortly, and the site keeps it for that.
          if (error instanceof PhotoDecodeBusy)
            throw new ApiProblem(503, CONSULTATION_MESSAGES.photoServerBusy, undefined, {
              'retry-after': String(PHOTO_RETRY_AFTER_SECONDS),
            })
          throw error
        }
        // The key names nothing about the member or the file: a leaked key tells nobody whose
        // photo it is, and the store is read only through the checks of the GET below.
        const storageKey = randomUUID()
        await files.put(storageKey, photo.bytes, photo.contentType)
        const [row] = await db
          .insert(consultAttachments)
          .values({
            consultId: consult.id,
            uploadedBy: c.var.member.id,
            storageKey,
            contentType: photo.contentType,
            byteSize: photo.bytes.byteLength,
            width: photo.width,
            height: photo.height,
            createdAt: clock.now(),
          })
          .returning()
        if (!row)
          throw new Error(`Inserting an attachment of consult ${consult.id} returned no row`)
        return c.json(
          {
            id: row.id,
            contentType: row.contentType,
            size: row.byteSize,
            width: row.width,
            height: row.height,
            createdAt: row.createdAt.toISOString(),
          } satisfies ConsultAttachment,
          201,
        )
      },
    )

    .get('/v2/consults/:id/attachments/:attachmentId', member, async (c) => {
      const { consult } = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
      const attachmentId = c.req.param('attachmentId')
      if (!isUuid(attachmentId)) throw notFound(CONSULTATION_MESSAGES.attachmentNotFound)
      const [row] = await db
        .select({ storageKey: consultAttachments.storageKey })
        .from(consultAttachments)
        .where(
          and(
            eq(consultAttachments.id, attachmentId),
            eq(consultAttachments.consultId, consult.id),
          ),
        )
        .limit(1)
      const file = row ? await files.get(row.storageKey) : null
      if (!file) throw notFound(CONSULTATION_MESSAGES.attachmentNotFound)
      return c.body(file.bytes, 200, {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
        // A health photo: never kept by a cache, never read as anything but the image it is.
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
      })
    })
}
