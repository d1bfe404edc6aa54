import { useEffect, useState } from 'react'

/**
 * 'Kamu sedang offline · data per …'. Hidden until the page is the worker's kept copy (it adds a
 * style that shows it, before any script runs) or the browser says it went offline while open.
 */
export function OfflineNote({ fetchedAt }: { fetchedAt: string }) {
  const [offline, setOffline] = useState(false)
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return (
    <p
      className={`booking-offline-note${offline ? ' booking-offline-note--shown' : ''}`}
      role="status"
    >
      Kamu sedang offline · data per {fetchedAt}
    </p>
  )
}
