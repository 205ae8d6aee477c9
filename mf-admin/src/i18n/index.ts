import { registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message mf-admin's screens may show: its own and the shared ones. */
export type AdminMessageId = keyof typeof en | SharedMessageId;

export const adminCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
/** Resolves once the app's messages are compiled in English and in the page's language (the routes wait for it). */
export const adminCatalogueReady = registerCatalogue(adminCatalogue);

/**
 * The translate function of mf-admin's components. useSharedT: the screens' tests render them without a provider
 * (English then); in the shell they re-render with the language.
 */
export const useAdminT = () => useSharedT<AdminMessageId>();
