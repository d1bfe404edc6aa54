/** Pinned journeys for auth on load and user loading (spec §4, §8), written out by hand. */

import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { budi, putri } from './auth.fixtures'
import { authMachine } from './auth.machine'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function run() {
  const publishUser = vi.fn()
  const forgetSession = vi.fn()
  const sync = vi.fn(() => new Promise<void>(() => {}))
  const endSession = vi.fn(async () => {})
  const actor = createActor(
    authMachine.provide({
      actors: { syncAnalyticsIds: fromPromise(sync), endSession: fromPromise(endSession) },
      actions: {
        publishUser: (_, { session }) => publishUser(session),
        forgetSession,
      },
    }),
  )
  return { actor: actor.start(), publishUser, forgetSession, sync, endSession }
}

describe('auth on load', () => {
  it('starts loading with no error; a member ends loading, is published and syncs analytics ids', () => {
    const { actor, publishUser, sync } = run()
    expect(actor.getSnapshot().context).toEqual({ memberId: null, loading: true, error: false })
    actor.send({ type: 'SESSION.LOADED', session: putri })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context).toEqual({
      memberId: putri.user.id,
      loading: false,
      error: false,
    })
    expect(publishUser).toHaveBeenLastCalledWith(putri)
    // Never waited for: the settings call above never settles, and nothing is held up.
    expect(sync).toHaveBeenCalledTimes(1)
  })

  it('clears loading and the analytics user for a visitor', () => {
    const { actor, publishUser, sync } = run()
    actor.send({ type: 'SESSION.LOADED', session: null })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toEqual({ memberId: null, loading: false, error: false })
    expect(publishUser).toHaveBeenCalledWith(null)
    expect(sync).not.toHaveBeenCalled()
  })

  it('marks the store as errored when loading fails, and ends loading', () => {
    const { actor } = run()
    actor.send({ type: 'SESSION.FAILED' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, error: true })
    actor.send({ type: 'SESSION.LOADED', session: putri })
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, error: false })
  })

  it('sign-in is one event: the refetched session signs the member in', () => {
    const { actor, publishUser, sync } = run()
    actor.send({ type: 'SESSION.LOADED', session: null })
    actor.send({ type: 'SESSION.LOADED', session: putri })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(publishUser).toHaveBeenLastCalledWith(putri)
    expect(sync).toHaveBeenCalledTimes(1)
  })

  it('a background refetch of the same member publishes nothing again', () => {
    const { actor, publishUser, sync } = run()
    actor.send({ type: 'SESSION.LOADED', session: putri })
    actor.send({ type: 'SESSION.LOADED', session: { ...putri } })
    expect(publishUser).toHaveBeenCalledTimes(1)
    expect(sync).toHaveBeenCalledTimes(1)
    actor.send({ type: 'SESSION.LOADED', session: budi })
    expect(publishUser).toHaveBeenLastCalledWith(budi)
    expect(sync).toHaveBeenCalledTimes(2)
  })

  it('sign-out clears the analytics user', () => {
    const { actor, publishUser } = run()
    actor.send({ type: 'SESSION.LOADED', session: putri })
    actor.send({ type: 'SESSION.LOADED', session: null })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(publishUser).toHaveBeenLastCalledWith(null)
  })

  it('drops the session (the page, then the cookie on the server) when notifications fail', async () => {
    const { actor, endSession, forgetSession, publishUser } = run()
    actor.send({ type: 'SESSION.LOADED', session: putri })
    actor.send({ type: 'SESSION.DROP' })
    expect(actor.getSnapshot().value).toBe('droppingSession')
    // Forgotten before the server is asked: nothing of the member's asks after the cookie goes.
    expect(forgetSession.mock.invocationCallOrder[0]).toBeLessThan(
      endSession.mock.invocationCallOrder[0] ?? 0,
    )
    await settle()
    expect(endSession).toHaveBeenCalledTimes(1)
    expect(forgetSession).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.memberId).toBeNull()
    expect(publishUser).toHaveBeenLastCalledWith(null)
  })
})
