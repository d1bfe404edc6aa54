/**
 * A request body read and counted as it streams, for the bodies a `Content-Length` does not bound
 * (chunked, or a length that may lie): the bytes, or null once they pass `limit`. A body over the
 * limit is then read on to its end and thrown away (`discardRest`), so that the 413 is answered to
 * a client that has finished sending.
 */
export async function readWithin(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await discardRest(reader, size)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * The most of a refused body read and thrown away before answering. A server that answers while
 * the client is still sending, and then closes, resets the connection (the unread bytes make the
 * close a TCP reset), and the client may lose the answer with it: a browser shows a broken
 * connection instead of the message. Up to this many bytes, or `DISCARD_MAX_MS`, the body is read
 * to its end first; past either, reading stops and the connection is the price of the excess.
 */
export const DISCARD_MAX_BYTES = 4 * 1024 * 1024
const DISCARD_MAX_MS = 10_000

/** Reads a body (of which `alreadyRead` bytes are gone) to its end, within the bounds above. */
export async function discardRest(
  source: ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array>,
  alreadyRead = 0,
): Promise<void> {
  const reader = source instanceof ReadableStream ? source.getReader() : source
  const deadline = Date.now() + DISCARD_MAX_MS
  let size = alreadyRead
  try {
    while (size <= DISCARD_MAX_BYTES && Date.now() < deadline) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
    }
  } catch {
    // The client went away while sending: there is nobody to answer.
    return
  }
  await reader.cancel().catch(() => {})
}
