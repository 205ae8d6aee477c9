/** The company screens' own words for the overtime settings (one place, for the translation catalogue). */
export const COMPANY_LABELS = {
  timeZone: 'Time Zone',
  timeZoneHint: 'Overtime counts the days and weeks of this zone (e.g. America/Vancouver).',
  overtimePolicy: 'Overtime Policy',
} as const;
