import { registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message mf-reports' components may show: its own and the shared ones. */
export type ReportsMessageId = keyof typeof en | SharedMessageId;

export const reportsCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
/** Resolves once the app's messages are compiled in English and in the page's language (the job cost route waits for it). */
export const reportsCatalogueReady = registerCatalogue(reportsCatalogue);

export const useReportsT = () => useT<ReportsMessageId>();
