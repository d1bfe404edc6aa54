import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { followStepInUrl, type StepAddress } from './use-step-in-url'

type Step = 'satu' | 'dua' | 'tiga'
const STEPS: Step[] = ['satu', 'dua', 'tiga']

/**
 * A three-step flow: a first load, then steps the member moves through with NEXT and BACK; a
 * step is reached once the member got there; `dua` sends back to `satu` on its own (REFUSED, as
 * a refusal from the server would).
 */
const flow = setup({
  types: {} as {
    context: { reached: number }
    events:
      | { type: 'NEXT' }
      | { type: 'BACK' }
      | { type: 'NOTE' }
      | { type: 'REFUSED' }
      | { type: 'SAVE' }
      | { type: 'STEP.VISIT'; step: Step }
  },
  actors: { load: fromPromise(async () => 'ok') },
  guards: {
    reached: ({ context, event }) =>
      event.type === 'STEP.VISIT' && STEPS.indexOf(event.step) <= context.reached,
  },
}).createMachine({
  id: 'flow',
  context: { reached: 0 },
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'load', onDone: 'satu' } },
    satu: {
      on: {
        NEXT: {
          target: 'dua',
          actions: assign({ reached: ({ context }) => Math.max(context.reached, 1) }),
        },
        NOTE: {},
        'STEP.VISIT': [{ guard: 'reached', target: 'dua' }],
      },
    },
    dua: {
      on: {
        NEXT: { target: 'tiga', actions: assign({ reached: 2 }) },
        BACK: 'satu',
        REFUSED: 'satu',
        SAVE: 'menyimpan',
        'STEP.VISIT': [
          { guard: ({ event }) => event.step === 'satu', target: 'satu' },
          { guard: 'reached', target: 'tiga' },
        ],
      },
    },
    // Still showing dua while its choice is saved, then on to tiga.
    menyimpan: {
      tags: 'busy',
      invoke: { src: 'load', onDone: { target: 'tiga', actions: assign({ reached: 2 }) } },
    },
    tiga: {
      on: {
        BACK: 'dua',
        'STEP.VISIT': [
          { guard: ({ event }) => event.step === 'satu', target: 'satu' },
          { guard: ({ event }) => event.step === 'dua', target: 'dua' },
        ],
      },
    },
  },
})

/** The browser's history as the runtime sees it: entries, the current one, Back and Forward. */
function fakeAddress(initial: string | null) {
  const entries: Array<string | null> = [initial]
  let index = 0
  let listener: ((slug: string | null) => void) | null = null
  const titles: string[] = []
  const address: StepAddress = {
    read: () => entries[index] ?? null,
    write: (slug, { replace }) => {
      if (replace) entries[index] = slug
      else {
        entries.splice(index + 1, entries.length, slug)
        index += 1
      }
    },
    onHistoryMove: (listen) => {
      listener = listen
      return () => {
        listener = null
      }
    },
    setTitle: (title) => titles.push(title),
  }
  const go = (delta: number) => {
    index += delta
    listener?.(entries[index] ?? null)
  }
  return {
    address,
    entries,
    current: () => entries[index],
    back: () => go(-1),
    forward: () => go(1),
    title: () => titles.at(-1),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function run(url: string | null) {
  const actor = createActor(flow).start()
  const browser = fakeAddress(url)
  const stop = followStepInUrl(
    actor,
    {
      stepOf: (snapshot) =>
        snapshot.matches('loading')
          ? null
          : snapshot.matches('menyimpan')
            ? 'dua'
            : (snapshot.value as string),
      visit: (slug) =>
        STEPS.includes(slug as Step) ? { type: 'STEP.VISIT' as const, step: slug as Step } : null,
      moves: ['NEXT', 'BACK'],
      title: (slug) => `Langkah ${slug} | Diri`,
      busy: (snapshot) => snapshot.hasTag('busy'),
    },
    browser.address,
  )
  return { actor, browser, stop, step: () => actor.getSnapshot().value }
}

describe('followStepInUrl', () => {
  it('names the first step in the same entry, then gives each move of the member its own', async () => {
    const { actor, browser } = run(null)
    await settle()
    expect(browser.entries).toEqual(['satu'])
    expect(browser.title()).toBe('Langkah satu | Diri')

    actor.send({ type: 'NEXT' })
    actor.send({ type: 'NEXT' })
    expect(browser.entries).toEqual(['satu', 'dua', 'tiga'])
    expect(browser.title()).toBe('Langkah tiga | Diri')
    actor.send({ type: 'BACK' })
    // Kembali is a move too: Back in the browser then returns to tiga's entry's predecessor.
    expect(browser.entries).toEqual(['satu', 'dua', 'tiga', 'dua'])
  })

  it('replaces the entry when the machine moves on its own, after any member event that is no move', async () => {
    const { actor, browser } = run(null)
    await settle()
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'REFUSED' })
    expect(browser.entries).toEqual(['satu', 'satu'])
  })

  it('sends Back and Forward to the machine, which steps back and forward', async () => {
    const { actor, browser, step } = run(null)
    await settle()
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'NEXT' })
    browser.back()
    expect(step()).toBe('dua')
    expect(browser.title()).toBe('Langkah dua | Diri')
    browser.back()
    expect(step()).toBe('satu')
    browser.forward()
    expect(step()).toBe('dua')
    browser.forward()
    expect(step()).toBe('tiga')
    // Back and Forward add no entries of their own.
    expect(browser.entries).toEqual(['satu', 'dua', 'tiga'])
  })

  it('puts the address back in the same entry when the machine refuses the step', async () => {
    const { browser, step } = run(null)
    await settle()
    // An entry for a step never reached (a link followed, say), then Back and Forward to it.
    browser.address.write('tiga', { replace: false })
    browser.back()
    browser.forward()
    expect(step()).toBe('satu')
    expect(browser.entries).toEqual(['satu', 'satu'])
    expect(browser.current()).toBe('satu')
  })

  it('asks for a deep-linked step once the machine shows one, and replaces it if refused', async () => {
    const { browser, step } = run('tiga')
    expect(browser.entries).toEqual(['tiga'])
    await settle()
    await settle()
    expect(step()).toBe('satu')
    expect(browser.entries).toEqual(['satu'])
  })

  it('lands on a deep-linked step the machine accepts', async () => {
    const actor = createActor(flow, {
      snapshot: flow.resolveState({ value: 'dua', context: { reached: 2 } }),
    }).start()
    const browser = fakeAddress('tiga')
    followStepInUrl(
      actor,
      {
        stepOf: (snapshot) => snapshot.value as string,
        visit: (slug) => ({ type: 'STEP.VISIT' as const, step: slug as Step }),
        moves: ['NEXT', 'BACK'],
        title: (slug) => slug,
        busy: () => false,
      },
      browser.address,
    )
    expect(actor.getSnapshot().value).toBe('tiga')
    expect(browser.entries).toEqual(['tiga'])
  })

  it('keeps a Back pressed during a save until the save is done, then steps back', async () => {
    const { actor, browser, step } = run(null)
    await settle()
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'SAVE' })
    browser.back()
    expect(step()).toBe('menyimpan')
    expect(browser.current()).toBe('satu')
    await settle()
    expect(step()).toBe('satu')
    // The save's step (tiga) never took the entry Back went to.
    expect(browser.entries).toEqual(['satu', 'dua'])
  })

  it('stops following when told', async () => {
    const { actor, browser, stop } = run(null)
    await settle()
    stop()
    actor.send({ type: 'NEXT' })
    expect(browser.entries).toEqual(['satu'])
  })
})
