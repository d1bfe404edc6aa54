/**
 * The photo decodes of one process: at most `maxRunning` at once, `maxQueued` more
 * waiting their turn in order, and anything beyond refused at once with `PhotoDecodeBusy` (the
 * upload answers 503 with Retry-After, and the site keeps the photo to send again).
 *
 * In-process by nature: what it protects is this process's memory and CPU. A decode holds its
 * picture whole (a 24 MP 16-bit PNG is 144 MB decoded), so the memory a burst of uploads can take
 * is bounded by `maxRunning` decodes, not by how many members press 'Kirim' at once.
 */
export class PhotoDecodeBusy extends Error {
  override name = 'PhotoDecodeBusy'
  constructor(readonly maxQueued: number) {
    super(`photo decode queue full: ${maxQueued} decodes already waiting`)
  }
}

export class PhotoDecodeGate {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    readonly maxRunning: number,
    readonly maxQueued: number,
  ) {
    if (maxRunning < 1 || maxQueued < 0)
      throw new Error(
        `A photo decode gate needs maxRunning ≥ 1 and maxQueued ≥ 0, not ${maxRunning}/${maxQueued}`,
      )
  }

  /** Decodes running now and waiting now (the tests read them). */
  get load() {
    return { running: this.running, waiting: this.waiting.length }
  }

  /** Runs `decode` in a free slot, after those already waiting; throws when the queue is full. */
  async run<T>(decode: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning || this.waiting.length > 0) {
      if (this.waiting.length >= this.maxQueued) throw new PhotoDecodeBusy(this.maxQueued)
      // The slot is handed over by release(): `running` stays counted while it changes hands.
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running += 1
    }
    try {
      return await decode()
    } finally {
      this.release()
    }
  }

  private release() {
    const next = this.waiting.shift()
    if (next) next()
    else this.running -= 1
  }
}
