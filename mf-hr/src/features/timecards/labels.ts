/** The timecards reports' own words (one place, for the translation catalogue). */
export const TIMECARD_LABELS = {
  edit: 'Edit',
  copy: 'Copy',
  /** The accessible name of a row's link: 'Edit time record of Ana Ruiz on 2026-11-16'. */
  recordOf: (action: string, name: string, day: string) => `${action} time record of ${name} on ${day}`,
  recordsOf: (name: string) => `Records of ${name}`,
  weeksOf: (name: string) => `Weeks of ${name}`,
} as const;
