/**
 * A member's unread count changed: a notification was written or read (the trigger of migration
 * 0019 on `notifications` sends the member's id on `diri_notification_badges`, on commit). Every
 * instance hears it, and its open badge streams of that member read the count again
 * (routes/notification-badge-stream.ts). The notice carries no count: the database stays the one
 * source, so a lost or doubled notice delays a badge but never makes it wrong.
 */
import { listenForNotices, type NoticeSource } from './database-notices'

export const NOTIFICATION_BADGES_CHANNEL = 'diri_notification_badges'

export interface NotificationBadgeBus {
  /** Listens for one member's changes; returns the unsubscribe. */
  subscribe(memberId: string, listener: () => void): () => void
  close(): Promise<void>
}

export async function listenForNotificationBadges(
  source: NoticeSource,
): Promise<NotificationBadgeBus> {
  const listeners = new Map<string, Set<() => void>>()
  const tell = (memberId: string) => {
    // A copy: a listener that unsubscribes while being told must not skip its neighbour.
    for (const listener of [...(listeners.get(memberId) ?? [])]) listener()
  }
  const listener = await listenForNotices(
    source,
    NOTIFICATION_BADGES_CHANNEL,
    tell,
    // Notices lost while the connection was down: every stream reads its count again.
    () => {
      for (const memberId of [...listeners.keys()]) tell(memberId)
    },
  )
  return {
    subscribe(memberId, onChange) {
      const set = listeners.get(memberId) ?? new Set()
      listeners.set(memberId, set)
      set.add(onChange)
      return () => {
        set.delete(onChange)
        if (set.size === 0 && listeners.get(memberId) === set) listeners.delete(memberId)
      }
    },
    async close() {
      listeners.clear()
      await listener.close()
    },
  }
}
