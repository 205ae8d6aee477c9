import type { Catalogue } from '@groundwork/shared/i18n';
import type { en } from './catalogue';

/** The bell's messages in Canadian French (docs/glossary-fr.md). */
export const fr: Record<keyof typeof en, string> = {
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications non lues\u00a0: {count}',
  'notifications.panel': 'Vos notifications',
  'notifications.title': 'Notifications',
  'notifications.none': 'Aucune notification.',
  'notifications.jobCostAlert': 'Le code de coût {costCode} du chantier {job} a atteint {threshold}\u00a0% de son budget\u00a0: {actual} sur {budget}.',
  'notifications.jobCostAlertHours': 'Le code de coût {costCode} du chantier {job} a atteint {threshold}\u00a0% de ses heures budgétées\u00a0: {actual} sur {budget}.',
  'notifications.markRead': 'Marquer comme lue',
  'notifications.read': 'Lue',
} satisfies Catalogue;
