import { useCallback, useEffect, useState } from 'react';
import { listNotifications, markNotificationRead } from '@groundwork/shared/api';
import type { NotificationList } from '@groundwork/shared/domain';

/** How often the bell asks for new notifications while the page is open (and again whenever the window regains focus). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * The signed-in user's notifications (GET /api/notifications): loaded at once, every minute, and when the window
 * regains focus or the page becomes visible. A failed load keeps what was shown. No query cache: the shell has none
 * (each remote bundles its own), and one list polled from one place needs none.
 */
export function useNotifications(): { list: NotificationList | null; refresh: () => void; markRead: (id: number) => Promise<void> } {
  const [list, setList] = useState<NotificationList | null>(null);
  const refresh = useCallback(() => {
    listNotifications().then(setList, () => undefined);
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, NOTIFICATIONS_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  const markRead = useCallback(async (id: number) => {
    const { readAt } = await markNotificationRead(id);
    setList((current) => {
      if (!current) return current;
      const wasUnread = current.items.some((n) => n.id === id && n.readAt === null);
      return {
        items: current.items.map((n) => (n.id === id ? { ...n, readAt } : n)),
        unreadCount: wasUnread ? Math.max(0, current.unreadCount - 1) : current.unreadCount,
      };
    });
  }, []);

  return { list, refresh, markRead };
}
