import { useEffect, useState } from 'react'

const MINUTE = 60_000

/**
 * The current instant for "open now": the page's render instant first (the loader's, sent with
 * the server's HTML), so the browser's first render matches the server's whatever its clock
 * says, then the browser's own clock once mounted, refreshed every minute.
 */
export function useNow(renderedAt: number): Date {
  const [now, setNow] = useState(renderedAt)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE)
    return () => window.clearInterval(timer)
  }, [])
  return new Date(now)
}
