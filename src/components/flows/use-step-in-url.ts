/**
 * The step of a flow page in its address (`?langkah=alamat`), so that the browser's Back and
 * Forward step through the flow as people expect, and a reload or a copied link names the step.
 *
 * The machine stays the judge of where the member is; this runtime only translates, so the
 * machines stay pure:
 * - the machine's step changes → the address follows. The member's own moves (Lanjut, Kembali,
 *   Ubah: the page's `moves`) add a history entry; a change the machine makes on its own (the
 *   first step, a resume walk, a refusal that sends back, an order placed) replaces the entry, so
 *   that Back never lands on a step the member did not choose to leave.
 * - Back, Forward or Go in the browser (never our own writes) → the flow's visit event. The
 *   machine takes it or ignores it (a step not reached, nothing before a placed order); ignored,
 *   the address is put back to the step that shows, by replacing the entry.
 * - the document title follows the step.
 * A step the address asks for while the machine is between steps (its first load) or busy (a
 * save, a load) is asked for once the machine rests at one: that is how a deep link lands where
 * it can, and how Back during a save waits for it instead of cutting it short.
 */
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate'

export interface StepInUrlOptions<TActor extends AnyActorRef> {
  /** The step the snapshot shows, as the address names it; null between steps (a load). */
  stepOf: (snapshot: SnapshotFrom<TActor>) => string | null
  /** The event asking for the step the address names; null when no step has that name. */
  visit: (slug: string) => EventFrom<TActor> | null
  /** The member's events that move from step to step: where they lead gets its own entry. */
  moves: readonly string[]
  /** The document title of a step. */
  title: (slug: string) => string
  /**
   * Whether the machine is on its way somewhere (a save, a load, an order being placed): a
   * step asked for then is asked for once it rests, so that nothing underway is cut short.
   */
  busy: (snapshot: SnapshotFrom<TActor>) => boolean
}

/** The address as the runtime sees it (the router in the app, a fake in tests). */
export interface StepAddress {
  /** The step the address names now. */
  read(): string | null
  write(slug: string, how: { replace: boolean }): void
  /** Back, Forward or Go in the browser: the listener hears the step the address names then. */
  onHistoryMove(listener: (slug: string | null) => void): () => void
  setTitle(title: string): void
}

/** Keeps the address and the machine's step in step; returns the stop. */
export function followStepInUrl<TActor extends AnyActorRef>(
  actor: TActor,
  options: StepInUrlOptions<TActor>,
  address: StepAddress,
): () => void {
  /** The step the address names, as far as we know (our own writes included). */
  let named = address.read()
  /** A step the address asked for while the machine showed none yet. */
  let wanted: string | null = null
  /** The member's last event was a move, and its step is not in the address yet. */
  let moved = false

  const show = (slug: string, { replace }: { replace: boolean }) => {
    address.setTitle(options.title(slug))
    if (slug === named) return
    named = slug
    address.write(slug, { replace })
  }

  /** The address names a step the machine may not show (Back, Forward, a deep link). */
  const ask = (slug: string | null) => {
    named = slug
    const snapshot = actor.getSnapshot()
    const current = options.stepOf(snapshot)
    if (current === null || options.busy(snapshot)) {
      wanted = slug
      return
    }
    if (slug === current) return
    const event = slug === null ? null : options.visit(slug)
    if (event !== null && actor.getSnapshot().can(event)) {
      actor.send(event)
      return
    }
    // Refused: the address goes back to the step that shows, in the same entry.
    show(current, { replace: true })
  }

  const inspection = actor.system.inspect((inspected) => {
    if (inspected.type !== '@xstate.snapshot' || inspected.actorRef !== actor) return
    const { type } = inspected.event
    // Only the member's events say whether a move is theirs; the machine's own (`xstate.*`:
    // answers, timers) leave it as it was, so a step reached after a load still counts as moved.
    if (!type.startsWith('xstate.')) moved = options.moves.includes(type)
    const snapshot = inspected.snapshot as SnapshotFrom<TActor>
    const slug = options.stepOf(snapshot)
    if (slug === null) return
    if (wanted !== null) {
      // The address keeps the step asked for until the machine can answer.
      if (options.busy(snapshot)) return
      const asked = wanted
      wanted = null
      if (asked !== slug) {
        // Asked outside this notification: the machine is still processing the event.
        queueMicrotask(() => ask(asked))
        return
      }
    }
    if (slug === named) {
      address.setTitle(options.title(slug))
      return
    }
    const replace = !moved
    moved = false
    show(slug, { replace })
  })

  const initial = options.stepOf(actor.getSnapshot())
  if (named !== null && named !== initial) ask(named)
  else if (initial !== null) show(initial, { replace: true })
  const stopListening = address.onHistoryMove(ask)

  return () => {
    inspection.unsubscribe()
    stopListening()
  }
}

/**
 * `followStepInUrl` on the page's router: the step in the search parameter `param`; the
 * parameters in `clear` (a notice of the page's first view) go when the step changes.
 */
export function useStepInUrl<TActor extends AnyActorRef>(
  actor: TActor,
  options: StepInUrlOptions<TActor> & { param: string; clear?: readonly string[] },
) {
  const router = useRouter()
  // The options are functions made anew at each render; the latest are used.
  const latest = useRef(options)
  latest.current = options
  const { param } = options
  useEffect(() => {
    const { history } = router
    const page = history.location.pathname
    const stepIn = (search: string) => new URLSearchParams(search).get(param)
    return followStepInUrl(
      actor,
      {
        stepOf: (snapshot) => latest.current.stepOf(snapshot),
        visit: (slug) => latest.current.visit(slug),
        moves: latest.current.moves,
        title: (slug) => latest.current.title(slug),
        busy: (snapshot) => latest.current.busy(snapshot),
      },
      {
        read: () => stepIn(history.location.search),
        write: (slug, { replace }) => {
          const { pathname, search, hash } = history.location
          const params = new URLSearchParams(search)
          params.set(param, slug)
          for (const name of latest.current.clear ?? []) params.delete(name)
          void router.navigate({
            href: `${pathname}?${params}${hash ? `#${hash.replace(/^#/, '')}` : ''}`,
            replace,
            resetScroll: false,
          })
        },
        onHistoryMove: (listener) =>
          history.subscribe(({ location, action }) => {
            if (action.type === 'PUSH' || action.type === 'REPLACE') return
            // Back out of the page altogether is the router's, not the flow's.
            if (location.pathname !== page) return
            listener(stepIn(location.search))
          }),
        setTitle: (title) => {
          document.title = title
        },
      },
    )
  }, [actor, router, param])
}
