/**
 * A user's notification (GET /api/notifications; docs/job-cost.md "Alerts"). The one kind so far: a cost code of a
 * job passed 80 or 100 percent of its budget. `basis` says what `actual` and `budget` measure: dollars (`cost`: the
 * cost to date against the budget amount) or hours (`hours`: labour hours against the budget quantity of an hours unit).
 */
export interface AppNotification {
  id: number;
  kind: 'jobCostAlert';
  jobId: number;
  jobName: string;
  costCodeId: number;
  costCodeName: string;
  costCodeDescription: string | null;
  threshold: 80 | 100;
  basis: 'cost' | 'hours';
  actual: number;
  budget: number;
  /** ISO instants. */
  createdAt: string;
  readAt: string | null;
}

/** GET /api/notifications: the newest first (at most 50), and how many of one's own are unread. */
export interface NotificationList {
  items: AppNotification[];
  unreadCount: number;
}

/** POST /api/notifications/{id}/read. */
export interface NotificationRead {
  id: number;
  readAt: string;
}
