import type { en } from './en';

/** The time record form's own messages in Canadian French (docs/glossary-fr.md), loaded when French is chosen. */
export const fr: Record<keyof typeof en, string> = {
  'overtime.part': '{hours} {rate}',
  'overtime.partWithReason': '{hours} {rate} {reason}',
  'overtime.withSource': '{part} ({source})',
  'overtime.hours': '{hours}\u00a0h',
  'overtime.rate.regular': 'normales',
  'overtime.rate.overtime': 'supplémentaires',
  'overtime.rate.doubleTime': 'à temps double',
  'overtime.reason.daily': 'après {threshold} dans une journée',
  'overtime.reason.weekly': 'après {threshold} dans une semaine',
  'overtime.reason.holiday': 'un jour férié',
  'overtime.reason.holidayAfter': 'après {threshold} un jour férié',
  'overtime.reason.seventhDay': 'le septième jour de travail consécutif',
  'overtime.reason.seventhDayAfter': 'après {threshold} le septième jour de travail consécutif',
  'overtime.reason.weekday': 'le {day}',
  'overtime.reason.leftAfterExport': 'restantes dans la semaine après les entrées exportées',
  'overtime.reason.exported': 'telles qu’exportées',
  'overtime.reason.subcontractor': '(sous-traitant\u00a0: aucune heure supplémentaire)',
  'overtime.reason.leaveOfAbsence': '(congé autorisé\u00a0: ne compte pas pour les heures supplémentaires)',
  'overtime.hoursSplit': 'Heures\u00a0: {words}',
  'overtime.premiumOvertime': '{hours} supplémentaires',
  'overtime.premiumDoubleTime': '{hours} à temps double',
};
