/**
 * The session replay's compression worker, served from this origin (ADR 017). The SDK's own
 * worker is inlined as a `blob:` URL, which the page's policy (`worker-src 'self'`) refuses; this
 * one speaks the same messages (`clear`, `addEvent`, `finish`, and `init` when ready) and
 * compresses with the browser's own zlib (`CompressionStream('deflate')`, what Sentry ingests).
 * A recording is a JSON array of events: '[' + events joined by ',' + ']', deflated.
 */
type WorkerRequest = { id: number; method: 'clear' | 'addEvent' | 'finish'; arg?: string }

const encoder = new TextEncoder()
let writer: WritableStreamDefaultWriter<BufferSource>
let output: Promise<ArrayBuffer>
let hasEvents = false

function begin() {
  const stream = new CompressionStream('deflate')
  writer = stream.writable.getWriter()
  // Read as it is written, so the stream never waits on a full queue.
  output = new Response(stream.readable).arrayBuffer()
  hasEvents = false
  void writer.write(encoder.encode('['))
}

async function finish(): Promise<Uint8Array> {
  void writer.write(encoder.encode(']'))
  void writer.close()
  const bytes = new Uint8Array(await output)
  begin()
  return bytes
}

const methods = {
  clear: async () => {
    void writer.abort().catch(() => {})
    begin()
  },
  addEvent: async (event: string | undefined) => {
    if (!event) throw new Error('Adding invalid event')
    void writer.write(encoder.encode(hasEvents ? `,${event}` : event))
    hasEvents = true
  },
  finish,
}

// One at a time, in the order they came: a finish must see every event added before it.
let chain: Promise<unknown> = Promise.resolve()

self.addEventListener('message', (message: MessageEvent<WorkerRequest>) => {
  const { id, method, arg } = message.data
  chain = chain.then(async () => {
    try {
      const response = await methods[method](arg)
      self.postMessage({ id, method, success: true, response })
    } catch (error) {
      self.postMessage({ id, method, success: false, response: String(error) })
    }
  })
})

begin()
self.postMessage({ id: undefined, method: 'init', success: true, response: undefined })
