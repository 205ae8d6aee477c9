import { registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message the human resources app's screens may show: its own and the shared ones. */
export type HrMessageId = keyof typeof en | SharedMessageId;

export const hrCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
/** Resolves once the app's messages are compiled in English and in the page's language (the routes wait for it). */
export const hrCatalogueReady = registerCatalogue(hrCatalogue);

export const useHrT = () => useT<HrMessageId>();
