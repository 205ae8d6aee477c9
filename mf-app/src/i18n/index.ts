import { registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message the field app's screens may show: its own and the shared ones. */
export type AppMessageId = keyof typeof en | SharedMessageId;

export const appCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
/** Resolves once the app's messages are compiled in English and in the page's language (the routes wait for it). */
export const appCatalogueReady = registerCatalogue(appCatalogue);

export const useAppT = () => useT<AppMessageId>();
