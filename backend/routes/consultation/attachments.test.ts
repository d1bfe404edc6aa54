/**
 * A consult's photos: checked for type and size, decoded, turned upright, shrunk to 2048 px and
 * encoded again without EXIF or GPS (sharp), kept in the file store under a random key, and given
 * back only to the consult's member and its doctor.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ATTACHMENT_MAX_BYTES, ConsultAttachment } from '../../../contract/consults/schemas'
import { CONSULT_STATUS, consultAttachments, consults } from '../../db/schema/consults'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import {
  caller,
  doctorCaller,
  phoneJpeg,
  plainImage,
  setUpConsultationApi,
  startConsult,
} from './consultation-test-support'
import { CONSULTATION_MESSAGES } from './messages'

const api = setUpConsultationApi()
const putri = () => caller(api(), DEMO_PHONES.putri)

async function openConsult() {
  const member = await putri()
  const consult = await startConsult(member)
  return { member, id: consult.id, path: `/v2/consults/${consult.id}/attachments` }
}

async function setStatus(id: string, status: number) {
  await api().db.update(consults).set({ status }).where(eq(consults.id, id))
}

describe('POST /v2/consults/{id}/attachments', () => {
  it('keeps a phone’s JPEG upright and without its EXIF or GPS data', async () => {
    const { member, path } = await openConsult()
    const original = await phoneJpeg(40, 20)
    const before = await sharp(original).metadata()
    // The test's photo carries what must go: the camera, a position, an orientation.
    expect(before.exif?.toString('latin1')).toContain('KameraUji')
    expect(before.orientation).toBe(6)

    const attachment = await expectBody(
      await member.upload(path, original, 'image/jpeg'),
      201,
      ConsultAttachment,
    )
    // Orientation 6 is a quarter turn: 40×20 as shot, 20×40 as seen.
    expect(attachment).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 })

    const served = await member.send('GET', `${path}/${attachment.id}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = new Uint8Array(await served.arrayBuffer())
    expect(bytes.byteLength).toBe(attachment.size)
    const after = await sharp(bytes).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 })
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/KameraUji|Exif/)
  })

  it('takes a photo larger than the app’s 64 KB limit and caps its longest side at 2048 px', async () => {
    const { member, path } = await openConsult()
    // Noise does not compress: this PNG is well over 64 KB.
    const noisy = await sharp(randomBytes(3000 * 600 * 3), {
      raw: { width: 3000, height: 600, channels: 3 },
    })
      .png()
      .toBuffer()
    expect(noisy.byteLength).toBeGreaterThan(64 * 1024)
    const attachment = await expectBody(
      await member.upload(path, new Uint8Array(noisy), 'image/png'),
      201,
      ConsultAttachment,
    )
    expect(attachment).toMatchObject({ contentType: 'image/png', width: 2048, height: 410 })
  })

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('keeps a %s as %s', async (format, contentType) => {
    const { member, path } = await openConsult()
    const attachment = await expectBody(
      await member.upload(path, await plainImage(format), `${contentType}; charset=binary`),
      201,
      ConsultAttachment,
    )
    expect(attachment.contentType).toBe(contentType)
    const served = await member.send('GET', `${path}/${attachment.id}`)
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).format).toBe(format)
  })

  it('stores a HEIF photo (sent as image/heic) as a JPEG every browser shows', async () => {
    const { member, path } = await openConsult()
    // The prebuilt sharp reads HEIF with AV1 inside (AVIF); HEVC-coded iPhone files are refused
    // as unreadable (below), and iOS sends a JPEG to a web form anyway.
    const heif = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#5a8' } })
      .avif()
      .toBuffer()
    const attachment = await expectBody(
      await member.upload(path, new Uint8Array(heif), 'image/heic'),
      201,
      ConsultAttachment,
    )
    expect(attachment).toMatchObject({ contentType: 'image/jpeg', width: 24, height: 16 })
    const served = await member.send('GET', `${path}/${attachment.id}`)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).format).toBe('jpeg')
  })

  it.each([['image/gif'], ['image/svg+xml'], ['application/json'], [undefined]])(
    'refuses the content type %s (415)',
    async (contentType) => {
      const { member, path, id } = await openConsult()
      const problem = await expectProblem(
        await member.upload(path, await phoneJpeg(), contentType),
        415,
      )
      expect(problem.message).toBe(CONSULTATION_MESSAGES.unsupportedPhotoType)
      expect(
        await api()
          .db.select()
          .from(consultAttachments)
          .where(eq(consultAttachments.consultId, id)),
      ).toEqual([])
    },
  )

  it('refuses more than ATTACHMENT_MAX_BYTES (413)', async () => {
    const { member, path } = await openConsult()
    const problem = await expectProblem(
      await member.upload(path, new Uint8Array(ATTACHMENT_MAX_BYTES + 1), 'image/jpeg'),
      413,
    )
    expect(problem.message).toBe(CONSULTATION_MESSAGES.photoTooLarge)
  })

  it.each([
    ['bytes that are no image', new TextEncoder().encode('bukan foto')],
    ['an empty body', new Uint8Array()],
    [
      'an SVG sent as a PNG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
  ])('refuses %s (422)', async (_, bytes) => {
    const { member, path } = await openConsult()
    const problem = await expectProblem(await member.upload(path, bytes, 'image/png'), 422)
    expect(problem.message).toBe(CONSULTATION_MESSAGES.unreadablePhoto)
  })

  it('refuses a truncated JPEG (422)', async () => {
    const { member, path } = await openConsult()
    const whole = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer()
    const half = new Uint8Array(whole.subarray(0, Math.floor(whole.byteLength / 2)))
    await expectProblem(await member.upload(path, half, 'image/jpeg'), 422)
  })

  it('takes chat images while the consult is open; refuses once it is finished (409)', async () => {
    const { member, path, id } = await openConsult()
    await setStatus(id, CONSULT_STATUS.chatting)
    await expectBody(
      await member.upload(path, await phoneJpeg(), 'image/jpeg'),
      201,
      ConsultAttachment,
    )
    await setStatus(id, CONSULT_STATUS.finished)
    const problem = await expectProblem(
      await member.upload(path, await phoneJpeg(), 'image/jpeg'),
      409,
    )
    expect(problem.message).toBe(CONSULTATION_MESSAGES.consultClosed)
  })

  it('is the member’s: a doctor gets 403, another member 404, a visitor 401', async () => {
    const { path, id } = await openConsult()
    await setStatus(id, CONSULT_STATUS.awaitingDoctor)
    const doctor = await doctorCaller(api())
    await expectProblem(await doctor.upload(path, await phoneJpeg(), 'image/jpeg'), 403)
    const budi = await caller(api(), DEMO_PHONES.budi)
    await expectProblem(await budi.upload(path, await phoneJpeg(), 'image/jpeg'), 404)
    await expectProblem(await api().request('POST', path, { rawBody: 'x' }), 401)
  })
})

describe('GET /v2/consults/{id}/attachments/{attachmentId}', () => {
  it('gives the photo to the member and their doctor, and to no one else (404)', async () => {
    const { member, path, id } = await openConsult()
    const attachment = await expectBody(
      await member.upload(path, await phoneJpeg(), 'image/jpeg'),
      201,
      ConsultAttachment,
    )
    const url = `${path}/${attachment.id}`
    await setStatus(id, CONSULT_STATUS.awaitingDoctor)
    const doctor = await doctorCaller(api())
    const seen = await doctor.send('GET', url)
    expect(seen.status).toBe(200)
    expect(seen.headers.get('content-type')).toBe('image/jpeg')

    const budi = await caller(api(), DEMO_PHONES.budi)
    const refused = await expectProblem(await budi.send('GET', url), 404)
    const unknown = await expectProblem(
      await budi.send('GET', `${path}/00000000-0000-4000-8000-000000000000`),
      404,
    )
    expect(refused).toEqual(unknown)
    // A doctor of another polyclinic.
    const otherDoctor = await doctorCaller(api(), '+6281299990201', '2')
    await expectProblem(await otherDoctor.send('GET', url), 404)
  })

  it('answers 404 for a photo named under another consult, and for a malformed id', async () => {
    const { member, path } = await openConsult()
    const other = await startConsult(member, '2004')
    const attachment = await expectBody(
      await member.upload(`/v2/consults/${other.id}/attachments`, await phoneJpeg(), 'image/jpeg'),
      201,
      ConsultAttachment,
    )
    await expectProblem(await member.send('GET', `${path}/${attachment.id}`), 404)
    await expectProblem(await member.send('GET', `${path}/bukan-id`), 404)
  })

  it('stores under a random key, never the upload’s name or the member’s', async () => {
    const { member, path } = await openConsult()
    const attachment = await expectBody(
      await member.upload(path, await phoneJpeg(), 'image/jpeg'),
      201,
      ConsultAttachment,
    )
    const [row] = await api()
      .db.select()
      .from(consultAttachments)
      .where(eq(consultAttachments.id, attachment.id))
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(row?.storageKey).not.toBe(attachment.id)
    expect(await api().deps.files.get(row?.storageKey ?? '')).not.toBeNull()
  })
})
