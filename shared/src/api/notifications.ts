import type { NotificationList, NotificationRead } from '@groundwork/shared/domain';
import { apiClient } from './client';

export const notificationKeys = {
  all: ['notifications'] as const,
};

/** GET /api/notifications: the caller's own, newest first, with the unread count. */
export async function listNotifications(): Promise<NotificationList> {
  const { data } = await apiClient.get<NotificationList>('/api/notifications');
  return data;
}

/** POST /api/notifications/{id}/read: only one's own (another's answers 404). */
export async function markNotificationRead(id: number): Promise<NotificationRead> {
  const { data } = await apiClient.post<NotificationRead>(`/api/notifications/${id}/read`);
  return data;
}
