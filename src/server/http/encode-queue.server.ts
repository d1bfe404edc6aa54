/**
 * The image encodes of one process: identical encodes asked at the same time share one
 * run, at most `maxRunning` run at once (each on one libvips thread: image.server.ts sets sharp's
 * concurrency to 1), `maxQueued` more wait their turn in order, and anything beyond is refused at
 * once with `EncodeQueueFullError` (the endpoint answers 503). The start-up warm-up waits for
 * `whenIdle()` first, so it only takes a slot nobody is waiting for (a visitor arriving then
 * waits for that one encode at most).
 *
 * In-process by nature: the limit protects this process's CPU and event loop, and the disk cache
 * the encodes fill is per instance too.
 */
import { availableParallelism } from 'node:os'

export class EncodeQueueFullError extends Error {
  constructor(readonly maxQueued: number) {
    super(`image encode queue full: ${maxQueued} encodes already waiting`)
    this.name = 'EncodeQueueFullError'
  }
}

export interface EncodeQueueLimits {
  /** Encodes running at once; default one per core but one (at least one). */
  maxRunning?: number
  /** Encodes waiting for a slot before new ones are refused; default 128. */
  maxQueued?: number
}

/**
 * One core stays with the event loop. Measured on 2 cores with 100 concurrent uncached requests:
 * 2 encodes at once put /api/health's p99 at 64 ms, 1 at 19 ms, for about the same
 * throughput (the encodes share the cores either way).
 */
function defaultMaxRunning() {
  return Math.max(1, availableParallelism() - 1)
}

/**
 * Waiting costs a socket and a closure, not CPU, so the queue is deep: a burst of distinct
 * uncached sizes (a crawler, a cold cache: 100 at once in the image bench) waits rather than
 * breaking images, while a flood beyond it is refused before it holds thousands of sockets.
 */
const DEFAULT_MAX_QUEUED = 128

export class EncodeQueue {
  readonly maxRunning: number
  readonly maxQueued: number
  /** How many encodes have started in this queue's life (tests and the warm-up's log read it). */
  started = 0
  private running = 0
  private readonly waiting: Array<() => void> = []
  private readonly idleWaiters: Array<() => void> = []
  private readonly inFlight = new Map<string, Promise<unknown>>()

  constructor(limits: EncodeQueueLimits = {}) {
    this.maxRunning = limits.maxRunning ?? defaultMaxRunning()
    this.maxQueued = limits.maxQueued ?? DEFAULT_MAX_QUEUED
  }

  /** `work` once for everyone asking for `key` until it settles; later askers start it again. */
  shared<T>(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.inFlight.get(key)
    if (existing) return existing as Promise<T>
    const promise = work().finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, promise)
    return promise
  }

  /** Runs `encode` in a free slot, after those already waiting; throws when the queue is full. */
  async limit<T>(encode: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning || this.waiting.length > 0) {
      if (this.waiting.length >= this.maxQueued) throw new EncodeQueueFullError(this.maxQueued)
      // The slot is handed over by release(): running stays counted while it changes hands.
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running += 1
    }
    this.started += 1
    try {
      return await encode()
    } finally {
      this.release()
    }
  }

  /** Resolves when a slot is free and nobody waits: low-priority work starts only then. */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private isIdle() {
    return this.running < this.maxRunning && this.waiting.length === 0
  }

  private release() {
    const next = this.waiting.shift()
    if (next) {
      next()
      return
    }
    this.running -= 1
    // One idle waiter at a time: it takes the slot it was told about before the next one hears.
    if (this.isIdle()) this.idleWaiters.shift()?.()
  }
}
