import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, setup } from 'xstate'
import { runToFirstStep } from './run-to-first-step'

/** A flow whose first step loads its list, then shows it: the shape every flow page opens on. */
function flowLoading(load: () => Promise<string[]>) {
  return setup({
    types: {} as { context: { items: string[] } },
    actors: { load: fromPromise(load) },
  }).createMachine({
    id: 'flow',
    context: { items: [] },
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready' },
        },
      },
      ready: {},
    },
  })
}

afterEach(() => vi.useRealTimers())

describe('runToFirstStep', () => {
  it('gives the state the machine rests in, and a snapshot a new actor starts from at that very step', async () => {
    const logic = setup({
      types: {} as { context: { items: string[] } },
      actors: { load: fromPromise(async () => ['Renon', 'Kuta']) },
    }).createMachine({
      context: { items: [] },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            src: 'load',
            onDone: {
              target: 'ready',
              actions: ({ context, event }) => {
                context.items = event.output
              },
            },
          },
        },
        ready: {},
      },
    })
    const first = await runToFirstStep(logic, undefined, { timeoutMs: 1_000 })
    expect(first?.rested.value).toBe('ready')
    if (!first?.snapshot) throw new Error('no snapshot handed over')
    const page = createActor(logic, { snapshot: first.snapshot }).start()
    expect(page.getSnapshot().value).toBe('ready')
    expect(page.getSnapshot().context.items).toEqual(['Renon', 'Kuta'])
    page.stop()
  })

  it('gives null when the first step takes longer than the timeout', async () => {
    vi.useFakeTimers()
    const running = runToFirstStep(
      flowLoading(() => new Promise<string[]>(() => {})),
      undefined,
      {
        timeoutMs: 8_000,
      },
    )
    await vi.advanceTimersByTimeAsync(8_000)
    await expect(running).resolves.toBeNull()
  })

  it('throws a failure of the machine itself, even one whose message starts with "Timeout"', async () => {
    // A load that failed with an upstream timeout is not this function's timeout: it must not be
    // taken for a slow first step (and hidden behind a skeleton), whatever its wording.
    const upstream = new Error('Timeout of the clinic API after 5000 ms')
    await expect(
      runToFirstStep(
        flowLoading(() => Promise.reject(upstream)),
        undefined,
        { timeoutMs: 1_000 },
      ),
    ).rejects.toBe(upstream)
  })

  it('hands over no snapshot where handOver declines the rested state, and still says where it rested', async () => {
    const first = await runToFirstStep(
      flowLoading(async () => ['Renon']),
      undefined,
      { timeoutMs: 1_000, handOver: (rested) => !rested.matches('ready') },
    )
    expect(first?.rested.value).toBe('ready')
    expect(first?.snapshot).toBeNull()
  })
})
