/**
 * 'Beri tahu saya saat dokter membalas' in the consultation's chat: the one place Diri asks for
 * Web Push, after the member sent their questions and waits for a reply (issue 29 §3). Shown once
 * the app has loaded (it needs the browser's APIs), and not at all where the browser has no push.
 */
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useState } from 'react'
import {
  PushPermissionRefused,
  pushAvailability,
  subscribeThisBrowser,
} from '../../lib/notifications/web-push'
import {
  getMyNotificationPreferences,
  subscribeMyBrowserToPush,
} from '../../server/notifications/channels.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'

type State = 'hidden' | 'idle' | 'working' | 'on' | 'denied' | 'off-here' | 'failed'

const MESSAGES: Partial<Record<State, string>> = {
  on: 'Oke! Kami akan memberi tahu kamu di browser ini saat dokter membalas.',
  denied:
    'Notifikasi diblokir di browser ini. Izinkan notifikasi untuk Diri di pengaturan browser, atau aktifkan email di Pengaturan Notifikasi.',
  'off-here':
    'Notifikasi push belum tersedia di Diri saat ini. Kami tetap mengabari kamu di halaman Notifikasi.',
  failed: 'Notifikasi push belum bisa dinyalakan. Coba lagi sebentar lagi.',
}

export function PushOptInButton() {
  const [state, setState] = useState<State>('hidden')
  const preferences = useServerFn(getMyNotificationPreferences)
  const subscribe = useServerFn(subscribeMyBrowserToPush)
  const signInAgainIfEnded = useSignInAgain()

  useEffect(() => {
    const availability = pushAvailability()
    setState(
      availability === 'unsupported' ? 'hidden' : availability === 'denied' ? 'denied' : 'idle',
    )
  }, [])

  async function turnOn() {
    setState('working')
    try {
      const { pushKey } = await preferences()
      if (!pushKey) {
        setState('off-here')
        return
      }
      const subscription = await subscribeThisBrowser(pushKey)
      await subscribe({ data: subscription })
      setState('on')
    } catch (error) {
      if (error instanceof PushPermissionRefused) {
        setState('denied')
        return
      }
      if (await signInAgainIfEnded(error, { params: {} })) return
      console.warn('[push] subscribing failed:', error)
      setState('failed')
    }
  }

  if (state === 'hidden') return null
  const message = MESSAGES[state]
  return (
    <div className="push-opt-in">
      {state === 'idle' || state === 'working' || state === 'failed' ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={turnOn}
          disabled={state === 'working'}
        >
          {state === 'working' ? 'Menyalakan notifikasi…' : 'Beri tahu saya saat dokter membalas'}
        </button>
      ) : null}
      <p className="push-opt-in__status muted" role="status">
        {message ?? ''}
      </p>
    </div>
  )
}
