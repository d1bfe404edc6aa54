/**
 * A local push service for tests: an HTTP server on 127.0.0.1 that takes Web Push requests
 * (RFC 8030) as a browser's push service does, records each, and answers 201, or what the test
 * asks of the next one (`answerNext(410)`). `subscription()` makes a browser's side of it: an
 * endpoint here and a P-256 key pair with an auth secret, so `decrypt` reads a recorded payload as
 * the browser would (RFC 8291, aes128gcm).
 */
import { createDecipheriv, createECDH, createHmac, type ECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface PushRequest {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface FakeSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
  /** The payload of a recorded request, decrypted with this browser's keys. */
  decrypt(request: PushRequest): string
}

export interface PushServiceFake {
  url: string
  readonly requests: readonly PushRequest[]
  answerNext(status: number): void
  subscription(): FakeSubscription
  close(): Promise<void>
}

export async function startPushServiceFake(): Promise<PushServiceFake> {
  const requests: PushRequest[] = []
  const answers: number[] = []
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      requests.push({
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      })
      response.writeHead(answers.shift() ?? 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    answerNext: (status) => {
      answers.push(status)
    },
    subscription: () => {
      const browser = createECDH('prime256v1')
      browser.generateKeys()
      const auth = randomBytes(16)
      return {
        endpoint: `${url}/push/${randomBytes(12).toString('base64url')}`,
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
        decrypt: (request) => decryptAes128gcm(request.body, browser, auth),
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key)
  for (const part of data) mac.update(part)
  return mac.digest()
}

/**
 * A Web Push payload as the browser decrypts it (RFC 8291 §3.4, RFC 8188): one record, whose
 * header holds the salt, the record size and the sender's public key.
 */
export function decryptAes128gcm(body: Buffer, browser: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = browser.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), senderKey])
  const ikm = hmac(hmac(auth, shared), keyInfo, Buffer.from([1]))
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(
    0,
    16,
  )
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(
    0,
    12,
  )
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ])
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2)
    throw new Error("The push payload does not end with the last record's delimiter")
  return padded.subarray(0, end).toString('utf8')
}
