/**
 * The first step of a flow page, prerendered: the page's own machine, with its own actors, run in
 * the route's loader until it rests (a step ready to use, a failed load, or an end). The loader
 * hands its persisted snapshot to the page, whose machine starts at that very state: the step is
 * in the server's HTML, nothing is loaded twice and no skeleton follows hydration.
 *
 * Too slow an answer gives `null`, and the page's machine starts over in the browser with a
 * skeleton. The timeout is this function's own abort signal, so it is told apart from any other
 * failure by the signal, not by an error's wording.
 */
import {
  type AnyStateMachine,
  createActor,
  type InputFrom,
  type Snapshot,
  type SnapshotFrom,
  waitFor,
} from 'xstate'

export interface FirstStep<TLogic extends AnyStateMachine> {
  /** Where the machine rested: the loader reads it for redirects (sign in again, not found). */
  rested: SnapshotFrom<TLogic>
  /** What the page's machine starts from; null when `handOver` declined the rested state. */
  snapshot: Snapshot<unknown> | null
}

/** A step ready to use, a failed load or an end: nothing on its way. */
function atRest(snapshot: SnapshotFrom<AnyStateMachine>) {
  return snapshot.status !== 'active' || !snapshot.hasTag('busy')
}

export async function runToFirstStep<TLogic extends AnyStateMachine>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  {
    timeoutMs,
    handOver = () => true,
  }: {
    timeoutMs: number
    /**
     * Whether the page may start from the rested state. A state with a timer running (a poll)
     * may not: a persisted snapshot keeps no timers, so the page starts over there instead.
     */
    handOver?: (rested: SnapshotFrom<TLogic>) => boolean
  },
): Promise<FirstStep<TLogic> | null> {
  const actor = createActor(logic, { input })
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), timeoutMs)
  actor.start()
  try {
    const rested = await waitFor(actor, atRest, { signal: timeout.signal })
    return { rested, snapshot: handOver(rested) ? actor.getPersistedSnapshot() : null }
  } catch (error) {
    if (timeout.signal.aborted) return null
    throw error
  } finally {
    clearTimeout(timer)
    actor.stop()
  }
}
