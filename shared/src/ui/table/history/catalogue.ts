// The package paths: under federation the panel uses the page's one i18n instance.
import { registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message the History panel may show: its own and the shared ones. */
export type HistoryMessageId = keyof typeof en | SharedMessageId;

const historyCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
/** Resolves once the panel's messages are compiled in English and in the page's language. */
export const historyCatalogueReady = registerCatalogue(historyCatalogue);

export const useHistoryT = () => useSharedT<HistoryMessageId>();
