/** My Schedule's own words (one place, for the translation catalogue). */
export const SCHEDULE_LABELS = {
  addTimecard: 'Add Timecard',
  today: 'Today',
} as const;
