/**
 * The photo decoding budget: a high bit depth within the budget is kept (as 8 bits), a
 * picture too large once decoded is refused from its header (422), and more uploads at once than
 * the process decodes and queues get 503 with Retry-After, the same photo taken once a slot frees.
 * scripts/bench-photo-decode.ts measures what this saves.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ConsultAttachment } from '../../../contract/consults/schemas'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import { caller, setUpConsultationApi, startConsult } from './consultation-test-support'
import { CONSULTATION_MESSAGES } from './messages'
import { MAX_INPUT_PIXELS, PHOTO_RETRY_AFTER_SECONDS, photoDecodes } from './photo'
import { PhotoDecodeBusy, PhotoDecodeGate } from './photo-decode-gate'

const api = setUpConsultationApi()

async function openConsult() {
  const member = await caller(api(), DEMO_PHONES.putri)
  const consult = await startConsult(member)
  return { member, path: `/v2/consults/${consult.id}/attachments` }
}

/** A flat PNG of `width`×`height`, 8 or 16 bits per channel: tiny on disk, large decoded. */
async function png(width: number, height: number, bits: 8 | 16) {
  const image = sharp({ create: { width, height, channels: 3, background: '#c8906a' } })
  const encoded = bits === 16 ? image.toColourspace('rgb16') : image
  return new Uint8Array(await encoded.png({ compressionLevel: 1 }).toBuffer())
}

/** A promise and the function that settles it. */
function deferred() {
  let release = () => {}
  const promise = new Promise<void>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

describe('the decoding budget of an upload', () => {
  it('keeps a 16-bit PNG within the budget, stored with 8 bits per channel', async () => {
    const { member, path } = await openConsult()
    const upload = await png(300, 200, 16)
    expect((await sharp(upload).metadata()).depth).toBe('ushort')

    const attachment = await expectBody(
      await member.upload(path, upload, 'image/png'),
      201,
      ConsultAttachment,
    )
    expect(attachment).toMatchObject({ contentType: 'image/png', width: 300, height: 200 })
    const served = await member.send('GET', `${path}/${attachment.id}`)
    const stored = await sharp(new Uint8Array(await served.arrayBuffer())).metadata()
    expect(stored).toMatchObject({ format: 'png', depth: 'uchar', width: 300, height: 200 })
  })

  it(`refuses more than ${MAX_INPUT_PIXELS / 1e6} megapixels (422), from the header`, async () => {
    const { member, path } = await openConsult()
    // 8200×6200: 50.8 MP, 8 bits.
    const refused = await expectProblem(
      await member.upload(path, await png(8200, 6200, 8), 'image/png'),
      422,
    )
    expect(refused.message).toBe(CONSULTATION_MESSAGES.photoTooManyPixels)
  })

  it('refuses a 16-bit picture whose decoded bytes pass the budget, though its pixels do not', async () => {
    const { member, path } = await openConsult()
    // 5200×5000: 26 MP, under the pixel limit; 156 MB decoded at 16 bits, over 150 MB.
    const refused = await expectProblem(
      await member.upload(path, await png(5200, 5000, 16), 'image/png'),
      422,
    )
    expect(refused.message).toBe(CONSULTATION_MESSAGES.photoTooManyPixels)
    expect(photoDecodes.load).toEqual({ running: 0, waiting: 0 })
  })

  it('answers 503 with Retry-After while the decodes and their queue are full, then takes the photo', async () => {
    const { member, path } = await openConsult()
    const photo = await png(40, 30, 8)
    // Other uploads hold every slot and every place in the queue.
    const held = deferred()
    const holders = Array.from({ length: photoDecodes.maxRunning + photoDecodes.maxQueued }, () =>
      photoDecodes.run(() => held.promise),
    )
    expect(photoDecodes.load).toEqual({
      running: photoDecodes.maxRunning,
      waiting: photoDecodes.maxQueued,
    })

    const busy = await member.upload(path, photo, 'image/png')
    expect(busy.headers.get('retry-after')).toBe(String(PHOTO_RETRY_AFTER_SECONDS))
    const problem = await expectProblem(busy, 503)
    expect(problem.message).toBe(CONSULTATION_MESSAGES.photoServerBusy)

    held.release()
    await Promise.all(holders)
    await expectBody(await member.upload(path, photo, 'image/png'), 201, ConsultAttachment)
  })
})

describe('PhotoDecodeGate', () => {
  it('runs two at once, queues in order up to its limit, and refuses beyond', async () => {
    const gate = new PhotoDecodeGate(2, 2)
    const started: number[] = []
    const holds = Array.from({ length: 4 }, () => deferred())
    const runs = holds.map((hold, index) =>
      gate.run(async () => {
        started.push(index)
        await hold.promise
        return index
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(gate.load).toEqual({ running: 2, waiting: 2 })
    await expect(gate.run(async () => 'fifth')).rejects.toBeInstanceOf(PhotoDecodeBusy)

    holds[1]?.release()
    await runs[1]
    await Promise.resolve()
    // The freed slot goes to the first waiting, not to a newcomer.
    expect(started).toEqual([0, 1, 2])
    for (const hold of holds) hold.release()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect(gate.load).toEqual({ running: 0, waiting: 0 })
  })

  it('frees its slot when a decode throws', async () => {
    const gate = new PhotoDecodeGate(1, 0)
    await expect(gate.run(() => Promise.reject(new Error('bad picture')))).rejects.toThrow(
      'bad picture',
    )
    expect(await gate.run(async () => 'next')).toBe('next')
  })
})
