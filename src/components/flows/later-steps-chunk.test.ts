import { describe, expect, it, vi } from 'vitest'
import { laterStepsChunk } from './later-steps-chunk'

describe('laterStepsChunk', () => {
  it('loads once, and keeps the module for the renders that follow', async () => {
    const module = { ReviewStep: 'review' }
    const importer = vi.fn(async () => module)
    const chunk = laterStepsChunk(importer)
    expect(chunk.loaded).toBeNull()
    const [first, second] = await Promise.all([chunk.load(), chunk.load()])
    expect(first).toBe(module)
    expect(second).toBe(module)
    expect(chunk.loaded).toBe(module)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load, and settles to null meanwhile', async () => {
    const lost = new TypeError('Failed to fetch dynamically imported module')
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(lost)
      .mockResolvedValueOnce('steps')
    const chunk = laterStepsChunk(importer)
    await expect(chunk.settled()).resolves.toBeNull()
    await expect(chunk.load()).resolves.toBe('steps')
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
