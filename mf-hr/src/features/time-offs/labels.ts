/** The time offs screens' own words (one place, for the translation catalogue). */
export const TIME_OFF_LABELS = {
  pendingOnly: 'Pending only',
} as const;
