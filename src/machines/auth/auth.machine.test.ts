/** Pinned journeys for auth on load and user loading (spec §4, §8). */

import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { putri, putriHome } from './auth.fixtures'
import { authMachine, type MemberHome } from './auth.machine'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function run(hasSession: boolean, load: () => Promise<MemberHome | null>) {
  const publishUser = vi.fn()
  const storeSession = vi.fn()
  const sync = vi.fn(async () => {})
  const endSession = vi.fn(async () => {})
  const actor = createActor(
    authMachine.provide({
      actors: {
        loadMember: fromPromise(load),
        syncAnalyticsIds: fromPromise(sync),
        endSession: fromPromise(endSession),
      },
      actions: {
        publishUser: (_, { user }) => publishUser(user),
        storeSession: (_, { session }) => storeSession(session),
      },
    }),
    { input: { hasSession } },
  )
  return { actor: actor.start(), publishUser, storeSession, sync, endSession }
}

describe('auth on load', () => {
  it('starts loading with no error, loads user and feeds, then stores and publishes the user', async () => {
    let finish: (home: MemberHome) => void = () => {}
    const { actor, publishUser, storeSession, sync } = run(
      true,
      () =>
        new Promise<MemberHome>((resolve) => {
          finish = resolve
        }),
    )
    expect(actor.getSnapshot().context).toMatchObject({ loading: true, error: false, user: null })
    finish(putriHome)
    await settle()
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, error: false, user: putri })
    expect(actor.getSnapshot().context.feeds).toHaveLength(1)
    expect(storeSession).toHaveBeenLastCalledWith(putri)
    expect(publishUser).toHaveBeenLastCalledWith(putri)
    expect(sync).toHaveBeenCalledTimes(1)
  })

  it('does not wait for the analytics ids: a hanging settings call holds nothing up', async () => {
    const { actor } = run(true, async () => putriHome)
    actor.getSnapshot()
    await settle()
    expect(actor.getSnapshot().value).toBe('signedIn')
  })

  it('clears loading and signs the visitor out when there is no session', () => {
    const { actor, publishUser } = run(false, async () => putriHome)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, error: false, user: null })
    expect(publishUser).toHaveBeenCalledWith(null)
  })

  it('marks the store as errored when loading fails, and ends loading', async () => {
    const { actor } = run(true, async () => {
      throw new Error('HTTP 503')
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, error: true })
  })

  it('signs out when the server finds the session no longer valid', async () => {
    const { actor } = run(true, async () => null)
    await settle()
    expect(actor.getSnapshot().value).toBe('signedOut')
  })

  it('drops the session (and the cookie on the server) when notifications fail to load', async () => {
    const { actor, endSession, publishUser } = run(true, async () => putriHome)
    await settle()
    actor.send({ type: 'SESSION_DROPPED' })
    await settle()
    expect(endSession).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(publishUser).toHaveBeenLastCalledWith(null)
  })
})
