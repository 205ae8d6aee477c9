import type { Catalogue } from '@groundwork/shared/i18n';
import type { en } from './catalogue';

/** The queue's messages in Canadian French (docs/glossary-fr.md). */
export const fr: Record<keyof typeof en, string> = {
  'queue.sent': '{count, plural, one {Votre feuille de temps en attente a été envoyée.} other {# feuilles de temps en attente ont été envoyées.}}',
} satisfies Catalogue;
